import { SCHEDULE } from '#domain/hours/schedule.js'
import { RESTAURANT } from '#domain/restaurant.js'
import type { Language } from '../../i18n/index.js'
import type { MenuItemData, MenuSectionData } from '../../page-data/types.js'
import { SHARE_IMAGES } from '../../shared/PageHead.js'

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

/** schema.org openingHoursSpecification from the weekly schedule (closed days are left out). */
function openingHoursSpecification() {
  const groups = new Map<string, string[]>()
  SCHEDULE.forEach((hours, weekday) => {
    if (!hours) return
    const key = `${hours.opensAt}-${hours.closesAt}`
    groups.set(key, [...(groups.get(key) ?? []), `https://schema.org/${DAY_NAMES[weekday]}`])
  })
  return [...groups].map(([key, days]) => {
    const [opens, closes] = key.split('-')
    return { '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes }
  })
}

function menuItem(item: MenuItemData, lang: Language, origin: string) {
  return {
    '@type': 'MenuItem',
    name: item.name[lang],
    description: item.description[lang],
    url: origin + item.path,
    image: item.image.map((path) => origin + path),
    offers: { '@type': 'Offer', price: item.price.toFixed(2), priceCurrency: 'PLN' },
  }
}

/** The home page's JSON-LD: the Restaurant with its address, hours and priced menu. */
export function restaurantJsonLd(lang: Language, origin: string, menu: MenuSectionData[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${origin}/#restaurant`,
    name: RESTAURANT.name,
    url: `${origin}/`,
    image: `${origin}${SHARE_IMAGES.home.path}`,
    logo: `${origin}/images/logo.svg`,
    telephone: RESTAURANT.phone,
    email: RESTAURANT.email,
    priceRange: RESTAURANT.priceRange,
    servesCuisine: [...RESTAURANT.servesCuisine],
    acceptsReservations: true,
    address: {
      '@type': 'PostalAddress',
      streetAddress: RESTAURANT.street.replace(/^ul\. /, 'ul. '),
      postalCode: RESTAURANT.postalCode,
      addressLocality: RESTAURANT.city,
      addressCountry: RESTAURANT.country,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: RESTAURANT.geo.latitude,
      longitude: RESTAURANT.geo.longitude,
    },
    openingHoursSpecification: openingHoursSpecification(),
    hasMenu: {
      '@type': 'Menu',
      name: lang === 'pl' ? 'Menu' : 'Menu',
      inLanguage: lang,
      // Each product once, in the section of its main category (the vegetarian section holds only
      // the dishes whose main category it is; the others stay under nigiri, maki...).
      hasMenuSection: menu.map((section) => ({
        '@type': 'MenuSection',
        name: section.name[lang],
        url: origin + section.path,
        hasMenuItem: section.items.map((item) => menuItem(item, lang, origin)),
      })),
    },
  }
}

/** JSON-LD of a product page. */
export function productJsonLd(item: MenuItemData, lang: Language, origin: string) {
  return { '@context': 'https://schema.org', ...menuItem(item, lang, origin) }
}
