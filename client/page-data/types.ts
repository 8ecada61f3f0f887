import type { CategoryData, Localized, ProductData } from '../../domain/menu/types.js'
import type { PageContent } from '../features/content/content.js'
import type { Language } from '../i18n/index.js'
import type { PageId } from '../routes.js'

/** A product with its canonical path (/menu/{mainCategory}/{slug}/). */
export type MenuProduct = ProductData & { path: string }

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
 * What the checkout needs of a product: name, picture, page, price, whether it is a voucher, and
 * its pieces (the chopsticks suggestion).
 */
export type PricedProduct = Pick<
  ProductData,
  'id' | 'name' | 'price' | 'imagesUrl' | 'category' | 'kinds' | 'count' | 'optionGroups'
> & {
  path: string
}

/** The data of each page, in both languages (one page-data file serves both). */
export interface PageDataMap {
  home: {
    categories: (CategoryData & { productCount: number })[]
    popular: MenuProduct[]
    menu: MenuSectionData[]
  }
  category: { category: CategoryData; categories: CategoryData[]; products: MenuProduct[] }
  product: { product: MenuProduct; category: CategoryData; related: MenuProduct[]; item: MenuItemData }
  restaurant: { content: Record<Language, PageContent> }
  delivery: { content: Record<Language, PageContent> }
  about: { content: Record<Language, PageContent> }
  contact: Record<string, never>
  terms: Record<string, never>
  order: { products: PricedProduct[] }
  thanks: Record<string, never>
  manage: Record<string, never>
}

/** The body of /page-data/<path>/page-data.json. */
export interface PageData<K extends PageId = PageId> {
  page: K
  /** The page's path, with its trailing slash. */
  path: string
  data: PageDataMap[K]
}
