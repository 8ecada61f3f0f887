import type { EventEmitter } from 'node:events'
import fp from 'fastify-plugin'
import calendarOrderRoutes from './calendar-orders.js'
import { type BoardUpdateMap, createBoardUpdates } from './feed/board-update.js'
import { createOrderFeed, type OrderFeed } from './feed/live-feed.js'
import orderStream from './feed/stream-route.js'
import invoicingRoutes from './lifecycle/invoicing.js'
import { scheduleIdempotencyPruning } from './lifecycle/pruning.js'
import reprintRoutes from './lifecycle/reprint.js'
import { readOrder } from './reads.js'
import orderRoutes, { DEFAULT_ORDER_RATE_LIMIT, DEFAULT_PAYMENT_RETRY_LIMIT } from './routes.js'
import { createOrderService, type OrderService } from './service.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Board updates (new and moved orders) for this instance's open streams, from every instance (feed/live-feed.ts). */
    boardUpdates: EventEmitter<BoardUpdateMap>
    /** Tells every instance of an order event; replays missed ones. */
    orderFeed: OrderFeed
    /** The order workflow: placing, moving, settling payments, reading (service.ts). */
    orders: OrderService
  }
}

interface OrdersPluginOptions {
  /** Orders per address per 10 minutes (ORDER_RATE_LIMIT); 0 turns the limit off. */
  orderRateLimit?: number
  /** Payment retries per order and address per 10 minutes (PAYMENT_RETRY_LIMIT). */
  paymentRetryLimit?: number
  /** Minutes an unpaid ONLINE order holds its slot and promo-code use (UNPAID_HOLD_MINUTES). */
  unpaidHoldMinutes?: number
  /** Unpaid ONLINE orders per address per hold (UNPAID_ORDER_RATE_LIMIT); 0 turns the limit off. */
  unpaidOrderRateLimit?: number
  /** How often the order stream sends its heartbeat (25 s; tests use a short one). */
  streamHeartbeatMs?: number
}

/** Unpaid ONLINE orders are looked for this often (they are cancelled when their hold ends). */
const EXPIRY_SWEEP_MS = 60_000
const DEFAULT_UNPAID_HOLD_MINUTES = 15
const DEFAULT_UNPAID_ORDER_RATE_LIMIT = 3

/**
 * Orders: placed by guests (priced on the server, idempotent), run by staff through the lifecycle,
 * paid online through the payments service, told to the guest through the mail service.
 */
export default fp<OrdersPluginOptions>(
  async (app, opts) => {
    const updates = createBoardUpdates()
    app.decorate('boardUpdates', updates)
    scheduleIdempotencyPruning(app)
    await app.register(orderStream, { heartbeatMs: opts.streamHeartbeatMs })
    const service = createOrderService(app, opts.unpaidHoldMinutes ?? DEFAULT_UNPAID_HOLD_MINUTES)
    app.decorate('orders', service)
    // An issued invoice goes to the order's address, with its PDF (docs/invoices.md, "The buyer's copy").
    app.invoices.onIssued(async (trx, orderId, invoice) => {
      const order = await readOrder(trx, orderId)
      // An order whose guest data was erased has no address left to write to.
      if (order?.customer.email) await app.mail.invoiceIssued(trx, order, invoice)
    })
    app.decorate('orderFeed', await createOrderFeed(app, updates, (id) => service.find(id)))
    await app.register(orderRoutes, {
      service,
      orderRateLimit: opts.orderRateLimit ?? DEFAULT_ORDER_RATE_LIMIT,
      paymentRetryLimit: opts.paymentRetryLimit ?? DEFAULT_PAYMENT_RETRY_LIMIT,
      unpaidOrderLimit: {
        max: opts.unpaidOrderRateLimit ?? DEFAULT_UNPAID_ORDER_RATE_LIMIT,
        windowMs: (opts.unpaidHoldMinutes ?? DEFAULT_UNPAID_HOLD_MINUTES) * 60_000,
      },
    })
    await app.register(reprintRoutes, { service })
    await app.register(invoicingRoutes, { service })
    await app.register(calendarOrderRoutes)
    // PayU's notifications: read by the payments service, settled by the order workflow.
    await app.register(app.payments.notifyRoutes, { settle: service.settlement.notified })

    if (app.payments.available) {
      const sweep = () =>
        service.expireUnpaid(app.log).catch((err) => app.log.error({ err }, 'expiring unpaid orders failed'))
      const timer = setInterval(sweep, EXPIRY_SWEEP_MS)
      timer.unref()
      app.addHook('onReady', async () => {
        void sweep()
      })
      app.addHook('onClose', async () => clearInterval(timer))
    }
  },
  {
    name: 'orders',
    dependencies: [
      'db',
      'http',
      'auth',
      'site-status',
      'availability',
      'options',
      'kitchen',
      'promo-codes',
      'rate-limit',
      'payments',
      'mail',
      'printing',
      'invoices',
    ],
  },
)
