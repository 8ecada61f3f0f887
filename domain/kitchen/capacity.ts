/**
 * Kitchen capacity: how many orders one 15-minute slot takes, separately for courier delivery and
 * pick-up (null = unlimited), and busy mode's extra minutes on ASAP orders. An order counts in the
 * slot its expected time falls in (an ASAP order too). See docs/kitchen.md, "Capacity and busy mode".
 */
import type { DeliveryType } from '#schemas/enums.js'
import { MINUTE } from '../hours/warsaw-time.js'

/** Length of a capacity slot, as the checkout's time grid. */
export const SLOT_MINUTES = 15

/** Busy mode's choices: minutes added to the expected time of ASAP orders. */
export const BUSY_MINUTES = [0, 15, 30, 45] as const

/** Orders per slot and delivery type; null = unlimited. */
export type SlotCapacity = Record<DeliveryType, number | null>

/**
 * The start (ms) of the 15-minute slot an instant falls in. Warsaw's offset is whole hours, so the
 * quarters of UTC are the quarters of the Warsaw wall clock (13:00, 13:15, …).
 */
export function slotStart(instant: number): number {
  const step = SLOT_MINUTES * MINUTE
  return Math.floor(instant / step) * step
}

/** The slot an instant falls in, as the ISO instant of its start (the key the counts are kept under). */
export function slotKey(instant: number): string {
  return new Date(slotStart(instant)).toISOString()
}

/** True when a slot that already holds `taken` orders takes no more. */
function isSlotFull(taken: number, capacity: number | null): boolean {
  return capacity !== null && taken >= capacity
}

/**
 * The slots (ISO instants) among `slots` that are full for `capacity`, given the orders each slot
 * holds (keyed by slotKey).
 */
export function fullSlots(
  slots: readonly string[],
  taken: ReadonlyMap<string, number>,
  capacity: number | null,
): string[] {
  if (capacity === null) return []
  return slots.filter((slot) => isSlotFull(taken.get(slotKey(Date.parse(slot))) ?? 0, capacity))
}

/** The first of `slots` (ISO instants, in order) at or after `from` (ms) that is not in `full`. */
export function nextFreeSlot(slots: readonly string[], full: readonly string[], from: number): string | null {
  const fullKeys = new Set(full.map((slot) => slotKey(Date.parse(slot))))
  return slots.find((slot) => Date.parse(slot) >= from && !fullKeys.has(slotKey(Date.parse(slot)))) ?? null
}
