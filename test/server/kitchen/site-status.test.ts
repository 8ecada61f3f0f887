import t from 'tap'
import type { DB } from '#infra/db/database.js'
import { build } from '../../helpers/app.js'
import { staffToken } from '../../helpers/staff-helper.js'

/** The recorded staff actions of a date, oldest first, read straight from the database. */
function overrideEvents(db: DB, date: string) {
  return db
    .selectFrom('site_override_events')
    .select(['action', 'staff_username as staffUsername', 'at'])
    .where('date', '=', date)
    .orderBy('id')
    .execute()
}

async function app(t: Parameters<typeof build>[0], start: string) {
  let clock = new Date(start)
  const instance = await build(t, { now: () => clock })
  return Object.assign(instance, { setNow: (iso: string) => (clock = new Date(iso)) })
}

t.test('isSiteClosed answers the JSON literal from the weekly schedule (Europe/Warsaw)', async (t) => {
  const a = await app(t, '2026-11-25T14:00:00Z') // Wednesday 15:00 in Kraków
  const open = await a.inject({ url: '/api/utils/isSiteClosed' })
  t.equal(open.statusCode, 200)
  t.equal(open.body, 'false')
  t.match(open.headers['content-type'], /application\/json/)
  t.equal(open.headers['cache-control'], 'no-store')
  a.setNow('2026-11-25T11:59:00Z') // 12:59
  t.equal((await a.inject({ url: '/api/utils/isSiteClosed' })).body, 'true')
  a.setNow('2026-11-29T19:59:00Z') // Sunday 20:59
  t.equal((await a.inject({ url: '/api/utils/isSiteClosed' })).body, 'false')
  a.setNow('2026-11-29T20:00:00Z') // Sunday 21:00
  t.equal((await a.inject({ url: '/api/utils/isSiteClosed' })).body, 'true')
  a.setNow('2026-11-24T14:00:00Z') // Tuesday
  t.equal((await a.inject({ url: '/api/utils/isSiteClosed' })).body, 'true')
  const status = await a.inject({ url: '/api/site-status' })
  t.match(status.json(), {
    closed: true,
    reason: 'SCHEDULE',
    today: { date: '2026-11-24', opensAt: null, closesAt: null },
    nextOpening: '2026-11-25T12:00:00.000Z',
    onlinePaymentAvailable: false,
    blikCodeAvailable: false,
  })
})

t.test('staff open today, close today and reset; each action is stored with who and when', async (t) => {
  const a = await app(t, '2026-11-23T14:00:00Z') // Monday: closed by the schedule
  const token = await staffToken(a, 'ola')
  const auth = { authorization: `Bearer ${token}` }
  t.equal((await a.inject({ url: '/api/utils/isSiteClosed' })).body, 'true')

  const opened = await a.inject({ method: 'POST', url: '/api/utils/openToday', headers: auth })
  t.equal(opened.statusCode, 200)
  t.match(opened.json(), {
    closed: false,
    reason: 'OVERRIDE_OPEN',
    today: { date: '2026-11-23', closesAt: '22:00' },
  })
  t.equal((await a.inject({ url: '/api/utils/isSiteClosed' })).body, 'false')

  // An empty body with a JSON content type is accepted, as scripts send it.
  const closed = await a.inject({
    method: 'POST',
    url: '/api/utils/closeToday',
    headers: { ...auth, 'content-type': 'application/json' },
    payload: '',
  })
  t.equal(closed.statusCode, 200, closed.body)
  t.match(closed.json(), { closed: true, reason: 'OVERRIDE_CLOSED' })

  const reset = await a.inject({ method: 'POST', url: '/api/utils/resetOverrides', headers: auth })
  t.equal(reset.statusCode, 200)
  t.match(reset.json(), { closed: true, reason: 'SCHEDULE' })

  const events = await overrideEvents(a.db, '2026-11-23')
  t.same(
    events.map((e) => [e.action, e.staffUsername, e.at]),
    [
      ['OPEN_TODAY', 'ola', '2026-11-23T14:00:00.000Z'],
      ['CLOSE_TODAY', 'ola', '2026-11-23T14:00:00.000Z'],
      ['RESET_OVERRIDES', 'ola', '2026-11-23T14:00:00.000Z'],
    ],
  )
})

t.test(
  'a browser asking isSiteClosed gets the bare literal, and a staff action within the same second',
  async (t) => {
    const a = await app(t, '2026-11-25T14:00:00Z') // Wednesday 15:00: open by the schedule
    const auth = { authorization: `Bearer ${await staffToken(a)}` }
    const ask = () =>
      a.inject({ url: '/api/utils/isSiteClosed', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    const open = await ask()
    t.equal(open.body, 'false')
    t.equal(open.headers['content-length'], '5')
    t.equal(open.headers['content-type'], 'application/json; charset=utf-8')
    t.equal(open.headers['cache-control'], 'no-store')
    t.equal(open.headers['content-encoding'], undefined, 'never compressed')
    t.equal(open.headers.vary, undefined, 'nothing to vary on')
    t.equal(open.headers.etag, undefined)
    t.equal((await ask()).body, 'false', 'the same answer again this second')

    // The clock stands still: the status worked out this second must not outlive the action.
    await a.inject({ method: 'POST', url: '/api/utils/closeToday', headers: auth })
    const closed = await ask()
    t.equal(closed.body, 'true', 'closed at once')
    t.equal(closed.headers['content-length'], '4')
    await a.inject({ method: 'POST', url: '/api/utils/resetOverrides', headers: auth })
    t.equal((await ask()).body, 'false', 'open again at once')
  },
)

t.test('an override applies to its Warsaw date only: it stops at midnight', async (t) => {
  const a = await app(t, '2026-11-25T22:30:00Z') // Wednesday 23:30 in Kraków
  const token = await staffToken(a)
  const auth = { authorization: `Bearer ${token}` }
  await a.inject({ method: 'POST', url: '/api/utils/closeToday', headers: auth })
  a.setNow('2026-11-25T22:59:59Z') // 23:59:59
  t.match((await a.inject({ url: '/api/site-status' })).json(), { reason: 'OVERRIDE_CLOSED' })
  a.setNow('2026-11-26T14:00:00Z') // Thursday 15:00: yesterday's override has no effect
  t.equal((await a.inject({ url: '/api/utils/isSiteClosed' })).body, 'false')
  t.match((await a.inject({ url: '/api/site-status' })).json(), { reason: 'SCHEDULE' })
})

t.test('staff actions refuse missing and bad tokens with 401 and change nothing', async (t) => {
  const a = await app(t, '2026-11-25T14:00:00Z')
  for (const path of ['/api/utils/openToday', '/api/utils/closeToday', '/api/utils/resetOverrides']) {
    for (const headers of [
      {},
      { authorization: 'Bearer nonsense' },
      { authorization: 'Basic b2xhOm9sYQ==' },
    ]) {
      const res = await a.inject({ method: 'POST', url: path, headers })
      t.equal(res.statusCode, 401, `${path} ${JSON.stringify(headers)}`)
      t.match(res.json(), { statusCode: 401, error: 'Unauthorized' })
    }
  }
  t.same(await overrideEvents(a.db, '2026-11-25'), [])
})
