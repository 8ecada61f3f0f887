import { type Kysely, sql } from 'kysely'
import { autoId, columnTypes } from './dialect.js'

// Kitchen printers and their print jobs. Frozen in time: no application types; values spelled out.
// - printers: how each printer is reached (DIRECT: host and port; CLOUDPRNT: the secret in the URL
//   it polls), its paper, copies, which tickets it prints and when, its code page, the age beyond
//   which a waiting job is no longer printed by itself; its lease (one instance sends to it at a
//   time), its retry time and what the last attempt or poll said.
// - print_jobs: one row per ticket to print, written in the transaction of the event that causes
//   it; unique per (printer, order, kind, copy, reprint): an event seen twice adds nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  const { instant } = columnTypes(db)
  await db.schema
    .createTable('printers')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('DIRECT', 'CLOUDPRNT')`))
    .addColumn('host', 'text')
    .addColumn('port', 'integer', (c) => c.check(sql`port is null or (port between 1 and 65535)`))
    .addColumn('secret', 'text')
    .addColumn('paper_width', 'integer', (c) => c.notNull().check(sql`paper_width in (58, 80)`))
    .addColumn('copies', 'integer', (c) => c.notNull().check(sql`copies between 1 and 5`))
    .addColumn('kitchen_ticket', 'text', (c) =>
      c.notNull().check(sql`kitchen_ticket in ('PLACED', 'ACCEPTED', 'NONE')`),
    )
    .addColumn('courier_copy', 'integer', (c) => c.notNull().check(sql`courier_copy in (0, 1)`))
    .addColumn('codepage', 'text', (c) => c.notNull().check(sql`codepage in ('cp852', 'windows1250')`))
    .addColumn('max_age_minutes', 'integer', (c) =>
      c.notNull().check(sql`max_age_minutes between 1 and 1440`),
    )
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', instant)
    .addColumn('retry_at', instant)
    .addColumn('offline_since', instant)
    .addColumn('last_error', 'text')
    .addColumn('last_seen_at', instant)
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .addCheckConstraint(
      'printers_address_check',
      sql`(kind = 'DIRECT' and host is not null and port is not null and secret is null) or (kind = 'CLOUDPRNT' and secret is not null and host is null and port is null)`,
    )
    .execute()

  await db.schema
    .createTable('print_jobs')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('printer_id', 'integer', (c) => c.notNull().references('printers.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('KITCHEN', 'COURIER', 'TEST')`))
    .addColumn('copy', 'integer', (c) => c.notNull().check(sql`copy between 1 and 5`))
    .addColumn('reprint', 'integer', (c) => c.notNull().check(sql`reprint >= 0`))
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('WAITING', 'SENDING', 'PRINTED', 'FAILED', 'EXPIRED')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', instant, (c) => c.notNull())
    .addColumn('locked_until', instant)
    .addColumn('last_error', 'text')
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('printed_at', instant)
    .execute()
  await db.schema
    .createIndex('print_jobs_once')
    .on('print_jobs')
    .columns(['printer_id', 'order_id', 'kind', 'copy', 'reprint'])
    .unique()
    .execute()
  await db.schema
    .createIndex('print_jobs_queue')
    .on('print_jobs')
    .columns(['printer_id', 'status', 'id'])
    .execute()
  await db.schema.createIndex('print_jobs_order').on('print_jobs').column('order_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('print_jobs').execute()
  await db.schema.dropTable('printers').execute()
}
