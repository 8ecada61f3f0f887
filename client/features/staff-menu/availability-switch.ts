import type { AvailabilityState, AvailabilityUntil } from '#domain/availability.js'
import { put } from '../../shared/api.js'
import { setAvailability } from '../availability/index.js'

/** What a staff switch sends: back on, or off for the rest of today or until switched on. */
export type Switch = { available: true } | { available: false; until: AvailabilityUntil }

/** The URL of a product's or a category's switch. */
function switchUrl(target: { productId: string } | { categoryKey: string }): string {
  return 'productId' in target
    ? `/api/menu/availability/${encodeURIComponent(target.productId)}`
    : `/api/menu/availability/categories/${encodeURIComponent(target.categoryKey)}`
}

/** PUTs a switch with the staff token; the answer (the whole state) becomes this tab's state. */
export async function sendSwitch(
  token: string,
  target: { productId: string } | { categoryKey: string },
  change: Switch,
): Promise<void> {
  const body = change.available
    ? { available: true }
    : { available: false, ...(change.until ? { until: change.until } : {}) }
  const state = await put<AvailabilityState>(switchUrl(target), body, { token })
  setAvailability(state)
}
