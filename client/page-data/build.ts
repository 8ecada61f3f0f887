/**
 * The page data of every known page, computed from the menu snapshot the server passes in and the
 * editorial content. Used by the server's render and its page-data route (docs/client.md); never
 * imported by the browser's bundles, so the catalog stays out of them.
 */
import { type Catalog, categoryPath } from '#domain/menu/catalog.js'
import { richTextToPlain } from '#domain/menu/rich-text.js'
import { SEARCH_QUERY_MAX } from '#domain/menu/search.js'
import type { ProductData } from '#domain/menu/types.js'
import { aboutContent, deliveryContent, restaurantContent } from '../features/content/content.js'
import { menuSectionJsonLd, productJsonLd, restaurantJsonLd } from '../features/menu/seo.js'
import type { Language } from '../i18n/index.js'
import { matchPage, type PageId, ROUTES } from '../routes.js'
import { pageDataUrl } from './paths.js'
import type {
  HomeData,
  MenuItemData,
  MenuProduct,
  MenuSectionData,
  PageData,
  PageDataMap,
  PricedProduct,
  SearchDish,
} from './types.js'

const withPath =
  (menu: Catalog) =>
  (p: ProductData): MenuProduct => ({ ...p, path: menu.productPath(p) })

function menuItem(menu: Catalog, p: ProductData): MenuItemData {
  return {
    name: p.name,
    description: {
      pl: richTextToPlain(p.description.pl, 200),
      en: richTextToPlain(p.description.en, 200),
    },
    path: menu.productPath(p),
    image: p.imagesUrl,
    price: p.price,
  }
}

function homeData(menu: Catalog): HomeData {
  const { categories, productsOfCategory } = menu
  // The popular dishes: the first four of the first category (the sets).
  const first = categories[0]
  return {
    categories: categories.map((c) => ({ ...c, productCount: productsOfCategory(c.url).length })),
    popular: first ? productsOfCategory(first.url).slice(0, 4).map(withPath(menu)) : [],
  }
}

/**
 * The schema.org objects of a page (docs/client.md, "Structured data"): the home page's Restaurant
 * with its menu's sections, a category page's section with its priced dishes, a product page's
 * MenuItem, nothing elsewhere. The server writes them into the page's <head>; the browser never
 * builds them again.
 */
export function pageJsonLd(page: PageData, menu: Catalog, lang: Language, origin: string): object[] {
  if (page.page === 'home') {
    const sections = menu.categories.map((c) => ({ name: c.name, path: categoryPath(c) }))
    return [restaurantJsonLd(lang, origin, sections)]
  }
  if (page.page === 'category') {
    const { category, products } = page.data as PageDataMap['category']
    const section: MenuSectionData = {
      name: category.name,
      path: categoryPath(category),
      // The dishes of the page's own data: every dish the page lists, as the page lists them.
      items: products.map((p) => menuItem(menu, p)),
    }
    return [menuSectionJsonLd(section, lang, origin)]
  }
  if (page.page === 'product') {
    const { id } = (page.data as PageDataMap['product']).product
    const product = menu.products.find((p) => p.id === id)
    return product ? [productJsonLd(menuItem(menu, product), lang, origin)] : []
  }
  return []
}

type Params = Record<string, string>

/**
 * What each page with data is drawn from (the menu snapshot, the editorial content), by the id its
 * declaration has in client/routes.ts; null when the path's page does not exist (an unknown
 * category: the 404 page). A page missing here has no data (`{}`). Server only: the catalog and
 * the content stay out of the browser's bundles.
 */
export const PAGE_DATA = {
  home: (_params: Params, menu: Catalog) => homeData(menu),
  category: (params: Params, menu: Catalog) => {
    const category = menu.categoryBySlug(params.category ?? '')
    if (!category) return null
    return {
      category,
      categories: [...menu.categories],
      products: menu.productsOfCategory(category.url).map(withPath(menu)),
    }
  },
  product: (params: Params, menu: Catalog) => {
    const category = menu.categoryBySlug(params.category ?? '')
    const product = category ? menu.productBySlug(category.url, params.product ?? '') : undefined
    if (!category || !product) return null
    return {
      product: withPath(menu)(product),
      category,
      related: menu
        .productsOfCategory(category.url)
        .filter((p) => p.id !== product.id)
        .slice(0, 3)
        .map(withPath(menu)),
    }
  },
  // Every dish, its description as plain text (what the search reads; the cards show none of it).
  search: (_params: Params, menu: Catalog) => ({
    products: menu.products.map(
      ({ additionalInfo: _info, ...p }): SearchDish => ({
        ...withPath(menu)(p),
        description: { pl: richTextToPlain(p.description.pl), en: richTextToPlain(p.description.en) },
      }),
    ),
  }),
  restaurant: () => ({ content: restaurantContent }),
  delivery: () => ({ content: deliveryContent }),
  about: () => ({ content: aboutContent }),
  order: (_params: Params, menu: Catalog) => ({
    products: menu.products.map(
      (p): PricedProduct => ({
        id: p.id,
        name: p.name,
        price: p.price,
        ...(p.deposit ? { deposit: p.deposit } : {}),
        imagesUrl: p.imagesUrl,
        category: p.category,
        kinds: p.kinds,
        count: p.count,
        ...(p.optionGroups?.length ? { optionGroups: p.optionGroups } : {}),
        path: menu.productPath(p),
      }),
    ),
  }),
} satisfies Partial<Record<PageId, (params: Params, menu: Catalog) => object | null>>

/**
 * The part of a url's query its page is rendered from, as a query string (`?q=…`), or '' for a
 * page that reads none: the search page's `q`, cut to SEARCH_QUERY_MAX characters as the page cuts
 * it. The server renders and keeps a page per (path, this), so other parameters make no new page.
 */
export function renderedQuery(pathname: string, search: string): string {
  if (matchPage(pathname)?.id !== 'search') return ''
  const q = new URLSearchParams(search).get('q')?.slice(0, SEARCH_QUERY_MAX)
  return q ? `?${new URLSearchParams({ q })}` : ''
}

/** The page data for a path, or null when there is no such page (the 404 page). */
export function pageDataFor(pathname: string, menu: Catalog): PageData | null {
  const match = matchPage(pathname)
  if (!match) return null
  const build: ((params: Params, menu: Catalog) => object | null) | undefined =
    PAGE_DATA[match.id as keyof typeof PAGE_DATA]
  const data = build ? build(match.params, menu) : {}
  return data === null ? null : ({ page: match.id, path: pathname, data } as PageData)
}

/**
 * The paths search engines are given in sitemap.xml: the declared pages marked `listed`, every
 * category and every product at its canonical address.
 */
export function sitemapPaths(menu: Catalog): string[] {
  const fixed = ROUTES.filter((r) => r.search === 'listed' && !r.path.includes(':')).map((r) => r.path)
  return [...fixed, ...menu.categories.map(categoryPath), ...menu.products.map(menu.productPath)]
}

/** The paths robots.txt keeps crawlers off: the declared pages marked `hidden`. */
export const HIDDEN_PATHS: readonly string[] = ROUTES.filter((r) => r.search === 'hidden').map((r) => r.path)

/**
 * Every page the site has: the fixed routes, each category and each product under each category
 * listing it.
 * @internal Exported for its tests; production uses it within this module.
 */
export function knownPagePaths(menu: Catalog): string[] {
  const { categories, productsOfCategory } = menu
  const fixed = ROUTES.filter((r) => !r.path.includes(':')).map((r) => r.path)
  const listed = categories.flatMap((c) => [
    categoryPath(c),
    ...productsOfCategory(c.url).map((p) => `${categoryPath(c)}${p.url}/`),
  ])
  return [...fixed, ...new Set(listed)]
}

/**
 * The page data at a page-data url (`/page-data/menu/nigiri/page-data.json`), or null where there
 * is none (the 404 the client shows as the 404 page): what the server's page-data route answers.
 */
export function pageDataAt(url: string, menu: Catalog): PageData | null {
  const path = knownPagePaths(menu).find((p) => pageDataUrl(p) === url)
  return path === undefined ? null : pageDataFor(path, menu)
}
