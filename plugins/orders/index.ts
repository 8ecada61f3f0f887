import type { EventEmitter } from 'node:events'
import fp from 'fastify-plugin'
import { createOrderEvents, type OrderEventMap } from './events.js'
import { scheduleIdempotencyPruning } from './pruning.js'
import orderRoutes from './routes.js'
import { createOrderService } from './service.js'
import orderStream from './stream.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** New and moved orders, for the staff board's live stream. */
    orderEvents: EventEmitter<OrderEventMap>
  }
}

/** Orders: placed by guests (priced on the server, idempotent), run by staff through the lifecycle. */
export default fp(
  async (app) => {
    app.decorate('orderEvents', createOrderEvents())
    scheduleIdempotencyPruning(app)
    await app.register(orderStream)
    await app.register(orderRoutes, { service: createOrderService(app) })
  },
  { name: 'orders', dependencies: ['db', 'http', 'auth', 'site-status', 'promo-codes'] },
)
