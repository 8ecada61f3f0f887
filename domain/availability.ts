/**
 * Sold out ("86"): which products a guest can order now (docs/kitchen.md, "Sold out").
 *
 * Staff switch a product or a whole category off either for the rest of today (it comes back by
 * itself at the next Warsaw midnight) or until they switch it back on. A product is unavailable
 * when it is switched off itself or when one of its categories is. A set whose pieces are not
 * modelled stays orderable when one of those dishes is switched off: only the set's own switch
 * (or its category's) takes it off the menu. Pure: no I/O, shared by the browser and the server.
 */
import type { CategoryKey } from '#schemas/enums.js'
import { addDays, wallToInstant, warsawDate } from './hours/warsaw-time.js'

/** How long a switch-off lasts: the rest of today (Warsaw), or until switched back on (null). */
export type AvailabilityUntil = 'END_OF_DAY' | null

/** A stored switch-off: when it ends (ISO 8601 instant), or null = until switched back on. */
export interface StoredMark {
  expiresAt: string | null
}

/** What GET /api/menu/availability answers: the switched-off products and categories. */
export interface AvailabilityState {
  unavailable: { productId: string; until: AvailabilityUntil }[]
  categories: { categoryKey: CategoryKey; until: AvailabilityUntil }[]
}

/** The product fields the rule reads (`category` lists the main category too). */
export interface AvailabilityProduct {
  id: string
  mainCategory?: CategoryKey
  category: readonly CategoryKey[]
}

/**
 * Nothing switched off.
 * @internal Exported for its tests.
 */
export const EMPTY_AVAILABILITY: AvailabilityState = { unavailable: [], categories: [] }

/**
 * The first instant of the next Warsaw day after `now` (midnight, DST-safe).
 * @internal Exported for its tests; production uses it within this module.
 */
export function nextWarsawMidnight(now: Date): Date {
  return new Date(wallToInstant(addDays(warsawDate(now), 1), 0))
}

/** When a switch-off made at `now` ends: the next Warsaw midnight, or null (until switched on). */
export function expiryOf(until: AvailabilityUntil, now: Date): string | null {
  return until === 'END_OF_DAY' ? nextWarsawMidnight(now).toISOString() : null
}

/** Whether a stored switch-off still holds at `now` (an expired one is as good as none). */
export function isMarkActive(mark: StoredMark, now: Date): boolean {
  return mark.expiresAt === null || Date.parse(mark.expiresAt) > now.getTime()
}

/** How the API states a stored switch-off that still holds. */
export function untilOf(mark: StoredMark): AvailabilityUntil {
  return mark.expiresAt === null ? null : 'END_OF_DAY'
}

/** A fast look-up over an availability state: is this product orderable? */
export function availabilityChecker(state: AvailabilityState) {
  const products = new Set(state.unavailable.map((p) => p.productId))
  const categories = new Set(state.categories.map((c) => c.categoryKey))
  return {
    isAvailable(product: AvailabilityProduct): boolean {
      if (products.has(product.id)) return false
      if (categories.size === 0) return true
      if (product.mainCategory && categories.has(product.mainCategory)) return false
      return !product.category.some((key) => categories.has(key))
    },
    isCategoryOff: (key: CategoryKey) => categories.has(key),
    isProductOff: (id: string) => products.has(id),
  }
}

/**
 * Is `product` orderable under `state`? (One product; availabilityChecker for many.)
 * @internal Exported for its tests; production uses availabilityChecker.
 */
export function isProductAvailable(product: AvailabilityProduct, state: AvailabilityState): boolean {
  return availabilityChecker(state).isAvailable(product)
}
