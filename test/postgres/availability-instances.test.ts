/**
 * Sold out with two instances on one PostgreSQL: a dish switched off through one instance is off
 * on the other within 2 seconds (each keeps the state in memory for at most a second, and a
 * database notification drops it at once), and the other refuses an order for it.
 */
import t from 'tap'
import { buildApp } from '#server/app.js'
import { freshDatabaseUrl, sharedRedis, testConfig } from '../helpers/app.js'
import { dishes, orderBody } from '../helpers/fixtures.js'
import { requirePostgres } from '../helpers/postgres.js'
import { staffToken } from '../helpers/staff-helper.js'

requirePostgres()

t.test('a switch-off on one instance is seen by the other within 2 s', async (t) => {
  const env = { DATABASE_URL: await freshDatabaseUrl(t), ...sharedRedis() }
  const start = async () => {
    // Wednesday 25 November 2026, 15:00 in Kraków: open.
    const now = () => new Date('2026-11-25T14:00:00Z')
    const app = await buildApp(testConfig(env), { ssrMode: 'source', logger: false, now })
    t.teardown(() => app.close())
    await app.ready()
    return app
  }
  const [a, b] = await Promise.all([start(), start()])
  const token = await staffToken(a!, 'ola')
  const read = async () => (await b!.inject({ url: '/api/menu/availability' })).json()
  t.same(await read(), { unavailable: [], categories: [] }, 'the other instance has read the empty state')

  for (const [available, expected] of [
    [false, [{ productId: 'nigiri-losos', until: null }]],
    [true, []],
  ] as const) {
    const changedAt = performance.now()
    const res = await a!.inject({
      method: 'PUT',
      url: '/api/menu/availability/nigiri-losos',
      payload: { available },
      headers: { authorization: `Bearer ${token}` },
    })
    t.equal(res.statusCode, 200)
    let seen: unknown
    while (performance.now() - changedAt < 2_000) {
      seen = (await read()).unavailable
      if (JSON.stringify(seen) === JSON.stringify(expected)) break
      await new Promise((r) => setTimeout(r, 20))
    }
    const elapsed = performance.now() - changedAt
    t.same(seen, expected, `available: ${available} seen on the other instance`)
    t.ok(elapsed < 2_000, `within ${Math.round(elapsed)} ms`)
  }

  await a!.inject({
    method: 'PUT',
    url: '/api/menu/availability/categories/NIGIRI',
    payload: { available: false, until: 'END_OF_DAY' },
    headers: { authorization: `Bearer ${token}` },
  })
  const deadline = performance.now() + 2_000
  while ((await read()).categories.length === 0 && performance.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20))
  }
  const refused = await b!.inject({
    method: 'POST',
    url: '/api/order',
    payload: orderBody({
      items: [{ productId: dishes.salmonNigiri.id, count: 6 }],
    }),
  })
  t.match(refused.json(), { statusCode: 409, code: 'PRODUCT_UNAVAILABLE', field: 'items.0.productId' })
})
