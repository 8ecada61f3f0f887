import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { buildApp } from '#server/app.js'
import { loadConfig } from '#server/config.js'
import { BENCH_ORDER_BODY } from './order.js'

/**
 * API benchmark: req/s and latency of POST /api/order and GET /api/utils/isSiteClosed, each beside
 * a trivial route (GET /robots.txt, a constant string) measured in the same run, on a SQLite file
 * with synchronous=FULL. The machine is shared and noisy: read the ratios, not the bare numbers.
 * Usage: npm run bench:api [-- seconds connections]
 */
const seconds = Number(process.argv[2] ?? 10)
const connections = Number(process.argv[3] ?? 50)
const dir = mkdtempSync(join(tmpdir(), 'sushi-bench-'))
const config = loadConfig({
  NODE_ENV: 'test',
  DATABASE_URL: join(dir, 'bench.db'),
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
  // One address places every order here: the per-address order limit is off, as for load tests.
  ORDER_RATE_LIMIT: '0',
})
// A Wednesday at 15:00 in Kraków: the restaurant is open, so orders are accepted.
const app = await buildApp(config, {
  ssrMode: 'source',
  logger: false,
  now: () => new Date('2026-11-25T14:00:00Z'),
})
const address = await app.listen({ host: '127.0.0.1', port: 0 })

const order = BENCH_ORDER_BODY

interface Row {
  name: string
  rps: number
  p50: number
  p99: number
  non2xx: number
}

async function run(
  name: string,
  request: { path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
): Promise<Row> {
  const { path, ...rest } = request
  const result = await autocannon({ url: address + path, connections, duration: seconds, ...rest })
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  }
}

const rows: Row[] = []
rows.push(await run('GET /robots.txt (baseline)', { path: '/robots.txt' }))
rows.push(await run('GET /api/utils/isSiteClosed', { path: '/api/utils/isSiteClosed' }))
rows.push(
  await run('POST /api/order', {
    path: '/api/order',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: order,
  }),
)
rows.push(await run('GET /robots.txt (baseline, again)', { path: '/robots.txt' }))

const baseline = (rows[0]!.rps + rows[3]!.rps) / 2
console.log(`\n${connections} connections, ${seconds} s each, SQLite synchronous=FULL (WAL)\n`)
console.log('route                                req/s   p50 ms  p99 ms  ratio to baseline  non-2xx')
for (const row of rows) {
  console.log(
    `${row.name.padEnd(36)} ${row.rps.toFixed(0).padStart(6)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(7)} ${(row.rps / baseline).toFixed(2).padStart(18)} ${String(row.non2xx).padStart(8)}`,
  )
}
const orders = await app.db
  .selectFrom('orders')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow()
console.log(
  `\norders written: ${orders.n}, in ${app.writeQueue.stats.batches} commits (group commit, ${(app.writeQueue.stats.writes / Math.max(1, app.writeQueue.stats.batches)).toFixed(1)} orders per fsync)`,
)
const orderRow = rows[2]!
console.log(
  `target: ≥ 500 orders/s with p99 < 50 ms → ${orderRow.rps >= 500 && orderRow.p99 < 50 && orderRow.non2xx === 0 ? 'met' : 'NOT met (or refused answers)'}`,
)
await app.close()
rmSync(dir, { recursive: true, force: true })
