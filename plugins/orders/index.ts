import type { EventEmitter } from 'node:events'
import fp from 'fastify-plugin'
import { createOrderEvents, type OrderEventMap } from './events.js'
import { createOrderFeed, type OrderFeed } from './live.js'
import { scheduleIdempotencyPruning } from './pruning.js'
import orderRoutes from './routes.js'
import { createOrderService } from './service.js'
import orderStream from './stream.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** New and moved orders, for this instance's open streams; they come from every instance (live.ts). */
    orderEvents: EventEmitter<OrderEventMap>
    /** Tells every instance of an order event; replays missed ones. */
    orderFeed: OrderFeed
  }
}

/** Orders: placed by guests (priced on the server, idempotent), run by staff through the lifecycle. */
export default fp(
  async (app) => {
    const events = createOrderEvents()
    app.decorate('orderEvents', events)
    const service = createOrderService(app)
    app.decorate('orderFeed', await createOrderFeed(app, events, service.find))
    scheduleIdempotencyPruning(app)
    await app.register(orderStream)
    await app.register(orderRoutes, { service })
  },
  { name: 'orders', dependencies: ['db', 'http', 'auth', 'site-status', 'promo-codes'] },
)
