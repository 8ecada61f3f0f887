import type { CategoryData, Localized, ProductData } from '#domain/menu/types.js'
import type { PageId } from '../routes.js'
import type { PAGE_DATA } from './build.js'

/** A product with its canonical path (/menu/{mainCategory}/{slug}/). */
export type MenuProduct = ProductData & { path: string }

/** A dish as the search page has it: its card's data, its description as plain text. */
export type SearchDish = Omit<MenuProduct, 'additionalInfo'>

/** What a menu item says in JSON-LD: name, plain description, page and price. */
export interface MenuItemData {
  name: Localized
  description: Localized
  path: string
  /** The product's pictures (site paths). */
  image: string[]
  price: number
}

export interface MenuSectionData {
  name: Localized
  path: string
  items: MenuItemData[]
}

/**
 * What the checkout needs of a product: name, picture, page, price, deposit, whether it is a voucher, and
 * its pieces (the chopsticks suggestion).
 */
export type PricedProduct = Pick<
  ProductData,
  'id' | 'name' | 'price' | 'deposit' | 'imagesUrl' | 'category' | 'kinds' | 'count' | 'optionGroups'
> & {
  path: string
}

/** The home page's data: the categories with their counts, the popular dishes. */
export interface HomeData {
  categories: (CategoryData & { productCount: number })[]
  popular: MenuProduct[]
}

/**
 * The data of each page, in both languages (one page-data file serves both): what its builder in
 * build.ts answers, `{}` for a page that has none (docs/client.md, "Adding a page").
 */
export type PageDataMap = {
  [K in PageId]: K extends keyof typeof PAGE_DATA
    ? NonNullable<ReturnType<(typeof PAGE_DATA)[K]>>
    : Record<string, never>
}

/** The body of /page-data/<path>/page-data.json. */
export interface PageData<K extends PageId = PageId> {
  page: K
  /** The page's path, with its trailing slash. */
  path: string
  data: PageDataMap[K]
}
