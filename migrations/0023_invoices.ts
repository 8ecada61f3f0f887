import { type Kysely, sql } from 'kysely'
import { autoId, columnTypes } from './dialect.js'

// VAT invoices issued in KSeF from completed orders. Frozen in time: no application types; values
// spelled out.
// - invoice_settings: one row (id 1) of what the owner set in the staff area; a null column falls
//   back to the configuration (KSEF_ENV, SELLER_…, INVOICE_NUMBER_PATTERN). enabled: 1 on, 0 off,
//   null "on when the token and the seller are set". token_sealed: the KSeF token encrypted with a
//   key derived from JWT_SECRET (AES-256-GCM), never the token itself.
// - invoice_counters: the last number given per (pattern, period); taken in the transaction that
//   writes the invoice, so a number is given once and a rolled-back transaction gives it back.
// - invoices: one row per invoice to issue (INVOICE, or the CORRECTION of one), with its number,
//   its data (JSON), its XML and the XML's SHA-256 fixed when the row is written, before the first
//   attempt; the queue's state (status, attempts, next_attempt_at, locked_until: the lease of the
//   instance sending it) and what KSeF answered (session and invoice reference, KSeF number, UPO).
export async function up(db: Kysely<unknown>): Promise<void> {
  const { instant } = columnTypes(db)
  await db.schema
    .createTable('invoice_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('enabled', 'integer', (c) => c.check(sql`enabled is null or enabled in (0, 1)`))
    .addColumn('environment', 'text', (c) =>
      c.check(sql`environment is null or environment in ('test', 'demo', 'production')`),
    )
    .addColumn('seller_nip', 'text')
    .addColumn('seller_name', 'text')
    .addColumn('seller_address_line1', 'text')
    .addColumn('seller_address_line2', 'text')
    .addColumn('number_pattern', 'text')
    .addColumn('token_sealed', 'text')
    .addColumn('updated_at', instant, (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('invoice_counters')
    .addColumn('pattern', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull().check(sql`last_number >= 1`))
    .addPrimaryKeyConstraint('invoice_counters_pk', ['pattern', 'period'])
    .execute()

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('INVOICE', 'CORRECTION')`))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('issue_date', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('xml', 'text', (c) => c.notNull())
    .addColumn('xml_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('PENDING', 'SENDING', 'ISSUED', 'FAILED')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', instant, (c) => c.notNull())
    .addColumn('locked_until', instant)
    .addColumn('last_error', 'text')
    .addColumn('first_failed_at', instant)
    .addColumn('ksef_session_ref', 'text')
    .addColumn('ksef_invoice_ref', 'text')
    .addColumn('ksef_number', 'text')
    .addColumn('upo', 'text')
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('issued_at', instant)
    .execute()
  await db.schema.createIndex('invoices_once').on('invoices').columns(['order_id', 'kind']).unique().execute()
  await db.schema
    .createIndex('invoices_queue')
    .on('invoices')
    .columns(['status', 'next_attempt_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoices').execute()
  await db.schema.dropTable('invoice_counters').execute()
  await db.schema.dropTable('invoice_settings').execute()
}
