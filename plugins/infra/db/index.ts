import fp from 'fastify-plugin'
import { sql } from 'kysely'
import { type Dialect, dialectOf, migrateToLatest, openDatabase } from './connection.js'
import type { DB } from './database.js'
import { localNotifications, type Notifications, postgresNotifications } from './instance-messages.js'
import { PooledWrites, type Writes } from './transactions.js'
import { WriteQueue } from './write-queue.js'

declare module 'fastify' {
  interface FastifyInstance {
    db: DB
    /** 'sqlite' or 'postgres', as DATABASE_URL chose. */
    dbDialect: Dialect
    /**
     * Transactions of the hot write path (orders): group commit on SQLite (one fsync for the
     * writes that arrive together), pooled transactions on PostgreSQL.
     */
    writeQueue: Writes
    /** Messages between the instances that share the database (LISTEN/NOTIFY on PostgreSQL). */
    notifications: Notifications
    /** True once the database answers a query; false after it was closed. */
    dbReady: () => Promise<boolean>
  }
}

interface DbPluginOptions {
  databaseUrl: string
  /** PostgreSQL connections per instance. */
  poolSize?: number
}

/** Kysely on SQLite (better-sqlite3) or PostgreSQL (pg): opened and migrated at start, closed with the app. */
export default fp<DbPluginOptions>(
  async (app, opts) => {
    const db = openDatabase(opts.databaseUrl, { poolSize: opts.poolSize, fromMigratedImage: true })
    const dialect = dialectOf(db)
    try {
      const applied = await migrateToLatest(db)
      if (applied.length > 0) app.log.info({ migrations: applied, dialect }, 'database migrated')
    } catch (error) {
      await db.destroy()
      throw error
    }
    const notifications =
      dialect === 'postgres'
        ? await postgresNotifications({
            connectionString: opts.databaseUrl,
            schema:
              (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
                ?.schema ?? 'public',
            send: async (channel, payload) => {
              await sql`select pg_notify(${channel}, ${payload})`.execute(db)
            },
            log: app.log.child({ component: 'notifications' }),
          }).catch(async (error) => {
            await db.destroy()
            throw error
          })
        : localNotifications()
    let closed = false
    app.decorate('db', db)
    app.decorate('notifications', notifications)
    app.decorate('dbDialect', dialect)
    const writes: Writes = dialect === 'postgres' ? new PooledWrites(db) : new WriteQueue(db)
    app.decorate('writeQueue', writes)
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
      await writes.drain()
      closed = true
      await notifications.close()
      await db.destroy()
    })
  },
  { name: 'db', fastify: '5.x' },
)
