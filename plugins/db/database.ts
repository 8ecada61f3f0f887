import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, SqliteDialect } from 'kysely'
import { migrationProvider } from '../../migrations/index.js'
import type { AnalyticsTables } from '../analytics/tables.js'
import type { AuthTables } from '../auth/tables.js'
import type { MailTables } from '../mail/tables.js'
import type { OrderTables } from '../orders/tables.js'
import type { PaymentsTables } from '../payments/tables.js'
import type { PromoCodeTables } from '../promo-codes/tables.js'
import type { SiteStatusTables } from '../site-status/tables.js'

/**
 * The whole schema, assembled from each capability's tables.ts: a capability owns its tables' types,
 * this plugin only puts them together for Kysely<Database>.
 */
export interface Database
  extends AuthTables,
    SiteStatusTables,
    PromoCodeTables,
    OrderTables,
    PaymentsTables,
    MailTables,
    AnalyticsTables {}

export type DB = Kysely<Database>

/** Path of the SQLite file named by DATABASE_URL (a plain path, `file:` URL or `:memory:`). */
function sqlitePath(databaseUrl: string): string {
  if (databaseUrl === ':memory:') return databaseUrl
  if (databaseUrl.startsWith('file:')) return decodeURIComponent(new URL(databaseUrl).pathname)
  if (databaseUrl.startsWith('sqlite:')) return databaseUrl.slice('sqlite:'.length)
  return databaseUrl
}

/** Opens the SQLite database with the durability settings the product relies on. */
export function openDatabase(databaseUrl: string): DB {
  const path = sqlitePath(databaseUrl)
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const sqlite = new SQLite(path)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
}

/** Applies every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: DB): Promise<string[]> {
  // Migrations are written against an untyped schema (they are frozen in time).
  const migrator = new Migrator({ db: db as unknown as Kysely<unknown>, provider: migrationProvider })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : ''
    throw new Error(`Migration failed${name}: ${error instanceof Error ? error.message : String(error)}`)
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
