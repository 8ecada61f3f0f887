import { EventEmitter } from 'node:events'
import type { OrderEventType } from '../../schemas/enums.js'
import type { StaffOrder } from '../../schemas/orders.js'

/** What the staff board listens to: a new order, or an order that moved. */
export interface OrderEvent {
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
