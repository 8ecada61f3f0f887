import { randomBytes } from 'node:crypto'
import type pg from 'pg'
import type { Test } from 'tap'
import { type BuildOptions, buildApp } from '#server/app.js'
import { type Config, loadConfig } from '#server/config.js'
import { TEST_PASSWORD_HASH_COST } from './child-env.js'

/**
 * The database the API tests run on: TEST_DATABASE_URL=postgres://… runs them on PostgreSQL (each
 * app in a schema of its own, dropped at the end); without it, each app has its own in-memory
 * SQLite database. `scripts/with-services.sh` starts a throwaway PostgreSQL and Redis and sets it.
 */
// Read when used, not when this module loads: test/postgres/ sets them before the suites run.
const testDatabaseUrl = () => process.env.TEST_DATABASE_URL || ''
const testRedisUrl = () => process.env.TEST_REDIS_URL || ''
const onPostgres = () => /^postgres(ql)?:/.test(testDatabaseUrl())

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: testDatabaseUrl() })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * On PostgreSQL with TEST_REDIS_URL, the apps count their rate limits in Redis, under a key prefix
 * of their own (parallel test files must not share counters). Pass the same prefix to two apps that
 * play two instances of one site.
 */
export function sharedRedis(keyPrefix = `test:${randomBytes(6).toString('hex')}:`): Record<string, string> {
  return onPostgres() && testRedisUrl() ? { REDIS_URL: testRedisUrl(), REDIS_KEY_PREFIX: keyPrefix } : {}
}

/**
 * A fresh, empty database for one test: on PostgreSQL a new schema (the URL sets its search_path),
 * dropped when the test ends; otherwise SQLite in memory. Call it once per app unless two apps are
 * meant to share the database (two instances).
 */
export async function freshDatabaseUrl(t: Test): Promise<string> {
  if (!onPostgres()) return ':memory:'
  const schema = `t_${process.pid}_${randomBytes(6).toString('hex')}`
  await admin((client) => client.query(`create schema ${schema}`))
  t.teardown(() => admin((client) => client.query(`drop schema ${schema} cascade`)))
  const url = new URL(testDatabaseUrl())
  url.searchParams.set('options', `-c search_path=${schema}`)
  return url.toString()
}

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789'

/** A configuration for tests: its own in-memory database, no logging, no order rate limit. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: ':memory:',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    PUBLIC_URL: 'https://sakanasushi.test',
    // Tests place many orders from 127.0.0.1; the per-address limit has tests of its own.
    ORDER_RATE_LIMIT: '0',
    UNPAID_ORDER_RATE_LIMIT: '0',
    // The printer stand-ins listen on this machine; production refuses loopback printers unless named.
    PRINTER_HOSTS: '127.0.0.1,localhost,::1',
    // No test asks the Ministry's VAT White List: a closed local port unless a test names its stand-in.
    WL_API_URL: 'http://127.0.0.1:9',
    // A sign-in at production cost is 0.8 s of CPU; production refuses less, and the tests of the
    // real cost set it themselves.
    PASSWORD_HASH_COST: overrides.NODE_ENV === 'production' ? '17' : TEST_PASSWORD_HASH_COST,
    ...overrides,
  })
}

/** Builds the app in-process (pages rendered from the sources) and closes it when the test ends. */
export async function build(t: Test, options: BuildOptions & { env?: Record<string, string> } = {}) {
  const { env, ...buildOptions } = options
  const databaseUrl = env?.DATABASE_URL ?? (await freshDatabaseUrl(t))
  const app = await buildApp(testConfig({ DATABASE_URL: databaseUrl, ...sharedRedis(), ...env }), {
    ssrMode: 'source',
    logger: false,
    // No load shedding on a machine busy with other test files, unless a test is about it.
    pressure: { maxEventLoopDelayMs: 0, maxHeapUsedRatio: 0 },
    ...buildOptions,
  })
  // Registered after the schema's own teardown, so it runs first: the app closes, then the schema goes.
  t.teardown(() => app.close())
  await app.ready()
  return app
}

/** The part of an HTML document before </head>. */
export function headOf(html: string): string {
  const end = html.indexOf('</head>')
  if (end === -1) throw new Error('no </head> in the document')
  return html.slice(0, end)
}

export function bodyOf(html: string): string {
  return html.slice(html.indexOf('<body'))
}

/** Text of the first <h1>, tags stripped. */
export function h1Of(html: string): string | undefined {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)
  return match?.[1]?.replace(/<[^>]+>/g, '').trim()
}

export function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1]
}

export function decodeEntities(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
}
