/**
 * The page data of every known page, computed from the menu catalog and the editorial content.
 * Used by the server render and by the build (scripts/build-page-data.ts, which writes the files);
 * never imported by the browser's bundles, so the catalog stays out of them.
 */
import {
  categories,
  categoryBySlug,
  categoryPath,
  productBySlug,
  productPath,
  products,
  productsOfCategory,
} from '../../domain/menu/catalog.js'
import { richTextToPlain } from '../../domain/menu/rich-text.js'
import type { ProductData } from '../../domain/menu/types.js'
import { aboutContent, deliveryContent, restaurantContent } from '../features/content/content.js'
import { matchPage, ROUTES } from '../routes.js'
import { pageDataUrl } from './paths.js'
import type { MenuItemData, MenuProduct, PageData, PageDataMap } from './types.js'

const withPath = (p: ProductData): MenuProduct => ({ ...p, path: productPath(p) })

function menuItem(p: ProductData): MenuItemData {
  return {
    name: p.name,
    description: {
      pl: richTextToPlain(p.description.pl, 200),
      en: richTextToPlain(p.description.en, 200),
    },
    path: productPath(p),
    image: p.imagesUrl,
    price: p.price,
  }
}

function homeData(): PageDataMap['home'] {
  return {
    categories: categories.map((c) => ({ ...c, productCount: productsOfCategory(c.url).length })),
    popular: productsOfCategory('zestawy').slice(0, 4).map(withPath),
    // Each product once, in the section of its main category (the JSON-LD menu).
    menu: categories.map((c) => ({
      name: c.name,
      path: categoryPath(c),
      items: productsOfCategory(c.url)
        .filter((p) => p.mainCategory === c.categoryKey)
        .map(menuItem),
    })),
  }
}

/** The page data for a path, or null when there is no such page (the 404 page). */
export function pageDataFor(pathname: string): PageData | null {
  const match = matchPage(pathname)
  if (!match) return null
  const envelope = <K extends PageData['page']>(page: K, data: PageDataMap[K]): PageData =>
    ({ page, path: pathname, data }) as PageData
  switch (match.id) {
    case 'home':
      return envelope('home', homeData())
    case 'category': {
      const category = categoryBySlug(match.params.category ?? '')
      if (!category) return null
      return envelope('category', {
        category,
        categories: [...categories],
        products: productsOfCategory(category.url).map(withPath),
      })
    }
    case 'product': {
      const category = categoryBySlug(match.params.category ?? '')
      const product = category ? productBySlug(category.url, match.params.product ?? '') : undefined
      if (!category || !product) return null
      return envelope('product', {
        product: withPath(product),
        category,
        related: productsOfCategory(category.url)
          .filter((p) => p.id !== product.id)
          .slice(0, 3)
          .map(withPath),
        item: menuItem(product),
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
          path: productPath(p),
        })),
      })
    default:
      return envelope(match.id, {} as never)
  }
}

/** Every page the site has: the fixed routes, each category and each product under each category listing it. */
export function knownPagePaths(): string[] {
  const fixed = ROUTES.filter((r) => !r.path.includes(':')).map((r) => r.path)
  const listed = categories.flatMap((c) => [
    categoryPath(c),
    ...productsOfCategory(c.url).map((p) => `${categoryPath(c)}${p.url}/`),
  ])
  return [...fixed, ...new Set(listed)]
}

/**
 * The page data the build writes at a page-data url (`/page-data/menu/nigiri/page-data.json`), or
 * null when the build writes no file there (the 404 the client shows as the 404 page). The dev
 * server answers these urls with it, since only the build writes the files.
 */
export function pageDataAt(url: string): PageData | null {
  const path = knownPagePaths().find((p) => pageDataUrl(p) === url)
  return path === undefined ? null : pageDataFor(path)
}
