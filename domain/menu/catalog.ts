/**
 * The menu catalog: the static categories and products, and pure look-ups over them.
 * No I/O. The indexes are built once, when the module loads; every look-up is O(1) and the
 * returned data is frozen (shared by every request on the server).
 */

import type { CategoryKey, Language } from '../../schemas/enums.js'
import type { Category, Product } from '../../schemas/menu.js'
import { categoryList } from './categories.js'
import { productList } from './products.js'
import type { CategoryData, ProductData } from './types.js'

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

/** The thirteen categories, in the order a guest browses them. */
export const categories: readonly CategoryData[] = deepFreeze([...categoryList])
/** Every product, in catalog order (the categories' order, then the menu's order within each). */
export const products: readonly ProductData[] = deepFreeze([...productList])

const categoriesBySlug = new Map<string, CategoryData>(categories.map((c) => [c.url, c]))
const categoriesByKey = new Map<CategoryKey, CategoryData>(categories.map((c) => [c.categoryKey, c]))
const productsById = new Map<string, ProductData>()
const productsByUrl = new Map<string, ProductData>()
for (const p of products) {
  if (productsById.has(p.id)) throw new Error(`Duplicate product id ${p.id}`)
  if (productsByUrl.has(p.url)) throw new Error(`Duplicate product url ${p.url}`)
  if (!categoriesByKey.has(p.mainCategory)) throw new Error(`Product ${p.id}: no category ${p.mainCategory}`)
  productsById.set(p.id, p)
  productsByUrl.set(p.url, p)
}

/** Is the product listed on the page of this category? WEGE lists every vegetarian product. */
function isListedIn(p: ProductData, c: CategoryData): boolean {
  return c.categoryKey === 'WEGE' ? p.category.includes('WEGE') : p.mainCategory === c.categoryKey
}

const productsBySlug = new Map<string, readonly ProductData[]>(
  categories.map((c) => [c.url, Object.freeze(products.filter((p) => isListedIn(p, c)))]),
)

export function categoryBySlug(slug: string): CategoryData | undefined {
  return categoriesBySlug.get(slug)
}

/**
 * The products listed on a category page, in catalog order: for 'wege' every product carrying WEGE,
 * otherwise the products whose main category is the category's key. Empty for an unknown slug.
 */
export function productsOfCategory(slug: string): readonly ProductData[] {
  return productsBySlug.get(slug) ?? []
}

/** The product at /menu/{categorySlug}/{productSlug}/, only if it is listed in that category. */
export function productBySlug(categorySlug: string, productSlug: string): ProductData | undefined {
  const category = categoriesBySlug.get(categorySlug)
  const product = productsByUrl.get(productSlug)
  return category && product && isListedIn(product, category) ? product : undefined
}

export function productById(id: string): ProductData | undefined {
  return productsById.get(id)
}

/**
 * The category a product belongs to first: its canonical page.
 * @internal Exported for its tests; production uses it within this module.
 */
export function categoryOfProduct(p: ProductData): CategoryData {
  // Every mainCategory was checked at load time.
  return categoriesByKey.get(p.mainCategory)!
}

export function categoryPath(c: CategoryData): string {
  return `/menu/${c.url}/`
}

/** The canonical path of a product, under its main category. */
export function productPath(p: ProductData): string {
  return `/menu/${categoryOfProduct(p).url}/${p.url}/`
}

/** A category as the API shows it, in one language (docs/product.md, "The menu"). */
export function localizeCategory(c: CategoryData, lang: Language): Category {
  return {
    id: c.id,
    name: c.name[lang],
    imageUrl: c.imageUrl,
    url: c.url,
    backgroundImage: c.backgroundImage,
    categoryKey: c.categoryKey,
  }
}

/** A product as the API shows it, in one language; additionalInfo and isSet only when present. */
export function localizeProduct(p: ProductData, lang: Language): Product {
  const product: Product = {
    id: p.id,
    name: p.name[lang],
    price: p.price,
    imagesUrl: [...p.imagesUrl],
    url: p.url,
    count: p.count,
    allergens: p.allergens === null ? null : p.allergens.map((a) => a[lang]),
    description: p.description[lang],
    category: [...p.category],
    mainCategory: p.mainCategory,
  }
  if (p.additionalInfo) product.additionalInfo = p.additionalInfo[lang]
  if (p.isSet) product.isSet = true
  return product
}
