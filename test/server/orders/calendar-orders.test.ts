/**
 * GET /api/calendar/{date}/orders (SQLite; PostgreSQL re-runs it): the orders still under way for a
 * Warsaw date, which closing it or changing its hours would touch — counted by the Warsaw date, an
 * order just after midnight in Kraków (still the day before in UTC) on its own date.
 */
import t from 'tap'
import { createStaff } from '#plugins/auth/service.js'
import { order, app as orderApp } from '../../helpers/orders-setup.js'
import { staffToken } from '../../helpers/staff-helper.js'
import { login, PASSWORD } from '../auth/auth-setup.js'

// Wednesday 25 November 2026 in Kraków, winter time (+01:00).
const at = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`).toISOString()
const SELF = { deliveryType: 'SELF', address: undefined }

async function setup(t: Parameters<typeof orderApp>[0]) {
  const app = await orderApp(t)
  const auth = { authorization: `Bearer ${await staffToken(app)}` }
  const place = async (overrides: Record<string, unknown> = {}) => {
    const res = await app.inject({ method: 'POST', url: '/api/order', payload: order(overrides) })
    if (res.statusCode !== 201) throw new Error(res.body)
    return res.json() as { id: string; number: number }
  }
  const move = (id: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/orders/${id}/status`, headers: auth, payload })
  const ordersOn = (date: string, headers: Record<string, string> = auth) =>
    app.inject({ method: 'GET', url: `/api/calendar/${date}/orders`, headers })
  const calendar = (date: string, payload: object) =>
    app.inject({ method: 'PUT', url: `/api/calendar/${date}`, headers: auth, payload })
  return Object.assign(app, { auth, place, move, ordersOn, calendar })
}

t.test('the open orders of a Warsaw date, earliest first, late evening and after midnight', async (t) => {
  const app = await setup(t)
  // 15:00: an ASAP delivery (expected at 16:00), a pick-up at 21:30, one cancelled, one completed.
  const asap = await app.place()
  const evening = await app.place({ ...SELF, orderTimeType: 'DATE', orderTime: at('2026-11-25', '21:30') })
  const cancelled = await app.place(SELF)
  t.equal((await app.move(cancelled.id, { status: 'CANCELLED', reason: 'Gość zrezygnował' })).statusCode, 200)
  const done = await app.place(SELF)
  for (const status of ['ACCEPTED', 'READY', 'COMPLETED'])
    t.equal((await app.move(done.id, { status })).statusCode, 200, status)
  // The evening runs until 23:59 that day: a pick-up at 23:45 (22:45 UTC).
  t.equal((await app.calendar('2026-11-25', { opensAt: '13:00', closesAt: '23:59' })).statusCode, 200)
  const late = await app.place({ ...SELF, orderTimeType: 'DATE', orderTime: at('2026-11-25', '23:45') })
  // Staff promise the delivery for 16:30 instead of 16:00: that is its planned time now.
  t.equal(
    (await app.move(asap.id, { status: 'ACCEPTED', estimatedReadyAt: at('2026-11-25', '16:30') })).statusCode,
    200,
  )

  const res = await app.ordersOn('2026-11-25')
  t.equal(res.statusCode, 200)
  t.equal(res.headers['cache-control'], 'no-store')
  t.same(res.json(), {
    date: '2026-11-25',
    count: 3,
    orders: [
      {
        id: asap.id,
        number: asap.number,
        status: 'ACCEPTED',
        deliveryType: 'COURIER',
        orderTimeType: 'ASAP',
        plannedAt: '2026-11-25T15:30:00.000Z',
      },
      {
        id: evening.id,
        number: evening.number,
        status: 'NEW',
        deliveryType: 'SELF',
        orderTimeType: 'DATE',
        plannedAt: '2026-11-25T20:30:00.000Z',
      },
      {
        id: late.id,
        number: late.number,
        status: 'NEW',
        deliveryType: 'SELF',
        orderTimeType: 'DATE',
        plannedAt: '2026-11-25T22:45:00.000Z',
      },
    ],
  })
  t.notMatch(res.body, /Anna|\+48|@|Kraków|Długa/, 'no name, phone, e-mail or address of a guest')

  // Thursday opens at midnight for an event: at 00:05 in Kraków (23:05 UTC on Wednesday) an ASAP
  // pick-up is expected at 00:35 — Thursday's order, though its UTC date is still Wednesday.
  t.equal((await app.calendar('2026-11-26', { opensAt: '00:00', closesAt: '22:00' })).statusCode, 200)
  app.setNow(new Date('2026-11-25T23:05:00Z'))
  const night = await app.place(SELF)
  // Nine hours later the afternoon's session has ended: the night shift signs in.
  Object.assign(app.auth, { authorization: `Bearer ${await staffToken(app, 'nocna-zmiana')}` })
  const thursday = (await app.ordersOn('2026-11-26')).json()
  t.same(thursday, {
    date: '2026-11-26',
    count: 1,
    orders: [
      {
        id: night.id,
        number: night.number,
        status: 'NEW',
        deliveryType: 'SELF',
        orderTimeType: 'ASAP',
        plannedAt: '2026-11-25T23:35:00.000Z',
      },
    ],
  })
  t.equal((await app.ordersOn('2026-11-25')).json().count, 3, 'Wednesday keeps its three')
  t.same((await app.ordersOn('2026-12-24')).json(), { date: '2026-12-24', count: 0, orders: [] })
})

t.test('only staff who may change the calendar ask', async (t) => {
  const app = await setup(t)
  await app.place()
  t.equal((await app.ordersOn('2026-11-25', {})).statusCode, 401, 'without a token')
  for (const [username, role] of [
    ['kucharz', 'KITCHEN'],
    ['szef', 'OWNER'],
  ] as const) {
    await createStaff(app.db, username, PASSWORD, undefined, { role })
    const token = (await login(app, username, PASSWORD)).json().token as string
    const res = await app.ordersOn('2026-11-25', { authorization: `Bearer ${token}` })
    t.equal(res.statusCode, role === 'KITCHEN' ? 403 : 200, role)
    if (role === 'KITCHEN') t.match(res.json(), { statusCode: 403, code: 'FORBIDDEN' })
    else t.equal(res.json().count, 1)
  }
})

t.test('a date that is not a calendar date is 400 naming the field', async (t) => {
  const app = await setup(t)
  const impossible = await app.ordersOn('2026-02-30')
  t.equal(impossible.statusCode, 400)
  t.same(impossible.json(), {
    statusCode: 400,
    error: 'Bad Request',
    message: 'Parametr „date”: „2026-02-30” nie jest datą kalendarzową (RRRR-MM-DD).',
    code: 'INVALID_DATE',
    field: 'date',
  })
  const words = await app.ordersOn('jutro')
  t.equal(words.statusCode, 400)
  t.match(words.json(), { statusCode: 400, field: 'date', message: /date/ })
  t.match(words.json().message, /[ąćęłńóśźż„]/, 'in Polish')
})
