/**
 * The menu catalog's look-ups: `buildCatalog` indexes a list of categories and products once (the
 * menu snapshot does it after every change, docs/menu.md); every look-up is then O(1) and the data
 * is frozen (shared by every request on the server). No I/O.
 */

import type { CategoryKey, CategoryKind, Language, ProductTag } from '#schemas/enums.js'
import type { Category, Product } from '#schemas/menu.js'
import { localizeOptionGroups } from '../options.js'
import { allergenNames } from './allergens.js'
import type { CategoryData, ProductData } from './types.js'

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

/**
 * Where a product is listed (docs/menu.md, "Categories"): its main category first, then its further
 * categories, then, for a product tagged VEGETARIAN, every category of the VEGETARIAN kind; each
 * once, in that order. Categories not in `categories` (hidden or deleted) are left out.
 */
export function listingOf(
  product: { mainCategory: CategoryKey; further: readonly CategoryKey[]; tags: readonly ProductTag[] },
  categories: readonly Pick<CategoryData, 'categoryKey' | 'kind'>[],
): { category: CategoryKey[]; kinds: CategoryKind[] } {
  const byKey = new Map(categories.map((c) => [c.categoryKey, c]))
  const vegetarian = product.tags.includes('VEGETARIAN')
    ? categories.filter((c) => c.kind === 'VEGETARIAN').map((c) => c.categoryKey)
    : []
  const category = [
    ...new Set([product.mainCategory, ...product.further, ...vegetarian].filter((k) => byKey.has(k))),
  ]
  const kinds = [...new Set(category.map((k) => byKey.get(k)!.kind))]
  return { category, kinds }
}

export type Catalog = ReturnType<typeof buildCatalog>

/**
 * Indexes categories (in browsing order) and products (in menu order: the categories' order, then
 * the order within each). Throws on a duplicate id or url, or a product without its main category.
 */
export function buildCatalog(categoryData: readonly CategoryData[], productData: readonly ProductData[]) {
  const categories: readonly CategoryData[] = deepFreeze([...categoryData])
  const products: readonly ProductData[] = deepFreeze([...productData])
  const categoriesBySlug = new Map<string, CategoryData>(categories.map((c) => [c.url, c]))
  const categoriesByKey = new Map<CategoryKey, CategoryData>(categories.map((c) => [c.categoryKey, c]))
  const productsById = new Map<string, ProductData>()
  const productsByUrl = new Map<string, ProductData>()
  for (const p of products) {
    if (productsById.has(p.id)) throw new Error(`Duplicate product id ${p.id}`)
    if (productsByUrl.has(p.url)) throw new Error(`Duplicate product url ${p.url}`)
    if (!categoriesByKey.has(p.mainCategory))
      throw new Error(`Product ${p.id}: no category ${p.mainCategory}`)
    productsById.set(p.id, p)
    productsByUrl.set(p.url, p)
  }
  const productsBySlug = new Map<string, readonly ProductData[]>(
    categories.map((c) => [c.url, Object.freeze(products.filter((p) => p.category.includes(c.categoryKey)))]),
  )
  /** The category a product belongs to first: its canonical page. */
  const categoryOfProduct = (p: ProductData): CategoryData => categoriesByKey.get(p.mainCategory)!

  return {
    /** The categories, in the order a guest browses them. */
    categories,
    /** Every product, in menu order. */
    products,
    categoryBySlug: (slug: string): CategoryData | undefined => categoriesBySlug.get(slug),
    categoryByKey: (key: string): CategoryData | undefined => categoriesByKey.get(key),
    /** The products listed on a category page, in menu order; empty for an unknown slug. */
    productsOfCategory: (slug: string): readonly ProductData[] => productsBySlug.get(slug) ?? [],
    /** The product at /menu/{categorySlug}/{productSlug}/, only if it is listed in that category. */
    productBySlug(categorySlug: string, productSlug: string): ProductData | undefined {
      const category = categoriesBySlug.get(categorySlug)
      const product = productsByUrl.get(productSlug)
      return category && product?.category.includes(category.categoryKey) ? product : undefined
    },
    productById: (id: string): ProductData | undefined => productsById.get(id),
    categoryOfProduct,
    /** The canonical path of a product, under its main category. */
    productPath: (p: ProductData): string => `/menu/${categoryOfProduct(p).url}/${p.url}/`,
  }
}

export function categoryPath(c: CategoryData): string {
  return `/menu/${c.url}/`
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

/** A product as the API shows it, in one language; additionalInfo, isSet and isNew only when present. */
export function localizeProduct(p: ProductData, lang: Language): Product {
  const product: Product = {
    id: p.id,
    name: p.name[lang],
    price: p.price,
    deposit: p.deposit ?? null,
    imagesUrl: [...p.imagesUrl],
    url: p.url,
    count: p.count,
    allergens: p.allergens === null ? null : allergenNames(p.allergens, lang),
    description: p.description[lang],
    category: [...p.category],
    mainCategory: p.mainCategory,
    optionGroups: localizeOptionGroups(p.optionGroups ?? [], lang),
  }
  if (p.additionalInfo) product.additionalInfo = p.additionalInfo[lang]
  if (p.isSet) product.isSet = true
  if (p.isNew) product.isNew = true
  return product
}
