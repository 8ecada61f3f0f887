import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SQLite from 'better-sqlite3'
import { type Generated, Kysely, Migrator, SqliteDialect } from 'kysely'
import { migrationProvider } from '../../migrations/index.js'
import type { PaymentStatus } from '../../schemas/enums.js'
import type { MailTables } from '../mail/tables.js'
import type { PaymentsTables } from '../payments/tables.js'

export interface StaffUsersTable {
  id: Generated<number>
  username: string
  password_hash: string
  disabled: number
  created_at: string
  updated_at: string
}

export interface SiteOverridesTable {
  date: string
  kind: 'OPEN' | 'CLOSED'
  created_by: string
  created_at: string
}

export interface SiteOverrideEventsTable {
  id: Generated<number>
  date: string
  action: 'OPEN_TODAY' | 'CLOSE_TODAY' | 'RESET_OVERRIDES'
  staff_username: string
  at: string
}

export interface PromoCodesTable {
  code: string
  type: 'PERCENTAGE' | 'FIXED'
  value_hundredths: number
  active: number
  valid_from: string | null
  valid_to: string | null
  max_uses: number | null
  uses: number
  created_by: string
  created_at: string
}

export interface OrdersTable {
  number: Generated<number>
  id: string
  status: string
  delivery_type: string
  payment_method: string
  order_time_type: string
  order_time: string | null
  expected_at: string
  estimated_ready_at: string | null
  customer_name: string
  customer_phone: string
  customer_email: string
  address_street: string | null
  address_building: string | null
  address_apartment: string | null
  address_floor: string | null
  address_postal_code: string | null
  address_city: string | null
  comment: string | null
  promo_code: string | null
  products_grosze: number
  discount_grosze: number
  delivery_grosze: number
  total_grosze: number
  language: string
  cancel_reason: string | null
  business_date: string
  /** ONLINE orders only: PENDING until paid, then PAID (or CANCELED); null for CASH and CARD. */
  payment_status: PaymentStatus | null
  created_at: string
  updated_at: string
}

export interface OrderLinesTable {
  order_id: string
  position: number
  product_id: string
  name: string
  unit_price_grosze: number
  count: number
  line_total_grosze: number
}

export interface OrderEventsTable {
  id: Generated<number>
  order_id: string
  from_status: string | null
  to_status: string
  reason: string | null
  actor: string
  at: string
}

export interface IdempotencyKeysTable {
  key: string
  request_hash: string
  status_code: number
  response_body: string
  order_id: string | null
  created_at: string
}

export interface PageViewsTable {
  id: Generated<number>
  path: string
  language: string
  visitor_id: string | null
  business_date: string
  at: string
}

export interface Database extends PaymentsTables, MailTables {
  staff_users: StaffUsersTable
  site_overrides: SiteOverridesTable
  site_override_events: SiteOverrideEventsTable
  promo_codes: PromoCodesTable
  orders: OrdersTable
  order_lines: OrderLinesTable
  order_events: OrderEventsTable
  idempotency_keys: IdempotencyKeysTable
  page_views: PageViewsTable
}

export type DB = Kysely<Database>

/** Path of the SQLite file named by DATABASE_URL (a plain path, `file:` URL or `:memory:`). */
export function sqlitePath(databaseUrl: string): string {
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
