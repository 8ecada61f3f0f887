import fp from 'fastify-plugin'
import editorRoutes from './editor-routes.js'
import { bumpVersion } from './repository.js'
import menuRoutes from './routes.js'
import { createMenuAnswers } from './service.js'
import { createMenuSnapshot, type MenuSnapshot, type OptionGroupsSource } from './snapshot.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The menu (docs/menu.md): the snapshot every reader takes, and what a writer calls after a change. */
    menu: {
      /** The catalog guests see now, with its version (no query). */
      current(): MenuSnapshot
      /**
       * Raises the catalog's version: call it inside the transaction that changes the menu tables
       * (`trx`), so that the change and its version commit together.
       */
      bumpVersion(trx: Parameters<typeof bumpVersion>[0]): Promise<number>
      /**
       * Call after that transaction has committed: this instance reloads the snapshot at once and
       * every instance is told (each reloads within a second, even when the message is lost).
       */
      published(): Promise<MenuSnapshot>
      /**
       * The options plugin hands over how to read each dish's option groups: every snapshot read
       * from then on carries them (`optionGroups`), and the catalog is read again at once.
       */
      attachOptions(source: OptionGroupsSource): Promise<MenuSnapshot>
    }
  }
}

/**
 * The menu catalog in the database, its snapshot, GET /api/menu and GET /api/menu/products/{id};
 * the menu editor's calls for staff (./editor-routes.ts).
 */
export default fp(
  async (app) => {
    const snapshot = createMenuSnapshot({
      db: app.db,
      notifications: app.notifications,
      log: app.log.child({ component: 'menu' }),
    })
    await snapshot.load()
    app.addHook('onClose', async () => snapshot.close())
    app.decorate('menu', {
      current: snapshot.current,
      bumpVersion: (trx) => bumpVersion(trx, app.now()),
      published: snapshot.published,
      attachOptions: snapshot.attachOptions,
    })
    await app.register(menuRoutes, { answers: createMenuAnswers(snapshot.current) })
    await app.register(editorRoutes)
  },
  { name: 'menu', dependencies: ['db', 'http', 'auth'] },
)
