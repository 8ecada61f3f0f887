/**
 * Bulk changes as plans (docs/menu.md, "Import and export", "Price list"): the whole menu from the
 * export's JSON, and the prices of a spreadsheet. Checked as a whole before anything is written: one
 * bad line refuses the file. Pure.
 */
import type { MenuImportBody } from '#schemas/menu-import.js'
import { toPln } from '../money.js'
import { DEFAULT_VAT_RATE } from '../vat.js'
import { normalized, type PlanResult } from './editor-operations.js'
import {
  type CategoryState,
  changesSomething,
  checkFinalMenu,
  type EditorState,
  type PlannedWrite,
  type ProductState,
} from './editor-plan.js'
import { checkCategory, checkProduct, type FieldProblem, problem } from './editor-rules.js'
import type { PriceListPrice } from './price-list.js'

/** The first id that appears twice in a list, as a problem naming its place. */
function repeated(ids: readonly string[], list: 'products' | 'categories'): FieldProblem | null {
  const seen = new Set<string>()
  for (const [i, id] of ids.entries()) {
    if (seen.has(id))
      return problem(
        `${list}.${i}.id`,
        `Identyfikator „${id}” występuje w pliku drugi raz.`,
        409,
        'DUPLICATE',
      )
    seen.add(id)
  }
  return null
}

/**
 * PUT /api/menu/import: categories and dishes matched by id; a new id is created, a known one
 * changed, one missing from the file deleted. A picture is named by the hash of one already
 * uploaded (`pictureExists`).
 */
export function planImport(
  state: EditorState,
  body: MenuImportBody,
  pictureExists: (hash: string) => boolean,
): PlanResult {
  const dup =
    repeated(
      body.categories.map((c) => c.id),
      'categories',
    ) ??
    repeated(
      body.products.map((p) => p.id),
      'products',
    )
  if (dup) return dup
  const categoryIndex = new Map(body.categories.map((c, i) => [c.id, i]))
  const productIndex = new Map(body.products.map((p, i) => [p.id, i]))
  const where = (entity: 'PRODUCT' | 'CATEGORY', id: string) =>
    entity === 'PRODUCT' ? `products.${productIndex.get(id)}.` : `categories.${categoryIndex.get(id)}.`
  const keys = new Set(body.categories.map((c) => c.key))
  const plan: PlannedWrite[] = []

  for (const [i, category] of body.categories.entries()) {
    const before = state.categories.find((c) => c.id === category.id) ?? null
    const at = `categories.${i}.`
    if (before && before.key !== category.key) {
      return problem(
        `${at}key`,
        `Klucz kategorii „${before.names.pl}” się nie zmienia (jest „${before.key}”).`,
      )
    }
    if (!before && (state.usedCategoryIds.has(category.id) || state.usedCategoryKeys.has(category.key))) {
      const field = state.usedCategoryIds.has(category.id) ? 'id' : 'key'
      return problem(
        `${at}${field}`,
        `„${category[field]}” należało do usuniętej kategorii i nie może wrócić.`,
        409,
        'DUPLICATE',
      )
    }
    const bad = checkCategory(category, { slugTaken: () => false, keyTaken: () => false }, at)
    if (bad) return bad
    const after: CategoryState = { ...category }
    plan.push({ entity: 'CATEGORY', action: before ? 'UPDATE' : 'CREATE', id: category.id, before, after })
  }

  for (const [i, product] of body.products.entries()) {
    const before = state.products.find((p) => p.id === product.id) ?? null
    const at = `products.${i}.`
    if (!before && state.usedProductIds.has(product.id)) {
      return problem(
        `${at}id`,
        `„${product.id}” należało do usuniętego dania i nie może wrócić.`,
        409,
        'DUPLICATE',
      )
    }
    if (product.picture !== null && product.picture !== before?.picture && !pictureExists(product.picture)) {
      return problem(`${at}picture`, `Nie ma zdjęcia „${product.picture}”: najpierw je wgraj.`)
    }
    const { picture, vatRate, deposit, isNew, ...fields } = product
    const after: ProductState = normalized({
      ...fields,
      vatRate: vatRate ?? before?.vatRate ?? DEFAULT_VAT_RATE,
      deposit: deposit !== undefined ? deposit : (before?.deposit ?? null),
      isNew: isNew ?? before?.isNew ?? false,
      picture,
      isSet: before?.isSet ?? false,
    })
    const context = { categoryExists: (key: string) => keys.has(key), slugTaken: () => false }
    const bad = checkProduct(product, after, context, at)
    if (bad) return bad
    plan.push({ entity: 'PRODUCT', action: before ? 'UPDATE' : 'CREATE', id: product.id, before, after })
  }

  for (const before of state.products) {
    if (!productIndex.has(before.id))
      plan.push({ entity: 'PRODUCT', action: 'DELETE', id: before.id, before, after: null })
  }
  for (const before of state.categories) {
    if (!categoryIndex.has(before.id))
      plan.push({ entity: 'CATEGORY', action: 'DELETE', id: before.id, before, after: null })
  }
  const bad = checkFinalMenu(state, plan, where)
  return bad ?? plan.filter(changesSomething)
}

/** PUT /api/menu/prices.csv: the dishes whose price differs from the list's. */
export function planPrices(state: EditorState, prices: readonly PriceListPrice[]): PlannedWrite[] {
  const plan: PlannedWrite[] = []
  for (const { id, grosze } of prices) {
    const before = state.products.find((p) => p.id === id)!
    const price = toPln(grosze)
    if (before.price !== price)
      plan.push({ entity: 'PRODUCT', action: 'UPDATE', id, before, after: { ...before, price } })
  }
  return plan
}
