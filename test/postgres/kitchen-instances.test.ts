/**
 * The kitchen's levers on two instances of one PostgreSQL: a change made on one is seen by the
 * other within 2 s, and a slot's capacity holds across both (20 orders at once for 8 places).
 */
import t, { type Test } from 'tap'
import { createStaff } from '#plugins/auth/service.js'
import { buildApp } from '#server/app.js'
import { freshDatabaseUrl, sharedRedis, testConfig } from '../helpers/app.js'
import { dishes, orderBody } from '../helpers/fixtures.js'
import { OPEN } from '../helpers/instants.js'
import { requirePostgres } from '../helpers/postgres.js'

requirePostgres()

const ORDER = orderBody({
  items: [{ productId: dishes.salmonNigiri.id, count: 6 }],
  orderTimeType: 'DATE',
  orderTime: '2026-11-25T16:00:00.000Z', // 17:00 in Kraków
})

async function twoInstances(t: Test) {
  const env = { DATABASE_URL: await freshDatabaseUrl(t), ...sharedRedis() }
  const start = async () => {
    const app = await buildApp(testConfig(env), { ssrMode: 'source', logger: false, now: () => OPEN })
    t.teardown(() => app.close())
    await app.ready()
    return app
  }
  const a = await start()
  const b = await start()
  await createStaff(a.db, 'kuchnia', 'correct-horse-battery')
  const login = await a.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'kuchnia', password: 'correct-horse-battery' },
  })
  return { a, b, auth: { authorization: `Bearer ${login.json().token}` } }
}

async function within<T>(ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

t.test('a pause, a calendar date and a delivery area set on A are seen on B within 2 s', async (t) => {
  const { a, b, auth } = await twoInstances(t)
  t.equal((await b.inject({ url: '/api/site-status' })).json().pause, null)
  const started = Date.now()
  await a.inject({
    method: 'POST',
    url: '/api/utils/pause',
    headers: auth,
    payload: { minutes: 30, deliveryTypes: ['SELF'] },
  })
  await within(2000, async () =>
    (await b.inject({ url: '/api/site-status' })).json().pause ? true : undefined,
  )
  t.pass(`B saw the pause ${Date.now() - started} ms after A's action`)
  const refused = await b.inject({
    method: 'POST',
    url: '/api/order',
    payload: { ...ORDER, orderTimeType: 'ASAP', orderTime: undefined },
  })
  t.equal(refused.json().code, 'ORDERING_PAUSED')

  await a.inject({ method: 'PUT', url: '/api/calendar/2026-11-25', headers: auth, payload: { closed: true } })
  await within(2000, async () =>
    (await b.inject({ url: '/api/utils/isSiteClosed' })).json() ? true : undefined,
  )
  t.pass('B closed by the calendar')

  await b.inject({ method: 'PUT', url: '/api/kitchen', headers: auth, payload: { deliveryArea: ['31-'] } })
  await within(2000, async () => {
    const area = (await a.inject({ url: '/api/site-status' })).json().kitchen.deliveryArea
    return area.length === 1 ? area : undefined
  })
  t.pass('A has the area set on B')
})

t.test('20 orders at once over two instances for a slot of 8 give exactly 8', async (t) => {
  const { a, b, auth } = await twoInstances(t)
  await a.inject({
    method: 'PUT',
    url: '/api/kitchen',
    headers: auth,
    payload: { slotCapacity: { SELF: 8 } },
  })
  // B reads the capacity within its cache's second.
  await new Promise((r) => setTimeout(r, 1100))
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      (i % 2 ? a : b).inject({ method: 'POST', url: '/api/order', payload: ORDER }),
    ),
  )
  const codes = answers.map((r) => r.statusCode)
  t.equal(codes.filter((c) => c === 201).length, 8, 'eight placed')
  t.ok(
    answers
      .filter((r) => r.statusCode !== 201)
      .every((r) => r.statusCode === 409 && r.json().code === 'SLOT_FULL'),
    'the others refused with SLOT_FULL',
  )
  const stored = await a.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  t.equal(Number(stored.n), 8, 'eight orders stored')
  const slot = await a.db.selectFrom('kitchen_slots').select('taken').executeTakeFirstOrThrow()
  t.equal(Number(slot.taken), 8, 'the slot holds eight')
})
