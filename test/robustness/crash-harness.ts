/**
 * The harness of the crash and shutdown tests (docs/testing.md): the built server (dist/server/main.js) as a
 * child process on a SQLite file in a temporary folder, a seeded random source (CRASH_SEED replays
 * a failure), raw HTTP requests that report a cut-off connection instead of throwing, order load
 * from several workers, and a read-only look at what the database holds.
 */
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
import { migrateToLatest, openDatabase } from '#infra/db/database.js'
import { createStaff } from '#plugins/auth/service.js'
import { childEnv } from '../helpers/child-env.js'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const MAIN = join(ROOT, 'dist/server/main.js')
export const KILLS = 6
const WORKERS = 8
const PRODUCTS = ['nigiri-losos', 'nigiri-tunczyk', 'sashimi-losos', 'hosomaki-kappa', 'hosomaki-losos']
const STAFF = { username: 'kuchnia', password: 'crash-test-password' }

const dir = mkdtempSync(join(tmpdir(), 'sakana-crash-'))
const databaseUrl = join(dir, 'crash.db')
// Removed when the test file's process ends.
t.teardown(() => rmSync(dir, { recursive: true, force: true }))

// A seeded random source (mulberry32): a failure can be replayed with the seed it prints.
export const seed = Number(process.env.CRASH_SEED ?? Date.now() % 2 ** 31)
let state = seed
export function rand(): number {
  state = (state + 0x6d2b79f5) | 0
  let x = Math.imul(state ^ (state >>> 15), 1 | state)
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
  return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296
}

export interface Attempt {
  key: string
  body: ReturnType<typeof orderBody>
  /** 201 answer, another status, or a network error (cut off). */
  outcome: { status: number; id?: string } | { error: string }
}

export function orderBody() {
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

export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

export interface Server {
  child: ChildProcess
  port: number
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  output: () => string
}

export async function startServer(port: number): Promise<Server> {
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
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
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

export async function placeOrder(port: number, key: string, body: object, agent?: http.Agent) {
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

export let token = ''
export async function openToday(port: number) {
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
export function load(port: number, attempts: Attempt[]) {
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

export function readDatabase() {
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

/** The database file the servers start on: migrated, with the staff account. */
export async function prepareDatabase() {
  const setup = openDatabase(databaseUrl)
  await migrateToLatest(setup)
  await createStaff(setup, STAFF.username, STAFF.password)
  await setup.destroy()
}
