import type { EventEmitter } from 'node:events'
import fp from 'fastify-plugin'
import { createOrderEvents, type OrderEventMap } from './events.js'
import { scheduleIdempotencyPruning } from './pruning.js'
import orderRoutes, { DEFAULT_ORDER_RATE_LIMIT } from './routes.js'
import { createOrderService } from './service.js'
import orderStream from './stream.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** New and moved orders, for the staff board's live stream. */
    orderEvents: EventEmitter<OrderEventMap>
  }
}

interface OrdersPluginOptions {
  /** Orders per address per 10 minutes (ORDER_RATE_LIMIT); 0 turns the limit off. */
  orderRateLimit?: number
}

/** Orders: placed by guests (priced on the server, idempotent), run by staff through the lifecycle. */
export default fp<OrdersPluginOptions>(
  async (app, opts) => {
    app.decorate('orderEvents', createOrderEvents())
    scheduleIdempotencyPruning(app)
    await app.register(orderStream)
    await app.register(orderRoutes, {
      service: createOrderService(app),
      orderRateLimit: opts.orderRateLimit ?? DEFAULT_ORDER_RATE_LIMIT,
    })
  },
  { name: 'orders', dependencies: ['db', 'http', 'auth', 'site-status', 'promo-codes', 'rate-limit'] },
)
