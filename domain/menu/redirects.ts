/**
 * Old addresses of the menu (docs/menu.md, "Addresses"): a dish or category whose slug changed, or a
 * dish moved to another main category, answers its old address with 301 to where it is now. Pure.
 */
import type { CategoryData, ProductData } from './types.js'

/** What the look-up reads of the menu guests see now. */
export interface MenuLookups {
  categories: readonly CategoryData[]
  products: readonly ProductData[]
  categoryBySlug(slug: string): CategoryData | undefined
  productBySlug(categorySlug: string, productSlug: string): ProductData | undefined
  productById(id: string): ProductData | undefined
  productPath(product: ProductData): string
}

/** The old slugs still known: old slug → the id of the dish or category that had it. */
export interface OldSlugs {
  product: ReadonlyMap<string, string>
  category: ReadonlyMap<string, string>
}

/**
 * Where `/menu/{category}/` or `/menu/{category}/{dish}/` is now, or null when it is a page of the
 * menu as it is (or no dish or category ever had it).
 */
export function movedPath(path: string, menu: MenuLookups, old: OldSlugs): string | null {
  const m = /^\/menu\/([^/]+)\/(?:([^/]+)\/)?$/.exec(path)
  if (!m) return null
  const [, categorySlug, productSlug] = m as unknown as [string, string, string | undefined]
  let target: string | null = null
  if (productSlug === undefined) {
    if (menu.categoryBySlug(categorySlug)) return null
    const id = old.category.get(categorySlug)
    const category = id === undefined ? undefined : menu.categories.find((c) => c.id === id)
    if (category) target = `/menu/${category.url}/`
  } else {
    if (menu.productBySlug(categorySlug, productSlug)) return null
    const oldId = old.product.get(productSlug)
    const product =
      menu.products.find((p) => p.url === productSlug) ??
      (oldId === undefined ? undefined : menu.productById(oldId))
    if (product) target = menu.productPath(product)
  }
  return target === path ? null : target
}
