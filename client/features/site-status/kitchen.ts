/**
 * What guests meet of the kitchen's levers, worked out from GET /api/site-status with the same
 * domain rules the server uses: today's hours with the calendar, the pause, full slots, busy mode
 * and the delivery area (docs/kitchen.md).
 */
import { type Adjustments, LEAD_MINUTES, orderSlots, todayCalendar } from '#domain/hours.js'
import { inDeliveryArea, slotPaused } from '#domain/kitchen.js'
import { normalizePostalCode } from '#domain/order-rules.js'
import type { DeliveryType } from '#schemas/enums.js'
import type { SiteStatusDetails } from './site-status.js'

/** Today's override and today's calendar entry, as the status tells them. */
function statusAdjustments(details: SiteStatusDetails | null): Adjustments {
  if (!details) return null
  const override = details.reason.startsWith('OVERRIDE_')
    ? {
        date: details.today.date,
        kind: details.reason === 'OVERRIDE_OPEN' ? ('OPEN' as const) : ('CLOSED' as const),
      }
    : null
  return { override, calendar: todayCalendar(details.today) }
}

/** Today's slots the checkout offers: the opening hours' slots, minus those paused or full. */
export function offeredSlots(details: SiteStatusDetails | null, now: number, type: DeliveryType): string[] {
  if (!details) return []
  const full = new Set(details.kitchen?.fullSlots[type] ?? [])
  return orderSlots(new Date(now), statusAdjustments(details), type).filter(
    (slot) => !full.has(slot) && !slotPaused(details.pause, now, type, Date.parse(slot)),
  )
}

/** Minutes until an ASAP order is expected: the lead time plus busy mode's minutes. */
export function asapMinutes(details: SiteStatusDetails | null, type: DeliveryType): number {
  return LEAD_MINUTES[type] + (details?.kitchen?.busyMinutes ?? 0)
}

/**
 * The typed postal code (normalized 'NN-NNN') when it is complete and outside the delivery area;
 * null while it is incomplete, inside the area, or the area is not known yet.
 */
export function outsideArea(details: SiteStatusDetails | null, postalCode: string): string | null {
  const code = normalizePostalCode(postalCode)
  const area = details?.kitchen?.deliveryArea
  if (!code || !area || area.length === 0) return null
  return inDeliveryArea(code, area) ? null : code
}
