/**
 * Pausing orders: staff stop new orders for 15, 30, 45 or 60 minutes or until closing, for courier
 * delivery, pick-up or both; the pause ends by itself. See docs/kitchen.md, "Pause".
 */
import type { DeliveryType } from '#schemas/enums.js'
import { MINUTE } from '../hours/warsaw-time.js'

/** The durations staff can choose. */
export const PAUSE_MINUTES = [15, 30, 45, 60] as const

/** A pause: until when (ISO instant), which delivery types, and the reason guests see. */
export interface Pause {
  until: string
  deliveryTypes: DeliveryType[]
  reason: string | null
}

/** What staff ask for: a number of minutes, or until closing. */
export type PauseRequest =
  | { minutes: number; untilClosing?: false }
  | { untilClosing: true; minutes?: undefined }

/**
 * When a pause asked for at `now` ends (ms), given today's closing instant (null when the site has
 * no closing today: closed all day). A pause of N minutes ends at now + N, but never after
 * today's closing while the site is still open: a pause at 21:50 for 30 minutes ends at 22:00
 * and does not reach into tomorrow. "Until closing" ends at closing; it is refused (null) when
 * there is no closing ahead today.
 */
export function pauseEnd(now: number, request: PauseRequest, closingAt: number | null): number | null {
  const closingAhead = closingAt !== null && closingAt > now ? closingAt : null
  if (request.untilClosing) return closingAhead
  const end = now + request.minutes * MINUTE
  return closingAhead !== null ? Math.min(end, closingAhead) : end
}

/** The pause if it is still running at `now`, otherwise null (a pause resumes by itself). */
export function activePause(pause: Pause | null | undefined, now: number): Pause | null {
  return pause && Date.parse(pause.until) > now ? pause : null
}

/** True when ASAP orders of `deliveryType` are paused at `now`. */
export function isPaused(pause: Pause | null | undefined, now: number, deliveryType: DeliveryType): boolean {
  return activePause(pause, now)?.deliveryTypes.includes(deliveryType) ?? false
}

/** True when a time slot (ms) of `deliveryType` falls inside the running pause. */
export function slotPaused(
  pause: Pause | null | undefined,
  now: number,
  deliveryType: DeliveryType,
  slot: number,
): boolean {
  const p = activePause(pause, now)
  if (!p) return false
  return p.deliveryTypes.includes(deliveryType) && slot < Date.parse(p.until)
}
