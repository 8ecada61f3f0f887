import { formatDate, formatTime, warsawDate } from '../../../domain/hours.js'
import { normalizePolishPhone } from '../../../domain/order-rules.js'
import type { Language, OrderStatus } from '../../../schemas/enums.js'
import type { StaffOrder } from '../../../schemas/orders.js'
import type { Translator } from '../../i18n/index.js'

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

export function deliveryLabel(t: T, order: Pick<StaffOrder, 'deliveryType'>): string {
  return order.deliveryType === 'COURIER' ? t('manage.delivery.COURIER') : t('manage.delivery.SELF')
}

export function paymentLabel(t: T, order: Pick<StaffOrder, 'paymentMethod' | 'payment'>): string {
  switch (order.paymentMethod) {
    case 'CASH':
      return t('manage.payment.CASH')
    case 'CARD':
      return t('manage.payment.CARD')
    default:
      switch (order.payment?.status) {
        case 'PAID':
          return t('manage.payment.PAID')
        case 'PENDING':
          return t('manage.payment.PENDING')
        case 'CANCELED':
          return t('manage.payment.CANCELED')
        default:
          return t('manage.payment.ONLINE')
      }
  }
}

/** 'Jak najszybciej' or the requested time ('18:30', with the date when it is not today). */
export function requestedTimeLabel(t: T, order: StaffOrder, lang: Language, now: Date = new Date()): string {
  if (order.orderTimeType !== 'DATE' || !order.orderTime) return t('manage.order.asap')
  const at = new Date(order.orderTime)
  if (Number.isNaN(at.getTime())) return t('manage.order.asap')
  const time = formatTime(at, lang)
  return warsawDate(at) === warsawDate(now)
    ? t('manage.order.at', { time })
    : t('manage.order.atDate', { date: formatDate(at, lang), time })
}

export function addressLines(order: StaffOrder): string[] {
  const a = order.address
  if (!a) return []
  const flat = a.apartment ? `/${a.apartment}` : ''
  return [`${a.street} ${a.buildingNumber}${flat}`, `${a.postalCode} ${a.city}`]
}

/** A tel: link target: +48XXXXXXXXX for Polish numbers, the digits otherwise. */
export function telHref(phone: string): string {
  return `tel:${normalizePolishPhone(phone) ?? phone.replace(/[^\d+]/g, '')}`
}

/** When the order was placed, Warsaw time. */
export function placedAt(order: StaffOrder, lang: Language): string {
  const at = new Date(order.createdAt)
  return Number.isNaN(at.getTime()) ? '' : formatTime(at, lang)
}
