#!/usr/bin/env node
/**
 * The test suite and its parts (docs/testing.md):
 *
 *   node scripts/test.mjs            everything, then the coverage thresholds (what `npm test` runs)
 *   node scripts/test.mjs unit       domain rules and React components
 *   node scripts/test.mjs api        the server suites on SQLite
 *   node scripts/test.mjs pg         the PostgreSQL suites on a throwaway PostgreSQL and Redis
 *   node scripts/test.mjs browser    the built site in Chromium (and the guest's journey in Firefox)
 *   node scripts/test.mjs robustness the fuzz test, crashes and shutdowns of the built server
 *
 * Extra arguments go to tap (`node scripts/test.mjs pg test/server/orders.test.ts` runs one suite on
 * PostgreSQL). A part runs without coverage (one part alone cannot reach the thresholds); the whole
 * run measures coverage over both passes (SQLite, then PostgreSQL) and checks the thresholds of
 * package.json once, over their sum.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Server suites that run a second time on PostgreSQL with Redis (test/helper.ts picks the database). */
const PG_SUITES = [
  'analytics',
  'audit-writes',
  'auth',
  'auth-lockout',
  'auth-sessions',
  'availability',
  'calendar-orders',
  'checkout-details',
  'guest-data-columns',
  'hardening-access',
  'hardening-input',
  'kitchen-orders',
  'kitchen-settings',
  'logout',
  'mail',
  'mail-checkout',
  'mail-privacy',
  'options-orders',
  'options-staff',
  'options-menu',
  'menu-api',
  'menu-categories',
  'menu-editor',
  'menu-version',
  'menu-import',
  'menu-editor-pages',
  'menu-pictures',
  'menu-catalog',
  'menu-pages',
  'order-stream',
  'order-stream-resume',
  'orders',
  'orders-lifecycle',
  'order-time',
  'payments',
  'payments-blik',
  'payments-lifecycle',
  'payment-state-migration',
  'payments-retry-race',
  'printing',
  'printing-cloudprnt',
  'printing-language',
  'printing-settings',
  'promo-budget',
  'promo-codes',
  'reports',
  'retention',
  'site-status',
  'site-status-boundaries',
  'status-checks',
  'staff-cookie',
  'staff-idle',
  'staff-roles',
  'staff-totp',
  'stream-sessions',
  'unpaid-holds',
  'validation-messages',
]

/** The built server under abuse: generated requests, SIGKILL, SIGTERM. */
const ROBUSTNESS = [
  'test/server/fuzz.test.ts',
  'test/server/mail-crash.test.ts',
  'test/server/printing-crash.test.ts',
  'test/e2e/crash.test.ts',
  'test/e2e/shutdown.test.ts',
]

/** Test files under a folder, sorted. */
function testFiles(dir) {
  const found = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) found.push(...testFiles(path))
    else if (/\.test\.tsx?$/.test(entry.name)) found.push(path)
  }
  return found.sort()
}

const inFolders = (...dirs) => dirs.flatMap((dir) => testFiles(dir))
const notRobustness = (file) => !ROBUSTNESS.includes(file)

const PARTS = {
  unit: () => inFolders('test/domain', 'test/client', 'test/schemas', 'test/scripts'),
  api: () => inFolders('test/server').filter(notRobustness),
  pg: () => [...PG_SUITES.map((name) => `test/server/${name}.test.ts`), ...inFolders('test/postgres')],
  browser: () => inFolders('test/e2e').filter(notRobustness),
  robustness: () => ROBUSTNESS,
}

/** Runs a command, inheriting the terminal; answers its exit status. */
function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.error) throw result.error
  return result.status ?? 1
}

/** Debian's Chromium and Firefox ESR, and a production build, before tap starts files in parallel. */
function prepareBuiltSite() {
  for (const script of ['scripts/ensure-browsers.mjs', 'scripts/ensure-build.mjs']) {
    const status = run(process.execPath, [script])
    if (status !== 0) process.exit(status)
  }
}

/** The environment of the PostgreSQL pass: the server suites' database and Redis. */
function postgresEnv() {
  return { TEST_DATABASE_URL: process.env.PG_TEST_URL, TEST_REDIS_URL: process.env.REDIS_TEST_URL ?? '' }
}

const tap = (args, env) => run('node_modules/.bin/tap', args, env)

const [part = 'all', ...extra] = process.argv.slice(2)

if (part === 'pg' || part === 'all-pg') {
  // Throwaway PostgreSQL and Redis around the pass, unless the caller started them.
  if (!process.env.PG_TEST_URL) {
    process.exit(run('scripts/with-services.sh', [process.execPath, 'scripts/test.mjs', part, ...extra]))
  }
  if (part === 'pg')
    process.exit(tap(['--disable-coverage', ...(extra.length ? extra : PARTS.pg())], postgresEnv()))
}

if (part in PARTS) {
  if (part === 'browser' || part === 'robustness') prepareBuiltSite()
  process.exit(tap(['--disable-coverage', ...(extra.length ? extra : PARTS[part]())]))
}

if (part !== 'all' && part !== 'all-pg') {
  console.error(`Unknown part "${part}": all, ${Object.keys(PARTS).join(', ')}`)
  process.exit(2)
}

// The whole suite: the SQLite pass, then the PostgreSQL pass (inside with-services.sh), then one
// coverage report over both. tap clears .tap/coverage when a run starts, so the first pass's data
// waits in a temporary folder while the second runs.
const passOptions = ['--coverage-report=none', '--allow-incomplete-coverage', ...extra]
const coverage = '.tap/coverage'
if (part === 'all') {
  prepareBuiltSite()
  const sqlite = tap([
    ...passOptions,
    ...PARTS.unit(),
    ...PARTS.api(),
    ...PARTS.browser(),
    ...PARTS.robustness(),
  ])
  const kept = mkdtempSync(join(tmpdir(), 'sushi-coverage-'))
  if (existsSync(coverage)) renameSync(coverage, join(kept, 'sqlite'))
  const postgres = run(
    'scripts/with-services.sh',
    [process.execPath, 'scripts/test.mjs', 'all-pg', ...extra],
    { SUSHI_COVERAGE_KEPT: kept },
  )
  console.log(
    `# SQLite pass: ${sqlite === 0 ? 'passed' : 'FAILED'}; PostgreSQL pass: ${postgres === 0 ? 'passed' : 'FAILED'}`,
  )
  const report = tap(['report', 'text-summary'])
  rmSync(kept, { recursive: true, force: true })
  process.exit(sqlite || postgres || report)
}

// all-pg: the PostgreSQL pass of the whole suite, then the first pass's coverage joins its own.
const status = tap([...passOptions, ...PARTS.pg()], postgresEnv())
const kept = process.env.SUSHI_COVERAGE_KEPT
if (kept && existsSync(join(kept, 'sqlite'))) {
  mkdirSync(coverage, { recursive: true })
  for (const file of readdirSync(join(kept, 'sqlite')))
    renameSync(join(kept, 'sqlite', file), join(coverage, file))
}
process.exit(status)
