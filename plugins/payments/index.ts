import fp from 'fastify-plugin'
import type { PayuConfig } from '#server/config.js'
import { PayuClient } from './payu/client.js'
import { notifyRoutes } from './routes.js'
import { createPaymentsService, type PaymentsService } from './service.js'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Online payment through PayU, for the order workflow: `available` says whether guests may pay
     * online; `notifyRoutes` is PayU's notification route, registered by the workflow with its
     * settlement step.
     */
    payments: PaymentsService & { notifyRoutes: ReturnType<typeof notifyRoutes> }
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

/**
 * Payments: ONLINE orders paid through PayU REST API v2.1. A service the order workflow calls (it
 * knows no order beyond the ids and amounts it is given): the pending payment, the page to pay on,
 * PayU's notifications and status answers, refunds.
 */
export default fp<PaymentsPluginOptions>(
  async (app, opts) => {
    const client = opts.payu ? new PayuClient(opts.payu, { fetch: opts.fetch, now: () => app.now() }) : null
    const service = createPaymentsService({
      db: app.db,
      client,
      now: () => app.now(),
      publicUrl: opts.publicUrl,
    })
    app.decorate('payments', {
      ...service,
      notifyRoutes: notifyRoutes(service, opts.payu?.secondKey ?? null, opts.payu?.signatureAlgorithm),
    })
  },
  { name: 'payments', dependencies: ['db', 'http'] },
)
