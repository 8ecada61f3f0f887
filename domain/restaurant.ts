/** Facts about the restaurant shown in the header, the footer, the contact page and JSON-LD. */
export const RESTAURANT = {
  name: 'Sakana Sushi',
  legalName: 'Sakana Sushi Bar sp. z o.o.',
  street: 'ul. Miodowa 22',
  postalCode: '31-055',
  city: 'Kraków',
  country: 'PL',
  district: 'Kazimierz',
  phone: '+48 12 430 22 15',
  phoneHref: 'tel:+48124302215',
  email: 'zamowienia@sakanasushi.pl',
  geo: { latitude: 50.05216, longitude: 19.94559 },
  priceRange: '$$',
  servesCuisine: ['Japanese', 'Sushi'],
} as const

export const fullAddress = `${RESTAURANT.street}, ${RESTAURANT.postalCode} ${RESTAURANT.city}`

/** OpenStreetMap link to the restaurant (nothing embedded from a third party). */
export const mapUrl = `https://www.openstreetmap.org/?mlat=${RESTAURANT.geo.latitude}&mlon=${RESTAURANT.geo.longitude}#map=18/${RESTAURANT.geo.latitude}/${RESTAURANT.geo.longitude}`
