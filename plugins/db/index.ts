import fp from 'fastify-plugin'
import { sql } from 'kysely'
import { type DB, migrateToLatest, openDatabase } from './database.js'
import { WriteQueue } from './write-queue.js'

declare module 'fastify' {
  interface FastifyInstance {
    db: DB
    /** Group commit for hot writes (orders): one fsync for the writes that arrive together. */
    writeQueue: WriteQueue
    /** True once the database answers a query; false after it was closed. */
    dbReady: () => Promise<boolean>
  }
}

interface DbPluginOptions {
  databaseUrl: string
}

/** Kysely on better-sqlite3: opened and migrated at start, closed when the app closes. */
export default fp<DbPluginOptions>(
  async (app, opts) => {
    const db = openDatabase(opts.databaseUrl)
    const applied = await migrateToLatest(db)
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated')
    let closed = false
    app.decorate('db', db)
    const writeQueue = new WriteQueue(db)
    app.decorate('writeQueue', writeQueue)
    app.decorate('dbReady', async () => {
      if (closed) return false
      try {
        await sql`select 1`.execute(db)
        return true
      } catch {
        return false
      }
    })
    app.addHook('onClose', async () => {
      // Orders already queued are committed (and answered) before the database closes.
      await writeQueue.drain()
      closed = true
      await db.destroy()
    })
  },
  { name: 'db', fastify: '5.x' },
)
