// Guests' data kept only as long as needed: orders lose the guest's personal data after
// ORDER_PII_RETENTION_DAYS (money kept), raw page views go after 90 days (daily counts kept), e-mail
// recipients and texts after 30 days; one run at a time; staff export or erase a guest's data.
import t from 'tap'
import { eraseGuestOrders, exportGuestOrders, findGuestOrders } from '#plugins/retention/guest-data.js'
import { claimLock } from '#plugins/retention/lock.js'
import { ERASED } from '#plugins/retention/repository.js'
import { runRetention } from '#plugins/retention/service.js'
import { build } from '../../helpers/app.js'
import { OPEN, order } from '../../helpers/orders-setup.js'
import { staffToken } from '../../helpers/staff-helper.js'

const DAY = 24 * 60 * 60_000
const later = (days: number) => new Date(OPEN.getTime() + days * DAY)

async function setup(t: Parameters<typeof build>[0]) {
  let clock = OPEN
  const app = await build(t, { now: () => clock, mail: { autoStart: false } })
  const place = async (overrides: Record<string, unknown> = {}) => {
    const res = await app.inject({ method: 'POST', url: '/api/order', payload: order(overrides) })
    if (res.statusCode !== 201) throw new Error(res.body)
    return res.json() as { id: string; number: number; totals: { total: number } }
  }
  const row = (id: string) =>
    app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  return { app, place, row, setNow: (d: Date) => (clock = d) }
}

t.test('orders keep their money but lose the guest’s data after the retention period', async (t) => {
  const { app, place, row, setNow } = await setup(t)
  const old = await place({ comment: 'domofon 12, proszę dzwonić' })
  await app.mail.run()
  setNow(later(200))
  const recent = await place({
    customer: { name: 'Jan Nowak', phone: '600 200 300', email: 'jan@example.pl' },
  })
  const before = await row(old.id)

  const dry = await runRetention(app.db, { now: later(366), orderPiiDays: 365, dryRun: true })
  t.match(dry, { ran: true, dryRun: true, ordersErased: 1, mailBodiesCleared: 1 })
  t.equal((await row(old.id)).customer_name, 'Anna Kowalska', 'a dry run changes nothing')

  const report = await runRetention(app.db, { now: later(366), orderPiiDays: 365 })
  t.match(report, { ran: true, dryRun: false, ordersErased: 1 })
  const after = await row(old.id)
  t.match(after, {
    customer_name: ERASED,
    customer_phone: ERASED,
    customer_email: ERASED,
    address_street: null,
    address_building: null,
    address_apartment: null,
    address_postal_code: null,
    address_city: null,
    comment: null,
    delivery_note: null,
  })
  t.ok(after.pii_erased_at, 'marked as erased')
  for (const money of [
    'products_grosze',
    'discount_grosze',
    'delivery_grosze',
    'total_grosze',
    'status',
  ] as const) {
    t.equal(after[money], before[money], `${money} kept`)
  }
  const lines = await app.db.selectFrom('order_lines').selectAll().where('order_id', '=', old.id).execute()
  t.ok(lines.length > 0, 'its lines are kept')
  const mail = await app.db.selectFrom('mail_outbox').selectAll().where('order_id', '=', old.id).execute()
  t.same(
    mail.map((m) => [m.recipient, m.params]),
    mail.map(() => ['', '{}']),
    'its e-mails no longer name the guest',
  )
  t.equal((await row(recent.id)).customer_name, 'Jan Nowak', 'a newer order is untouched')
  t.match(await runRetention(app.db, { now: later(366), orderPiiDays: 365 }), { ordersErased: 0 }, 'once')
})

t.test('e-mails lose recipient and text after 30 days, pending ones never', async (t) => {
  const { app, place } = await setup(t)
  await place()
  await app.mail.run()
  await place()
  t.match(await runRetention(app.db, { now: later(29), orderPiiDays: 365 }), { mailBodiesCleared: 0 })
  t.match(await runRetention(app.db, { now: later(31), orderPiiDays: 365 }), { mailBodiesCleared: 1 })
  const rows = await app.db.selectFrom('mail_outbox').select(['status', 'recipient']).orderBy('id').execute()
  t.same(rows, [
    { status: 'RECORDED', recipient: '' },
    { status: 'PENDING', recipient: 'anna@example.pl' },
  ])
})

t.test('raw page views go after 90 days; the day’s counts stay', async (t) => {
  const { app, setNow } = await setup(t)
  const token = await staffToken(app)
  const view = (path: string, visitor: string | null, date: string) =>
    app.db
      .insertInto('page_views')
      .values({ path, language: 'pl', visitor_id: visitor, business_date: date, at: `${date}T12:00:00.000Z` })
      .execute()
  await view('/', 'v1', '2026-08-01')
  await view('/', 'v2', '2026-08-01')
  await view('/menu/', 'v1', '2026-08-01')
  await view('/', null, '2026-11-20')
  const stats = async (date: string) =>
    (
      await app.inject({
        url: `/api/analytics/pageviews?date=${date}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()
  const expected = {
    date: '2026-08-01',
    views: 3,
    visitors: 2,
    pages: [
      { path: '/', views: 2 },
      { path: '/menu/', views: 1 },
    ],
  }
  t.same(await stats('2026-08-01'), expected)
  setNow(OPEN)
  t.match(await runRetention(app.db, { now: OPEN, orderPiiDays: 365 }), { pageViewDaysRolledUp: 1 })
  const raw = await app.db.selectFrom('page_views').select('business_date').execute()
  t.same(raw, [{ business_date: '2026-11-20' }], 'only the recent raw view is left')
  t.same(await stats('2026-08-01'), expected, 'the old day still shows its counts')
})

t.test('one run at a time: a run holding the lock keeps the others out', async (t) => {
  const { app } = await setup(t)
  t.ok(await claimLock(app.db, 'retention:running', 'another-instance', later(1), OPEN))
  t.match(await runRetention(app.db, { now: OPEN, orderPiiDays: 365 }), { ran: false })
  t.match(
    await runRetention(app.db, { now: later(2), orderPiiDays: 365 }),
    { ran: true },
    'an expired lock is taken',
  )
  t.ok(await claimLock(app.db, 'retention:running', 'next', later(3), later(2)), 'and given back')
})

t.test('staff export and erase one guest’s orders found by e-mail or phone', async (t) => {
  const { app, place, row } = await setup(t)
  const first = await place()
  const second = await place({
    customer: { name: 'Anna K.', phone: '+48 600-100-200', email: 'Anna@Example.pl' },
  })
  const other = await place({
    customer: { name: 'Jan Nowak', phone: '600 200 300', email: 'jan@example.pl' },
  })
  t.same(await findGuestOrders(app.db, 'anna@example.pl'), [first.id, second.id])
  t.same(await findGuestOrders(app.db, '600100200'), [first.id, second.id], 'phone in any format')
  const exported = await exportGuestOrders(app.db, [first.id])
  t.match(exported, [{ order: { id: first.id, customer_name: 'Anna Kowalska' }, lines: [{}, {}, {}] }])
  await eraseGuestOrders(app.db, [first.id, second.id], OPEN)
  t.equal((await row(first.id)).customer_name, ERASED)
  t.equal((await row(second.id)).customer_email, ERASED)
  t.equal((await row(other.id)).customer_name, 'Jan Nowak')
  t.same(await findGuestOrders(app.db, 'anna@example.pl'), [], 'nothing left to find')
})
