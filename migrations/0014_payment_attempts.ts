import { type Kysely, sql } from 'kysely'
import { columnTypes, dropChecks } from './dialect.js'

// Payments, stored once (docs/checkout.md, "Paying again"). Frozen in time: no application types.
// - payment_attempts: every PayU order ever made for an order (its attempt number, when), so that a
//   notification about any attempt finds its order; an attempt that was paid but did not settle the
//   order carries its own refund. Filled from each payment's current PayU order.
// - payments.locked_until: while a new attempt is being made, the next one waits (one at a time).
// - orders.payment_status goes: the payment's state is payments.status alone. A payment whose row
//   said otherwise than its order takes the order's word first (the two were written together).
export async function up(db: Kysely<unknown>): Promise<void> {
  const { instant } = columnTypes(db)
  await db.schema
    .createTable('payment_attempts')
    .addColumn('provider_order_id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('attempt', 'integer', (c) => c.notNull().check(sql`attempt >= 1`))
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('refund_status', 'text', (c) =>
      c.check(sql`refund_status is null or refund_status in ('REQUESTED', 'DONE', 'FAILED')`),
    )
    .addColumn('refund_id', 'text')
    .addColumn('refund_error', 'text')
    .addColumn('refund_at', instant)
    .execute()
  await db.schema.createIndex('payment_attempts_order').on('payment_attempts').column('order_id').execute()
  await sql`
    insert into payment_attempts (provider_order_id, order_id, attempt, created_at)
    select provider_order_id, order_id, attempt, coalesce(attempt_at, created_at)
    from payments where provider_order_id is not null`.execute(db)
  await db.schema.alterTable('payments').addColumn('locked_until', instant).execute()

  await sql`
    update payments set status = (select o.payment_status from orders o where o.id = payments.order_id)
    where exists (
      select 1 from orders o where o.id = payments.order_id
        and o.payment_status is not null and o.payment_status <> payments.status)`.execute(db)
  await dropChecks(db, 'orders', ['orders_payment_status_check'])
  await db.schema.alterTable('orders').dropColumn('payment_status').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('payment_status', 'text').execute()
  await sql`
    update orders set payment_status = (select p.status from payments p where p.order_id = orders.id)
    where payment_method = 'ONLINE'`.execute(db)
  await db.schema.alterTable('payments').dropColumn('locked_until').execute()
  await db.schema.dropTable('payment_attempts').execute()
}
