/** Order times: the slots a guest can choose, the check of a chosen time, and the ASAP estimate. */
import type { DeliveryType } from '#schemas/enums.js'
import { type Adjustments, dayPlan } from './site-status.js'
import { MINUTE, toTime, wallExists, wallToInstant, warsawDate, warsawParts } from './warsaw-time.js'

/** Minimum minutes between now and the order time: 30 for pick-up, 60 for courier. */
export const LEAD_MINUTES: Readonly<Record<DeliveryType, number>> = Object.freeze({
  SELF: 30,
  COURIER: 60,
})

/**
 * Time slots for a DATE order, as ISO instants, for today (the Warsaw date of `now`): every
 * `stepMinutes` of Warsaw wall-clock time (13:00, 13:15, …) that is inside today's ordering window,
 * at least LEAD_MINUTES (SELF 30, COURIER 60) after now, and not after closing (closing itself is
 * a slot). On an "open today" day: from now + lead (rounded up to the step) until the closing time
 * (the schedule's, or 22:00). Empty when today is closed (Monday, Tuesday, "close today").
 */
export function orderSlots(
  now: Date,
  override: Adjustments,
  deliveryType: DeliveryType,
  stepMinutes = 15,
): string[] {
  if (!Number.isInteger(stepMinutes) || stepMinutes < 1 || stepMinutes > 24 * 60) {
    throw new RangeError(`Invalid step: ${stepMinutes}`)
  }
  const t = toTime(now)
  const plan = dayPlan(t, override)
  if (!plan.window) return []
  const earliest = t + LEAD_MINUTES[deliveryType] * MINUTE
  const from = Math.max(plan.window.start, earliest)
  const fp = warsawParts(from)
  if (fp.date !== plan.date) return [] // now + lead is already tomorrow
  // Start an hour (a DST shift) before `from` on the grid, to skip the early part of the day.
  const fromMinutes = fp.hour * 60 + fp.minute
  const first = Math.max(0, Math.floor((fromMinutes - 60) / stepMinutes) * stepMinutes)
  const slots: string[] = []
  for (let m = first; m < 24 * 60; m += stepMinutes) {
    const slot = wallToInstant(plan.date, m)
    if (slot > plan.window.end) break
    if (slot < from || !wallExists(plan.date, m, slot)) continue
    slots.push(new Date(slot).toISOString())
  }
  return slots
}

/** Why an order time is refused; null means acceptable. */
export type OrderTimeProblem = 'OUTSIDE_HOURS' | 'TOO_SOON' | 'NOT_TODAY' | 'CLOSED'

/**
 * Checks the `orderTime` of a DATE order with the rules of orderSlots (any minute is accepted, it
 * need not be on the 15-minute grid). In order: an invalid Date → OUTSIDE_HOURS; another Warsaw
 * date than now's → NOT_TODAY; today closed (Monday/Tuesday without "open today", or "close
 * today") → CLOSED; earlier than now + lead → TOO_SOON; before opening or after closing →
 * OUTSIDE_HOURS.
 */
export function validateOrderTime(
  now: Date,
  override: Adjustments,
  deliveryType: DeliveryType,
  orderTime: Date,
): OrderTimeProblem | null {
  const t = toTime(now)
  const ot = orderTime.getTime()
  if (!Number.isFinite(ot)) return 'OUTSIDE_HOURS'
  const plan = dayPlan(t, override)
  if (warsawDate(ot) !== plan.date) return 'NOT_TODAY'
  if (!plan.window) return 'CLOSED'
  if (ot < t + LEAD_MINUTES[deliveryType] * MINUTE) return 'TOO_SOON'
  if (ot < plan.window.start || ot > plan.window.end) return 'OUTSIDE_HOURS'
  return null
}

/**
 * Expected time of an ASAP order: now + 30 min (SELF) or + 60 min (COURIER), plus the kitchen's
 * busy-mode minutes (0, 15, 30 or 45).
 */
export function expectedReadyAt(now: Date, deliveryType: DeliveryType, busyMinutes = 0): Date {
  return new Date(toTime(now) + (LEAD_MINUTES[deliveryType] + busyMinutes) * MINUTE)
}
