/**
 * The page data of every known page, computed from the menu snapshot the server passes in and the
 * editorial content. Used by the server's render and its page-data route (docs/client.md); never
 * imported by the browser's bundles, so the catalog stays out of them.
 */
import { type Catalog, categoryPath } from '../../domain/menu/catalog.js'
import { richTextToPlain } from '../../domain/menu/rich-text.js'
import type { ProductData } from '../../domain/menu/types.js'
import { aboutContent, deliveryContent, restaurantContent } from '../features/content/content.js'
import { matchPage, ROUTES } from '../routes.js'
import { pageDataUrl } from './paths.js'
import type { MenuItemData, MenuProduct, PageData, PageDataMap } from './types.js'

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

function homeData(menu: Catalog): PageDataMap['home'] {
  const { categories, productsOfCategory } = menu
  // The popular dishes: the first four of the first category (the sets).
  const first = categories[0]
  return {
    categories: categories.map((c) => ({ ...c, productCount: productsOfCategory(c.url).length })),
    popular: first ? productsOfCategory(first.url).slice(0, 4).map(withPath(menu)) : [],
    // Each product once, in the section of its main category (the JSON-LD menu).
    menu: categories.map((c) => ({
      name: c.name,
      path: categoryPath(c),
      items: productsOfCategory(c.url)
        .filter((p) => p.mainCategory === c.categoryKey)
        .map((p) => menuItem(menu, p)),
    })),
  }
}

/** The page data for a path, or null when there is no such page (the 404 page). */
export function pageDataFor(pathname: string, menu: Catalog): PageData | null {
  const { categories, categoryBySlug, productBySlug, products, productsOfCategory } = menu
  const match = matchPage(pathname)
  if (!match) return null
  const envelope = <K extends PageData['page']>(page: K, data: PageDataMap[K]): PageData =>
    ({ page, path: pathname, data }) as PageData
  switch (match.id) {
    case 'home':
      return envelope('home', homeData(menu))
    case 'category': {
      const category = categoryBySlug(match.params.category ?? '')
      if (!category) return null
      return envelope('category', {
        category,
        categories: [...categories],
        products: productsOfCategory(category.url).map(withPath(menu)),
      })
    }
    case 'product': {
      const category = categoryBySlug(match.params.category ?? '')
      const product = category ? productBySlug(category.url, match.params.product ?? '') : undefined
      if (!category || !product) return null
      return envelope('product', {
        product: withPath(menu)(product),
        category,
        related: productsOfCategory(category.url)
          .filter((p) => p.id !== product.id)
          .slice(0, 3)
          .map(withPath(menu)),
        item: menuItem(menu, product),
      })
    }
    case 'restaurant':
      return envelope('restaurant', { content: restaurantContent })
    case 'delivery':
      return envelope('delivery', { content: deliveryContent })
    case 'about':
      return envelope('about', { content: aboutContent })
    case 'order':
      return envelope('order', {
        products: products.map((p) => ({
          id: p.id,
          name: p.name,
          price: p.price,
          imagesUrl: p.imagesUrl,
          category: p.category,
          kinds: p.kinds,
          count: p.count,
          ...(p.optionGroups?.length ? { optionGroups: p.optionGroups } : {}),
          path: menu.productPath(p),
        })),
      })
    default:
      return envelope(match.id, {} as never)
  }
}

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
