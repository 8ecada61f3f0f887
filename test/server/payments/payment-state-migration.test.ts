/**
 * Migration 0014 (docs/checkout.md, "Paying again"): the payment's state is stored once
 * (payments.status; orders.payment_status goes), every PayU order an order had is kept as an
 * attempt. Existing rows come through: statuses, PayU ids, order numbers. Runs on PostgreSQL too.
 */
import { type Kysely, Migrator, sql } from 'kysely'
import t from 'tap'
import { dialectOf, migrateToLatest, openDatabase } from '#infra/db/connection.js'
import type { Database } from '#infra/db/database.js'
import { migrationProvider } from '#migrations/index.js'
import { freshDatabaseUrl } from '../../helpers/app.js'

const AT = '2026-11-25T14:00:00.000Z'

const order = (id: string, paymentMethod: string, paymentStatus: string | null) => ({
  id,
  status: 'NEW',
  delivery_type: 'SELF',
  payment_method: paymentMethod,
  order_time_type: 'ASAP',
  expected_at: AT,
  customer_name: 'Anna Kowalska',
  customer_phone: '+48600100200',
  customer_email: 'anna@example.pl',
  products_grosze: 3800,
  discount_grosze: 0,
  delivery_grosze: 0,
  total_grosze: 3800,
  language: 'pl',
  business_date: '2026-11-25',
  created_at: AT,
  updated_at: AT,
  payment_status: paymentStatus,
})

const payment = (orderId: string, status: string, providerOrderId: string | null, attempt = 1) => ({
  order_id: orderId,
  provider: 'PAYU',
  provider_order_id: providerOrderId,
  status,
  amount_grosze: 3800,
  currency: 'PLN',
  customer_ip: '83.12.34.56',
  attempt,
  created_at: AT,
  updated_at: AT,
})

t.test('one payment state, every attempt kept: existing rows survive 0014', async (t) => {
  const raw = openDatabase(await freshDatabaseUrl(t)) as unknown as Kysely<
    Record<string, Record<string, unknown>>
  >
  t.teardown(() => raw.destroy())
  const db = raw as unknown as Kysely<Database>
  const migrationTableSchema =
    dialectOf(db) === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(raw)).rows[0]?.schema
      : undefined
  const migrator = new Migrator({ db: raw, provider: migrationProvider, migrationTableSchema })
  t.notOk((await migrator.migrateTo('0009_kitchen')).error)

  await raw
    .insertInto('orders')
    .values(order('PAIDONE', 'ONLINE', 'PAID'))
    .execute()
  await raw
    .insertInto('orders')
    .values(order('WAITING', 'ONLINE', 'PENDING'))
    .execute()
  // Written by a process stopped between its two writes: the order's word is taken.
  await raw
    .insertInto('orders')
    .values(order('SPLIT', 'ONLINE', 'CANCELED'))
    .execute()
  await raw
    .insertInto('orders')
    .values(order('CASHONE', 'CASH', null))
    .execute()
  await raw
    .insertInto('payments')
    .values(payment('PAIDONE', 'PAID', 'PAYU-1', 2))
    .execute()
  await raw
    .insertInto('payments')
    .values(payment('WAITING', 'PENDING', null))
    .execute()
  await raw
    .insertInto('payments')
    .values(payment('SPLIT', 'PENDING', 'PAYU-3'))
    .execute()

  t.notOk((await migrateToLatest(db)).length === 0, 'migrated')

  const payments = await db
    .selectFrom('payments')
    .select(['order_id', 'status'])
    .orderBy('order_id')
    .execute()
  t.same(payments, [
    { order_id: 'PAIDONE', status: 'PAID' },
    { order_id: 'SPLIT', status: 'CANCELED' },
    { order_id: 'WAITING', status: 'PENDING' },
  ])
  const columns = (await db.introspection.getTables()).find((table) => table.name === 'orders')!.columns
  t.notOk(
    columns.some((c) => c.name === 'payment_status'),
    'the order no longer carries a copy of the payment state',
  )
  const attempts = await db
    .selectFrom('payment_attempts')
    .select(['provider_order_id', 'order_id', 'attempt'])
    .orderBy('provider_order_id')
    .execute()
  t.same(attempts, [
    { provider_order_id: 'PAYU-1', order_id: 'PAIDONE', attempt: 2 },
    { provider_order_id: 'PAYU-3', order_id: 'SPLIT', attempt: 1 },
  ])
  const { payment_status: _, ...next } = order('NEXT', 'CASH', null)
  const inserted = await db
    .insertInto('orders')
    .values(next as never)
    .returning('number')
    .executeTakeFirstOrThrow()
  t.equal(inserted.number, 5, 'order numbers continue')
  t.equal((await db.selectFrom('orders').select('id').execute()).length, 5, 'every order is kept')
  await t.rejects(
    db
      .insertInto('payment_attempts')
      .values({ provider_order_id: 'X', order_id: 'NOBODY', attempt: 1, created_at: AT } as never)
      .execute(),
    'an attempt belongs to an order',
  )
})
