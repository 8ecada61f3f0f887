/**
 * The catalog as the editor shows it (schemas/menu-editor.ts): both languages, allergen codes,
 * tags, descriptions as plain text, and the export's form of it (docs/menu.md, "The editor").
 */
import type { EditorCategory, EditorProduct } from '../../schemas/menu-editor.js'
import type { ImportCategory, ImportProduct } from '../../schemas/menu-import.js'
import { type Catalog, categoryPath } from './catalog.js'
import { richToEditorText } from './editor-text.js'
import type { CategoryData, Localized, ProductData } from './types.js'

const both = (text: Localized, convert: (s: string) => string): Localized => ({
  pl: convert(text.pl),
  en: convert(text.en),
})

/** A catalog product as the editor edits it; `position` is its place within its main category. */
export function editorProduct(product: ProductData, position: number, url: string): EditorProduct {
  return {
    id: product.id,
    slug: product.url,
    url,
    names: { ...product.name },
    descriptions: both(product.description, richToEditorText),
    price: product.price,
    mainCategory: product.mainCategory,
    categories: product.category.filter((key) => key !== product.mainCategory && key !== 'WEGE'),
    count: product.count,
    allergens: [...(product.allergens ?? [])],
    tags: [...product.tags],
    visible: true,
    position,
    isSet: product.isSet === true,
    imagesUrl: [...product.imagesUrl],
    picture: null,
  }
}

/** A catalog category as the editor edits it. */
export function editorCategory(
  category: CategoryData,
  position: number,
  products: readonly ProductData[],
): EditorCategory {
  return {
    id: category.id,
    key: category.categoryKey,
    slug: category.url,
    url: categoryPath(category),
    names: { ...category.name },
    intros: { ...category.intro },
    kind: category.kind,
    position,
    visible: true,
    productCount: products.filter((p) => p.mainCategory === category.categoryKey).length,
  }
}

/** Every category and product of the catalog, for the editor, in the order a guest browses them. */
export function editorLists(menu: Catalog) {
  const { categories, products } = menu
  const seen = new Map<string, number>()
  return {
    categories: categories.map((c, i) => editorCategory(c, i, products)),
    products: products.map((p) => {
      const position = seen.get(p.mainCategory) ?? 0
      seen.set(p.mainCategory, position + 1)
      return editorProduct(p, position, menu.productPath(p))
    }),
  }
}

/** A product in the export's form (the fields the import takes back). */
export function exportProduct(p: EditorProduct): ImportProduct {
  return {
    id: p.id,
    names: p.names,
    descriptions: p.descriptions,
    price: p.price,
    mainCategory: p.mainCategory,
    categories: p.categories,
    count: p.count,
    allergens: p.allergens,
    tags: p.tags,
    visible: p.visible,
    position: p.position,
    slug: p.slug,
    picture: p.picture?.hash ?? null,
  }
}

/** A category in the export's form. */
export function exportCategory(c: EditorCategory): ImportCategory {
  return {
    id: c.id,
    key: c.key,
    names: c.names,
    intros: c.intros,
    slug: c.slug,
    kind: c.kind,
    position: c.position,
    visible: c.visible,
  }
}
