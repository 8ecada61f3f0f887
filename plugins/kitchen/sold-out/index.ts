import fp from 'fastify-plugin'
import availabilityRoutes from './routes.js'
import { type AvailabilityService, createAvailabilityService } from './service.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Sold out: what the order placement asks before it takes an order. */
    availability: Pick<AvailabilityService, 'current' | 'requireAvailable'>
  }
}

/** Sold out ("86"): products and categories switched off by the staff (docs/kitchen.md). */
export default fp(
  async (app) => {
    const service = createAvailabilityService({
      db: app.db,
      now: () => app.now(),
      notifications: app.notifications,
      menu: () => app.menu.current(),
      onError: (err) => app.log.error({ err }, 'other instances not told of the availability change'),
    })
    app.addHook('onClose', async () => service.close())
    app.decorate('availability', { current: service.current, requireAvailable: service.requireAvailable })
    await app.register(availabilityRoutes, { service })
  },
  { name: 'availability', dependencies: ['db', 'http', 'auth', 'menu'] },
)
