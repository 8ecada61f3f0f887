import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { StaffOrder } from '../../schemas/orders.js'
import type { DB } from '../db/database.js'
import type { PayuClient, PayuOrder, PayuOrderStatus } from './payu.js'
import { findPayment, findPaymentByProviderId, type PaymentRow, updatePayment } from './repository.js'

/**
 * How a payment moves on once it exists: PayU's signed notifications and status answers (PAID,
 * CANCELED, the amount checked), and refunds with their outcome. PaymentsService (service.ts)
 * creates payments, shows them, asks PayU when a notification is late, and expires unpaid ones.
 */

type OrderAccess = FastifyInstance['orderAccess']

const CANCELED_REASON = 'Płatność online została anulowana.'

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

/** What a notification did: 200, or a 4xx with a reason (the notification changed nothing). */
export type NotificationOutcome =
  | { ok: true }
  | { ok: false; statusCode: 404 | 409 | 422; code: string; message: string }

export interface SettlementOptions {
  db: DB
  client: PayuClient
  orders: OrderAccess
  now: () => Date
}

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

export class PaymentSettlement {
  constructor(private readonly options: SettlementOptions) {}

  private get db() {
    return this.options.db
  }

  /** A signed notification: the order's payment moves on, or its refund's outcome is recorded. */
  async notification(notification: Notification, log: FastifyBaseLogger): Promise<NotificationOutcome> {
    const providerOrderId = notification.kind === 'order' ? notification.order.orderId : notification.orderId
    const extOrderId = notification.kind === 'order' ? notification.order.extOrderId : notification.extOrderId
    const payment = await findPaymentByProviderId(this.db, providerOrderId)
    if (!payment || (extOrderId !== undefined && extOrderId !== payment.order_id)) {
      log.warn({ providerOrderId, extOrderId }, 'PayU notification for an unknown order refused')
      return { ok: false, statusCode: 404, code: 'PAYMENT_NOT_FOUND', message: 'Nie znaleziono płatności.' }
    }
    if (notification.kind === 'refund') {
      await this.refundOutcome(payment, notification.refund, log)
      return { ok: true }
    }
    const mismatch = amountMismatch(payment, notification.order)
    if (mismatch) {
      log.warn(
        { orderId: payment.order_id, ...mismatch },
        'PayU notification refused: amount or currency differs',
      )
      return {
        ok: false,
        statusCode: 422,
        code: 'PAYMENT_AMOUNT_MISMATCH',
        message: 'Kwota lub waluta płatności nie zgadza się z zamówieniem.',
      }
    }
    await this.apply(payment, notification.order.status, log)
    return { ok: true }
  }

  /** Applies PayU's status: COMPLETED → PAID, CANCELED → CANCELED; a PAID payment never goes back. */
  async apply(payment: PaymentRow, status: PayuOrderStatus | string, log: FastifyBaseLogger) {
    if (status === 'COMPLETED') await this.markPaid(payment, log)
    else if (status === 'CANCELED') await this.markCanceled(payment, CANCELED_REASON, log)
  }

  private async markPaid(payment: PaymentRow, log: FastifyBaseLogger): Promise<void> {
    const { now, orders } = this.options
    const id = payment.order_id
    const changed = await this.db.transaction().execute(async (trx) => {
      const current = await findPayment(trx, id)
      if (!current || current.status === 'PAID') return false
      const at = now()
      // Conditional: of two instances told at once (notification, the guest's return), one wins.
      const paid = { status: 'PAID', paid_at: at.toISOString() } as const
      if (!(await updatePayment(trx, id, paid, at, ['PENDING', 'CANCELED']))) return false
      await orders.setPaymentStatus(trx, id, ['PENDING', 'CANCELED'], 'PAID')
      return true
    })
    if (!changed) return
    log.info({ orderId: id }, 'online payment completed')
    const order = await orders.find(id)
    if (order?.status === 'CANCELLED') {
      // The money arrived after the order was cancelled (it was not paid in time): it goes back.
      log.warn({ orderId: id }, 'payment completed for a cancelled order: refunding')
      await this.refund(order, log)
      await orders.announce(id, 'updated')
    } else {
      await orders.announce(id, 'created')
    }
  }

  async markCanceled(payment: PaymentRow, reason: string, log: FastifyBaseLogger): Promise<void> {
    const { now, orders } = this.options
    const id = payment.order_id
    // A payment that is no longer pending (paid meanwhile) is left alone: PAID never goes back.
    if ((await findPayment(this.db, id))?.status !== 'PENDING') return
    // The order first: should the process stop in between, the payment is still PENDING and the
    // expiry finishes the job.
    await orders.move(id, 'NEW', 'CANCELLED', 'system', reason)
    const changed = await this.db.transaction().execute(async (trx) => {
      if (!(await updatePayment(trx, id, { status: 'CANCELED' }, now(), ['PENDING']))) return false
      await orders.setPaymentStatus(trx, id, ['PENDING'], 'CANCELED')
      return true
    })
    if (changed) log.info({ orderId: id, reason }, 'online payment cancelled')
  }

  private async refundOutcome(
    payment: PaymentRow,
    refund: { refundId?: string; status: string },
    log: FastifyBaseLogger,
  ): Promise<void> {
    const status = refund.status === 'FINALIZED' ? 'DONE' : refund.status === 'CANCELED' ? 'FAILED' : null
    if (!status || payment.refund_status === 'DONE') return
    await updatePayment(
      this.db,
      payment.order_id,
      {
        refund_status: status,
        refund_id: refund.refundId ?? payment.refund_id,
        refund_error: status === 'FAILED' ? 'PayU anulowało zwrot.' : null,
        refund_at: this.options.now().toISOString(),
      },
      this.options.now(),
    )
    log.info({ orderId: payment.order_id, refund: status }, 'PayU refund notification')
    await this.options.orders.announce(payment.order_id, 'updated')
  }

  /** Refunds a paid order in full; a refund already asked for (or done) is not asked again. */
  async refund(
    order: Pick<StaffOrder, 'id' | 'number'>,
    log: FastifyBaseLogger,
  ): Promise<PaymentRow | undefined> {
    const { client, now } = this.options
    const payment = await findPayment(this.db, order.id)
    if (payment?.status !== 'PAID' || !payment.provider_order_id) return payment
    if (payment.refund_status === 'REQUESTED' || payment.refund_status === 'DONE') return payment
    try {
      const refund = await client.refund(payment.provider_order_id, {
        description: `Zwrot: zamówienie nr ${order.number}`,
        extRefundId: `${order.id}-refund`,
      })
      await updatePayment(
        this.db,
        order.id,
        {
          refund_status: refund.status === 'FINALIZED' ? 'DONE' : 'REQUESTED',
          refund_id: refund.refundId,
          refund_error: null,
          refund_at: now().toISOString(),
        },
        now(),
      )
      log.info({ orderId: order.id, refundId: refund.refundId }, 'PayU refund requested')
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      await updatePayment(
        this.db,
        order.id,
        { refund_status: 'FAILED', refund_error: message.slice(0, 500), refund_at: now().toISOString() },
        now(),
      )
      log.error({ orderId: order.id, err: error }, 'PayU refund failed')
    }
    return findPayment(this.db, order.id)
  }
}
