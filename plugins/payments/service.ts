import type { FastifyBaseLogger } from 'fastify'
import { toGrosze } from '../../domain/money.js'
import type { StaffOrder } from '../../schemas/orders.js'
import type { PaymentInfo, PaymentStart } from '../../schemas/payments.js'
import type { DB } from '../db/database.js'
import { HttpError } from '../http/errors.js'
import {
  amountMismatch,
  type Notification,
  type NotificationOutcome,
  readNotification,
} from './notifications.js'
import { type PayuClient, PayuError, type PayuOrderStatus } from './payu.js'
import { refundPayment } from './refunds.js'
import {
  findPayment,
  insertPayment,
  type PaymentRow,
  paymentsOf,
  stalePendingPayments,
  updatePayment,
} from './repository.js'

/** The thank-you page's fallback asks PayU about a pending payment at most this often. */
const STATUS_CHECK_INTERVAL_MS = 10_000

/**
 * PayU wants the guest's own address: an IPv4 address mapped into IPv6 is written as IPv4.
 * @internal Exported for its tests; production uses it within this module.
 */
export function customerIp(ip: string): string {
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice('::ffff:'.length) : ip
}

function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/)
  return parts.length > 1
    ? { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1)! }
    : { firstName: parts[0] ?? name, lastName: '' }
}

export interface PaymentsServiceOptions {
  db: DB
  /** Null when PayU is not configured: ONLINE is refused and nothing is asked of PayU. */
  client: PayuClient | null
  now: () => Date
  publicUrl: string
}

/** What the order needs to be paid for: PayU lists its lines and the buyer. */
export type PayableOrder = Pick<StaffOrder, 'id' | 'number' | 'language' | 'items' | 'totals' | 'customer'>

const start = (redirectUrl: string): PaymentStart => ({ provider: 'PAYU', status: 'PENDING', redirectUrl })

/**
 * Online payment through PayU: the pending payment, the page to pay on, what PayU says about it
 * (notifications, status checks), refunds. It knows nothing of orders beyond the ids and amounts it
 * is given: the order workflow (plugins/orders) calls it and decides what a payment's news does to
 * the order.
 */
export function createPaymentsService(options: PaymentsServiceOptions) {
  const { db, client, now, publicUrl } = options
  const starting = new Map<string, Promise<PaymentStart>>()

  async function createPayuOrder(
    payu: PayuClient,
    order: PayableOrder,
    payment: PaymentRow,
    log: FastifyBaseLogger,
  ): Promise<PaymentStart> {
    const pl = order.language !== 'en'
    const products = order.items.map((item) => ({
      name: item.name,
      unitPrice: String(toGrosze(item.price)),
      quantity: String(item.count),
    }))
    if (order.totals.delivery > 0) {
      products.push({ name: 'Dostawa', unitPrice: String(toGrosze(order.totals.delivery)), quantity: '1' })
    }
    try {
      const created = await payu.createOrder({
        notifyUrl: `${publicUrl}/api/payments/payu/notify`,
        continueUrl: `${publicUrl}/dziekujemy/?id=${encodeURIComponent(order.id)}`,
        customerIp: payment.customer_ip,
        description: `Sakana Sushi — zamówienie nr ${order.number}`,
        currencyCode: 'PLN',
        totalAmount: String(payment.amount_grosze),
        extOrderId: order.id,
        buyer: {
          email: order.customer.email,
          phone: order.customer.phone,
          ...splitName(order.customer.name),
          language: pl ? 'pl' : 'en',
        },
        products,
      })
      await updatePayment(
        db,
        order.id,
        { provider_order_id: created.orderId, redirect_url: created.redirectUri, last_error: null },
        now(),
      )
      log.info({ orderId: order.id, payuOrderId: created.orderId }, 'PayU order created')
      return start(created.redirectUri)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      await updatePayment(db, order.id, { last_error: message.slice(0, 500) }, now())
      log.error({ orderId: order.id, err: error }, 'PayU order creation failed')
      if (error instanceof PayuError && error.kind === 'REFUSED') {
        throw new HttpError(
          502,
          pl
            ? 'PayU odrzuciło płatność za to zamówienie. Zamówienie nie zostało przekazane do realizacji — wybierz płatność gotówką lub kartą albo spróbuj ponownie później.'
            : 'PayU refused the payment for this order. The order has not been sent to the kitchen — please choose cash or card, or try again later.',
          'PAYMENT_REFUSED',
          'paymentMethod',
        )
      }
      throw new HttpError(
        502,
        pl
          ? 'Nie udało się połączyć z PayU. Zamówienie nie zostało przekazane do realizacji — spróbuj ponownie za chwilę albo wybierz płatność gotówką lub kartą.'
          : 'PayU could not be reached. The order has not been sent to the kitchen — please try again in a moment, or choose cash or card.',
        'PAYMENT_UNAVAILABLE',
        'paymentMethod',
      )
    }
  }

  /** PayU's status of a payment, once its amount and currency are checked; null when unknown. */
  async function askProvider(row: PaymentRow, log: FastifyBaseLogger): Promise<PayuOrderStatus | null> {
    if (!client || !row.provider_order_id) return null
    await updatePayment(db, row.order_id, { checked_at: now().toISOString() }, now())
    try {
      const order = await client.retrieveOrder(row.provider_order_id)
      const mismatch = amountMismatch(row, order)
      if (mismatch) {
        log.warn(
          { orderId: row.order_id, ...mismatch },
          'PayU order status ignored: amount or currency differs',
        )
        return null
      }
      return order.status
    } catch (error) {
      log.warn({ orderId: row.order_id, err: error }, 'PayU order status check failed')
      return null
    }
  }

  return {
    /** Whether guests may pay online (PayU is configured). */
    available: client !== null,

    /** In the order's transaction: an ONLINE order's pending payment, for its total. */
    async recordPending(trx: DB, order: { id: string; totalGrosze: number; ip: string }): Promise<void> {
      await insertPayment(trx, {
        orderId: order.id,
        amountGrosze: order.totalGrosze,
        customerIp: customerIp(order.ip),
        at: now(),
      })
    },

    /**
     * The page to pay on: PayU's order is created once (also for a replayed request); undefined when
     * the order is paid already. PayU unreachable or refusing → HttpError 502 with a code; a payment
     * cancelled meanwhile → 409. A retry asks PayU again.
     */
    async start(order: PayableOrder, log: FastifyBaseLogger): Promise<PaymentStart | undefined> {
      const payment = await findPayment(db, order.id)
      if (!payment || payment.status === 'PAID' || !client) return undefined
      if (payment.status === 'CANCELED') {
        throw new HttpError(
          409,
          order.language !== 'en'
            ? 'Płatność za to zamówienie została anulowana. Złóż zamówienie ponownie.'
            : 'The payment for this order was cancelled. Please place the order again.',
          'PAYMENT_CANCELED',
          'paymentMethod',
        )
      }
      if (payment.redirect_url) return start(payment.redirect_url)
      let pending = starting.get(order.id)
      if (!pending) {
        pending = createPayuOrder(client, order, payment, log).finally(() => starting.delete(order.id))
        starting.set(order.id, pending)
      }
      return pending
    },

    /** The payments of some orders as staff see them (refund, last error), by order id. */
    async of(orderIds: string[]): Promise<Map<string, PaymentInfo>> {
      const rows = await paymentsOf(db, orderIds)
      return new Map(
        rows.map((row) => [
          row.order_id,
          {
            provider: 'PAYU',
            status: row.status,
            refund: row.refund_status
              ? { status: row.refund_status, at: row.refund_at, error: row.refund_error }
              : null,
            lastError: row.last_error,
          },
        ]),
      )
    },

    /**
     * The thank-you page's fallback for a notification that has not arrived: a pending payment is
     * checked with PayU, at most every 10 s. Answers PayU's status, or null when not asked.
     */
    async checkIfDue(orderId: string, log: FastifyBaseLogger): Promise<PayuOrderStatus | null> {
      const row = await findPayment(db, orderId)
      if (row?.status !== 'PENDING' || !row.provider_order_id) return null
      const last = row.checked_at ? Date.parse(row.checked_at) : 0
      if (now().getTime() - last < STATUS_CHECK_INTERVAL_MS) return null
      return askProvider(row, log)
    },

    /** Pending payments created before `before` (the guest has not paid in time), with PayU's word. */
    async unpaidSince(before: Date, log: FastifyBaseLogger) {
      const stale = await stalePendingPayments(db, before)
      const unpaid: { orderId: string; providerStatus: PayuOrderStatus | null; atProvider: boolean }[] = []
      for (const row of stale) {
        unpaid.push({
          orderId: row.order_id,
          providerStatus: await askProvider(row, log),
          atProvider: row.provider_order_id !== null,
        })
      }
      return unpaid
    },

    /** The payment's status now (undefined: the order has no payment). */
    async statusOf(orderId: string) {
      return (await findPayment(db, orderId))?.status
    },

    /**
     * In the caller's transaction: the payment becomes PAID if it was still PENDING or CANCELED.
     * Conditional: of two instances told at once (a notification, the guest's return), one wins.
     */
    async markPaid(trx: DB, orderId: string): Promise<boolean> {
      const current = await findPayment(trx, orderId)
      if (!current || current.status === 'PAID') return false
      const at = now()
      const paid = { status: 'PAID', paid_at: at.toISOString() } as const
      return updatePayment(trx, orderId, paid, at, ['PENDING', 'CANCELED'])
    },

    /** In the caller's transaction: a still PENDING payment becomes CANCELED. */
    markCanceled(trx: DB, orderId: string): Promise<boolean> {
      return updatePayment(trx, orderId, { status: 'CANCELED' }, now(), ['PENDING'])
    },

    /** PayU is asked to cancel its order too (a failure is logged: PayU expires it anyway). */
    async cancelAtProvider(orderId: string, log: FastifyBaseLogger): Promise<void> {
      const row = await findPayment(db, orderId)
      if (!client || !row?.provider_order_id) return
      await client.cancelOrder(row.provider_order_id).catch((err) => {
        log.warn({ orderId, err }, 'PayU order could not be cancelled')
      })
    },

    /** Refunds a paid order in full; a refund already asked for (or done) is not asked again. */
    refund(order: Pick<StaffOrder, 'id' | 'number'>, log: FastifyBaseLogger): Promise<void> {
      return refundPayment({ db, client, now }, order, log)
    },

    /** A signed notification, read: the payment it concerns and its news (a refund is recorded). */
    notification(notification: Notification, log: FastifyBaseLogger): Promise<NotificationOutcome> {
      return readNotification({ db, now }, notification, log)
    },
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>
