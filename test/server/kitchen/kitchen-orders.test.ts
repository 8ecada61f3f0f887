/**
 * Order placement against the kitchen's levers (SQLite; PostgreSQL re-runs it): the delivery area,
 * the pause, busy mode, the calendar and capacity per 15-minute slot, taken atomically.
 */
import t from 'tap'
import { countRows, order, app as orderApp } from '../../helpers/orders-setup.js'
import { staffToken } from '../../helpers/staff-helper.js'

// Wednesday 25 November 2026, 15:00 in Kraków (winter time, +01:00).
const at = (time: string) => new Date(`2026-11-25T${time}:00+01:00`).toISOString()
const SELF = { deliveryType: 'SELF', address: undefined }

async function kitchen(t: Parameters<typeof orderApp>[0]) {
  const app = await orderApp(t)
  const auth = { authorization: `Bearer ${await staffToken(app)}` }
  const place = (overrides: Record<string, unknown> = {}) =>
    app.inject({ method: 'POST', url: '/api/order', payload: order(overrides) })
  const settings = (payload: object) =>
    app.inject({ method: 'PUT', url: '/api/kitchen', headers: auth, payload })
  return Object.assign(app, { auth, place, settings })
}

t.test('a courier order outside the delivery area is refused before anything is written', async (t) => {
  const app = await kitchen(t)
  const before = await countRows(app)
  const res = await app.place({ address: { ...order().address, postalCode: '34500' } })
  t.equal(res.statusCode, 422)
  t.same(res.json(), {
    statusCode: 422,
    error: 'Unprocessable Entity',
    message: 'Nie dowozimy pod kod pocztowy 34-500. Wybierz odbiór osobisty lub inny adres.',
    code: 'OUTSIDE_DELIVERY_AREA',
    field: 'address.postalCode',
  })
  const en = await app.place({ language: 'en', address: { ...order().address, postalCode: '34-500' } })
  t.match(en.json().message, /^We do not deliver to postal code 34-500/)
  t.same(await countRows(app), before, 'nothing written')
  t.equal(
    (await app.place({ address: { ...order().address, postalCode: '32-020' } })).statusCode,
    201,
    'Wieliczka',
  )
  await app.settings({ deliveryArea: ['34-5'] })
  t.equal(
    (await app.place({ address: { ...order().address, postalCode: '34-500' } })).statusCode,
    201,
    'area edited',
  )
  t.equal((await app.place({ address: { ...order().address, postalCode: '31-056' } })).statusCode, 422)
  t.equal((await app.place(SELF)).statusCode, 201, 'pick-up has no area')
})

t.test(
  'during a pause: ASAP of a paused type 409 naming its end, slots inside it 409, the rest goes on',
  async (t) => {
    const app = await kitchen(t)
    await app.inject({
      method: 'POST',
      url: '/api/utils/pause',
      headers: app.auth,
      payload: { minutes: 60, deliveryTypes: ['SELF'], reason: 'Dużo zamówień' },
    })
    const asap = await app.place(SELF)
    t.equal(asap.statusCode, 409)
    t.match(asap.json(), {
      code: 'ORDERING_PAUSED',
      field: 'orderTimeType',
      message: /wstrzymane do 16:00 \(Dużo zamówień\)/,
    })
    t.match((await app.place({ ...SELF, language: 'en' })).json().message, /^Ordering is paused until 16:00/)
    const inside = await app.place({ ...SELF, orderTimeType: 'DATE', orderTime: at('15:45') })
    t.match(inside.json(), { statusCode: 409, code: 'SLOT_UNAVAILABLE', field: 'orderTime' })
    t.equal((await app.place({ ...SELF, orderTimeType: 'DATE', orderTime: at('16:00') })).statusCode, 201)
    t.equal((await app.place()).statusCode, 201, 'courier is not paused')
    await app.inject({ method: 'POST', url: '/api/utils/resume', headers: app.auth })
    t.equal((await app.place(SELF)).statusCode, 201, 'resumed')
  },
)

t.test('busy mode: the ASAP expected time is longer in the answer and the guest page', async (t) => {
  const app = await kitchen(t)
  await app.settings({ busyMinutes: 30 })
  const res = await app.place(SELF)
  t.equal(res.statusCode, 201)
  t.equal(res.json().expectedAt, at('16:00'), '15:00 + 30 min lead + 30 min busy')
  const guest = await app.inject({ url: `/api/order/${res.json().id}` })
  t.equal(guest.json().expectedAt, at('16:00'))
  const mail = await app.db
    .selectFrom('mail_outbox')
    .select('params')
    .where('order_id', '=', res.json().id)
    .executeTakeFirstOrThrow()
  t.equal(JSON.parse(mail.params).order.expectedAt, at('16:00'), 'the confirmation e-mail carries it')
  t.equal((await app.inject({ url: '/api/site-status' })).json().kitchen.busyMinutes, 30)
  const timed = await app.place({ ...SELF, orderTimeType: 'DATE', orderTime: at('17:00') })
  t.equal(timed.json().expectedAt, at('17:00'), 'a chosen time is kept')
})

t.test('the calendar closes today for orders', async (t) => {
  const app = await kitchen(t)
  await app.inject({
    method: 'PUT',
    url: '/api/calendar/2026-11-25',
    headers: app.auth,
    payload: { closed: true },
  })
  t.match((await app.place()).json(), { statusCode: 422, code: 'SITE_CLOSED' })
  await app.inject({
    method: 'PUT',
    url: '/api/calendar/2026-11-25',
    headers: app.auth,
    payload: { opensAt: '13:00', closesAt: '17:00' },
  })
  t.equal((await app.place(SELF)).statusCode, 201)
  t.match((await app.place({ ...SELF, orderTimeType: 'DATE', orderTime: at('17:30') })).json(), {
    code: 'ORDER_TIME_OUTSIDE_HOURS',
  })
})

t.test(
  'capacity: a full slot is refused naming the next free one; ASAP counts where it is expected',
  async (t) => {
    const app = await kitchen(t)
    await app.settings({ slotCapacity: { SELF: 2 } })
    const timed = { ...SELF, orderTimeType: 'DATE', orderTime: at('16:00') }
    const first = await app.place(timed)
    t.equal(first.statusCode, 201)
    t.equal((await app.place({ ...timed, orderTime: at('16:07') })).statusCode, 201, 'same quarter-hour')
    const full = await app.place(timed)
    t.equal(full.statusCode, 409)
    t.same(full.json(), {
      statusCode: 409,
      error: 'Conflict',
      message: 'Kuchnia ma już komplet zamówień na tę godzinę. Najbliższy wolny termin: 16:15.',
      code: 'SLOT_FULL',
      field: 'orderTime',
    })
    t.match((await app.place({ ...timed, language: 'en' })).json().message, /The next free time is 16:15/)
    t.same((await app.inject({ url: '/api/site-status' })).json().kitchen.fullSlots, {
      COURIER: [],
      SELF: [at('16:00')],
    })
    t.equal((await app.place()).statusCode, 201, 'courier unlimited')

    // A cancelled order gives its place back.
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/orders/${first.json().id}/status`,
      headers: app.auth,
      payload: { status: 'CANCELLED', reason: 'Gość zadzwonił' },
    })
    t.equal(cancel.statusCode, 200)
    t.same((await app.inject({ url: '/api/site-status' })).json().kitchen.fullSlots.SELF, [])
    t.equal((await app.place(timed)).statusCode, 201)

    // ASAP at 15:00: expected 15:30, so it counts in the 15:30 slot.
    await app.settings({ slotCapacity: { SELF: 1 } })
    t.equal((await app.place(SELF)).statusCode, 201)
    const asap = await app.place(SELF)
    t.match(asap.json(), {
      statusCode: 409,
      code: 'SLOT_FULL',
      field: 'orderTimeType',
      message: /termin: 15:45\./,
    })
    t.equal((await app.place({ ...timed, orderTime: at('15:30') })).statusCode, 409, 'the same slot by time')
  },
)

t.test('20 orders at once for a slot of 8 give exactly 8', async (t) => {
  const app = await kitchen(t)
  await app.settings({ slotCapacity: { COURIER: 8 } })
  const before = await countRows(app)
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => app.place({ orderTimeType: 'DATE', orderTime: at('17:00') })),
  )
  const codes = answers.map((a) => a.statusCode)
  t.equal(codes.filter((c) => c === 201).length, 8, 'eight placed')
  t.equal(codes.filter((c) => c === 409).length, 12, 'twelve refused')
  t.ok(answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'SLOT_FULL'))
  t.equal(((await countRows(app)).orders ?? 0) - (before.orders ?? 0), 8, 'eight orders stored')
})
