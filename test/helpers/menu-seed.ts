/**
 * The seeded menu (migrations/0010_menu_seed.json) as the catalog a fresh install serves: what the
 * domain and client tests read instead of a database (docs/menu.md, "The tables"). The server builds
 * the same catalog from the tables (plugins/menu); test/server/menu/menu-catalog.test.ts checks that
 * both agree with the recorded answers.
 */

import { buildCatalog, listingOf } from '#domain/menu/catalog.js'
import type { CategoryData, ProductData } from '#domain/menu/types.js'
import seed from '#migrations/0010_menu_seed.json' with { type: 'json' }
import type { AllergenCode, CategoryKind, ProductTag } from '#schemas/enums.js'

const categoryList: CategoryData[] = seed.categories.map((c) => ({
  id: c.id,
  url: c.slug,
  name: c.name,
  intro: c.intro,
  imageUrl: c.imageUrl,
  backgroundImage: c.backgroundImage,
  categoryKey: c.key,
  kind: c.kind as CategoryKind,
}))
const keyOf = new Map(seed.categories.map((c) => [c.id, c.key]))

const productList: ProductData[] = seed.products.map((p) => {
  const tags = p.tags as ProductTag[]
  const mainCategory = keyOf.get(p.mainCategory)!
  const further = (p.categories as string[]).map((id) => keyOf.get(id)!)
  const product: ProductData = {
    id: p.id,
    name: p.name,
    price: p.priceGrosze / 100,
    imagesUrl: p.images,
    url: p.slug,
    count: p.pieces,
    allergens: p.allergens as AllergenCode[] | null,
    description: p.description,
    ...listingOf({ mainCategory, further, tags }, categoryList),
    tags,
    mainCategory,
  }
  if (p.additionalInfo) product.additionalInfo = p.additionalInfo
  if (p.isSet) product.isSet = true
  return product
})

/** The seeded menu, indexed as the snapshot indexes it. */
export const seededMenu = buildCatalog(categoryList, productList)
export const {
  categories,
  products,
  categoryBySlug,
  productsOfCategory,
  productBySlug,
  productById,
  categoryOfProduct,
  productPath,
} = seededMenu
