/**
 * What a calendar change does to the orders already placed for its date (docs/kitchen.md,
 * "Calendar"): read from `GET /api/calendar/{date}/orders`, put in words for the confirmation.
 */
import { ordersOutsideHours } from '#domain/hours/calendar.js'
import { formatTime } from '#domain/hours/format.js'
import type { CalendarOrders } from '#schemas/kitchen.js'
import type { Translator } from '../../i18n/index.js'
import { get } from '../../shared/api.js'

export type PlacedOrder = CalendarOrders['orders'][number]

/** The change staff are about to save for a date. */
export interface CalendarChange {
  date: string
  closed: boolean
  opensAt: string | null
  closesAt: string | null
}

/** The orders still under way for a date (staff who may change the calendar only). */
export const placedOrders = (date: string, token: string) =>
  get<CalendarOrders>(`/api/calendar/${date}/orders`, { token, cache: 'no-store' })

/** The orders the change leaves outside its hours: all of them when the date closes. */
export const outsideOf = (orders: readonly PlacedOrder[], change: CalendarChange): Set<string> =>
  new Set(ordersOutsideHours(orders, change).map((order) => order.id))

/**
 * The confirmation's sentences about the orders: how many and their numbers (ascending, as staff
 * look them up), then what the change does to them — closed, inside the new hours, or which fall
 * outside them and when (those in planned order).
 */
export function ordersWarning(
  tr: Pick<Translator, 't' | 'tn'>,
  orders: readonly PlacedOrder[],
  change: CalendarChange,
) {
  if (orders.length === 0) return ''
  const numbers = orders
    .map((order) => order.number)
    .sort((a, b) => a - b)
    .join(', ')
  const placed = tr.tn('manage.calendar.ordersPlaced', orders.length, { numbers })
  if (change.closed) return `${placed} ${tr.t('manage.calendar.ordersClosed')}`
  const hours = `${change.opensAt}–${change.closesAt}`
  const outside = ordersOutsideHours(orders, change)
  if (outside.length === 0) return `${placed} ${tr.t('manage.calendar.ordersInside', { hours })}`
  const list = outside
    .map((order) =>
      tr.t('manage.calendar.orderAt', {
        number: order.number,
        time: formatTime(Date.parse(order.plannedAt)),
      }),
    )
    .join(', ')
  return `${placed} ${tr.t('manage.calendar.ordersOutside', { hours, list })}`
}
