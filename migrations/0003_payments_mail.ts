import type { Kysely } from 'kysely'
import { autoId, columnTypes } from './dialect.js'

// Online payments (PayU) and the e-mail outbox. An ONLINE order carries its payment state
// (PENDING, PAID, CANCELED) on the order itself, so that the kitchen's list can leave unpaid orders
// out; the provider's details live in `payments`. E-mails wait in `mail_outbox`, written in the
// same transaction as the order or the change they announce; one row per (order, kind).
export async function up(db: Kysely<unknown>): Promise<void> {
  // Instants: ISO 8601 text on SQLite, timestamptz on PostgreSQL.
  const { instant } = columnTypes(db)
  await db.schema.alterTable('orders').addColumn('payment_status', 'text').execute()

  await db.schema
    .createTable('payments')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_order_id', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount_grosze', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('customer_ip', 'text', (c) => c.notNull())
    .addColumn('redirect_url', 'text')
    .addColumn('last_error', 'text')
    .addColumn('refund_status', 'text')
    .addColumn('refund_id', 'text')
    .addColumn('refund_error', 'text')
    .addColumn('refund_at', instant)
    .addColumn('paid_at', instant)
    .addColumn('checked_at', instant)
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('payments_status').on('payments').columns(['status', 'created_at']).execute()

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', instant, (c) => c.notNull())
    .addColumn('locked_until', instant)
    .addColumn('last_error', 'text')
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('sent_at', instant)
    .execute()
  await db.schema
    .createIndex('mail_outbox_order_kind')
    .on('mail_outbox')
    .columns(['order_id', 'kind'])
    .unique()
    .execute()
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute()
  await db.schema.dropTable('payments').execute()
  await db.schema.alterTable('orders').dropColumn('payment_status').execute()
}
