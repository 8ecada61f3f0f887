import { isOpenStatus } from '#domain/order-lifecycle.js'
import type { StaffOrder } from '#schemas/orders.js'
import type { OrderEvent } from './sse.js'

/** Newest first: by the time placed, then by number. */
export function newestFirst(orders: readonly StaffOrder[]): StaffOrder[] {
  return [...orders].sort((a, b) => {
    const byTime = Date.parse(b.createdAt) - Date.parse(a.createdAt)
    return byTime !== 0 && !Number.isNaN(byTime) ? byTime : b.number - a.number
  })
}

/** Applies a live event: a new order is added, a moved one replaces its older copy. */
export function applyOrderEvent(orders: readonly StaffOrder[], event: OrderEvent): StaffOrder[] {
  const rest = orders.filter((o) => o.id !== event.order.id)
  return newestFirst([...rest, event.order])
}

/** An order stays highlighted (and the board keeps reminding) until someone accepts it. */
export function needsAttention(order: StaffOrder): boolean {
  return order.status === 'NEW'
}

export type BoardFilter = 'active' | 'all'

/**
 * What the board lists: orders waiting to be accepted first, the oldest of them at the top (it has
 * waited longest), then the others newest first (docs/kitchen.md, "The board").
 */
export function visibleOrders(orders: readonly StaffOrder[], filter: BoardFilter): StaffOrder[] {
  const shown = filter === 'all' ? [...orders] : orders.filter((o) => isOpenStatus(o.status))
  const waiting = shown.filter(needsAttention).reverse()
  return [...waiting, ...shown.filter((o) => !needsAttention(o))]
}
