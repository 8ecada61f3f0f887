import fp from 'fastify-plugin'
import kitchenRoutes from './routes.js'
import { createKitchenService, type KitchenService } from './service.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The kitchen's settings, the pause, the calendar and the slots' capacity (docs/kitchen.md). */
    kitchen: KitchenService
  }
}

/**
 * The kitchen's levers: capacity per slot, busy mode, the delivery area, the pause's storage and
 * the calendar of holidays and special hours. The site status (pause routes, the schedule with the
 * calendar) and order placement (the refusals, the slot's place) read them through `app.kitchen`.
 */
export default fp(
  async (app) => {
    const service = createKitchenService({
      db: app.db,
      postgres: app.dbDialect === 'postgres',
      now: () => app.now(),
      notifications: app.notifications,
      onError: (err) => app.log.error({ err }, 'other instances not told of the kitchen change'),
    })
    app.addHook('onClose', async () => service.close())
    app.decorate('kitchen', service)
    await app.register(kitchenRoutes, { service })
  },
  { name: 'kitchen', dependencies: ['db', 'http', 'auth'], fastify: '5.x' },
)
