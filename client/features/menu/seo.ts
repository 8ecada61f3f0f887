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

/** The home page's JSON-LD: the Restaurant with its address, hours and the menu's sections. */
export function restaurantJsonLd(
  lang: Language,
  origin: string,
  sections: Pick<MenuSectionData, 'name' | 'path'>[],
) {
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
    // The menu's sections, each by its page: the dishes and their prices are on each category's
    // page (menuSectionJsonLd), so the home page does not carry the whole menu (docs/client.md,
    // "Structured data").
    hasMenu: {
      '@type': 'Menu',
      '@id': `${origin}/#menu`,
      name: 'Menu',
      inLanguage: lang,
      hasMenuSection: sections.map((section) => ({
        '@type': 'MenuSection',
        '@id': sectionId(section, origin),
        name: section.name[lang],
        url: origin + section.path,
      })),
    },
  }
}

/** A section's identifier, the same in the home page's menu and on the category's own page. */
function sectionId(section: Pick<MenuSectionData, 'path'>, origin: string): string {
  return `${origin}${section.path}#menu-section`
}

/** JSON-LD of a category page: its section of the menu with the priced dishes the page lists. */
export function menuSectionJsonLd(section: MenuSectionData, lang: Language, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'MenuSection',
    '@id': sectionId(section, origin),
    name: section.name[lang],
    url: origin + section.path,
    inLanguage: lang,
    hasMenuItem: section.items.map((item) => menuItem(item, lang, origin)),
  }
}

/** JSON-LD of a product page. */
export function productJsonLd(item: MenuItemData, lang: Language, origin: string) {
  return { '@context': 'https://schema.org', ...menuItem(item, lang, origin) }
}
