import { SCHEDULE } from '../../../domain/hours.js'
import { categories, categoryPath, productPath, productsOfCategory } from '../../../domain/menu/catalog.js'
import { richTextToPlain } from '../../../domain/menu/rich-text.js'
import type { ProductData } from '../../../domain/menu/types.js'
import { RESTAURANT } from '../../../domain/restaurant.js'
import type { Language } from '../../i18n/index.js'
import { SHARE_IMAGES } from '../../shared/head.js'

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

function menuItem(product: ProductData, lang: Language, origin: string) {
  return {
    '@type': 'MenuItem',
    name: product.name[lang],
    description: richTextToPlain(product.description[lang], 200),
    url: origin + productPath(product),
    image: product.imagesUrl.map((path) => origin + path),
    offers: { '@type': 'Offer', price: product.price.toFixed(2), priceCurrency: 'PLN' },
  }
}

/** The home page's JSON-LD: the Restaurant with its address, hours and priced menu. */
export function restaurantJsonLd(lang: Language, origin: string) {
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
      hasMenuSection: categories.map((c) => ({
        '@type': 'MenuSection',
        name: c.name[lang],
        url: origin + categoryPath(c),
        hasMenuItem: productsOfCategory(c.url)
          .filter((p) => p.mainCategory === c.categoryKey)
          .map((p) => menuItem(p, lang, origin)),
      })),
    },
  }
}

/** JSON-LD of a product page. */
export function productJsonLd(product: ProductData, lang: Language, origin: string) {
  return { '@context': 'https://schema.org', ...menuItem(product, lang, origin) }
}
