import { EventEmitter } from 'node:events'
import type { OrderEventType } from '#schemas/enums.js'
import type { StaffOrder } from '#schemas/orders.js'

/** What the staff board is sent: a new order, or an order that moved (with the order as it is now). */
export interface BoardUpdate {
  /**
   * The order event's id (order_events.id): the SSE event id, the same on every instance. None for
   * a change that records no order event (a payment confirmed): a reconnect does not need it, the
   * board re-reads the list.
   */
  id?: number
  type: OrderEventType
  order: StaffOrder
}

export interface BoardUpdateMap {
  order: [BoardUpdate]
}

/** The in-process bus of board updates: the order stream listens, the order feed (feed/live-feed.ts) emits. */
export function createBoardUpdates(): EventEmitter<BoardUpdateMap> {
  const updates = new EventEmitter<BoardUpdateMap>()
  // One listener per open staff board.
  updates.setMaxListeners(100)
  return updates
}
