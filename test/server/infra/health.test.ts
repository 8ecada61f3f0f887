// Not in the PostgreSQL pass: load shedding and health answers; readiness on PostgreSQL is in test/postgres/failover.
/**
 * Health, readiness and load shedding (docs/operations.md, "Health and load"). The shedding tests
 * use tiny limits through the plugin's own options, so the default limits are never what a busy
 * test machine trips over.
 */
import Fastify from 'fastify'
import fp from 'fastify-plugin'
import t from 'tap'
import healthPlugin, { PRESSURE_LIMITS } from '#infra/health/index.js'
import { build } from '../../helpers/app.js'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls until `probe` answers true (at most 10 s). */
async function until(probe: () => Promise<boolean>) {
  const deadline = Date.now() + 10_000
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('not within 10 s')
    await sleep(20)
  }
}

t.test('the default limits are generous: 1 s of event-loop delay, 90 % of the heap', async (t) => {
  t.same(PRESSURE_LIMITS, { maxEventLoopDelayMs: 1_000, maxHeapUsedRatio: 0.9, sampleIntervalMs: 2_000 })
  const app = await build(t)
  t.equal(app.isUnderPressure(), false)
  t.equal((await app.inject({ url: '/api/utils/isSiteClosed' })).statusCode, 200)
})

t.test('past the heap limit, requests answer 503 OVERLOADED; the health routes still answer', async (t) => {
  // A limit of one millionth of the heap is passed at the first sample.
  const app = await build(t, { pressure: { maxHeapUsedRatio: 0.000_001, sampleIntervalMs: 10 } })
  await until(async () => app.isUnderPressure())

  const shed = await app.inject({ url: '/api/menu' })
  t.equal(shed.statusCode, 503)
  t.equal(shed.headers['retry-after'], '10')
  t.same(shed.json(), {
    statusCode: 503,
    error: 'Service Unavailable',
    message: 'Serwer jest chwilowo przeciążony. Spróbuj ponownie za kilka sekund.',
    code: 'OVERLOADED',
  })
  t.equal((await app.inject({ url: '/menu/nigiri/' })).statusCode, 503, 'pages too')
  const order = await app.inject({ method: 'POST', url: '/api/order', payload: {} })
  t.equal(order.statusCode, 503, 'an order is refused before it is read')

  const health = await app.inject({ url: '/healthz' })
  t.equal(health.statusCode, 200, 'alive: a busy process is not restarted')
  t.same(health.json(), { status: 'ok', database: true })
  const ready = await app.inject({ url: '/readyz' })
  t.equal(ready.statusCode, 503, 'not ready: the proxy sends guests elsewhere')
  t.same(ready.json(), { status: 'overloaded', database: true, redis: 'off', closing: false })
})

t.test('a blocked event loop sheds requests until the delay is back under the limit', async (t) => {
  const app = await build(t, { pressure: { maxEventLoopDelayMs: 100, sampleIntervalMs: 50 } })
  // The start itself (loading the page sources) may have held the loop: wait for a quiet sample.
  await until(async () => !app.isUnderPressure())
  t.equal((await app.inject({ url: '/api/utils/isSiteClosed' })).statusCode, 200)
  // Block the loop for 1.5 s, as a runaway synchronous job would.
  const end = Date.now() + 1_500
  while (Date.now() < end) {
    // busy
  }
  await until(async () => app.isUnderPressure())
  t.equal((await app.inject({ url: '/api/utils/isSiteClosed' })).statusCode, 503)
  // Quiet samples bring it back.
  await until(async () => (await app.inject({ url: '/api/utils/isSiteClosed' })).statusCode === 200)
  t.equal((await app.inject({ url: '/readyz' })).json().status, 'ok')
})

t.test('/readyz answers 503 while the instance shuts down', async (t) => {
  // The health plugin alone, beside stand-ins for the database and Redis: a readiness request is
  // held in its database check until the shutdown has begun, as one arriving at that moment would.
  let shutdownBegun: () => void = () => undefined
  const gate = new Promise<void>((resolve) => {
    shutdownBegun = resolve
  })
  const app = Fastify({ logger: false })
  await app.register(
    fp(
      async (app) => {
        app.decorate('dbReady', async () => {
          await gate
          return true
        })
      },
      { name: 'db' },
    ),
  )
  await app.register(
    fp(
      async (app) => {
        app.decorate('redisState', () => 'off' as const)
      },
      { name: 'redis' },
    ),
  )
  await app.register(healthPlugin)
  // Runs after the plugin's own preClose hook.
  app.addHook('preClose', async () => shutdownBegun())
  const origin = await app.listen({ port: 0, host: '127.0.0.1' })
  const answer = fetch(`${origin}/readyz`)
  await new Promise((resolve) => setTimeout(resolve, 100))
  const closed = app.close()
  const res = await answer
  t.equal(res.status, 503)
  t.same(await res.json(), { status: 'unavailable', database: true, redis: 'off', closing: true })
  await closed
})
