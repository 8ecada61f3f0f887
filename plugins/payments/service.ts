import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { toGrosze } from '../../domain/money.js'
import type { StaffOrder } from '../../schemas/orders.js'
import type { PaymentStart } from '../../schemas/payments.js'
import type { DB } from '../db/database.js'
import { HttpError } from '../http/errors.js'
import { type PayuClient, PayuError, type PayuOrder } from './payu.js'
import {
  findPayment,
  insertPayment,
  type PaymentRow,
  paymentsOf,
  stalePendingPayments,
  updatePayment,
} from './repository.js'
import {
  amountMismatch,
  type Notification,
  type NotificationOutcome,
  PaymentSettlement,
} from './settlement.js'

// The orders capability's hook types, read from the decorators it registers (app.orderHooks).
type OrderHooks = FastifyInstance['orderHooks']
type OrderAccess = FastifyInstance['orderAccess']
type PlacedOrder = Parameters<OrderHooks['placed'][number]>[1]
type OrderMove = Parameters<OrderHooks['moving'][number]>[1]
type PlacementContext = Parameters<OrderHooks['answering'][number]>[1]

/** An unpaid ONLINE order is cancelled this long after it was placed. */
const PAYMENT_TIMEOUT_MS = 30 * 60 * 1000
/** The thank-you page's fallback asks PayU about a pending payment at most this often. */
const STATUS_CHECK_INTERVAL_MS = 10_000

const EXPIRED_REASON = 'Płatność online nie została dokończona w ciągu 30 minut.'

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
  client: PayuClient
  orders: OrderAccess
  log: FastifyBaseLogger
  now: () => Date
  publicUrl: string
}

/** Online payment through PayU: the pending payment, the redirect, notifications, expiry, refunds. */
export class PaymentsService {
  private readonly starting = new Map<string, Promise<PaymentStart>>()
  private readonly settlement: PaymentSettlement

  constructor(private readonly options: PaymentsServiceOptions) {
    this.settlement = new PaymentSettlement(options)
  }

  private get db() {
    return this.options.db
  }

  /** In the order's transaction: an ONLINE order gets its pending payment. */
  async placed(trx: DB, order: PlacedOrder): Promise<void> {
    if (order.paymentMethod !== 'ONLINE') return
    await insertPayment(trx, {
      orderId: order.id,
      amountGrosze: order.totalGrosze,
      customerIp: customerIp(order.ip ?? ''),
      at: this.options.now(),
    })
  }

  /**
   * After the commit: the PayU order is created (once, also for a replayed request) and the 201
   * answer carries the page to pay on. PayU unreachable or refusing → HttpError 502 with a code; the
   * order stays unpaid and hidden from the kitchen, and a retry with the same Idempotency-Key tries
   * PayU again.
   */
  async answering(
    placed: { id: string; paymentMethod: string },
    context: PlacementContext,
  ): Promise<{ payment: PaymentStart } | undefined> {
    if (placed.paymentMethod !== 'ONLINE') return undefined
    const payment = await findPayment(this.db, placed.id)
    const order = payment && payment.status !== 'PAID' ? await context.load() : undefined
    if (!payment || !order) return undefined
    const pl = order.language !== 'en'
    if (payment.status === 'CANCELED') {
      throw new HttpError(
        409,
        pl
          ? 'Płatność za to zamówienie została anulowana. Złóż zamówienie ponownie.'
          : 'The payment for this order was cancelled. Please place the order again.',
        'PAYMENT_CANCELED',
        'paymentMethod',
      )
    }
    if (payment.redirect_url) return { payment: this.start(payment.redirect_url) }
    let pending = this.starting.get(order.id)
    if (!pending) {
      pending = this.createPayuOrder(order, payment, context).finally(() => this.starting.delete(order.id))
      this.starting.set(order.id, pending)
    }
    return { payment: await pending }
  }

  private start(redirectUrl: string): PaymentStart {
    return { provider: 'PAYU', status: 'PENDING', redirectUrl }
  }

  private async createPayuOrder(
    order: StaffOrder,
    payment: PaymentRow,
    context: PlacementContext,
  ): Promise<PaymentStart> {
    const { publicUrl, client, now } = this.options
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
      const created = await client.createOrder({
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
        this.db,
        order.id,
        { provider_order_id: created.orderId, redirect_url: created.redirectUri, last_error: null },
        now(),
      )
      context.log.info({ orderId: order.id, payuOrderId: created.orderId }, 'PayU order created')
      return this.start(created.redirectUri)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      await updatePayment(this.db, order.id, { last_error: message.slice(0, 500) }, now())
      context.log.error({ orderId: order.id, err: error }, 'PayU order creation failed')
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

  /** A signed notification: the order's payment moves on, or its refund's outcome is recorded. */
  notification(notification: Notification, log: FastifyBaseLogger): Promise<NotificationOutcome> {
    return this.settlement.notification(notification, log)
  }

  /** When staff cancel a paid order, PayU is asked to refund it; the outcome is recorded. */
  async moved(order: StaffOrder, move: OrderMove, log: FastifyBaseLogger): Promise<void> {
    if (move.to !== 'CANCELLED' || order.paymentMethod !== 'ONLINE') return
    await this.settlement.refund(order, log)
  }

  /** Refunds a paid order in full (staff's retry); a refund asked for or done is not asked again. */
  refund(order: Pick<StaffOrder, 'id' | 'number'>, log: FastifyBaseLogger): Promise<PaymentRow | undefined> {
    return this.settlement.refund(order, log)
  }

  /**
   * Adds the payment to orders read for staff (refund, last error) and for the guest; for the guest,
   * a payment still pending is checked with PayU (at most every 10 s): the fallback for a
   * notification that has not arrived.
   */
  async details(orders: StaffOrder[], view: 'staff' | 'guest', log: FastifyBaseLogger): Promise<void> {
    const online = orders.filter((o) => o.paymentMethod === 'ONLINE')
    if (online.length === 0) return
    let rows = await paymentsOf(
      this.db,
      online.map((o) => o.id),
    )
    if (view === 'guest') {
      const due = rows.filter((row) => this.checkDue(row))
      for (const row of due) await this.check(row, log)
      if (due.length > 0)
        rows = await paymentsOf(
          this.db,
          online.map((o) => o.id),
        )
    }
    for (const order of online) {
      const row = rows.find((r) => r.order_id === order.id)
      if (!row) continue
      order.payment = {
        provider: 'PAYU',
        status: row.status,
        refund: row.refund_status
          ? { status: row.refund_status, at: row.refund_at, error: row.refund_error }
          : null,
        lastError: row.last_error,
      }
      if (row.status === 'CANCELED' && order.status === 'NEW') order.status = 'CANCELLED'
    }
  }

  private checkDue(row: PaymentRow): boolean {
    if (row.status !== 'PENDING' || !row.provider_order_id) return false
    const last = row.checked_at ? Date.parse(row.checked_at) : 0
    return this.options.now().getTime() - last >= STATUS_CHECK_INTERVAL_MS
  }

  /** Asks PayU for the order's status and applies it (the same rules as a notification). */
  private async check(row: PaymentRow, log: FastifyBaseLogger): Promise<PayuOrder | null> {
    const { client, now } = this.options
    await updatePayment(this.db, row.order_id, { checked_at: now().toISOString() }, now())
    try {
      const order = await client.retrieveOrder(row.provider_order_id!)
      const mismatch = amountMismatch(row, order)
      if (mismatch) {
        log.warn(
          { orderId: row.order_id, ...mismatch },
          'PayU order status ignored: amount or currency differs',
        )
        return null
      }
      await this.settlement.apply(row, order.status, log)
      return order
    } catch (error) {
      log.warn({ orderId: row.order_id, err: error }, 'PayU order status check failed')
      return null
    }
  }

  /**
   * Cancels ONLINE orders still unpaid 30 minutes after they were placed: PayU is asked first (a
   * payment whose notification was lost counts as paid), then its order is cancelled there too.
   */
  async expireUnpaid(log: FastifyBaseLogger): Promise<number> {
    const { client, now } = this.options
    const stale = await stalePendingPayments(this.db, new Date(now().getTime() - PAYMENT_TIMEOUT_MS))
    let cancelled = 0
    for (const row of stale) {
      const status = row.provider_order_id ? await this.check(row, log) : null
      const current = await findPayment(this.db, row.order_id)
      if (current?.status !== 'PENDING') continue
      // Cancelled here first, then at PayU (whose CANCELED notification then changes nothing).
      await this.settlement.markCanceled(current, EXPIRED_REASON, log)
      cancelled++
      if (row.provider_order_id && status?.status !== 'CANCELED') {
        await client.cancelOrder(row.provider_order_id).catch((err) => {
          log.warn({ orderId: row.order_id, err }, 'PayU order could not be cancelled')
        })
      }
    }
    if (cancelled > 0) log.info({ cancelled }, 'unpaid online orders cancelled')
    return cancelled
  }
}
