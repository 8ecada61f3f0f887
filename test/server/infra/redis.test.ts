// Not in the PostgreSQL pass: Redis taken away and back; the PostgreSQL pass uses Redis throughout.
/**
 * Redis is for sharing rate-limit counters between instances; it is never needed to serve guests.
 * These tests start their own redis-server (installed by scripts/with-services.sh, which `npm test`
 * runs) and take it away while the app runs.
 */
import t from 'tap'
import { createStaff } from '#plugins/auth/service.js'
import { build } from '../../helpers/app.js'
import { freePort, startRedis, stopRedis } from '../../helpers/redis-server.js'

/** A sign-in the schema refuses (400): counted by the per-address limit, and no scrypt to wait for. */
function wrongLogin(app: Awaited<ReturnType<typeof build>>, i: number) {
  return app.inject({ method: 'POST', url: '/api/login', payload: { username: `nobody${i}` } })
}

async function until(probe: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

t.test('/healthz and /readyz without Redis configured', async (t) => {
  const app = await build(t)
  const health = await app.inject({ url: '/healthz' })
  t.equal(health.statusCode, 200)
  const ready = await app.inject({ url: '/readyz' })
  t.equal(ready.statusCode, 200)
  t.same(ready.json(), { status: 'ok', database: true, redis: 'off', closing: false })
  t.equal(ready.headers['cache-control'], 'no-store')
})

t.test(
  'an instance that cannot reach Redis at start serves guests and counts limits in memory',
  async (t) => {
    const port = await freePort() // nothing listens there
    const app = await build(t, { env: { REDIS_URL: `redis://127.0.0.1:${port}` } })
    const ready = await app.inject({ url: '/readyz' })
    t.equal(ready.statusCode, 200, 'still ready: guests are served')
    t.same(ready.json(), { status: 'degraded', database: true, redis: 'unavailable', closing: false })
    t.equal((await app.inject({ url: '/api/utils/isSiteClosed' })).statusCode, 200)
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await wrongLogin(app, i)).statusCode)
    t.same(statuses, [...Array(10).fill(400), 429], 'the login limit holds in memory')
  },
)

t.test('Redis lost while running: limits fall back to memory; back when it returns', async (t) => {
  const port = await freePort()
  let redis = await startRedis(t, port)
  const app = await build(t, { env: { REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_KEY_PREFIX: 'lost:' } })
  t.equal(app.redisState(), 'ready')
  t.equal((await app.inject({ url: '/readyz' })).json().status, 'ok')

  for (let i = 0; i < 3; i++) t.equal((await wrongLogin(app, i)).statusCode, 400)
  const keys = await app.redis!.keys('lost:rate-limit:*')
  t.equal(keys.length, 1, 'the counter is in Redis, under the prefix')
  t.equal(await app.redis!.get(keys[0]!), '3')

  await stopRedis(redis)
  await until(async () => app.redisState() === 'unavailable')
  const degraded = await app.inject({ url: '/readyz' })
  t.equal(degraded.statusCode, 200)
  t.equal(degraded.json().status, 'degraded')
  t.equal(degraded.json().redis, 'unavailable')
  // Requests are answered at once, counted in memory: ten more, then 429.
  const statuses: number[] = []
  for (let i = 0; i < 11; i++) statuses.push((await wrongLogin(app, i)).statusCode)
  t.same(statuses, [...Array(10).fill(400), 429], 'limited in memory while Redis is away')

  redis = await startRedis(t, port)
  await until(async () => app.redisState() === 'ready')
  t.equal((await app.inject({ url: '/readyz' })).json().status, 'ok', 'ready again')
  t.equal((await wrongLogin(app, 99)).statusCode, 400, 'counted in the new, empty Redis again')
  t.equal(await app.redis!.get(keys[0]!), '1')
})

t.test('the login lockout counts in Redis while it answers, in memory while it is lost', async (t) => {
  const port = await freePort()
  const redis = await startRedis(t, port)
  const app = await build(t, { env: { REDIS_URL: `redis://127.0.0.1:${port}`, REDIS_KEY_PREFIX: 'lock:' } })
  await createStaff(app.db, 'kuchnia', 'correct-horse-battery')
  const login = (password: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'kuchnia', password },
      remoteAddress,
    })

  for (let i = 0; i < 5; i++) t.equal((await login('wrong-password', '203.0.113.5')).statusCode, 401)
  t.equal(await app.redis!.get('lock:login:pair:203.0.113.5\nkuchnia'), '5', 'counted in Redis')
  t.equal(await app.redis!.get('lock:login:address:203.0.113.5'), '5')
  const locked = await login('correct-horse-battery', '203.0.113.5')
  t.equal(locked.statusCode, 429, 'the sixth from that address for that user is refused')
  t.ok(Number(locked.headers['retry-after']) > 800, 'for the rest of the 15-minute window')
  const kitchen = await login('correct-horse-battery', '198.51.100.7')
  t.equal(kitchen.statusCode, 200, 'the kitchen tablet still signs in')
  t.equal(await app.redis!.get('lock:login:address:198.51.100.7'), '0', 'its attempt given back')

  await stopRedis(redis)
  await until(async () => app.redisState() === 'unavailable')
  for (let i = 0; i < 5; i++) t.equal((await login('wrong-password', '203.0.113.6')).statusCode, 401)
  t.equal(
    (await login('correct-horse-battery', '203.0.113.6')).statusCode,
    429,
    'Redis lost: the lockout holds in memory',
  )
  t.equal((await login('correct-horse-battery', '198.51.100.8')).statusCode, 200, 'others sign in')
})
