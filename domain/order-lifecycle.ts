/**
 * Order lifecycle (docs/product.md, "Lifecycle"): NEW → ACCEPTED → READY (pick-up) or IN_DELIVERY (courier)
 * → COMPLETED; NEW or ACCEPTED → CANCELLED with a reason. Only staff move an order.
 */
import type { DeliveryType, OrderStatus } from '#schemas/enums.js'

/** The statuses an order may move to next. */
export function nextStatuses(status: OrderStatus, deliveryType: DeliveryType): OrderStatus[] {
  switch (status) {
    case 'NEW':
      return ['ACCEPTED', 'CANCELLED']
    case 'ACCEPTED':
      return [deliveryType === 'COURIER' ? 'IN_DELIVERY' : 'READY', 'CANCELLED']
    case 'READY':
    case 'IN_DELIVERY':
      return ['COMPLETED']
    default:
      return []
  }
}

export function canMove(from: OrderStatus, to: OrderStatus, deliveryType: DeliveryType): boolean {
  return nextStatuses(from, deliveryType).includes(to)
}

/** Orders that still need the kitchen's attention. */
export function isOpenStatus(status: OrderStatus): boolean {
  return status !== 'COMPLETED' && status !== 'CANCELLED'
}
