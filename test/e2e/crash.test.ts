// Crash test (issue 10): the built server as a child process on a SQLite file. Orders are placed
// concurrently and the process is SIGKILLed at random moments, then restarted on the same file:
// every order answered 201 is stored with its lines, a request cut off by the kill and retried with
// its key yields exactly one order, and the database passes PRAGMA integrity_check. Then SIGTERM
// under load: every request the server took in is answered, streams end, and the exit code is 0.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import t from 'tap'
import { createStaff } from '../../plugins/auth/service.js'
import { migrateToLatest, openDatabase } from '../../plugins/db/database.js'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const MAIN = join(ROOT, 'dist/server/main.js')
const KILLS = 6
const WORKERS = 8
const PRODUCTS = ['nigiri-losos', 'nigiri-tunczyk', 'sashimi-losos', 'hosomaki-kappa', 'hosomaki-losos']
const STAFF = { username: 'kuchnia', password: 'crash-test-password' }

const dir = mkdtempSync(join(tmpdir(), 'sakana-crash-'))
const databaseUrl = join(dir, 'crash.db')
t.teardown(() => rmSync(dir, { recursive: true, force: true }))

// A seeded random source (mulberry32): a failure can be replayed with the seed it prints.
const seed = Number(process.env.CRASH_SEED ?? Date.now() % 2 ** 31)
let state = seed
function rand(): number {
  state = (state + 0x6d2b79f5) | 0
  let x = Math.imul(state ^ (state >>> 15), 1 | state)
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
  return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296
}

interface Attempt {
  key: string
  body: ReturnType<typeof orderBody>
  /** 201 answer, another status, or a network error (cut off). */
  outcome: { status: number; id?: string } | { error: string }
}

function orderBody() {
  const lines = 1 + Math.floor(rand() * 3)
  const items = PRODUCTS.slice(0, 5)
    .sort(() => rand() - 0.5)
    .slice(0, lines)
    .map((productId) => ({ productId, count: 1 + Math.floor(rand() * 4) }))
  return {
    items,
    deliveryType: 'SELF',
    paymentMethod: 'CASH',
    orderTimeType: 'ASAP',
    customer: { name: 'Jan Nowak', phone: '600 100 200', email: 'jan@example.pl' },
    acceptTerms: true,
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

interface Server {
  child: ChildProcess
  port: number
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  output: () => string
}

async function startServer(port: number): Promise<Server> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'crash-test-secret-crash-test-secret-0123',
    PUBLIC_URL: 'https://sakanasushi.test',
    ORDER_RATE_LIMIT: '0',
  }
  delete env.NODE_OPTIONS
  const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  )
  let alive = true
  void exited.then(() => {
    alive = false
  })
  for (let i = 0; i < 600 && alive; i++) {
    const status = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.status,
      () => 0,
    )
    if (status === 200) return { child, port, exited, output: () => output }
    await new Promise((r) => setTimeout(r, 100))
  }
  child.kill('SIGKILL')
  throw new Error(`the server did not start:\n${output}`)
}

function request(
  port: number,
  options: {
    method: string
    path: string
    body?: unknown
    headers?: Record<string, string>
    agent?: http.Agent
  },
): Promise<{ status: number; json: unknown } | { error: string }> {
  return new Promise((resolve) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body)
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.path,
        agent: options.agent,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          text += chunk
        })
        res.on('end', () => {
          let json: unknown = null
          try {
            json = JSON.parse(text)
          } catch {
            json = text
          }
          resolve({ status: res.statusCode ?? 0, json })
        })
        res.on('error', (error) => resolve({ error: error.message }))
      },
    )
    req.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }))
    req.end(payload)
  })
}

async function placeOrder(port: number, key: string, body: object, agent?: http.Agent) {
  const res = await request(port, {
    method: 'POST',
    path: '/api/order',
    body,
    headers: { 'idempotency-key': key },
    agent,
  })
  if ('error' in res) return res
  return { status: res.status, id: (res.json as { id?: string }).id }
}

let token = ''
async function openToday(port: number) {
  // The real clock: "open today" keeps the site open for ASAP orders whatever the hour.
  if (!token) {
    const login = await request(port, { method: 'POST', path: '/api/login', body: STAFF })
    if ('error' in login || login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login)}`)
    token = (login.json as { token: string }).token
  }
  const res = await request(port, {
    method: 'POST',
    path: '/api/utils/openToday',
    headers: { authorization: `Bearer ${token}` },
  })
  if ('error' in res || res.status !== 200) throw new Error(`openToday failed: ${JSON.stringify(res)}`)
}

/** Workers placing orders until `stop()`; every attempt is recorded. */
function load(port: number, attempts: Attempt[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: WORKERS })
  let running = true
  const workers = Array.from({ length: WORKERS }, async (_v, worker) => {
    while (running) {
      const attempt: Attempt = { key: randomUUID(), body: orderBody(), outcome: { error: 'not sent' } }
      attempts.push(attempt)
      // Half the workers open a new connection per order, half keep theirs alive.
      attempt.outcome = await placeOrder(port, attempt.key, attempt.body, worker % 2 ? agent : undefined)
      if ('error' in attempt.outcome) await new Promise((r) => setTimeout(r, 20))
    }
  })
  return {
    stop: async () => {
      running = false
      await Promise.all(workers)
      agent.destroy()
    },
  }
}

function readDatabase() {
  const db = new Database(databaseUrl, { readonly: true })
  try {
    return {
      integrity: db.prepare('PRAGMA integrity_check').pluck().all() as string[],
      orders: db.prepare('SELECT id FROM orders').pluck().all() as string[],
      lines: db
        .prepare(
          'SELECT order_id AS id, COUNT(*) AS n, SUM(count) AS items FROM order_lines GROUP BY order_id',
        )
        .all() as { id: string; n: number; items: number }[],
      keys: db.prepare('SELECT key, order_id AS orderId FROM idempotency_keys').all() as {
        key: string
        orderId: string
      }[],
    }
  } finally {
    db.close()
  }
}

t.test('SIGKILL at random moments loses no acknowledged order and duplicates none', async (t) => {
  const setup = openDatabase(databaseUrl)
  await migrateToLatest(setup)
  await createStaff(setup, STAFF.username, STAFF.password)
  await setup.destroy()

  const port = await freePort()
  const attempts: Attempt[] = []
  let cutOff: Attempt[] = []
  const retried: Attempt[] = []
  const kills: number[] = []

  for (let round = 0; round <= KILLS; round++) {
    const server = await startServer(port)
    t.teardown(() => {
      server.child.kill('SIGKILL')
    })
    await openToday(port)
    // Every request the previous kill cut off is sent again, with its key and body.
    for (const attempt of cutOff) {
      const again = await placeOrder(port, attempt.key, attempt.body)
      retried.push({ ...attempt, outcome: again })
    }
    if (round === KILLS) {
      server.child.kill('SIGTERM')
      t.equal((await server.exited).code, 0, 'the last run stops cleanly')
      break
    }
    const before = attempts.length
    const running = load(port, attempts)
    const killAfter = 150 + Math.floor(rand() * 1_200)
    await new Promise((r) => setTimeout(r, killAfter))
    server.child.kill('SIGKILL')
    await server.exited
    await running.stop()
    kills.push(killAfter)
    cutOff = attempts.slice(before).filter((a) => 'error' in a.outcome && a.outcome.error !== 'not sent')
  }

  t.comment(
    `seed ${seed}: ${kills.length} kills (after ${kills.join(', ')} ms), ${attempts.length} orders sent`,
  )
  t.ok(kills.length >= 5, 'killed at least 5 times')
  const acknowledged = attempts.filter((a) => 'status' in a.outcome && a.outcome.status === 201)
  t.ok(acknowledged.length > 20, `${acknowledged.length} orders answered 201`)
  t.ok(
    retried.length > 0 || attempts.every((a) => !('error' in a.outcome)),
    `${retried.length} cut-off requests retried`,
  )
  const refused = attempts.filter((a) => 'status' in a.outcome && a.outcome.status !== 201)
  t.same(
    refused.map((a) => ('status' in a.outcome ? a.outcome.status : 0)),
    [],
    'no answer other than 201 while the server ran',
  )

  const db = readDatabase()
  t.same(db.integrity, ['ok'], 'PRAGMA integrity_check: ok')
  const stored = new Set(db.orders)
  const lines = new Map(db.lines.map((l) => [l.id, l]))
  const orderOfKey = new Map(db.keys.map((k) => [k.key, k.orderId]))
  let missing = 0
  let badLines = 0
  for (const attempt of acknowledged) {
    const id = (attempt.outcome as { id: string }).id
    if (!stored.has(id)) missing++
    const expected = attempt.body.items.reduce((sum, item) => sum + item.count, 0)
    const line = lines.get(id)
    if (!line || line.n !== attempt.body.items.length || line.items !== expected) badLines++
    if (orderOfKey.get(attempt.key) !== id) missing++
  }
  t.equal(missing, 0, 'every order answered 201 is stored, under its key')
  t.equal(badLines, 0, 'with all its lines')

  let retriedWrong = 0
  for (const attempt of retried) {
    const outcome = attempt.outcome as { status?: number; id?: string }
    if (outcome.status !== 201 || !outcome.id || orderOfKey.get(attempt.key) !== outcome.id) retriedWrong++
  }
  t.equal(retriedWrong, 0, 'each retried cut-off request: 201 naming the one order stored for its key')
  // One order per key, none without a key: the kill never split an order from its key.
  t.equal(new Set(db.keys.map((k) => k.orderId)).size, db.keys.length, 'no order shared by two keys')
  t.equal(db.orders.length, db.keys.length, 'no order without its key, no key without its order')
  const answeredIds = new Set(
    [...acknowledged, ...retried].map((a) => (a.outcome as { id?: string }).id).filter(Boolean),
  )
  t.ok(
    db.orders.every((id) => answeredIds.has(id) || attempts.some((a) => orderOfKey.get(a.key) === id)),
    'every stored order belongs to a request that was sent',
  )
})

t.test('SIGTERM under load: requests taken in are answered, streams end, exit code 0', async (t) => {
  const port = await freePort()
  const server = await startServer(port)
  t.teardown(() => {
    server.child.kill('SIGKILL')
  })
  await openToday(port)

  // An open event stream.
  let streamEnded = false
  const stream = http.get({
    host: '127.0.0.1',
    port,
    path: '/api/orders/stream',
    headers: { authorization: `Bearer ${token}` },
  })
  const streamOpen = new Promise<void>((resolve) =>
    stream.on('response', (res) => {
      res.on('data', () => resolve())
      res.on('close', () => {
        streamEnded = true
      })
    }),
  )
  stream.on('error', () => {
    streamEnded = true
  })
  await streamOpen

  // A request whose body is half sent when SIGTERM comes (it is finished right after), and one
  // that stalls for good.
  const slowKey = randomUUID()
  const slowBody = JSON.stringify(orderBody())
  const slow = net.connect(port, '127.0.0.1')
  let slowAnswer = ''
  slow.setEncoding('latin1')
  slow.on('data', (chunk: string) => {
    slowAnswer += chunk
  })
  slow.on('error', () => undefined)
  const slowClosed = new Promise<void>((resolve) => slow.on('close', () => resolve()))
  slow.write(
    `POST /api/order HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nIdempotency-Key: ${slowKey}\r\nContent-Length: ${Buffer.byteLength(slowBody)}\r\nConnection: close\r\n\r\n${slowBody.slice(0, 20)}`,
  )
  const stalled = net.connect(port, '127.0.0.1')
  stalled.on('error', () => undefined)
  stalled.write(
    'POST /api/order HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"items":',
  )

  const attempts: Attempt[] = []
  const running = load(port, attempts)
  await new Promise((r) => setTimeout(r, 300 + Math.floor(rand() * 700)))
  server.child.kill('SIGTERM')
  await new Promise((r) => setTimeout(r, 200))
  slow.write(slowBody.slice(20))
  const { code, signal } = await server.exited
  await running.stop()
  await slowClosed

  t.equal(signal, null, 'not killed by the signal')
  t.equal(code, 0, 'exit code 0 (within close-with-grace’s 10 s, which would exit 1)')
  t.ok(streamEnded, 'the event stream was ended')
  t.match(slowAnswer, /^HTTP\/1\.1 201 /, 'the request in flight at SIGTERM was answered 201')

  const db = readDatabase()
  t.same(db.integrity, ['ok'])
  const orderOfKey = new Map(db.keys.map((k) => [k.key, k.orderId]))
  t.ok(orderOfKey.has(slowKey), 'and its order is stored')
  const answered = attempts.filter((a) => 'status' in a.outcome)
  const unanswered = attempts.filter((a) => 'error' in a.outcome && a.outcome.error !== 'not sent')
  t.ok(answered.length > 0, `${answered.length} requests answered during the load`)
  t.same(
    [...new Set(answered.map((a) => (a.outcome as { status: number }).status))].filter(
      (s) => s !== 201 && s !== 503,
    ),
    [],
    'answers are 201 (placed) or 503 (closing)',
  )
  const lost = answered.filter(
    (a) =>
      (a.outcome as { status: number }).status === 201 &&
      orderOfKey.get(a.key) !== (a.outcome as { id: string }).id,
  )
  t.equal(lost.length, 0, 'every 201 is stored')
  const processedUnanswered = unanswered.filter((a) => orderOfKey.has(a.key))
  t.equal(
    processedUnanswered.length,
    0,
    `no request was processed without an answer (${unanswered.length} never reached the closing server)`,
  )
  t.comment(server.output().slice(-2_000))
})
