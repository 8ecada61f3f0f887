/**
 * The menu editor's writes as plans (docs/menu.md, "The editor"): every call — one dish, one
 * category, a whole import, a price list — is turned into the list of categories and dishes it
 * creates, changes or deletes, each with its field changes, checked as a whole before anything is
 * written. A dry run answers the plan; a real call writes it in one transaction. Pure.
 */
import type { FieldChange } from '#schemas/menu-editor.js'
import { type CategoryView, fieldChanges, type ProductView } from './editor-diff.js'
import { type FieldProblem, problem, slugify, uniqueSlug } from './editor-rules.js'

export interface CategoryState extends CategoryView {
  id: string
}

export interface ProductState extends ProductView {
  id: string
  isSet: boolean
}

/** The editable menu: categories and dishes not deleted (hidden ones too). */
export interface EditorState {
  categories: readonly CategoryState[]
  products: readonly ProductState[]
  /** Every id and key ever used, deleted ones included: never given again. */
  usedProductIds: ReadonlySet<string>
  usedCategoryIds: ReadonlySet<string>
  usedCategoryKeys: ReadonlySet<string>
}

export type PlannedWrite =
  | {
      entity: 'PRODUCT'
      action: 'CREATE' | 'UPDATE' | 'DELETE'
      id: string
      before: ProductState | null
      after: ProductState | null
    }
  | {
      entity: 'CATEGORY'
      action: 'CREATE' | 'UPDATE' | 'DELETE'
      id: string
      before: CategoryState | null
      after: CategoryState | null
    }

/** A write as the dry run and the change log show it. */
export function describe(write: PlannedWrite): {
  action: PlannedWrite['action']
  entity: PlannedWrite['entity']
  id: string
  name: string
  changes: FieldChange[]
} {
  const name = (write.after ?? write.before)!.names.pl
  const changes = write.action === 'DELETE' ? [] : fieldChanges(viewOf(write.before), viewOf(write.after))
  return { action: write.action, entity: write.entity, id: write.id, name, changes }
}

/** The editor's fields of a state (the id and read-only flags left out), for comparing. */
function viewOf(state: ProductState | CategoryState | null): ProductView | CategoryView | null {
  if (state === null) return null
  if ('isSet' in state) {
    const { id: _id, isSet: _isSet, ...view } = state
    return view
  }
  const { id: _id, ...view } = state
  return view
}

/** A write that changes nothing is left out of a plan. */
export function changesSomething(write: PlannedWrite): boolean {
  return write.action !== 'UPDATE' || describe(write).changes.length > 0
}

/** A slug for a new dish or category: from the Polish name, or `fallback` when nothing is left of it. */
export function newSlug(namePl: string, fallback: string, taken: (slug: string) => boolean): string {
  return uniqueSlug(slugify(namePl) || fallback, taken)
}

/** A category's key made from its slug: `zupy-ramen` → `ZUPY_RAMEN`, unique among every key used. */
export function newCategoryKey(slug: string, used: ReadonlySet<string>): string {
  const base = slug.toUpperCase().replace(/-/g, '_')
  const key = /^[A-Z]/.test(base) ? base : `K_${base}`
  let candidate = key.slice(0, 40)
  for (let n = 2; used.has(candidate); n++) candidate = `${key.slice(0, 40 - `_${n}`.length)}_${n}`
  return candidate
}

/** The next position at the end of a list. */
export function nextPosition(positions: readonly number[]): number {
  return positions.length === 0 ? 0 : Math.max(...positions) + 1
}

/**
 * The final menu a plan leaves must hold together: every dish's main and further categories exist,
 * slugs and keys are unique, no category being deleted still holds a dish as its main category.
 * `where` names a dish's or category's field in the answer (`products.3.` in an import, '' for one).
 */
export function checkFinalMenu(
  state: EditorState,
  plan: readonly PlannedWrite[],
  where: (entity: 'PRODUCT' | 'CATEGORY', id: string) => string,
): FieldProblem | null {
  const categories = new Map(state.categories.map((c) => [c.id, c as CategoryState | null]))
  const products = new Map(state.products.map((p) => [p.id, p as ProductState | null]))
  for (const write of plan) {
    if (write.entity === 'CATEGORY') categories.set(write.id, write.after)
    else products.set(write.id, write.after)
  }
  const liveCategories = [...categories.values()].filter((c): c is CategoryState => c !== null)
  const keys = new Set<string>()
  const categorySlugs = new Set<string>()
  for (const category of liveCategories) {
    const at = where('CATEGORY', category.id)
    if (categorySlugs.has(category.slug)) {
      return problem(`${at}slug`, `Adres „${category.slug}” ma już inna kategoria.`, 409)
    }
    if (keys.has(category.key))
      return problem(`${at}key`, `Klucz „${category.key}” ma już inna kategoria.`, 409)
    categorySlugs.add(category.slug)
    keys.add(category.key)
  }
  const productSlugs = new Set<string>()
  for (const product of products.values()) {
    if (product === null) continue
    const at = where('PRODUCT', product.id)
    if (!keys.has(product.mainCategory)) {
      const deleted = plan.find(
        (w) => w.entity === 'CATEGORY' && w.action === 'DELETE' && w.before?.key === product.mainCategory,
      )
      if (deleted) {
        return problem(
          `${at}mainCategory`,
          `Kategorii „${deleted.before!.names.pl}” nie można usunąć, dopóki są w niej dania (np. „${product.names.pl}”).`,
          409,
          'CATEGORY_NOT_EMPTY',
        )
      }
      return problem(`${at}mainCategory`, `Nie ma kategorii „${product.mainCategory}”.`)
    }
    const missing = product.categories.findIndex((key) => !keys.has(key))
    if (missing >= 0)
      return problem(`${at}categories.${missing}`, `Nie ma kategorii „${product.categories[missing]}”.`)
    if (productSlugs.has(product.slug)) {
      return problem(`${at}slug`, `Adres „${product.slug}” ma już inne danie.`, 409)
    }
    productSlugs.add(product.slug)
  }
  return null
}
