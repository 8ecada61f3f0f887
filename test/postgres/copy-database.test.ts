import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import t from 'tap'
import { openDatabase } from '#infra/db/connection.js'
import { createStaff } from '#plugins/auth/service.js'
import { copyDatabase } from '#server/copy-database.js'
import { build, freshDatabaseUrl } from '../helpers/app.js'
import { dishes, orderBody } from '../helpers/fixtures.js'
import { OPEN } from '../helpers/instants.js'
import { requirePostgres } from '../helpers/postgres.js'
import { staffToken } from '../helpers/staff-helper.js'

requirePostgres({ redis: false })

const ORDER = orderBody({
  items: [{ productId: dishes.salmonNigiri.id, count: 6 }],
  customer: { name: 'Łucja Żółć', phone: '600 100 200', email: 'lucja@example.pl' },
  promoCode: 'WITAJ',
})

t.test('db:copy moves a SQLite restaurant into PostgreSQL: orders, staff, codes, numbering', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'sushi-copy-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const file = join(dir, 'sushi.db')

  // A restaurant on SQLite: a staff account, a promo code, two orders (one accepted), a page view.
  const old = await build(t, { now: () => OPEN, env: { DATABASE_URL: file } })
  const token = await staffToken(old, 'ania')
  const auth = { authorization: `Bearer ${token}` }
  await old.inject({
    method: 'POST',
    url: '/api/promo-codes',
    headers: auth,
    payload: { code: 'WITAJ', type: 'PERCENTAGE', value: 10, maxUses: 5 },
  })
  const key = randomUUID()
  const first = (
    await old.inject({
      method: 'POST',
      url: '/api/order',
      headers: { 'idempotency-key': key },
      payload: ORDER,
    })
  ).json()
  const second = (await old.inject({ method: 'POST', url: '/api/order', payload: ORDER })).json()
  await old.inject({
    method: 'POST',
    url: `/api/orders/${first.id}/status`,
    headers: auth,
    payload: { status: 'ACCEPTED' },
  })
  await old.inject({
    method: 'POST',
    url: '/api/analytics/pageview',
    payload: { path: '/menu/', language: 'pl' },
  })
  // The day's levers and the dish options staff set up move too.
  await old.inject({
    method: 'PUT',
    url: '/api/calendar/2026-12-24',
    headers: auth,
    payload: { closed: true },
  })
  const sauce = (
    await old.inject({
      method: 'POST',
      url: '/api/menu/option-groups',
      headers: auth,
      payload: {
        name: { pl: 'Sos', en: 'Sauce' },
        min: 0,
        max: 1,
        options: [{ name: { pl: 'sos bezglutenowy', en: 'gluten-free sauce' }, priceDelta: 1.5 }],
      },
    })
  ).json()
  await old.inject({
    method: 'PUT',
    url: '/api/menu/products/nigiri-losos/option-groups',
    headers: auth,
    payload: { groupIds: [sauce.id] },
  })
  const before = (await old.inject({ url: `/api/orders/${first.id}`, headers: auth })).json()
  // The menu as staff edited it, not the seed, moves over.
  await old.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('menu_products')
      .set({ price_grosze: 2350 })
      .where('id', '=', 'nigiri-losos')
      .execute()
    await old.menu.bumpVersion(trx)
  })
  await old.close()

  const target = await freshDatabaseUrl(t)
  const from = openDatabase(file)
  const to = openDatabase(target)
  const report = await copyDatabase(from, to)
  const copied = Object.fromEntries(report.map((r) => [r.table, r.rows]))
  t.match(copied, {
    menu_categories: 13,
    menu_products: 97,
    menu_version: 1,
    option_groups: 1,
    dish_options: 1,
    product_option_groups: 1,
    staff_users: 1,
    calendar_days: 1,
    promo_codes: 1,
    orders: 2,
    order_lines: 2,
    order_events: 3,
    idempotency_keys: 1,
    page_views: 1,
    mail_outbox: 3,
  })
  t.ok((copied.audit_log ?? 0) >= 4, 'the audit trail: the sign-in, the code, the calendar, the options')
  // Every table of the schema is copied, except the ones that stay behind on purpose.
  const tables = await sql<{
    name: string
  }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(from)
  t.same(
    tables.rows
      .map((r) => r.name)
      .filter((name) => !Object.hasOwn(copied, name))
      .sort(),
    [
      'job_locks',
      'kysely_migration',
      'kysely_migration_lock',
      'staff_devices',
      'staff_sessions',
      'white_list_calls',
      'white_list_companies',
    ],
    "only sessions, remembered devices, locks, migration records and the White List's day of cache stay behind",
  )
  await t.rejects(copyDatabase(from, to), /not empty/, 'never into a database that has data')
  await from.destroy()
  await to.destroy()

  const app = await build(t, { now: () => OPEN, env: { DATABASE_URL: target } })
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'ania', password: 'correct-horse-battery' },
  })
  t.equal(login.statusCode, 200, 'staff sign in with their old password')
  const edited = (await app.inject({ url: '/api/menu/products/nigiri-losos' })).json()
  t.equal(edited.price, 23.5, 'the edited menu, not the seed')
  t.match(edited.optionGroups, [{ name: 'Sos', options: [{ name: 'sos bezglutenowy', priceDelta: 1.5 }] }])
  t.match((await app.inject({ url: '/api/calendar' })).body, /2026-12-24/, 'the closed Christmas Eve')
  t.equal(app.menu.current().version, 4, 'at its version (the option group, its dish, the price)')
  const pgAuth = { authorization: `Bearer ${login.json().token}` }
  const after = (await app.inject({ url: `/api/orders/${first.id}`, headers: pgAuth })).json()
  // The e-mails go on: the outbox worker of the new instance picks up what was waiting.
  const { emails: _after, ...afterOrder } = after
  const { emails: _before, ...beforeOrder } = before
  t.same(afterOrder, beforeOrder, 'the order reads the same, to the millisecond and the grosz')
  t.equal(_after.length, _before.length, 'with its e-mails')
  const replay = await app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { 'idempotency-key': key },
    payload: ORDER,
  })
  t.equal(replay.json().id, first.id, 'an idempotency key from before the move still answers its order')
  const third = await app.inject({ method: 'POST', url: '/api/order', payload: ORDER })
  t.equal(third.statusCode, 201)
  t.equal(third.json().number, second.number + 1, 'order numbers go on after the copied ones')
  const codes = (await app.inject({ url: '/api/promo-codes', headers: pgAuth })).json()
  t.equal(codes[0].uses, 3, 'the code counted its uses across the move')
  await createStaff(app.db, 'marta', 'another-long-password')
  t.pass('new staff accounts get new ids')
})
