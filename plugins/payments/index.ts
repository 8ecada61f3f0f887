import fp from 'fastify-plugin'
import type { PayuConfig } from '../../server/config.js'
import { PayuClient } from './payu.js'
import { notifyRoutes, staffRoutes } from './routes.js'
import { PaymentsService } from './service.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Online payment through PayU (only when PayU is configured). */
    payments: PaymentsService
  }
}

interface PaymentsPluginOptions {
  /** Null: ONLINE is refused (site-status says so) and the notify route answers 404. */
  payu: PayuConfig | null
  /** Origin PayU sends notifications to and brings the guest back to. */
  publicUrl: string
  /** Replaces fetch (tests). */
  fetch?: typeof fetch
}

/** Unpaid ONLINE orders are looked for this often (they are cancelled 30 minutes after placing). */
const EXPIRY_SWEEP_MS = 60_000

/**
 * Payments: ONLINE orders paid through PayU REST API v2.1. Hooks into the orders capability: the
 * pending payment is written with the order, the 201 answer carries PayU's page, the kitchen sees
 * the order once PayU says it is paid, and a paid order that staff cancel is refunded.
 */
export default fp<PaymentsPluginOptions>(
  async (app, opts) => {
    if (!opts.payu) {
      await app.register(notifyRoutes(null, ''))
      await app.register(staffRoutes(null))
      return
    }
    const client = new PayuClient(opts.payu, { fetch: opts.fetch, now: () => app.now() })
    const service = new PaymentsService({
      db: app.db,
      client,
      orders: app.orderAccess,
      log: app.log,
      now: () => app.now(),
      publicUrl: opts.publicUrl,
    })
    app.decorate('payments', service)

    const hooks = app.orderHooks
    hooks.placed.push((trx, order) => service.placed(trx, order))
    hooks.answering.push((order, context) => service.answering(order, context))
    hooks.moved.push((order, move) => service.moved(order, move, app.log))
    hooks.details.push((orders, view) => service.details(orders, view, app.log))

    await app.register(notifyRoutes(service, opts.payu.secondKey))
    await app.register(staffRoutes(service))

    const sweep = () =>
      service.expireUnpaid(app.log).catch((err) => app.log.error({ err }, 'expiring unpaid orders failed'))
    const timer = setInterval(sweep, EXPIRY_SWEEP_MS)
    timer.unref()
    app.addHook('onReady', async () => {
      void sweep()
    })
    app.addHook('onClose', async () => clearInterval(timer))
  },
  { name: 'payments', dependencies: ['db', 'http', 'auth', 'orders'] },
)
