/**
 * The menu's data model, with the API's field names (docs/product.md, "The menu").
 * Pure types: imported by the client, the plugins and the tests. The enumerations (category keys,
 * languages) are in schemas/enums.ts, the one-language API shapes (Category, Product) in
 * schemas/menu.ts.
 */
import type { CategoryKey } from '../../schemas/enums.js'
import type { OptionGroupData } from '../options.js'

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
  /** The dish's option groups in its order (docs/menu.md, "Options"); absent or empty without. */
  optionGroups?: OptionGroupData[]
}
