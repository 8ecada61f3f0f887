// Not in the PostgreSQL pass: the rate-limit store in Redis.
/**
 * The rate-limit store of several instances (plugins/infra/redis/rate-limit-store.ts): fixed windows
 * counted in Redis, shared by every instance, and in memory while Redis is away.
 */
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import { Redis } from 'ioredis'
import t, { type Test } from 'tap'
import { fallbackRateLimitStore, MemoryCounters } from '#infra/redis/rate-limit-store.js'
import { freePort, startRedis, stopRedis } from '../../helpers/redis-server.js'

interface Counter {
  current: number
  ttl: number
}
interface TestStore {
  incr(key: string, cb: (e: Error | null, r?: Counter) => void, timeWindow: number, max: number): void
  read(key: string, cb: (e: Error | null, r?: Counter) => void, timeWindow: number, max: number): void
  child(params: Record<string, unknown>): TestStore
}

const count = (store: TestStore, key: string, windowMs = 60_000) =>
  new Promise<Counter>((resolve, reject) =>
    store.incr(key, (e, r) => (e ? reject(e) : resolve(r!)), windowMs, 10),
  )
const peek = (store: TestStore, key: string) =>
  new Promise<Counter>((resolve, reject) =>
    store.read(key, (e, r) => (e ? reject(e) : resolve(r!)), 60_000, 10),
  )

const silentLog = { warn: () => undefined } as never

/** A route store, as @fastify/rate-limit makes one for `config.rateLimit` on POST /api/login. */
function loginStore(Store: FastifyRateLimitStoreCtor): TestStore {
  const root = new Store({}) as unknown as TestStore
  return root.child({ routeInfo: { method: 'POST', url: '/api/login' } })
}

async function connect(t: Test, port: number): Promise<Redis> {
  const redis = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0 })
  redis.on('error', () => undefined)
  await redis.connect()
  t.teardown(() => redis.disconnect())
  return redis
}

t.test('memory: a window opens at the first hit and closes after timeWindow', async (t) => {
  let now = 1_000_000
  const memory = new MemoryCounters(() => now)
  t.same(memory.count('a', 60_000), { current: 1, ttl: 60_000 })
  now += 20_000
  t.same(memory.count('a', 60_000), { current: 2, ttl: 40_000 })
  t.same(memory.read('a'), { current: 2, ttl: 40_000 }, 'read does not count')
  t.same(memory.read('b'), { current: 0, ttl: 0 }, 'no window, nothing counted')
  now += 40_000
  t.same(memory.read('a'), { current: 0, ttl: 0 }, 'the window has closed')
  t.same(memory.count('a', 60_000), { current: 1, ttl: 60_000 }, 'a new window')
})

t.test('memory: at most 5,000 keys, the least recently counted forgotten first', async (t) => {
  const memory = new MemoryCounters(() => 0)
  memory.count('first', 1_000)
  memory.count('second', 1_000)
  memory.count('first', 1_000)
  for (let i = 0; i < 4_999; i++) memory.count(`k${i}`, 1_000)
  t.equal(memory.read('second').current, 0, 'forgotten')
  t.equal(memory.read('first').current, 2, 'kept: counted more recently')
})

t.test('Redis: two instances count one window under the site prefix', async (t) => {
  const port = await freePort()
  await startRedis(t, port)
  const [one, two] = [await connect(t, port), await connect(t, port)]
  const a = loginStore(fallbackRateLimitStore(one, 'site:', silentLog))
  const b = loginStore(fallbackRateLimitStore(two, 'site:', silentLog))

  const first = await count(a, '203.0.113.5')
  t.equal(first.current, 1)
  t.ok(first.ttl > 59_000 && first.ttl <= 60_000, 'the window is timeWindow long')
  t.equal((await count(b, '203.0.113.5')).current, 2, 'the other instance counts on')
  t.equal((await count(a, '203.0.113.5')).current, 3)
  t.equal((await peek(b, '203.0.113.5')).current, 3, 'read does not count')
  t.equal((await count(a, '198.51.100.7')).current, 1, 'another address has its own count')

  const key = 'site:rate-limit:POST/api/login-203.0.113.5'
  t.equal(await one.get(key), '3', 'the key names the site, the route and the address')
  const ttl = await one.pttl(key)
  t.ok(ttl > 0 && ttl <= 60_000, 'and expires with the window')

  const custom = (new (fallbackRateLimitStore(one, 'site:', silentLog))({}) as unknown as TestStore).child({
    routeInfo: {},
  })
  await count(custom, 'orders:203.0.113.5')
  t.equal(await one.get('site:rate-limit:custom-orders:203.0.113.5'), '1', 'limiters without a route')
})

t.test('Redis failing or away: the hit is counted in memory, never lost', async (t) => {
  const port = await freePort()
  const server = await startRedis(t, port)
  const redis = await connect(t, port)
  const warnings: string[] = []
  const log = { warn: (_: unknown, message: string) => warnings.push(message) } as never
  const store = loginStore(fallbackRateLimitStore(redis, 'away:', log))
  t.equal((await count(store, 'x')).current, 1)

  // A command that fails while Redis answers (the key holds something else).
  await redis.set('away:rate-limit:POST/api/login-broken', 'not a number')
  t.equal((await count(store, 'broken')).current, 1, 'counted in memory')
  t.same(warnings, ['rate limit: Redis failed, counting in memory'], 'and said once')

  await stopRedis(server)
  while (redis.status === 'ready') await new Promise((r) => setTimeout(r, 20))
  t.equal((await count(store, 'x')).current, 1, 'Redis away: a window of its own in memory')
  t.equal((await count(store, 'x')).current, 2)
  t.equal((await peek(store, 'x')).current, 2)
})

t.test('only fixed windows: the options that would count otherwise are refused', async (t) => {
  const port = await freePort()
  await startRedis(t, port)
  const Store = fallbackRateLimitStore(await connect(t, port), 'opts:', silentLog)
  const root = new Store({}) as unknown as TestStore
  t.throws(
    () => root.child({ routeInfo: { url: '/x', method: 'GET' }, continueExceeding: true }),
    /fixed windows only/,
  )
  t.throws(() => new Store({ exponentialBackoff: true }), /fixed windows only/)
})
