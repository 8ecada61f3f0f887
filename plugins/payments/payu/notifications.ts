import type { FastifyBaseLogger } from 'fastify'
import type { DB } from '#infra/db/database.js'
import {
  type AttemptRow,
  findAttempt,
  findPayment,
  findPaymentByProviderId,
  type PaymentRow,
  updateAttempt,
  updatePayment,
} from '../repository.js'
import type { PayuOrder } from './client.js'
import { orderIdOfExt } from './payment-order.js'

/** A notification from PayU, once its signature and shape are checked. */
export type Notification =
  | {
      kind: 'order'
      order: {
        orderId: string
        extOrderId?: string
        status: string
        totalAmount: string
        currencyCode: string
      }
    }
  | { kind: 'refund'; orderId: string; extOrderId?: string; refund: { refundId?: string; status: string } }

/**
 * What a notification means for the order: PayU's new status of its payment (the order workflow
 * applies COMPLETED and CANCELED), or a refund's outcome, recorded here; or a 4xx with a reason
 * (the notification changed nothing).
 */
export type NotificationOutcome =
  | {
      ok: true
      orderId: string
      /** PayU's status of one attempt's PayU order (`providerOrderId`), or a refund's outcome. */
      news: { payment: string; providerOrderId: string } | { refund: 'DONE' | 'FAILED' } | null
    }
  | { ok: false; statusCode: 404 | 409 | 422; code: string; message: string }

/** The amounts that differ between our payment and PayU's order, or null when they agree. */
export function amountMismatch(payment: PaymentRow, order: Pick<PayuOrder, 'totalAmount' | 'currencyCode'>) {
  if (
    String(order.totalAmount) === String(payment.amount_grosze) &&
    order.currencyCode === payment.currency
  ) {
    return null
  }
  return {
    expected: { totalAmount: String(payment.amount_grosze), currencyCode: payment.currency },
    received: { totalAmount: order.totalAmount, currencyCode: order.currencyCode },
  }
}

/**
 * A refund's outcome as PayU tells it; recorded (on the payment, or on the attempt whose money went
 * back) unless the refund is done already.
 */
async function recordRefundOutcome(
  context: { db: DB; now: () => Date },
  refunded: {
    orderId: string
    attempt: AttemptRow | undefined
    current: Pick<PaymentRow, 'refund_status' | 'refund_id'>
  },
  refund: { refundId?: string; status: string },
  log: FastifyBaseLogger,
): Promise<'DONE' | 'FAILED' | null> {
  const status: 'DONE' | 'FAILED' | null =
    refund.status === 'FINALIZED' ? 'DONE' : refund.status === 'CANCELED' ? 'FAILED' : null
  if (!status || refunded.current.refund_status === 'DONE') return null
  const { db, now } = context
  const changes = {
    refund_status: status,
    refund_id: refund.refundId ?? refunded.current.refund_id,
    refund_error: status === 'FAILED' ? 'PayU anulowało zwrot.' : null,
    refund_at: now().toISOString(),
  }
  if (refunded.attempt) await updateAttempt(db, refunded.attempt.provider_order_id, changes)
  else await updatePayment(db, refunded.orderId, changes, now())
  log.info({ orderId: refunded.orderId, refund: status }, 'PayU refund notification')
  return status
}

/** Reads a signed notification: which payment, and whether its amount is ours. */
export async function readNotification(
  context: { db: DB; now: () => Date },
  notification: Notification,
  log: FastifyBaseLogger,
): Promise<NotificationOutcome> {
  const providerOrderId = notification.kind === 'order' ? notification.order.orderId : notification.orderId
  const extOrderId = notification.kind === 'order' ? notification.order.extOrderId : notification.extOrderId
  // The order's current PayU order, or any earlier attempt's (every attempt is kept).
  const current = await findPaymentByProviderId(context.db, providerOrderId)
  const attempt = current ? undefined : await findAttempt(context.db, providerOrderId)
  const payment = current ?? (attempt ? await findPayment(context.db, attempt.order_id) : undefined)
  if (!payment || (extOrderId !== undefined && orderIdOfExt(extOrderId) !== payment.order_id)) {
    // Neither id is logged: the extOrderId is the guest's order id.
    log.warn('PayU notification for an unknown order refused')
    return { ok: false, statusCode: 404, code: 'PAYMENT_NOT_FOUND', message: 'Nie znaleziono płatności.' }
  }
  const orderId = payment.order_id
  if (notification.kind === 'refund') {
    const refunded = { orderId, attempt, current: attempt ?? payment }
    const refund = await recordRefundOutcome(context, refunded, notification.refund, log)
    return { ok: true, orderId, news: refund ? { refund } : null }
  }
  // An earlier attempt (a new BLIK code or method followed): only its money counts.
  if (attempt && notification.order.status !== 'COMPLETED') return { ok: true, orderId, news: null }
  const mismatch = amountMismatch(payment, notification.order)
  if (mismatch) {
    log.warn({ orderId, ...mismatch }, 'PayU notification refused: amount or currency differs')
    return {
      ok: false,
      statusCode: 422,
      code: 'PAYMENT_AMOUNT_MISMATCH',
      message: 'Kwota lub waluta płatności nie zgadza się z zamówieniem.',
    }
  }
  return { ok: true, orderId, news: { payment: notification.order.status, providerOrderId } }
}
