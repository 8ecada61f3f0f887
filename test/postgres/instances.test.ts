/**
 * Two app instances on one PostgreSQL and one Redis, as behind a reverse proxy: what one instance
 * does, the other must see, and every guarantee (idempotency, promo-code limits, rate limits, ended
 * sessions) must hold across both.
 */
import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { sql } from 'kysely'
import t, { type Test } from 'tap'
import { migrationProvider } from '#migrations/index.js'
import { changeRoleOrState, createStaff } from '#plugins/auth/service.js'
import { createPromoCode } from '#plugins/promo-codes/repository.js'
import { buildApp } from '#server/app.js'
import { freshDatabaseUrl, sharedRedis, testConfig } from '../helpers/app.js'
import { dishes, orderBody } from '../helpers/fixtures.js'
import { OPEN } from '../helpers/instants.js'
import { requirePostgres } from '../helpers/postgres.js'
import { openStream } from '../helpers/sse-client.js'

requirePostgres()

const ORDER = orderBody({
  items: [{ productId: dishes.salmonNigiri.id, count: 6 }],
})
const PASSWORD = 'correct-horse-battery'

/** Two instances of one site: one database, one Redis key prefix; started at the same moment. */
async function twoInstances(t: Test, options: { now?: () => Date } = {}) {
  const env = { DATABASE_URL: await freshDatabaseUrl(t), ...sharedRedis() }
  const start = async () => {
    const app = await buildApp(testConfig(env), { ssrMode: 'source', logger: false, now: options.now })
    t.teardown(() => app.close())
    await app.listen({ port: 0, host: '127.0.0.1' })
    return { app, port: (app.server.address() as AddressInfo).port }
  }
  // Both migrate the empty database at once: the migration lock lets one apply, the other wait.
  const [a, b] = await Promise.all([start(), start()])
  return { a: a!, b: b! }
}

type Instance = { app: Awaited<ReturnType<typeof buildApp>>; port: number }

async function login(app: Instance['app'], username: string, password = PASSWORD) {
  return app.inject({ method: 'POST', url: '/api/login', payload: { username, password } })
}

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

t.test('two instances migrate one empty database at the same moment; each migration runs once', async (t) => {
  const { a, b } = await twoInstances(t)
  const applied = await a.app.db
    .selectFrom('kysely_migration' as never)
    .select('name' as never)
    .execute()
  t.same(
    applied.map((row) => (row as { name: string }).name),
    Object.keys(await migrationProvider.getMigrations()),
    'every migration, in order, once',
  )
  t.equal((await b.app.inject({ url: '/readyz' })).json().status, 'ok')
  const columns = await sql<{ column_name: string; data_type: string }>`
    select column_name, data_type from information_schema.columns
    where table_name = 'orders' and table_schema = current_schema()`.execute(a.app.db)
  const types = Object.fromEntries(columns.rows.map((c) => [c.column_name, c.data_type]))
  t.equal(types.created_at, 'timestamp with time zone', 'times are timestamptz')
  t.equal(types.total_grosze, 'integer', 'money is integer grosze')
  t.equal(types.business_date, 'date')
})

t.test('a staff action on one instance is seen on the other within 2 s', async (t) => {
  const { a, b } = await twoInstances(t, { now: () => OPEN })
  await createStaff(a.app.db, 'kuchnia', PASSWORD)
  const token = (await login(a.app, 'kuchnia')).json().token as string
  t.equal((await b.app.inject({ url: '/api/utils/isSiteClosed' })).json(), false, 'open by the schedule')

  const started = Date.now()
  const closed = await a.app.inject({
    method: 'POST',
    url: '/api/utils/closeToday',
    headers: { authorization: `Bearer ${token}` },
  })
  t.equal(closed.statusCode, 200)
  await until(
    async () => ((await b.app.inject({ url: '/api/utils/isSiteClosed' })).json() ? true : undefined),
    2000,
  )
  t.pass(`instance B answered closed ${Date.now() - started} ms after A's action`)
  const status = (await b.app.inject({ url: '/api/site-status' })).json()
  t.equal(status.reason, 'OVERRIDE_CLOSED')
  const refused = await b.app.inject({ method: 'POST', url: '/api/order', payload: ORDER })
  t.equal(refused.statusCode, 422, 'B refuses ASAP orders at once')

  // The token from A works on B (one secret, one database).
  await b.app.inject({
    method: 'POST',
    url: '/api/utils/resetOverrides',
    headers: { authorization: `Bearer ${token}` },
  })
  await until(
    async () => ((await a.app.inject({ url: '/api/utils/isSiteClosed' })).json() ? undefined : true),
    2000,
  )
  t.pass('and back: reset on B, A is open again')
})

t.test("an order placed on one instance appears live on the other's board", async (t) => {
  const { a, b } = await twoInstances(t, { now: () => OPEN })
  await createStaff(a.app.db, 'kuchnia', PASSWORD)
  const token = (await login(b.app, 'kuchnia')).json().token as string
  const board = openStream(b.port, token)
  t.teardown(() => board.close())
  await board.next((e) => e.event === 'ready')

  const placed = await a.app.inject({ method: 'POST', url: '/api/order', payload: ORDER })
  t.equal(placed.statusCode, 201)
  const created = await board.next((e) => e.event === 'order', 2000)
  t.equal(JSON.parse(created.data).order.id, placed.json().id)
  t.equal(JSON.parse(created.data).order.customer.name, 'Anna Kowalska')

  // Staff on A accept it: B's board sees the move.
  await a.app.inject({
    method: 'POST',
    url: `/api/orders/${placed.json().id}/status`,
    headers: { authorization: `Bearer ${token}` },
    payload: { status: 'ACCEPTED' },
  })
  const updated = await board.next((e) => e.event === 'order' && JSON.parse(e.data).type === 'updated', 2000)
  t.equal(JSON.parse(updated.data).order.status, 'ACCEPTED')
  t.ok(Number(updated.id) > Number(created.id))
})

t.test('the login limit counts attempts on both instances together (Redis)', async (t) => {
  const { a, b } = await twoInstances(t)
  const statuses: number[] = []
  // Ten attempts a minute per address, spread over both instances; each for another user, so that
  // only the per-address limit of @fastify/rate-limit is tested.
  for (let i = 0; i < 10; i++) statuses.push((await login(i % 2 ? b.app : a.app, `nobody${i}`)).statusCode)
  t.same(statuses, Array(10).fill(401), 'ten wrong attempts are answered')
  const eleventhA = await login(a.app, 'nobody-a')
  const eleventhB = await login(b.app, 'nobody-b')
  t.equal(eleventhA.statusCode, 429, 'the eleventh on A is refused')
  t.equal(eleventhB.statusCode, 429, 'and on B')
  t.match(eleventhB.headers['retry-after'], /^\d+$/)
  t.equal(eleventhB.json().code, 'RATE_LIMITED')
})

t.test('the lockout per (address, username) counts failures on both instances together', async (t) => {
  const { a, b } = await twoInstances(t)
  await createStaff(a.app.db, 'kuchnia', PASSWORD)
  const attempt = (app: Instance['app'], password: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'kuchnia', password },
      remoteAddress,
    })
  // Five wrong passwords from one address, spread over both instances (three on A, two on B).
  for (let i = 0; i < 5; i++)
    t.equal((await attempt(i % 2 ? b.app : a.app, 'wrong-password', '203.0.113.9')).statusCode, 401)
  for (const [name, instance] of [
    ['A', a],
    ['B', b],
  ] as const) {
    const locked = await attempt(instance.app, PASSWORD, '203.0.113.9')
    t.equal(locked.statusCode, 429, `the sixth is refused on ${name}, even with the right password`)
    t.equal(locked.json().code, 'RATE_LIMITED')
  }
  const kitchen = await attempt(b.app, PASSWORD, '198.51.100.7')
  t.equal(kitchen.statusCode, 200, "a stranger's failures do not lock the kitchen tablet out")
})

t.test('parallel retries with one Idempotency-Key on both instances make exactly one order', async (t) => {
  const { a, b } = await twoInstances(t, { now: () => OPEN })
  const key = randomUUID()
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      (i % 2 ? b : a).app.inject({
        method: 'POST',
        url: '/api/order',
        headers: { 'idempotency-key': key },
        payload: ORDER,
      }),
    ),
  )
  t.same(new Set(answers.map((r) => r.statusCode)), new Set([201]), 'every answer is the 201')
  t.equal(new Set(answers.map((r) => r.json().id)).size, 1, 'all name the same order')
  const count = await a.app.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  t.equal(Number(count.n), 1, 'one order stored')

  const other = await b.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { 'idempotency-key': key },
    payload: { ...ORDER, comment: 'inne' },
  })
  t.equal(other.statusCode, 422, 'the same key with another body is refused on the other instance too')
})

t.test("a promo code's maxUses holds under parallel orders on both instances", async (t) => {
  const { a, b } = await twoInstances(t, { now: () => OPEN })
  await createPromoCode(
    a.app.db,
    { code: 'TRZY', type: 'FIXED', valueHundredths: 500, maxUses: 3, createdBy: 't' },
    OPEN,
  )
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      (i % 2 ? b : a).app.inject({
        method: 'POST',
        url: '/api/order',
        payload: { ...ORDER, promoCode: 'trzy' },
      }),
    ),
  )
  const placed = answers.filter((r) => r.statusCode === 201)
  t.equal(placed.length, 3, 'exactly three orders got the code')
  t.ok(
    answers.every((r) => r.statusCode === 201 || (r.statusCode === 422 && r.json().field === 'promoCode')),
    'the others are refused naming the promo code',
  )
  const row = await a.app.db
    .selectFrom('promo_codes')
    .select('uses')
    .where('code', '=', 'TRZY')
    .executeTakeFirstOrThrow()
  t.equal(row.uses, 3)
  const numbers = placed.map((r) => r.json().number as number)
  t.equal(new Set(numbers).size, 3, 'order numbers are unique across instances')
})

t.test('disable ends the sessions on every instance', async (t) => {
  const { a, b } = await twoInstances(t, { now: () => OPEN })
  await createStaff(a.app.db, 'ania', PASSWORD)
  await createStaff(a.app.db, 'szef', PASSWORD)
  const token = (await login(a.app, 'ania')).json().token as string
  const auth = { authorization: `Bearer ${token}` }
  t.equal((await b.app.inject({ url: '/api/orders', headers: auth })).statusCode, 200)
  // As `npm run staff -- disable ania` does: straight in the database, from another process.
  await changeRoleOrState(a.app.db, 'ania', { disabled: true })
  t.equal((await a.app.inject({ url: '/api/orders', headers: auth })).statusCode, 401, 'refused on A')
  t.equal((await b.app.inject({ url: '/api/orders', headers: auth })).statusCode, 401, 'refused on B')
  t.equal((await login(b.app, 'ania')).statusCode, 401, 'and cannot sign in again')
})
