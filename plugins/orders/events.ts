import { EventEmitter } from 'node:events'
import type { OrderEventType } from '../../schemas/enums.js'
import type { StaffOrder } from '../../schemas/orders.js'

/** What the staff board listens to: a new order, or an order that moved. */
export interface OrderEvent {
  /**
   * order_events.id: the SSE event id, the same on every instance. None for a change that records
   * no order event (a payment confirmed): a reconnect does not need it, the board re-reads the list.
   */
  id?: number
  type: OrderEventType
  order: StaffOrder
}

export interface OrderEventMap {
  order: [OrderEvent]
}

/** The in-process event bus of orders: the order stream listens, placing and moving orders emit. */
export function createOrderEvents(): EventEmitter<OrderEventMap> {
  const events = new EventEmitter<OrderEventMap>()
  // One listener per open staff board.
  events.setMaxListeners(100)
  return events
}
