import type { Kysely } from 'kysely'
import { columnTypes } from './dialect.js'

// The checkout's details (docs/checkout.md). On the order: the free extras (null on orders placed
// before them; booleans as 0/1 integers on both databases), the courier's note, and the company a
// VAT invoice is for (null without an invoice). On the payment: how the current attempt is paid
// (BLIK: a code typed on our page), the BLIK code's fate (WAITING, REFUSED, CANCELED), the attempt's
// number (each new attempt is a new PayU order, `extOrderId` `<order id>-<attempt>` after the first)
// and when it started (the guest's two-minute countdown).
const ORDER_COLUMNS = [
  ['extras_chopsticks', 'integer'],
  ['extras_soy_sauce', 'integer'],
  ['extras_ginger', 'integer'],
  ['extras_wasabi', 'integer'],
  ['extras_cutlery', 'integer'],
  ['delivery_note', 'text'],
  ['invoice_nip', 'text'],
  ['invoice_company', 'text'],
  ['invoice_street', 'text'],
  ['invoice_building', 'text'],
  ['invoice_apartment', 'text'],
  ['invoice_postal_code', 'text'],
  ['invoice_city', 'text'],
] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  const { instant } = columnTypes(db)
  for (const [name, type] of ORDER_COLUMNS) {
    await db.schema.alterTable('orders').addColumn(name, type).execute()
  }
  await db.schema.alterTable('payments').addColumn('method', 'text').execute()
  await db.schema.alterTable('payments').addColumn('blik_status', 'text').execute()
  await db.schema
    .alterTable('payments')
    .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await db.schema.alterTable('payments').addColumn('attempt_at', instant).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['attempt_at', 'attempt', 'blik_status', 'method']) {
    await db.schema.alterTable('payments').dropColumn(name).execute()
  }
  for (const [name] of [...ORDER_COLUMNS].reverse()) {
    await db.schema.alterTable('orders').dropColumn(name).execute()
  }
}
