/** The kitchen's settings, the pause and the calendar through the API (SQLite; PostgreSQL re-runs it). */
import t from 'tap'
import { build } from '../../helpers/app.js'
import { staffToken } from '../../helpers/staff-helper.js'

// Wednesday 25 November 2026, 19:10 in Kraków (winter time): open 13:00-22:00.
const EVENING = '2026-11-25T18:10:00Z'

async function kitchen(t: Parameters<typeof build>[0], start = EVENING) {
  let clock = new Date(start)
  const app = await build(t, { now: () => clock })
  const auth = { authorization: `Bearer ${await staffToken(app)}` }
  /** Moves the clock and signs in again (a session ends after a while without use). */
  const setNow = async (iso: string) => {
    clock = new Date(iso)
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'kuchnia', password: 'correct-horse-battery' },
    })
    auth.authorization = `Bearer ${login.json().token}`
  }
  return Object.assign(app, { auth, setNow })
}

t.test('GET/PUT /api/kitchen: staff only, defaults, any subset, refusals naming the field', async (t) => {
  const app = await kitchen(t)
  t.equal((await app.inject({ url: '/api/kitchen' })).statusCode, 401)
  const defaults = await app.inject({ url: '/api/kitchen', headers: app.auth })
  t.equal(defaults.statusCode, 200)
  t.same(defaults.json(), {
    slotCapacity: { COURIER: null, SELF: null },
    busyMinutes: 0,
    deliveryArea: ['30-', '31-', '32-020', '32-050', '32-080', '32-087'],
  })
  const put = (payload: object) =>
    app.inject({ method: 'PUT', url: '/api/kitchen', headers: app.auth, payload })
  const capacity = await put({ slotCapacity: { COURIER: 8 } })
  t.equal(capacity.statusCode, 200)
  t.same(capacity.json().slotCapacity, { COURIER: 8, SELF: null }, 'the other type untouched')
  const busy = await put({ busyMinutes: 30 })
  t.same(busy.json(), { ...capacity.json(), busyMinutes: 30 }, 'capacity kept')
  const area = await put({ deliveryArea: ['30', '31-', '32087', '31-'] })
  t.same(area.json().deliveryArea, ['30-', '31-', '32-087'], 'normalized, duplicates dropped')
  const bad = await put({ deliveryArea: ['31-', 'Kraków'] })
  t.equal(bad.statusCode, 400)
  t.match(bad.json(), { field: 'deliveryArea.1' })
  t.equal((await put({ busyMinutes: 20 })).statusCode, 400)
  t.equal((await put({ slotCapacity: { COURIER: 0 } })).statusCode, 400)
  t.equal((await put({})).statusCode, 400, 'at least one setting')
  t.equal((await put({ deliveryArea: [] })).statusCode, 400, 'an empty area')
  // Busy mode ends with the day it was turned on.
  await app.setNow('2026-11-26T12:00:00Z')
  t.equal((await app.inject({ url: '/api/kitchen', headers: app.auth })).json().busyMinutes, 0)
  t.equal((await app.inject({ url: '/api/site-status' })).json().kitchen.busyMinutes, 0)
})

t.test('pause and resume: the site status carries the pause, the site stays open', async (t) => {
  const app = await kitchen(t)
  const pause = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/utils/pause', headers: app.auth, payload })
  t.equal(
    (
      await app.inject({
        method: 'POST',
        url: '/api/utils/pause',
        payload: { minutes: 15, deliveryTypes: ['SELF'] },
      })
    ).statusCode,
    401,
  )
  const res = await pause({ minutes: 30, deliveryTypes: ['SELF', 'COURIER'], reason: ' Dużo zamówień ' })
  t.equal(res.statusCode, 200)
  t.same(res.json().pause, {
    until: '2026-11-25T18:40:00.000Z',
    deliveryTypes: ['COURIER', 'SELF'],
    reason: 'Dużo zamówień',
  })
  t.equal(res.json().closed, false, 'paused is not closed')
  t.equal((await app.inject({ url: '/api/utils/isSiteClosed' })).body, 'false')
  const status = await app.inject({ url: '/api/site-status' })
  t.same(status.json().pause, res.json().pause)
  // Slots inside the pause are not offered: courier slots start at 20:15 anyway (60 min lead).
  await app.setNow('2026-11-25T18:40:00Z')
  t.equal((await app.inject({ url: '/api/site-status' })).json().pause, null, 'resumed by itself')

  const closing = await pause({ untilClosing: true, deliveryTypes: ['COURIER'] })
  t.equal(closing.json().pause.until, '2026-11-25T21:00:00.000Z', '22:00 in Kraków')
  const resumed = await app.inject({ method: 'POST', url: '/api/utils/resume', headers: app.auth })
  t.equal(resumed.statusCode, 200)
  t.equal(resumed.json().pause, null)

  await app.setNow('2026-11-25T20:50:00Z') // 21:50
  t.equal(
    (await pause({ minutes: 30, deliveryTypes: ['SELF'] })).json().pause.until,
    '2026-11-25T21:00:00.000Z',
    'capped at closing',
  )
  const both = await pause({ minutes: 30, untilClosing: true, deliveryTypes: ['SELF'] })
  t.match(both.json(), { statusCode: 400, code: 'PAUSE_DURATION', field: 'minutes' })
  t.match((await pause({ deliveryTypes: ['SELF'] })).json(), { code: 'PAUSE_DURATION' })
  t.equal((await pause({ minutes: 20, deliveryTypes: ['SELF'] })).statusCode, 400)
  t.equal((await pause({ minutes: 15, deliveryTypes: [] })).statusCode, 400)
  await app.setNow('2026-11-25T21:30:00Z') // 22:30, closed
  t.match((await pause({ untilClosing: true, deliveryTypes: ['SELF'] })).json(), {
    statusCode: 409,
    code: 'NOTHING_TO_PAUSE',
  })
})

t.test(
  'calendar: anyone reads the next 60 days, staff set and remove dates, past dates refused',
  async (t) => {
    const app = await kitchen(t)
    const put = (date: string, payload: object, headers: Record<string, string> = app.auth) =>
      app.inject({ method: 'PUT', url: `/api/calendar/${date}`, headers, payload })
    t.equal((await put('2026-12-24', { closed: true }, {})).statusCode, 401)
    const eve = await put('2026-12-24', { closed: true, note: 'Wigilia' })
    t.equal(eve.statusCode, 200)
    t.same(eve.json(), { date: '2026-12-24', closed: true, opensAt: null, closesAt: null, note: 'Wigilia' })
    t.equal((await put('2026-12-31', { opensAt: '12:00', closesAt: '18:00' })).statusCode, 200)
    t.equal(
      (await put('2027-02-15', { opensAt: '16:00', closesAt: '22:00' })).statusCode,
      200,
      'beyond 60 days',
    )
    const list = await app.inject({ url: '/api/calendar' })
    t.equal(list.statusCode, 200)
    t.same(list.json(), {
      from: '2026-11-25',
      to: '2027-01-23',
      days: [
        { date: '2026-12-24', closed: true, opensAt: null, closesAt: null, note: 'Wigilia' },
        { date: '2026-12-31', closed: false, opensAt: '12:00', closesAt: '18:00', note: null },
      ],
    })
    t.match((await put('2026-11-24', { closed: true })).json(), {
      statusCode: 422,
      code: 'DATE_IN_PAST',
      field: 'date',
    })
    t.match((await put('2026-12-31', { opensAt: '18:00', closesAt: '12:00' })).json(), {
      statusCode: 400,
      code: 'INVALID_HOURS',
    })
    t.match((await put('2026-12-31', { closed: true, opensAt: '12:00' })).json(), {
      statusCode: 400,
      code: 'CALENDAR_DAY_INVALID',
    })
    t.match((await put('2026-12-31', { opensAt: '12:00' })).json(), { statusCode: 400, field: 'closesAt' })
    t.equal((await put('2026-02-30', { closed: true })).statusCode, 422)
    const del = await app.inject({ method: 'DELETE', url: '/api/calendar/2026-12-31', headers: app.auth })
    t.equal(del.statusCode, 204)
    t.match(
      (await app.inject({ method: 'DELETE', url: '/api/calendar/2026-12-31', headers: app.auth })).json(),
      {
        statusCode: 404,
        code: 'CALENDAR_DAY_NOT_FOUND',
      },
    )
    t.equal((await app.inject({ method: 'DELETE', url: '/api/calendar/2026-12-24' })).statusCode, 401)
  },
)

t.test(
  "the calendar reaches isSiteClosed, the status's hours and next opening; the override keeps priority",
  async (t) => {
    const app = await kitchen(t)
    await app.inject({
      method: 'PUT',
      url: '/api/calendar/2026-11-25',
      headers: app.auth,
      payload: { closed: true, note: 'Impreza zamknięta' },
    })
    await app.inject({
      method: 'PUT',
      url: '/api/calendar/2026-11-26',
      headers: app.auth,
      payload: { opensAt: '16:00', closesAt: '20:00' },
    })
    t.equal(
      (await app.inject({ url: '/api/utils/isSiteClosed' })).body,
      'true',
      'closed today by the calendar',
    )
    t.match((await app.inject({ url: '/api/site-status' })).json(), {
      closed: true,
      reason: 'CALENDAR',
      today: { date: '2026-11-25', opensAt: null, closesAt: null, note: 'Impreza zamknięta' },
      nextOpening: '2026-11-26T15:00:00.000Z',
    })
    await app.inject({ method: 'POST', url: '/api/utils/openToday', headers: app.auth })
    t.equal((await app.inject({ url: '/api/utils/isSiteClosed' })).body, 'false', '"open today" wins')
    await app.setNow('2026-11-26T18:30:00Z') // Thursday 19:30, special hours 16:00-20:00
    const thursday = (await app.inject({ url: '/api/site-status' })).json()
    t.match(thursday, { closed: false, reason: 'CALENDAR', today: { opensAt: '16:00', closesAt: '20:00' } })
    await app.setNow('2026-11-26T19:00:00Z') // 20:00
    t.equal((await app.inject({ url: '/api/utils/isSiteClosed' })).body, 'true')
  },
)
