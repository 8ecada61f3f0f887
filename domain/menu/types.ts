/**
 * The menu's data model, with the specification's field names (section 3).
 * Pure types: imported by the client, the plugins and the tests.
 */

/** Category keys. The data uses the first eleven; LUNCH and SETS_SPECIAL complete the enumeration. */
export const CATEGORY_KEYS = [
  'VOUCHER',
  'SASHIMI',
  'NIGIRI',
  'HOSOMAKI',
  'URAMAKI',
  'FUTOMAKI',
  'SETS',
  'CHIRASHI',
  'WEGE',
  'KIDS',
  'DRINKS',
  'LUNCH',
  'SETS_SPECIAL',
] as const
export type CategoryKey = (typeof CATEGORY_KEYS)[number]

export type Language = 'pl' | 'en'
export const LANGUAGES: readonly Language[] = ['pl', 'en']

/** A text in both languages of the site. */
export interface Localized {
  pl: string
  en: string
}

/** The url segment of a category: /menu/{slug}/. */
export type CategorySlug =
  | 'chirashi'
  | 'dzieci'
  | 'futomaki'
  | 'hosomaki'
  | 'lunch'
  | 'napoje'
  | 'nigiri'
  | 'sashimi'
  | 'sylwester'
  | 'uramaki'
  | 'voucher'
  | 'wege'
  | 'zestawy'

/** Category as stored in the catalog (both languages). */
export interface CategoryData {
  id: string
  /** Url segment, equal to the CategorySlug. */
  url: CategorySlug
  name: Localized
  /** One-sentence introduction shown on the category page and used as its meta description. */
  intro: Localized
  /** Path of the category picture, e.g. /images/categories/nigiri.svg */
  imageUrl: string
  /** Path of the category's background picture. */
  backgroundImage: string
  categoryKey: CategoryKey
}

/** Product as stored in the catalog (both languages). */
export interface ProductData {
  id: string
  name: Localized
  /** Price in PLN (at most two decimals). */
  price: number
  /** Paths of the product pictures, first one is the main picture. */
  imagesUrl: string[]
  /** Url slug: /menu/{category}/{url}/ */
  url: string
  /** Pieces, or null when the dish is not counted in pieces. */
  count: number | null
  /** Allergen names, null or empty when none are declared. */
  allergens: Localized[] | null
  /** Description; for sets an HTML <ul><li> list of the pieces. */
  description: Localized
  /** HTML, on some drinks and on vouchers. */
  additionalInfo?: Localized
  /** Category keys; a vegetarian product also carries WEGE. */
  category: CategoryKey[]
  /** The category key the product is listed under first. */
  mainCategory: CategoryKey
  /** Present (true) on sets only. */
  isSet?: true
}

/** The specification's Category, in one language (what the API answers). */
export interface Category {
  id: string
  name: string
  imageUrl: string
  url: string
  backgroundImage: string
  categoryKey: CategoryKey
}

/** The specification's Product, in one language (what the API answers). */
export interface Product {
  id: string
  name: string
  price: number
  imagesUrl: string[]
  url: string
  count: number | null
  allergens: string[] | null
  description: string
  additionalInfo?: string
  category: CategoryKey[]
  mainCategory: CategoryKey
  isSet?: true
}
