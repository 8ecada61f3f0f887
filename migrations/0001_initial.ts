import { type Kysely, sql } from 'kysely'
import { autoId, columnTypes } from './dialect.js'

// Frozen in time: this migration never imports application types.
// Money is stored in integer grosze; instants as ISO 8601 UTC text (timestamptz on PostgreSQL);
// dates as Warsaw 'YYYY-MM-DD' (date on PostgreSQL).

export async function up(db: Kysely<unknown>): Promise<void> {
  const { instant, date } = columnTypes(db)
  const id = autoId(db)
  await db.schema
    .createTable('staff_users')
    .addColumn('id', 'integer', id)
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('site_overrides')
    .addColumn('date', date, (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('OPEN', 'CLOSED')`))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('site_override_events')
    .addColumn('id', 'integer', id)
    .addColumn('date', date, (c) => c.notNull())
    .addColumn('action', 'text', (c) =>
      c.notNull().check(sql`action in ('OPEN_TODAY', 'CLOSE_TODAY', 'RESET_OVERRIDES')`),
    )
    .addColumn('staff_username', 'text', (c) => c.notNull())
    .addColumn('at', instant, (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('promo_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('PERCENTAGE', 'FIXED')`))
    .addColumn('value_hundredths', 'integer', (c) => c.notNull().check(sql`value_hundredths > 0`))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('valid_from', date)
    .addColumn('valid_to', date)
    .addColumn('max_uses', 'integer')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('orders')
    .addColumn('number', 'integer', id)
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('delivery_type', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('order_time_type', 'text', (c) => c.notNull())
    .addColumn('order_time', instant)
    .addColumn('expected_at', instant, (c) => c.notNull())
    .addColumn('estimated_ready_at', instant)
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_phone', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('address_street', 'text')
    .addColumn('address_building', 'text')
    .addColumn('address_apartment', 'text')
    .addColumn('address_floor', 'text')
    .addColumn('address_postal_code', 'text')
    .addColumn('address_city', 'text')
    .addColumn('comment', 'text')
    .addColumn('promo_code', 'text')
    .addColumn('products_grosze', 'integer', (c) => c.notNull())
    .addColumn('discount_grosze', 'integer', (c) => c.notNull())
    .addColumn('delivery_grosze', 'integer', (c) => c.notNull())
    .addColumn('total_grosze', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('cancel_reason', 'text')
    .addColumn('business_date', date, (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('orders_business_date')
    .on('orders')
    .columns(['business_date', 'status'])
    .execute()

  await db.schema
    .createTable('order_lines')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit_price_grosze', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('line_total_grosze', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_lines_pk', ['order_id', 'position'])
    .execute()

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'integer', id)
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('at', instant, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('order_events_order').on('order_events').column('order_id').execute()

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response_body', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.references('orders.id'))
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('idempotency_keys_created')
    .on('idempotency_keys')
    .column('created_at')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'idempotency_keys',
    'order_events',
    'order_lines',
    'orders',
    'promo_codes',
    'site_override_events',
    'site_overrides',
    'staff_users',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
