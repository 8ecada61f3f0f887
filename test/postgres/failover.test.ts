/**
 * Failover (docs/operations.md, "Several instances"): two built servers (dist/server/main.js) on one PostgreSQL, guests
 * placing orders through a "proxy" client that sends each request to one instance and, when it is
 * cut off or refused, to the other with the same Idempotency-Key (what nginx's proxy_next_upstream
 * does). One instance is SIGKILLed under load: every order answered 201 is stored exactly once with
 * its lines, and every guest gets an answer from the survivor.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import net, { type AddressInfo } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import t from 'tap'
import { migrateToLatest, openDatabase } from '#infra/db/connection.js'
import { createStaff } from '#plugins/auth/service.js'
import { freshDatabaseUrl, sharedRedis } from '../helpers/app.js'
import { childEnv } from '../helpers/child-env.js'
import { dishes, orderBody } from '../helpers/fixtures.js'
import { requirePostgres } from '../helpers/postgres.js'

requirePostgres()

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const MAIN = join(ROOT, 'dist/server/main.js')
const STAFF = { username: 'kuchnia', password: 'failover-test-password' }
const WORKERS = 8
const ORDER = orderBody({
  items: [
    { productId: dishes.salmonNigiri.id, count: 2 },
    { productId: dishes.salmonSashimi.id, count: 1 },
  ],
  customer: { name: 'Jan Nowak', phone: '600 100 200', email: 'jan@example.pl' },
})

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

interface Server {
  child: ChildProcess
  base: string
  exited: Promise<unknown>
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort()
  const serverEnv = childEnv({
    ...process.env,
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'failover-test-secret-failover-test-secret-01',
    PUBLIC_URL: 'https://sakanasushi.test',
    ORDER_RATE_LIMIT: '0',
  })
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: serverEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise((resolve) => child.on('exit', resolve))
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    const status = await fetch(`${base}/readyz`).then(
      (r) => r.status,
      () => 0,
    )
    if (status === 200) return { child, base, exited }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill('SIGKILL')
  throw new Error(`the server did not start:\n${output}`)
}

type Outcome = { id: string; tries: number } | { failed: string }

/** One guest's order through the "proxy": the chosen instance first, then the other, same key. */
async function place(servers: Server[], first: number, key: string): Promise<Outcome> {
  let last = ''
  for (let attempt = 0; attempt < 8; attempt++) {
    const server = servers[(first + attempt) % servers.length]!
    try {
      const res = await fetch(`${server.base}/api/order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(ORDER),
        signal: AbortSignal.timeout(10_000),
      })
      const body = (await res.json()) as { id?: string }
      if (res.status === 201 && body.id) return { id: body.id, tries: attempt + 1 }
      last = `${res.status} ${JSON.stringify(body)}`
      // A 4xx is the guest's problem, not the instance's: the proxy does not retry it.
      if (res.status < 500) return { failed: last }
    } catch (error) {
      last = (error as Error).message
    }
    await new Promise((r) => setTimeout(r, 25))
  }
  return { failed: last }
}

t.test(
  'an instance SIGKILLed under load: no order lost or doubled, retries answered by the other',
  async (t) => {
    const databaseUrl = await freshDatabaseUrl(t)
    const setup = openDatabase(databaseUrl)
    await migrateToLatest(setup)
    await createStaff(setup, STAFF.username, STAFF.password)
    await setup.destroy()

    const env = { DATABASE_URL: databaseUrl, ...sharedRedis() }
    const servers = [await startServer(env), await startServer(env)]
    t.teardown(() => {
      for (const server of servers) server.child.kill('SIGKILL')
    })
    const [a, b] = servers as [Server, Server]

    // The real clock: "open today" keeps the site open for ASAP orders whatever the hour.
    const login = await fetch(`${b.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(STAFF),
    })
    const { token } = (await login.json()) as { token: string }
    const opened = await fetch(`${b.base}/api/utils/openToday`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    })
    t.equal(opened.status, 200)
    for (const server of servers) {
      for (let i = 0; i < 100; i++) {
        if ((await (await fetch(`${server.base}/api/utils/isSiteClosed`)).json()) === false) break
        await new Promise((r) => setTimeout(r, 50))
      }
    }

    const outcomes = new Map<string, Outcome>()
    let running = true
    let killedAt = -1
    const workers = Array.from({ length: WORKERS }, async (_v, worker) => {
      for (let n = worker; running; n++) {
        const key = randomUUID()
        outcomes.set(key, await place(servers, n % 2, key))
      }
    })
    // Kill A once orders are flowing through both, then keep going on B alone for a while.
    while (outcomes.size < 40) await new Promise((r) => setTimeout(r, 20))
    killedAt = outcomes.size
    a.child.kill('SIGKILL')
    await a.exited
    const afterKill = outcomes.size
    while (outcomes.size < afterKill + 40) await new Promise((r) => setTimeout(r, 20))
    running = false
    await Promise.all(workers)

    const answered = [...outcomes.values()].filter((o): o is { id: string; tries: number } => 'id' in o)
    const failed = [...outcomes.values()].filter((o) => 'failed' in o)
    const retried = answered.filter((o) => o.tries > 1).length
    t.comment(`${outcomes.size} orders, A killed after ${killedAt}; ${retried} answered on a retry`)
    t.same(failed, [], 'every guest got an answer (the survivor took the retries)')

    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    t.teardown(() => client.end())
    const orders = (await client.query<{ id: string }>('select id from orders')).rows.map((r) => r.id)
    const lines = new Map(
      (
        await client.query<{ order_id: string; n: string }>(
          'select order_id, count(*) as n from order_lines group by order_id',
        )
      ).rows.map((r) => [r.order_id, Number(r.n)]),
    )
    const keys = (
      await client.query<{ key: string; order_id: string }>('select key, order_id from idempotency_keys')
    ).rows
    const ids = answered.map((o) => o.id)
    t.equal(new Set(ids).size, ids.length, 'no two guests were answered with the same order')
    t.same(new Set(orders), new Set(ids), 'exactly the answered orders are stored: none lost, none doubled')
    t.equal(orders.length, outcomes.size, 'one order per guest, retries included')
    t.ok(
      ids.every((id) => lines.get(id) === 2),
      'each with its two lines',
    )
    const keyOf = new Map(keys.map((k) => [k.key, k.order_id]))
    t.ok(
      [...outcomes].every(([key, o]) => 'id' in o && keyOf.get(key) === o.id),
      'each key names its order',
    )
  },
)
