import type { FastifyBaseLogger } from 'fastify'
import type { DB } from '#infra/db/database.js'
import { HttpError } from '#infra/http/errors.js'
import type { StaffOrder } from '#schemas/orders.js'
import type { PaymentInfo, PaymentStart } from '#schemas/payments.js'
import type { PayuClient, PayuOrderStatus } from './payu/client.js'
import {
  amountMismatch,
  type Notification,
  type NotificationOutcome,
  readNotification,
} from './payu/notifications.js'
import { blikAttemptOf, createPayuOrder, type PayableOrder, paymentStartOf } from './payu/payment-order.js'
import { refundAttempt, refundPayment } from './refunds.js'
import {
  claimForSweep,
  claimNextAttempt,
  findPayment,
  insertPayment,
  type PaymentRow,
  paymentsOf,
  stalePendingPayments,
  updatePayment,
} from './repository.js'

/**
 * A claim on a pending payment (a retry making its attempt, or the sweep cancelling it) lasts until
 * the work is done, at most this long (PayU's client times out sooner; a process that stops in
 * between leaves a claim that ends by itself).
 */
const RETRY_CLAIM_MS = 60_000

/** The thank-you page's fallback asks PayU about a pending payment at most this often. */
const STATUS_CHECK_INTERVAL_MS = 10_000

/**
 * PayU wants the guest's own address: an IPv4 address mapped into IPv6 is written as IPv4.
 * @internal Exported for its tests; production uses it within this module.
 */
export function customerIp(ip: string): string {
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice('::ffff:'.length) : ip
}

export interface PaymentsServiceOptions {
  db: DB
  /** Null when PayU is not configured: ONLINE is refused and nothing is asked of PayU. */
  client: PayuClient | null
  now: () => Date
  publicUrl: string
}

export type { PayableOrder }

/** What PayU says of one of its orders (an attempt's): its status. */
export interface ProviderWord {
  status: PayuOrderStatus
  providerOrderId: string
}

/**
 * Online payment through PayU: the pending payment, the page to pay on, what PayU says about it
 * (notifications, status checks), refunds. It knows nothing of orders beyond the ids and amounts it
 * is given: the order workflow (plugins/orders) calls it and decides what a payment's news does to
 * the order.
 */
export function createPaymentsService(options: PaymentsServiceOptions) {
  const { db, client, now, publicUrl } = options
  const starting = new Map<string, Promise<PaymentStart>>()

  /**
   * PayU's status of a payment's current PayU order, once its amount and currency are checked;
   * null when unknown.
   */
  async function askProvider(row: PaymentRow, log: FastifyBaseLogger): Promise<ProviderWord | null> {
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
      return { status: order.status, providerOrderId: row.provider_order_id }
    } catch (error) {
      log.warn({ orderId: row.order_id, err: error }, 'PayU order status check failed')
      return null
    }
  }

  return {
    /** Whether guests may pay online (PayU is configured). */
    available: client !== null,
    /** Whether PayU takes a BLIK code typed on our page (PAYU_BLIK_CODE=1). */
    blikCodeAvailable: client?.config.blikCode === true,

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
     * cancelled meanwhile → 409. A retry asks PayU again. With a BLIK code typed on our page the
     * answer is the code's attempt instead of a page (docs/checkout.md, BLIK).
     */
    async start(
      order: PayableOrder,
      log: FastifyBaseLogger,
      blikCode?: string,
    ): Promise<PaymentStart | undefined> {
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
      const started = paymentStartOf(payment, now())
      if (started) return started
      let pending = starting.get(order.id)
      if (!pending) {
        pending = createPayuOrder({ db, now, publicUrl }, client, order, payment, log, blikCode).finally(() =>
          starting.delete(order.id),
        )
        starting.set(order.id, pending)
      }
      return pending
    },

    /**
     * A new attempt for an unpaid payment (a refused or expired BLIK code, or the guest changing
     * method): a new PayU order, with a new code or PayU's page; the previous PayU order is
     * cancelled there. Undefined when there is nothing to pay again (no payment, paid, cancelled);
     * IN_PROGRESS when another attempt for the order is being made right now.
     */
    async restart(
      order: PayableOrder,
      blikCode: string | undefined,
      log: FastifyBaseLogger,
    ): Promise<PaymentStart | 'IN_PROGRESS' | undefined> {
      const payment = await findPayment(db, order.id)
      if (payment?.status !== 'PENDING' || !client) return undefined
      const at = now()
      // One attempt at a time: a retry while one is being made, or the loser of a race, gets 409.
      const busy = payment.locked_until !== null && new Date(payment.locked_until).getTime() > at.getTime()
      if (busy || !(await claimNextAttempt(db, payment, at, new Date(at.getTime() + RETRY_CLAIM_MS)))) {
        return 'IN_PROGRESS'
      }
      const fresh = {
        attempt: payment.attempt + 1,
        provider_order_id: null,
        redirect_url: null,
        method: null,
        blik_status: null,
      }
      // The previous attempt's PayU order goes (its CANCELED notification is then an old attempt's).
      if (payment.provider_order_id) {
        await client.cancelOrder(payment.provider_order_id).catch((err) => {
          log.warn({ orderId: order.id, err }, 'previous PayU order could not be cancelled')
        })
      }
      return createPayuOrder({ db, now, publicUrl }, client, order, { ...payment, ...fresh }, log, blikCode)
    },

    /**
     * PayU cancelled a BLIK code's attempt (declined in the bank app, or expired): recorded, and true,
     * so that the order stays for another attempt; false for any other payment.
     */
    async attemptFailed(orderId: string): Promise<boolean> {
      const row = await findPayment(db, orderId)
      if (row?.status !== 'PENDING' || row.method !== 'BLIK') return false
      if (row.blik_status === 'WAITING') await updatePayment(db, orderId, { blik_status: 'CANCELED' }, now())
      return true
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
            ...(row.method === 'BLIK' ? { blik: blikAttemptOf(row, now()) } : {}),
          },
        ]),
      )
    },

    /**
     * The thank-you page's fallback for a notification that has not arrived: a pending payment is
     * checked with PayU, at most every 10 s. Answers PayU's status, or null when not asked.
     */
    async checkIfDue(orderId: string, log: FastifyBaseLogger): Promise<ProviderWord | null> {
      const row = await findPayment(db, orderId)
      if (row?.status !== 'PENDING' || !row.provider_order_id) return null
      const last = row.checked_at ? Date.parse(row.checked_at) : 0
      if (now().getTime() - last < STATUS_CHECK_INTERVAL_MS) return null
      return askProvider(row, log)
    },

    /**
     * Pending payments created before `before` (the guest has not paid in time), with PayU's word;
     * each claimed for this sweep (RETRY_CLAIM_MS), so that instances sweeping at once share the
     * work instead of repeating it.
     */
    async unpaidSince(before: Date, log: FastifyBaseLogger) {
      const stale = await stalePendingPayments(db, before)
      const unpaid: { orderId: string; provider: ProviderWord | null; atProvider: boolean }[] = []
      for (const row of stale) {
        const at = now()
        if (!(await claimForSweep(db, row.order_id, at, new Date(at.getTime() + RETRY_CLAIM_MS)))) continue
        unpaid.push({
          orderId: row.order_id,
          provider: await askProvider(row, log),
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
     * In the caller's transaction: the payment becomes PAID, settled by the PayU order
     * `providerOrderId` (any of its attempts), if it was still PENDING or CANCELED. Conditional: of
     * two instances told at once (a notification, the guest's return), one wins.
     */
    async markPaid(trx: DB, orderId: string, providerOrderId: string): Promise<boolean> {
      const current = await findPayment(trx, orderId)
      if (!current || current.status === 'PAID') return false
      const at = now()
      const paid = { status: 'PAID', paid_at: at.toISOString(), provider_order_id: providerOrderId } as const
      return updatePayment(trx, orderId, paid, at, { status: ['PENDING', 'CANCELED'] })
    },

    /** Whether the PayU order `providerOrderId` is the one that settled the order's payment. */
    async settledBy(orderId: string, providerOrderId: string): Promise<boolean> {
      const row = await findPayment(db, orderId)
      return row?.status === 'PAID' && row.provider_order_id === providerOrderId
    },

    /** Gives back the money of an attempt that PayU completed but that did not settle its order. */
    refundAttempt(
      order: Pick<StaffOrder, 'id' | 'number'>,
      providerOrderId: string,
      log: FastifyBaseLogger,
    ): Promise<void> {
      return refundAttempt({ db, client, now }, order, providerOrderId, log)
    },

    /** In the caller's transaction: a still PENDING payment becomes CANCELED. */
    markCanceled(trx: DB, orderId: string): Promise<boolean> {
      return updatePayment(trx, orderId, { status: 'CANCELED' }, now(), { status: ['PENDING'] })
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
