/**
 * The editor's dishes and categories in the export's form (schemas/menu-import.ts): the fields
 * PUT /api/menu/import takes back (docs/menu.md, "Import and export").
 */
import type { EditorCategory, EditorProduct } from '#schemas/menu-editor.js'
import type { ImportCategory, ImportProduct } from '#schemas/menu-import.js'

/** A product in the export's form (the fields the import takes back). */
export function exportProduct(p: EditorProduct): ImportProduct {
  return {
    id: p.id,
    names: p.names,
    descriptions: p.descriptions,
    price: p.price,
    vatRate: p.vatRate,
    deposit: p.deposit,
    mainCategory: p.mainCategory,
    categories: p.categories,
    count: p.count,
    allergens: p.allergens,
    tags: p.tags,
    visible: p.visible,
    isNew: p.isNew,
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
