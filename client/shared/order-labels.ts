import { normalizePolishPhone } from '#domain/order-rules.js'
import type { OrderStatus } from '#schemas/enums.js'
import type { StaffOrder } from '#schemas/orders.js'
import type { Translator } from '../i18n/index.js'

type T = Translator['t']

export function statusLabel(t: T, status: OrderStatus): string {
  switch (status) {
    case 'NEW':
      return t('manage.status.NEW')
    case 'ACCEPTED':
      return t('manage.status.ACCEPTED')
    case 'READY':
      return t('manage.status.READY')
    case 'IN_DELIVERY':
      return t('manage.status.IN_DELIVERY')
    case 'COMPLETED':
      return t('manage.status.COMPLETED')
    case 'CANCELLED':
      return t('manage.status.CANCELLED')
  }
}

/** The button that moves an order to `to` (accept and cancel have forms of their own). */
export function moveLabel(t: T, to: OrderStatus, order: StaffOrder): string {
  switch (to) {
    case 'READY':
      return t('manage.move.READY')
    case 'IN_DELIVERY':
      return t('manage.move.IN_DELIVERY')
    case 'COMPLETED':
      return order.deliveryType === 'COURIER'
        ? t('manage.move.COMPLETED.courier')
        : t('manage.move.COMPLETED.self')
    case 'ACCEPTED':
      return t('manage.move.ACCEPTED')
    default:
      return t('manage.move.CANCELLED')
  }
}

/** A tel: link target: +48XXXXXXXXX for Polish numbers, the digits otherwise. */
export function telHref(phone: string): string {
  return `tel:${normalizePolishPhone(phone) ?? phone.replace(/[^\d+]/g, '')}`
}
