/**
 * Migration 0004: the database itself refuses a payment or e-mail status the code does not know.
 * On SQLite the tables are rebuilt to get their checks: rows, indexes, foreign keys and the order
 * numbers' counter must come through unchanged. Runs on PostgreSQL too (test/postgres/).
 */
import { type Kysely, Migrator, sql } from 'kysely'
import t from 'tap'
import { dialectOf, openDatabase } from '#infra/db/connection.js'
import type { Database } from '#infra/db/database.js'
import { migrationProvider } from '#migrations/index.js'
import { freshDatabaseUrl } from '../../helpers/app.js'

const AT = '2026-11-25T14:00:00.000Z'

function order(id: string) {
  return {
    id,
    status: 'NEW',
    delivery_type: 'SELF',
    payment_method: 'ONLINE',
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
    payment_status: 'PENDING',
  }
}

async function failure(query: Promise<unknown>): Promise<string> {
  return query.then(
    () => 'accepted',
    (error: Error) => error.message,
  )
}

t.test('payment and e-mail statuses are checked by the database; rows survive the migration', async (t) => {
  const db = openDatabase(await freshDatabaseUrl(t)) as unknown as Kysely<
    Record<string, Record<string, unknown>>
  >
  t.teardown(() => db.destroy())
  const typed = db as unknown as Kysely<Database>
  const migrationTableSchema =
    dialectOf(typed) === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema })
  t.notOk((await migrator.migrateTo('0003_payments_mail')).error)

  // Data written before the checks existed: two orders, the later one since deleted.
  await db.insertInto('orders').values(order('KEEP')).execute()
  await db.insertInto('orders').values(order('GONE')).execute()
  await db.deleteFrom('orders').where('id', '=', 'GONE').execute()
  await db
    .insertInto('order_lines')
    .values({
      order_id: 'KEEP',
      position: 0,
      product_id: 'nigiri-losos',
      name: 'Nigiri z łososiem',
      unit_price_grosze: 1900,
      count: 2,
      line_total_grosze: 3800,
    })
    .execute()
  const payment = {
    order_id: 'KEEP',
    provider: 'PAYU',
    provider_order_id: 'PAYU-1',
    status: 'PENDING',
    amount_grosze: 3800,
    currency: 'PLN',
    customer_ip: '83.12.34.56',
    created_at: AT,
    updated_at: AT,
  }
  await db.insertInto('payments').values(payment).execute()
  const mail = {
    order_id: 'KEEP',
    kind: 'CONFIRMATION',
    recipient: 'anna@example.pl',
    params: '{}',
    status: 'PENDING',
    next_attempt_at: AT,
    message_id: '<1@sakanasushi.test>',
    created_at: AT,
  }
  await db.insertInto('mail_outbox').values(mail).execute()

  t.notOk((await migrator.migrateTo('0009_kitchen')).error)

  t.match(await db.selectFrom('orders').selectAll().execute(), [{ id: 'KEEP', payment_status: 'PENDING' }])
  t.equal((await db.selectFrom('order_lines').selectAll().execute()).length, 1, 'the lines are kept')
  t.match(await db.selectFrom('payments').selectAll().execute(), [{ provider_order_id: 'PAYU-1' }])
  const [waiting] = await db.selectFrom('mail_outbox').selectAll().execute()
  t.match(waiting, { kind: 'CONFIRMATION' })
  t.match(
    JSON.parse(String(waiting!.params)),
    { order: { id: 'KEEP', items: [{ productId: 'nigiri-losos', price: 19, count: 2, lineTotal: 38 }] } },
    'an e-mail not sent yet carries what its message shows',
  )

  const next = await db
    .insertInto('orders')
    .values(order('NEXT'))
    .returning('number')
    .executeTakeFirstOrThrow()
  t.equal(next.number, 3, 'order numbers continue after the deleted one, never reused')
  t.match(
    await failure(
      db
        .insertInto('order_lines')
        .values({
          order_id: 'NOBODY',
          position: 0,
          product_id: 'x',
          name: 'x',
          unit_price_grosze: 1,
          count: 1,
          line_total_grosze: 1,
        })
        .execute(),
    ),
    /foreign key/i,
    'foreign keys are still enforced',
  )
  t.match(
    await failure(db.updateTable('orders').set({ id: 'RENAMED' }).where('id', '=', 'KEEP').execute()),
    /foreign key/i,
  )
  await db.deleteFrom('orders').where('id', '=', 'NEXT').execute()
  t.match(
    await failure(db.insertInto('orders').values(order('KEEP')).execute()),
    /unique/i,
    'the unique index on the order id is back',
  )

  const refused = /check/i
  t.match(
    await failure(
      db.updateTable('orders').set({ payment_status: 'PAYED' }).where('id', '=', 'KEEP').execute(),
    ),
    refused,
    'an unknown payment status on the order',
  )
  t.match(
    await failure(db.updateTable('payments').set({ status: 'COMPLETED' }).execute()),
    refused,
    'payment status',
  )
  t.match(
    await failure(db.updateTable('payments').set({ refund_status: 'MAYBE' }).execute()),
    refused,
    'refund',
  )
  t.match(
    await failure(db.updateTable('payments').set({ provider: 'STRIPE' }).execute()),
    refused,
    'provider',
  )
  t.match(await failure(db.updateTable('payments').set({ amount_grosze: 0 }).execute()), refused, 'amount')
  t.match(
    await failure(db.updateTable('mail_outbox').set({ status: 'LOST' }).execute()),
    refused,
    'mail status',
  )
  t.match(await failure(db.updateTable('mail_outbox').set({ kind: 'SPAM' }).execute()), refused, 'mail kind')
  t.match(await failure(db.updateTable('mail_outbox').set({ attempts: -1 }).execute()), refused, 'attempts')

  // What the code writes is accepted.
  await db.updateTable('payments').set({ status: 'PAID', refund_status: 'REQUESTED' }).execute()
  await db.updateTable('orders').set({ payment_status: 'PAID' }).execute()
  await db.updateTable('mail_outbox').set({ status: 'SENT', attempts: 1 }).execute()
  await db.updateTable('orders').set({ payment_status: null }).execute()
  t.pass('known values are accepted')
})
