/**
 * `npm run db:copy -- --from ./data/sushi.db --to postgres://user:pass@host:5432/sushi`
 *
 * Moves a restaurant from its SQLite file to PostgreSQL: both are migrated to the latest schema,
 * every row is copied in one PostgreSQL transaction (nothing is left half-copied), the numbering
 * (order numbers, event ids) continues after the copied rows, and the row counts are compared.
 * The target must be empty; the SQLite file is only read. Stop the site (or let it take no orders)
 * while copying.
 */
import { pathToFileURL } from 'node:url'
import { type Kysely, sql } from 'kysely'
import { dialectOf, migrateToLatest, openDatabase } from '#infra/db/connection.js'
import type { Database } from '#infra/db/database.js'

/**
 * Tables in an order that satisfies their foreign keys, with the key that orders their rows.
 * `seeded`: the migrations fill it (the menu's seed); the copy replaces those rows.
 */
const TABLES: { table: keyof Database; orderBy: string; identity?: string; seeded?: true }[] = [
  { table: 'menu_pictures', orderBy: 'hash' },
  { table: 'menu_picture_files', orderBy: 'hash' },
  { table: 'menu_categories', orderBy: 'id', seeded: true },
  { table: 'menu_products', orderBy: 'id', seeded: true },
  { table: 'menu_product_categories', orderBy: 'product_id', seeded: true },
  { table: 'menu_version', orderBy: 'id', seeded: true },
  { table: 'menu_redirects', orderBy: 'old_slug' },
  { table: 'menu_changes', orderBy: 'id', identity: 'id' },
  { table: 'menu_availability', orderBy: 'key' },
  { table: 'option_groups', orderBy: 'id' },
  { table: 'dish_options', orderBy: 'id' },
  { table: 'product_option_groups', orderBy: 'product_id' },
  { table: 'option_availability', orderBy: 'option_id' },
  { table: 'staff_users', orderBy: 'id', identity: 'id' },
  { table: 'staff_recovery_codes', orderBy: 'id', identity: 'id' },
  { table: 'staff_policy', orderBy: 'id' },
  { table: 'audit_log', orderBy: 'id', identity: 'id' },
  { table: 'site_overrides', orderBy: 'date' },
  { table: 'site_override_events', orderBy: 'id', identity: 'id' },
  { table: 'calendar_days', orderBy: 'date' },
  { table: 'kitchen_settings', orderBy: 'id' },
  { table: 'kitchen_slots', orderBy: 'slot_start' },
  { table: 'promo_codes', orderBy: 'code' },
  { table: 'orders', orderBy: 'number', identity: 'number' },
  { table: 'order_lines', orderBy: 'order_id' },
  { table: 'order_events', orderBy: 'id', identity: 'id' },
  { table: 'idempotency_keys', orderBy: 'key' },
  { table: 'page_views', orderBy: 'id', identity: 'id' },
  { table: 'page_view_days', orderBy: 'business_date' },
  { table: 'page_view_day_paths', orderBy: 'business_date' },
  { table: 'payments', orderBy: 'order_id' },
  { table: 'payment_attempts', orderBy: 'provider_order_id' },
  { table: 'mail_outbox', orderBy: 'id', identity: 'id' },
  { table: 'printers', orderBy: 'id', identity: 'id' },
  { table: 'print_jobs', orderBy: 'id', identity: 'id' },
  // Invoicing: the owner's settings (the KSeF token stays sealed with JWT_SECRET's key: the new
  // database's server needs the same secret), the numbers used so far, and every invoice.
  { table: 'invoice_settings', orderBy: 'id' },
  { table: 'invoice_counters', orderBy: 'pattern' },
  { table: 'invoices', orderBy: 'id', identity: 'id' },
]

/**
 * Tables left behind on purpose. Staff sessions and remembered devices end with the move (staff
 * sign in again on the new database, and tick "remember" again on the kitchen's tablet); job locks
 * belong to running processes; each database keeps its own migration records; the VAT White List's
 * answers are a day's cache and its count a day's (the new database asks again).
 * A table in neither list stops the copy before anything is written, so that a table added later
 * is never silently left behind.
 */
const NOT_COPIED = new Set([
  'staff_sessions',
  'staff_devices',
  'job_locks',
  'kysely_migration',
  'kysely_migration_lock',
  'white_list_companies',
  'white_list_calls',
])

const BATCH = 500

export interface CopyReport {
  table: string
  rows: number
}

/** Copies every row of `from` (SQLite) into the empty `to` (PostgreSQL). */
export async function copyDatabase(from: Kysely<Database>, to: Kysely<Database>): Promise<CopyReport[]> {
  if (dialectOf(from) !== 'sqlite') throw new Error('--from must be a SQLite database')
  if (dialectOf(to) !== 'postgres') throw new Error('--to must be a postgres:// URL')
  await migrateToLatest(from)
  await migrateToLatest(to)
  const untypedFrom = from as unknown as Kysely<Record<string, Record<string, unknown>>>
  const untypedTo = to as unknown as Kysely<Record<string, Record<string, unknown>>>

  const known = new Set<string>([...TABLES.map((t) => t.table), ...NOT_COPIED])
  const tables = await sql<{
    name: string
  }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(from)
  const unknown = tables.rows.map((r) => r.name).filter((name) => !known.has(name))
  if (unknown.length > 0)
    throw new Error(`db:copy does not know the table(s) ${unknown.join(', ')}: nothing was copied.`)

  for (const { table } of TABLES.filter((t) => !t.seeded)) {
    const row = await untypedTo
      .selectFrom(table)
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow()
    if (Number(row.n) > 0)
      throw new Error(`The target is not empty: ${table} has ${row.n} rows. Copy into a new database.`)
  }

  const report: CopyReport[] = []
  await untypedTo.transaction().execute(async (trx) => {
    for (const { table } of TABLES.filter((t) => t.seeded).reverse()) await trx.deleteFrom(table).execute()
    for (const { table, orderBy, identity } of TABLES) {
      let copied = 0
      for (let offset = 0; ; offset += BATCH) {
        const rows = await untypedFrom
          .selectFrom(table)
          .selectAll()
          .orderBy(orderBy)
          .orderBy(sql`rowid`)
          .limit(BATCH)
          .offset(offset)
          .execute()
        if (rows.length === 0) break
        await trx.insertInto(table).values(rows).execute()
        copied += rows.length
      }
      if (identity) {
        // The next order number / id continues after the copied ones.
        await sql`select setval(pg_get_serial_sequence(${table}, ${identity}), coalesce((select max(${sql.ref(identity)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
          trx,
        )
      }
      const count = await trx
        .selectFrom(table)
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
      if (Number(count.n) !== copied)
        throw new Error(`${table}: copied ${copied} rows but ${count.n} are there`)
      report.push({ table, rows: copied })
    }
  })
  return report
}

function argument(name: string): string | undefined {
  const args = process.argv.slice(2)
  const at = args.indexOf(name)
  if (at !== -1) return args[at + 1]
  return args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1)
}

async function main() {
  const fromUrl = argument('--from')
  const toUrl = argument('--to') ?? process.env.DATABASE_URL
  if (!fromUrl || !toUrl) {
    console.error(
      'Usage: npm run db:copy -- --from ./data/sushi.db --to postgres://user:pass@host:5432/sushi',
    )
    process.exitCode = 2
    return
  }
  const from = openDatabase(fromUrl)
  const to = openDatabase(toUrl)
  try {
    const report = await copyDatabase(from, to)
    for (const { table, rows } of report) console.log(`${table.padEnd(22)} ${rows}`)
    console.log('Copied. Start the instances with DATABASE_URL set to the PostgreSQL URL.')
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  } finally {
    await from.destroy()
    await to.destroy()
  }
}

// Run as a command (npm run db:copy), not when a test imports copyDatabase.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
