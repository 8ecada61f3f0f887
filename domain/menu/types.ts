/**
 * The menu's data model, with the API's field names (docs/product.md, "The menu").
 * Pure types: imported by the client, the plugins and the tests. The enumerations (category keys,
 * languages) are in schemas/enums.ts, the one-language API shapes (Category, Product) in
 * schemas/menu.ts.
 */
import type { AllergenCode, CategoryKey, CategoryKind, ProductTag, VatRate } from '#schemas/enums.js'
import type { OptionGroupData } from '../options.js'

/** A text in both languages of the site. */
export interface Localized {
  pl: string
  en: string
}

/** Category as stored in the catalog (both languages). */
export interface CategoryData {
  id: string
  /** Url segment: /menu/{url}/. */
  url: string
  name: Localized
  /** One-sentence introduction shown on the category page and used as its meta description. */
  intro: Localized
  /** Path of the category picture, e.g. /images/categories/nigiri.svg */
  imageUrl: string
  /** Path of the category's background picture. */
  backgroundImage: string
  categoryKey: CategoryKey
  /** What the category is beyond its dishes: vouchers, drinks, the vegetarian listing (docs/menu.md). */
  kind: CategoryKind
}

/** Product as stored in the catalog (both languages). */
export interface ProductData {
  id: string
  name: Localized
  /** Price in PLN (at most two decimals). */
  price: number
  /** VAT rate in percent (docs/product.md, "VAT and deposits"); absent = 8, a meal. */
  vatRate?: VatRate
  /** A drink's deposit per piece in PLN, outside VAT and discounts; absent or null without. */
  deposit?: number | null
  /** Paths of the product pictures, first one is the main picture. */
  imagesUrl: string[]
  /** Url slug: /menu/{category}/{url}/ */
  url: string
  /** Pieces, or null when the dish is not counted in pieces. */
  count: number | null
  /** Allergen codes (EU Regulation 1169/2011, Annex II) in its order; null when none are declared. */
  allergens: AllergenCode[] | null
  /** Description; for sets an HTML <ul><li> list of the pieces. */
  description: Localized
  /** HTML, on some drinks and on vouchers. */
  additionalInfo?: Localized
  /**
   * The keys of the categories that list the product: its main one, its further ones and, when it is
   * tagged VEGETARIAN, every category of the VEGETARIAN kind.
   */
  category: CategoryKey[]
  /** The kinds of those categories (what the order rules read: vouchers, drinks). */
  kinds: CategoryKind[]
  /** VEGETARIAN, SPICY. */
  tags: ProductTag[]
  /** The category key the product is listed under first. */
  mainCategory: CategoryKey
  /** Present (true) on sets only. */
  isSet?: true
  /** Present (true) on dishes staff marked new ("Nowość"): the card and the page say so. */
  isNew?: true
  /** The dish's option groups in its order (docs/menu.md, "Options"); absent or empty without. */
  optionGroups?: OptionGroupData[]
}
