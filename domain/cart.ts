/**
 * The cart (docs/product.md, "The cart"): lines of {productId, count, options?}, persisted in local
 * storage under the key `products`. A line is a dish with one choice of options (sorted option ids;
 * none for a dish without options, as lines were stored before options existed): the same dish with
 * other options is another line. Functions are pure and reducer-like: they never mutate their input
 * and return `{ok, lines}`; when `ok` is false, `lines` is the very same array that was passed in.
 */
import { normalizeOptionIds } from './options.js'

/** One cart line; `options` (sorted ids) only when the guest chose some. */
export interface CartLine {
  productId: string
  count: number
  options?: string[]
}

/** What tells lines apart: the dish and its sorted option ids. */
export function lineKey(productId: string, options?: readonly string[] | null): string {
  const ids = normalizeOptionIds(options)
  return ids.length === 0 ? productId : `${productId}|${ids.join(',')}`
}

const keyOf = (line: CartLine) => lineKey(line.productId, line.options)

/** A line of a product with these options (no `options` field when there are none). */
function makeLine(productId: string, count: number, options: readonly string[]): CartLine {
  const ids = normalizeOptionIds(options)
  return ids.length === 0 ? { productId, count } : { productId, count, options: ids }
}

/** A cart: its lines in the order they were first added. */
export type Cart = readonly CartLine[]

/** Result of a cart change. */
export interface CartResult {
  ok: boolean
  lines: Cart
}

/** Local-storage key of the cart (docs/product.md, "The cart"). */
export const CART_STORAGE_KEY = 'products'
/** Highest count of one line (product rules: count 1 to 99). */
export const MAX_LINE_COUNT = 99
/**
 * Most lines in one cart (product rules: 1 to 50 items).
 * @internal Exported for its tests; production uses it within this module.
 */
export const MAX_CART_LINES = 50

/**
 * A product id is usable when it is a string with a non-blank character.
 * @internal Exported for its tests; production uses it within this module.
 */
export function isValidProductId(productId: unknown): productId is string {
  return typeof productId === 'string' && productId.trim() !== ''
}

const fail = (lines: Cart): CartResult => ({ ok: false, lines })

/**
 * Adds one piece of a product with these options: count + 1 on its line, or a new line with
 * count 1 at the end. Returns ok false (lines unchanged) for an empty/blank id, when the line
 * already holds MAX_LINE_COUNT (99), or when a new line would exceed MAX_CART_LINES (50).
 */
export function addProduct(lines: Cart, productId: string, options: readonly string[] = []): CartResult {
  if (!isValidProductId(productId)) return fail(lines)
  const key = lineKey(productId, options)
  const i = lines.findIndex((l) => keyOf(l) === key)
  if (i === -1) {
    if (lines.length >= MAX_CART_LINES) return fail(lines)
    return { ok: true, lines: [...lines, makeLine(productId, 1, options)] }
  }
  const line = lines[i] as CartLine
  if (line.count >= MAX_LINE_COUNT) return fail(lines)
  return { ok: true, lines: lines.map((l, j) => (j === i ? { ...l, count: l.count + 1 } : l)) }
}

/**
 * Sets the count of a product's line with these options exactly. A count ≤ 0 removes the line (ok true, also when it was absent);
 * a count above 99 is clamped to 99; a fractional count is rounded down (2.7 → 2, 0.5 → removed).
 * A product not yet in the cart gets a new line at the end.
 * Returns ok false (lines unchanged) for an empty/blank id, a NaN/±Infinity count, or when a new
 * line would exceed MAX_CART_LINES.
 */
export function setProductCount(
  lines: Cart,
  productId: string,
  count: number,
  options: readonly string[] = [],
): CartResult {
  if (!isValidProductId(productId)) return fail(lines)
  if (typeof count !== 'number' || !Number.isFinite(count)) return fail(lines)
  const n = Math.min(Math.floor(count), MAX_LINE_COUNT)
  const key = lineKey(productId, options)
  const i = lines.findIndex((l) => keyOf(l) === key)
  if (n <= 0) {
    return i === -1 ? { ok: true, lines } : { ok: true, lines: lines.filter((_, j) => j !== i) }
  }
  if (i === -1) {
    if (lines.length >= MAX_CART_LINES) return fail(lines)
    return { ok: true, lines: [...lines, makeLine(productId, n, options)] }
  }
  return { ok: true, lines: lines.map((l, j) => (j === i ? { ...l, count: n } : l)) }
}

/** Deletes a product's line with these options. ok is false (lines unchanged) when there was none. */
export function deleteProduct(lines: Cart, productId: string, options: readonly string[] = []): CartResult {
  const key = lineKey(productId, options)
  const i = lines.findIndex((l) => keyOf(l) === key)
  if (i === -1) return fail(lines)
  return { ok: true, lines: lines.filter((_, j) => j !== i) }
}

/** Empties the cart (always ok). */
export function clearCart(): CartResult {
  return { ok: true, lines: [] }
}

/** Number of pieces in the cart (Σ count) — the cart badge. */
export function itemCount(lines: Cart): number {
  let n = 0
  for (const l of lines) n += l.count
  return n
}

/** The stored form of the cart: a JSON array of {productId, count, options?}. */
export function serializeCart(lines: Cart): string {
  return JSON.stringify(
    lines.map(({ productId, count, options }) => makeLine(productId, count, options ?? [])),
  )
}

/** A stored line's options: absent → [], an array of non-blank strings → sorted; else null. */
function storedOptions(raw: unknown): string[] | null {
  if (raw === undefined || raw === null) return []
  if (!Array.isArray(raw) || raw.length > 50) return null
  if (!raw.every((id) => isValidProductId(id))) return null
  return normalizeOptionIds(raw as string[])
}

/**
 * Reads the stored cart without ever throwing: `null`, corrupt JSON or a non-array give [];
 * entries that are not {productId: non-blank string, count: positive integer, options?: array of
 * non-blank strings} or whose product is unknown are dropped; counts above 99 are clamped to 99;
 * duplicate lines (same product and options) are merged (counts added, then clamped) at the
 * position of their first line; lines beyond the 50th are dropped.
 */
export function parseStoredCart(
  raw: string | null | undefined,
  isKnownProduct: (productId: string) => boolean,
): CartLine[] {
  if (typeof raw !== 'string' || raw === '') return []
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(data)) return []
  const merged = new Map<string, CartLine>()
  for (const entry of data as unknown[]) {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) continue
    const { productId, count, options: rawOptions } = entry as Record<string, unknown>
    if (!isValidProductId(productId)) continue
    if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 1) continue
    const options = storedOptions(rawOptions)
    if (options === null) continue
    let known = false
    try {
      known = isKnownProduct(productId) === true
    } catch {
      known = false
    }
    if (!known) continue
    const key = lineKey(productId, options)
    const before = merged.get(key)
    if (!before && merged.size >= MAX_CART_LINES) continue
    const total = Math.min((before?.count ?? 0) + count, MAX_LINE_COUNT)
    merged.set(key, makeLine(productId, total, options))
  }
  return [...merged.values()]
}
