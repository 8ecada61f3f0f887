import fp from 'fastify-plugin'
import optionRoutes from './routes.js'
import { createOptionsService, type OptionsService } from './service.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Dish options: each dish's groups at an instant, for the menu and the order placement. */
    menuOptions: Pick<OptionsService, 'groupsAt'>
  }
}

/** Dish options (docs/menu.md, "Options"): option groups, their dishes and today's switch-offs. */
export default fp(
  async (app) => {
    const service = createOptionsService({
      db: app.db,
      writes: app.writeQueue,
      now: () => app.now(),
      notifications: app.notifications,
      productExists: (id) => app.menu.current().productById(id) !== undefined,
      bumpVersion: (trx, expected) => app.menu.bumpVersion(trx, expected),
      recordChange: (trx, entry) => app.menu.recordChange(trx, entry),
      onChange: () => app.menu.published(),
      onError: (err) => app.log.error({ err }, 'other instances not told of the options change'),
    })
    app.addHook('onClose', async () => service.close())
    app.decorate('menuOptions', { groupsAt: service.groupsAt })
    await app.register(optionRoutes, { service })
    await app.menu.attachOptions(service.freshGroups)
  },
  { name: 'options', dependencies: ['db', 'http', 'auth', 'menu'] },
)
