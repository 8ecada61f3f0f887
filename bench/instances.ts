/**
 * POST /api/order on SQLite (one instance), on PostgreSQL with one instance and with two instances
 * (Redis for the limits), each instance a process of its own; then the failover check: orders placed
 * by clients that retry with their Idempotency-Key on the other instance (as the proxy does) while
 * one instance is killed with SIGKILL; every answered order must be stored exactly once.
 *
 *   npm run bench:instances [-- seconds connections]
 *
 * It runs beside a throwaway PostgreSQL (durable: fsync and synchronous_commit on, as SQLite's
 * synchronous=FULL) and Redis started by scripts/with-services.sh. The machine is shared and noisy,
 * and load generator, database and instances share its cores: read the ratios, not the bare numbers.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { cpuOf, postgresPids, printTable, type Row } from './cpu.js'
import { BENCH_ORDER_BODY } from './order.js'

const args = process.argv.slice(2)
const profileAt = args.indexOf('--profile')
// --profile DIR: each instance writes a V8 CPU profile there (tsx bench/profile-summary.ts DIR).
const profileDir = profileAt >= 0 ? args.splice(profileAt, 2)[1] : undefined
const seconds = Number(args[0] ?? 10)
const connections = Number(args[1] ?? 50)
const poolSize = process.env.DATABASE_POOL_SIZE
const pgUrl = process.env.PG_TEST_URL
const redisUrl = process.env.REDIS_TEST_URL
if (!pgUrl || !redisUrl) {
  console.error('Run it with `npm run bench:instances` (it starts PostgreSQL and Redis).')
  process.exit(2)
}

const body = BENCH_ORDER_BODY

async function admin<T>(query: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: pgUrl })
  await client.connect()
  try {
    return (await client.query(query)).rows as T[]
  } finally {
    await client.end()
  }
}

const databases: string[] = []
async function freshPostgres(): Promise<string> {
  const name = `bench_${randomUUID().slice(0, 8)}`
  await admin(`create database ${name}`)
  databases.push(name)
  const url = new URL(pgUrl!)
  url.pathname = `/${name}`
  return url.toString()
}

interface Instance {
  url: string
  child: ChildProcess
}
const children = new Set<ChildProcess>()

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const flags = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'bench/instance.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.add(child)
  child.on('exit', () => children.delete(child))
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /listening (\S+)/.exec(out)
      if (match) resolve(match[1]!)
    })
    child.on('exit', (code) => reject(new Error(`instance exited (${code})`)))
  })
  return { url, child }
}

async function stop(instances: Instance[]) {
  await Promise.all(
    instances.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          child.once('exit', () => resolve())
          child.kill('SIGTERM')
        }),
    ),
  )
}

/** Measures the cores used by the instances, PostgreSQL and this process while `work` runs. */
async function measured(instances: Instance[], work: () => Promise<Row>): Promise<Row> {
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + cpuOf(pid), 0)
  const appPids = instances.map((i) => i.child.pid!)
  const dbPids = postgresPids()
  const self = process.cpuUsage()
  const before = { app: sum(appPids), db: sum(dbPids), at: performance.now() }
  const row = await work()
  const used = process.cpuUsage(self)
  const wall = (performance.now() - before.at) / 1000
  // Backends that started during the run are missed from `before` (0) but counted after: new ones.
  const db = sum([...new Set([...dbPids, ...postgresPids()])]) - before.db
  row.cores = {
    app: (sum(appPids) - before.app) / wall,
    db: db / wall,
    load: (used.user + used.system) / 1e6 / wall,
  }
  return row
}

/** POST /api/order at `connections`, split evenly over the instances (as a round-robin proxy). */
async function load(name: string, instances: Instance[], duration: number): Promise<Row> {
  const share = Math.max(1, Math.round(connections / instances.length))
  const results = await Promise.all(
    instances.map((instance) =>
      autocannon({
        url: `${instance.url}/api/order`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        connections: share,
        duration,
      }),
    ),
  )
  return {
    name,
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    // The slower side's percentiles: no instance may hide behind the other.
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
  }
}

async function scenario(name: string, env: Record<string, string>, count: number): Promise<Row> {
  const instances: Instance[] = []
  // One after the other: the first one migrates the new database.
  for (let i = 0; i < count; i++) instances.push(await startInstance(env))
  try {
    await load(name, instances, 2) // warm-up: JIT, pools, prepared caches
    return await measured(instances, () => load(name, instances, seconds))
  } finally {
    await stop(instances)
  }
}

/** Clients place orders with keys; one instance is SIGKILLed under load; retries go to the other. */
async function failover(): Promise<string> {
  const databaseUrl = await freshPostgres()
  const env = { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl! }
  const a = await startInstance(env)
  const b = await startInstance(env)
  const instances = [a, b]
  const answered = new Map<string, string>() // key → order id
  let retried = 0
  let unanswered = 0
  let running = true

  async function place(key: string, first: number): Promise<string | null> {
    // Like nginx's proxy_next_upstream: try the chosen instance, then the other, a few rounds.
    for (let attempt = 0; attempt < 6; attempt++) {
      const instance = instances[(first + attempt) % 2]!
      try {
        const res = await fetch(`${instance.url}/api/order`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body,
        })
        if (res.status === 201) return ((await res.json()) as { id: string }).id
        if (res.status < 500) throw new Error(`refused: ${res.status} ${await res.text()}`)
        retried++
      } catch (error) {
        if ((error as Error).message.startsWith('refused')) throw error
        // Cut off mid-request by the kill, or refused by the dead instance: the proxy tries the other.
        retried++
      }
      await new Promise((r) => setTimeout(r, 20))
    }
    return null
  }

  const clients = Array.from({ length: 20 }, async (_, client) => {
    let n = client
    while (running) {
      const key = randomUUID()
      const id = await place(key, n++ % 2)
      if (id) answered.set(key, id)
      else unanswered++
    }
  })
  await new Promise((r) => setTimeout(r, 2_000))
  a.child.kill('SIGKILL')
  await new Promise((r) => setTimeout(r, 3_000))
  running = false
  await Promise.all(clients)

  const check = new pg.Client({ connectionString: databaseUrl })
  await check.connect()
  const orders = Number((await check.query('select count(*) as n from orders')).rows[0].n)
  const withLines = Number(
    (await check.query('select count(distinct order_id) as n from order_lines')).rows[0].n,
  )
  const keys = Number(
    (await check.query('select count(*) as n from idempotency_keys where status_code = 201')).rows[0].n,
  )
  const ids = [...answered.values()]
  const found = Number(
    (await check.query('select count(*) as n from orders where id = any($1)', [ids])).rows[0].n,
  )
  await check.end()
  await stop([b])

  const lost = ids.length - found
  const doubled = orders - answered.size - unanswered
  const ok =
    lost === 0 && orders === answered.size && keys === orders && withLines === orders && unanswered === 0
  return [
    `SIGKILL under load (2 instances, 20 clients retrying with their key on the other instance, one killed after 2 s):`,
    `  orders answered 201: ${answered.size}; attempts cut off by the kill or refused by the dead instance, retried on the other: ${retried}; never answered: ${unanswered}`,
    `  stored: ${orders} orders (${withLines} with their lines, ${keys} idempotency keys); answered but missing: ${lost}; more stored than answered: ${Math.max(0, doubled)}`,
    `  → ${ok ? 'no order lost or doubled' : 'MISMATCH'}`,
  ].join('\n')
}

try {
  const dir = mkdtempSync(join(tmpdir(), 'sushi-bench-'))
  const rows: Row[] = []
  rows.push(await scenario('SQLite, 1 instance', { DATABASE_URL: join(dir, 'bench.db') }, 1))
  rows.push(
    await scenario('PostgreSQL, 1 instance', { DATABASE_URL: await freshPostgres(), REDIS_URL: redisUrl }, 1),
  )
  rows.push(
    await scenario(
      'PostgreSQL, 2 instances',
      { DATABASE_URL: await freshPostgres(), REDIS_URL: redisUrl },
      2,
    ),
  )
  rmSync(dir, { recursive: true, force: true })

  printTable(rows, { connections, seconds, poolSize })
  const [, one, two] = rows
  console.log(
    `\ntwo instances / one instance on PostgreSQL: ${(two!.rps / one!.rps).toFixed(2)}× orders/s (target ≥ 1.6×), p99 ${two!.p99} ms (target ≤ 50 ms)`,
  )
  console.log(`\n${await failover()}`)
} finally {
  for (const child of children) child.kill('SIGKILL')
  for (const name of databases)
    await admin(`drop database if exists ${name} with (force)`).catch(() => undefined)
}
