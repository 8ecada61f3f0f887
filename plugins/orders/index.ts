import type { EventEmitter } from 'node:events'
import fp from 'fastify-plugin'
import { HttpError } from '../http/errors.js'
import { createOrderEvents, type OrderEventMap } from './events.js'
import { createOrderHooks, type OrderAccess, type OrderHooks } from './hooks.js'
import { createOrderFeed, type OrderFeed } from './live.js'
import { scheduleIdempotencyPruning } from './pruning.js'
import orderRoutes, { DEFAULT_ORDER_RATE_LIMIT } from './routes.js'
import { createOrderService } from './service.js'
import orderStream from './stream.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** New and moved orders, for this instance's open streams; they come from every instance (live.ts). */
    orderEvents: EventEmitter<OrderEventMap>
    /** Tells every instance of an order event; replays missed ones. */
    orderFeed: OrderFeed
    /** Where payments and mail hook into placing, moving and reading orders. */
    orderHooks: OrderHooks
    /** Reading and moving orders, for the capabilities that hook in. */
    orderAccess: OrderAccess
  }
}

interface OrdersPluginOptions {
  /** Orders per address per 10 minutes (ORDER_RATE_LIMIT); 0 turns the limit off. */
  orderRateLimit?: number
}

/** Orders: placed by guests (priced on the server, idempotent), run by staff through the lifecycle. */
export default fp<OrdersPluginOptions>(
  async (app, opts) => {
    const events = createOrderEvents()
    app.decorate('orderEvents', events)
    scheduleIdempotencyPruning(app)
    await app.register(orderStream)
    const hooks = createOrderHooks()
    app.decorate('orderHooks', hooks)
    const service = createOrderService(app, hooks)
    app.decorate('orderFeed', await createOrderFeed(app, events, (id) => service.find(id)))
    app.decorate('orderAccess', {
      find: (id: string) => service.find(id),
      setPaymentStatus: service.setPaymentStatus,
      announce: service.announce,
      move: async (id, from, to, actor, reason) => {
        const order = await service.find(id)
        if (order?.status !== from) return false
        try {
          await service.move(id, { status: to, reason }, actor, { system: true })
          return true
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 409) return false
          throw error
        }
      },
    } satisfies OrderAccess)
    await app.register(orderRoutes, {
      service,
      orderRateLimit: opts.orderRateLimit ?? DEFAULT_ORDER_RATE_LIMIT,
    })
  },
  { name: 'orders', dependencies: ['db', 'http', 'auth', 'site-status', 'promo-codes', 'rate-limit'] },
)
