import fp from 'fastify-plugin'
import { createMenuAnswers } from './catalog/answers.js'
import { createOldAddresses } from './catalog/old-addresses.js'
import menuRoutes from './catalog/routes.js'
import { createMenuSnapshot, type MenuSnapshot, type OptionGroupsSource } from './catalog/snapshot.js'
import bulkRoutes from './editor/import-routes.js'
import editorRoutes from './editor/routes.js'
import { createMenuEditor } from './editor/service.js'
import { type ChangeEntry, prunePictures, recordChange } from './editor/store.js'
import pictureRoutes from './pictures/routes.js'
import { bumpVersion } from './repository.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The menu (docs/menu.md): the snapshot every reader takes, and what a writer calls after a change. */
    menu: {
      /** The catalog guests see now, with its version (no query). */
      current(): MenuSnapshot
      /**
       * Raises the catalog's version: call it inside the transaction that changes the menu tables
       * (`trx`), so that the change and its version commit together. With `expected` (the version
       * the write was based on, its If-Match), a menu that has moved on meanwhile refuses it: 409
       * `MENU_VERSION_CONFLICT`, and the transaction is rolled back.
       */
      bumpVersion(trx: Parameters<typeof bumpVersion>[0], expected?: number): Promise<number>
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
      /**
       * Writes an entry of the change log ("Historia zmian") inside the transaction of the change
       * it records: the options plugin's groups are logged beside the editor's dishes.
       */
      recordChange(trx: Parameters<typeof bumpVersion>[0], entry: ChangeEntry): Promise<void>
    }
    /**
     * Where an old address of a menu page is now (a dish's or category's slug changed, a dish moved
     * to another category), or null: the pages answer it with 301 (docs/menu.md, "Addresses").
     */
    menuRedirect(path: string): Promise<string | null>
  }
}

/** How long a photo no dish shows any more is kept (for pages and browsers that still name it). */
const UNUSED_PICTURE_MS = 7 * 24 * 60 * 60 * 1000
/** How often the unused photos are looked for. */
const PRUNE_EVERY_MS = 60 * 60 * 1000

/**
 * The menu catalog in the database, its snapshot, GET /api/menu and GET /api/menu/products/{id};
 * the menu editor's calls for staff (./editor/routes.ts, ./editor/import-routes.ts), the dish photos
 * (./picture-routes.ts) and the old addresses of its pages.
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
      bumpVersion: (trx, expected) => bumpVersion(trx, app.now(), expected),
      published: snapshot.published,
      attachOptions: snapshot.attachOptions,
      recordChange,
    })
    await app.register(menuRoutes, { answers: createMenuAnswers(snapshot.current) })
    app.decorate('menuRedirect', createOldAddresses(app.db, snapshot.current))

    const editor = createMenuEditor({
      db: app.db,
      writes: app.writeQueue,
      now: () => app.now(),
      menu: app.menu,
      log: app.log.child({ component: 'menu-editor' }),
    })
    await app.register(editorRoutes, { editor })
    await app.register(bulkRoutes, { editor })
    await app.register(pictureRoutes, { editor, db: app.db })

    const prune = setInterval(() => {
      prunePictures(app.db, new Date(app.now().getTime() - UNUSED_PICTURE_MS))
        .then((removed) => removed > 0 && app.log.info({ removed }, 'unused dish photos removed'))
        .catch((err) => app.log.error({ err }, 'unused dish photos not removed'))
    }, PRUNE_EVERY_MS)
    prune.unref()
    app.addHook('onClose', async () => clearInterval(prune))
  },
  { name: 'menu', dependencies: ['db', 'http', 'auth'] },
)
