/**
 * Each call of the menu editor as a plan (./editor-plan.ts): one dish or category created, changed
 * or deleted, with the defaults of what was left out and every check of docs/menu.md, "The editor".
 * Each returns the plan, or the first problem naming its field. Pure.
 */
import { ALLERGEN_CODES, PRODUCT_TAGS } from '#schemas/enums.js'
import type {
  CreateCategoryBody,
  CreateProductBody,
  PatchCategoryBody,
  PatchProductBody,
} from '#schemas/menu-editor.js'
import { DEFAULT_VAT_RATE } from '../vat.js'
import {
  type CategoryState,
  checkFinalMenu,
  type EditorState,
  newCategoryKey,
  newSlug,
  nextPosition,
  type PlannedWrite,
  type ProductState,
} from './editor-plan.js'
import { checkCategory, checkProduct, type FieldProblem, problem } from './editor-rules.js'

export type PlanResult = PlannedWrite[] | FieldProblem

export function isProblem(result: PlanResult): result is FieldProblem {
  return !Array.isArray(result)
}

const inOrder = <T extends string>(order: readonly T[], values: readonly string[]): T[] =>
  order.filter((v) => values.includes(v))

/** A dish's lists as stored: allergens and tags in their fixed order, further categories without the main one. */
export function normalized(product: ProductState): ProductState {
  return {
    ...product,
    allergens: inOrder(ALLERGEN_CODES, product.allergens),
    tags: inOrder(PRODUCT_TAGS, product.tags),
    categories: [...new Set(product.categories.filter((key) => key !== product.mainCategory))],
  }
}

function productContext(state: EditorState, self: string | null) {
  return {
    categoryExists: (key: string) => state.categories.some((c) => c.key === key),
    slugTaken: (slug: string) => state.products.some((p) => p.slug === slug && p.id !== self),
  }
}

const notFound = (what: 'PRODUCT' | 'CATEGORY', id: string) =>
  problem(
    'id',
    what === 'PRODUCT'
      ? `Nie ma dania o identyfikatorze „${id}”.`
      : `Nie ma kategorii o identyfikatorze „${id}”.`,
    404,
    what === 'PRODUCT' ? 'PRODUCT_NOT_FOUND' : 'CATEGORY_NOT_FOUND',
  )

/** POST /api/menu/products: the new dish with its defaults, its id made from its slug. */
export function planCreateProduct(state: EditorState, body: CreateProductBody): PlanResult {
  const slug =
    body.slug ??
    newSlug(
      body.names.pl,
      'danie',
      (s) => state.products.some((p) => p.slug === s) || state.usedProductIds.has(s),
    )
  const id = newSlug(slug, 'danie', (s) => state.usedProductIds.has(s))
  const product = normalized({
    id,
    isSet: false,
    names: body.names,
    descriptions: body.descriptions ?? { pl: '', en: '' },
    price: body.price,
    vatRate: body.vatRate ?? DEFAULT_VAT_RATE,
    deposit: body.deposit ?? null,
    mainCategory: body.mainCategory,
    categories: body.categories ?? [],
    count: body.count ?? null,
    allergens: body.allergens ?? [],
    tags: body.tags ?? [],
    visible: body.visible ?? true,
    isNew: body.isNew ?? false,
    position:
      body.position ??
      nextPosition(state.products.filter((p) => p.mainCategory === body.mainCategory).map((p) => p.position)),
    slug,
    picture: null,
  })
  const bad = checkProduct({ ...body, slug }, product, productContext(state, null))
  return bad ?? [{ entity: 'PRODUCT', action: 'CREATE', id, before: null, after: product }]
}

/** PATCH /api/menu/products/{id}: the fields sent, over the dish as it is. */
export function planPatchProduct(state: EditorState, id: string, body: PatchProductBody): PlanResult {
  const before = state.products.find((p) => p.id === id)
  if (!before) return notFound('PRODUCT', id)
  const after = normalized({ ...before, ...body })
  const bad = checkProduct(body, after, productContext(state, id))
  return bad ?? [{ entity: 'PRODUCT', action: 'UPDATE', id, before, after }]
}

/** A dish's photo replaced (or removed with null). */
export function planPicture(state: EditorState, id: string, hash: string | null): PlanResult {
  const before = state.products.find((p) => p.id === id)
  if (!before) return notFound('PRODUCT', id)
  return [{ entity: 'PRODUCT', action: 'UPDATE', id, before, after: { ...before, picture: hash } }]
}

/** DELETE /api/menu/products/{id}. */
export function planDeleteProduct(state: EditorState, id: string): PlanResult {
  const before = state.products.find((p) => p.id === id)
  if (!before) return notFound('PRODUCT', id)
  return [{ entity: 'PRODUCT', action: 'DELETE', id, before, after: null }]
}

function categoryContext(state: EditorState, self: string | null) {
  return {
    slugTaken: (slug: string) => state.categories.some((c) => c.slug === slug && c.id !== self),
    keyTaken: (key: string) => state.usedCategoryKeys.has(key),
  }
}

/** POST /api/menu/categories: the slug from the Polish name, the key from the slug, at the end. */
export function planCreateCategory(state: EditorState, body: CreateCategoryBody): PlanResult {
  const slug =
    body.slug ??
    newSlug(
      body.names.pl,
      'kategoria',
      (s) => state.categories.some((c) => c.slug === s) || state.usedCategoryIds.has(s),
    )
  const id = newSlug(slug, 'kategoria', (s) => state.usedCategoryIds.has(s))
  const key = body.key ?? newCategoryKey(slug, state.usedCategoryKeys)
  const category: CategoryState = {
    id,
    key,
    names: body.names,
    intros: body.intros ?? { pl: '', en: '' },
    slug,
    kind: body.kind ?? 'STANDARD',
    position: body.position ?? nextPosition(state.categories.map((c) => c.position)),
    visible: body.visible ?? true,
  }
  const bad = checkCategory({ ...body, slug }, categoryContext(state, null))
  return bad ?? [{ entity: 'CATEGORY', action: 'CREATE', id, before: null, after: category }]
}

/** PATCH /api/menu/categories/{id}: names, intros, slug, kind, position, visibility. */
export function planPatchCategory(state: EditorState, id: string, body: PatchCategoryBody): PlanResult {
  const before = state.categories.find((c) => c.id === id)
  if (!before) return notFound('CATEGORY', id)
  const bad = checkCategory(body, categoryContext(state, id))
  return bad ?? [{ entity: 'CATEGORY', action: 'UPDATE', id, before, after: { ...before, ...body } }]
}

/**
 * DELETE /api/menu/categories/{id}: refused with 409 while a dish has it as its main category; the
 * dishes that list it as a further category just leave it.
 */
export function planDeleteCategory(state: EditorState, id: string): PlanResult {
  const before = state.categories.find((c) => c.id === id)
  if (!before) return notFound('CATEGORY', id)
  const held = state.products.filter((p) => p.mainCategory === before.key)
  if (held.length > 0) {
    return problem(
      'id',
      `Kategorii „${before.names.pl}” nie można usunąć, dopóki są w niej dania (${held.length}): przenieś je albo usuń.`,
      409,
      'CATEGORY_NOT_EMPTY',
    )
  }
  const leaving: PlannedWrite[] = state.products
    .filter((p) => p.categories.includes(before.key))
    .map((p) => ({
      entity: 'PRODUCT',
      action: 'UPDATE',
      id: p.id,
      before: p,
      after: { ...p, categories: p.categories.filter((key) => key !== before.key) },
    }))
  const plan: PlannedWrite[] = [...leaving, { entity: 'CATEGORY', action: 'DELETE', id, before, after: null }]
  return checkFinalMenu(state, plan, () => '') ?? plan
}
