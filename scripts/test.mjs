#!/usr/bin/env node
/**
 * The test suite and its parts (docs/testing.md):
 *
 *   node scripts/test.mjs            everything in three tap runs, then the coverage thresholds (`npm test`)
 *   node scripts/test.mjs unit       domain rules and React components
 *   node scripts/test.mjs api        the server suites on SQLite
 *   node scripts/test.mjs pg         the server suites on a throwaway PostgreSQL and Redis, and test/postgres/
 *   node scripts/test.mjs browser    the built site in Chromium (and the guest's journey in Firefox)
 *   node scripts/test.mjs robustness the fuzz test, crashes and shutdowns of the built server
 *
 * Extra arguments go to tap (`node scripts/test.mjs pg test/server/orders/orders.test.ts` runs one
 * suite on PostgreSQL). A part runs without coverage (one part alone cannot reach the thresholds).
 *
 * The PostgreSQL pass: every server suite runs a second time on PostgreSQL with Redis, unless its
 * first line says why not (`// Not in the PostgreSQL pass: …`). Each such run is a small generated
 * file in `.tap/postgres-pass/` that points the suite at the database (test/helpers/app.ts reads
 * TEST_DATABASE_URL when an app is built) and imports it, so that both passes are files of ONE tap
 * run: they share both cores. The browser suites are a second run (fewer at once), the hydration
 * budget a third (alone), and one coverage report covers all.
 *
 * Batches: a test process costs 2–5 s of CPU before its first test (loading tap, the TypeScript
 * loader and the app's modules), so the in-process suites of one folder run a few to a process,
 * through a generated file in `.tap/test-batches/` that imports them in turn (`# file:` lines in the
 * output say which suite a result belongs to). A suite that needs a process of its own says so on
 * its first lines (`// In a process of its own: …`); the long suites (LONG_FIRST) run alone too.
 */
import { spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..')
const SHIMS = join(ROOT, '.tap', 'postgres-pass')
const OPT_OUT = /^\/\/ Not in the PostgreSQL pass: ./
const BATCHES = join(ROOT, '.tap', 'test-batches')
const ALONE = /^\/\/ In a process of its own: ./m
/**
 * Suites of one area (test/server, test/client, test/domain, …) per process, in the order of their
 * paths: a process costs 2–5 s of CPU before its first test, so fewer and larger batches spend less
 * (docs/testing.md, "Batches"). Twenty, not ten, since 2026-11-29: the server suites on SQLite used
 * 275 → 237 CPU-s and 149 → 131 s (`npm run test:api`); a batch of 20 takes a minute or two.
 */
const BATCH_SIZE = 20
/** The area a suite's batch is drawn from: the first folder under test/. */
const areaOf = (file) => file.split('/').slice(0, 2).join('/')

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
const onPostgres = (file) => !OPT_OUT.test(readFileSync(file, 'utf8'))

const PARTS = {
  unit: () => inFolders('test/domain', 'test/client', 'test/schemas', 'test/scripts'),
  api: () => inFolders('test/server'),
  pg: () => [...inFolders('test/server').filter(onPostgres), ...inFolders('test/postgres')],
  browser: () => inFolders('test/e2e'),
  robustness: () => inFolders('test/robustness'),
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

/**
 * A file per server suite of the PostgreSQL pass (test/postgres/ runs as it is): it sets the
 * database before importing the suite. Answers the files to give tap.
 */
const ON_POSTGRES = [
  'process.env.TEST_DATABASE_URL = process.env.PG_TEST_URL',
  "process.env.TEST_REDIS_URL = process.env.REDIS_TEST_URL ?? ''",
]
const importOf = (file) => `await import(${JSON.stringify(pathToFileURL(resolve(ROOT, file)).href)})`

function postgresPass(files) {
  rmSync(SHIMS, { recursive: true, force: true })
  return files.map((file) => {
    if (!file.startsWith('test/server/')) return file
    const shim = join(SHIMS, relative('test/server', file).replaceAll('/', '--'))
    mkdirSync(dirname(shim), { recursive: true })
    writeFileSync(
      shim,
      [
        `// ${file} on PostgreSQL with Redis (scripts/test.mjs writes this file for each run).`,
        ...ON_POSTGRES,
        importOf(file),
        '',
      ].join('\n'),
    )
    return relative(ROOT, shim)
  })
}

const runsAlone = (file) => LONG_FIRST.includes(file) || ALONE.test(readFileSync(file, 'utf8').slice(0, 2000))

/**
 * The files to give tap for `files` (test files of the repository), the suites of each area
 * BATCH_SIZE to a process; `postgres` runs the server suites on PostgreSQL (the others as they are).
 */
function batched(files, postgres = false) {
  const single = files.filter(runsAlone)
  const areas = new Map()
  for (const file of files.filter((f) => !single.includes(f))) {
    const area = areaOf(file)
    areas.set(area, [...(areas.get(area) ?? []), file])
  }
  const out = postgres ? postgresPass(single) : [...single]
  for (const [folder, group] of areas) {
    for (let start = 0; start < group.length; start += BATCH_SIZE) {
      const part = group.slice(start, start + BATCH_SIZE)
      const pg = postgres && folder.startsWith('test/server')
      const name = `${pg ? 'postgres--' : ''}${folder.replaceAll('/', '--')}--${start / BATCH_SIZE + 1}.test.ts`
      const shim = join(BATCHES, name)
      mkdirSync(BATCHES, { recursive: true })
      writeFileSync(
        shim,
        [
          `// ${part.length} suites of ${folder}${pg ? ' on PostgreSQL with Redis' : ''}, one process (scripts/test.mjs writes this file for each run).`,
          "import t from 'tap'",
          ...(pg ? ON_POSTGRES : []),
          ...part.flatMap((file) => [`t.comment(${JSON.stringify(`file: ${file}`)})`, importOf(file)]),
          '',
        ].join('\n'),
      )
      out.push(relative(ROOT, shim))
    }
  }
  return out
}

/**
 * Test files at once: one more than the cores in both runs. The in-process suites often wait (for a
 * socket, a timer, the database); the browser suites wait too (a real idle minute on the board, a
 * page's timers), and with one per core the machine was 14 % idle during that run (vmstat, every
 * 5 s, 2026-11-29). Three browser suites at once starved each other past tap's 300-second timeout
 * with the full Chromium; the headless shell (scripts/chromium.ts) costs a quarter less, and the
 * browser run has 600 s a file. TEST_JOBS overrides it.
 */
const cores = cpus().length
/** Suites that measure the main thread's CPU time: in `npm test` they run alone, after the rest. */
const MEASURED_ALONE = ['test/e2e/hydration-budget.test.ts']
const JOBS = `--jobs=${process.env.TEST_JOBS ?? cores + 1}`

/**
 * Suites that took 30 s or more in `npm test` on 2 cores (2026-11-29), longest first, each part's
 * together (the browser suites, then the in-process ones). They start first: a run that reached a
 * long file last ended with it on one core while the other had nothing left (longest first is the
 * usual rule for jobs of unequal length; a run's CPU timeline showed a third of the machine idle
 * for the last 100 s of the in-process part when a 48 s suite started last). board-session leads
 * its part: it waits a real minute, which the other suites fill. Only the order changes; a suite
 * missing here runs in its place after them. tap runs its files in the order of their names, so
 * each of these runs through a one-line file in `.tap/long-first/` whose name sorts first.
 */
const LONG_FIRST = [
  'test/e2e/board-session.test.ts',
  'test/e2e/board-alerts.test.ts',
  'test/e2e/options.test.ts',
  'test/e2e/routes-desktop-menu.test.ts',
  'test/e2e/routes-phone-menu.test.ts',
  'test/e2e/sold-out.test.ts',
  'test/e2e/firefox.test.ts',
  'test/e2e/board-fold.test.ts',
  'test/e2e/menu-search.test.ts',
  'test/e2e/order-times.test.ts',
  'test/e2e/routes-phone-site.test.ts',
  'test/e2e/routes-desktop-site.test.ts',
  'test/e2e/invoice-board.test.ts',
  'test/e2e/browser.test.ts',
  'test/e2e/day-levers.test.ts',
  'test/e2e/pause.test.ts',
  'test/e2e/board-tablet.test.ts',
  'test/e2e/layout-templates.test.ts',
  'test/e2e/checkout-details.test.ts',
  'test/e2e/staff-accounts.test.ts',
  'test/e2e/checkout-times.test.ts',
  'test/e2e/menu-editor.test.ts',
  'test/e2e/printers.test.ts',
  'test/e2e/payment.test.ts',
  'test/e2e/guest-phone.test.ts',
  'test/e2e/invoice-settings.test.ts',
  'test/e2e/company-lookup.test.ts',
  'test/e2e/menu-price-walk.test.ts',
  'test/e2e/menu-version.test.ts',
  'test/e2e/layout-products.test.ts',
  'test/server/infra/api-walkthrough.test.ts',
  'test/robustness/crash.test.ts',
  'test/server/pages/sharing.test.ts',
  'test/server/pages/page-validity.test.ts',
  'test/robustness/fuzz.test.ts',
  'test/robustness/mail-crash.test.ts',
  'test/robustness/printing-crash.test.ts',
  'test/server/auth/staff-passwords.test.ts',
  '.tap/postgres-pass/auth--auth-sessions.test.ts',
  'test/server/auth/auth-sessions.test.ts',
  'test/postgres/failover.test.ts',
  'test/server/invoices/fa3-schema.test.ts',
  'test/server/menu/menu.test.ts',
  'test/server/invoices/ksef-client.test.ts',
  'test/robustness/shutdown.test.ts',
]
const LONG = join(ROOT, '.tap', 'long-first')
rmSync(LONG, { recursive: true, force: true })
rmSync(BATCHES, { recursive: true, force: true })
/** The files of a run, the long ones first: those become files that sort first and import them. */
function longFirst(files) {
  mkdirSync(LONG, { recursive: true })
  const long = LONG_FIRST.filter((file) => files.includes(file)).map((file, index) => {
    const shim = join(LONG, `${String(index).padStart(2, '0')}--${file.replaceAll('/', '--')}`)
    writeFileSync(
      shim,
      `// ${file}, started early (scripts/test.mjs, LONG_FIRST).\nawait import(${JSON.stringify(pathToFileURL(resolve(ROOT, file)).href)})\n`,
    )
    return relative(ROOT, shim)
  })
  return [...long, ...files.filter((file) => !LONG_FIRST.includes(file))]
}

const tap = (jobs, args, env) => run('node_modules/.bin/tap', [jobs, ...args], env)

// tap's Test class is built with the plugins package.json names (`tap.plugin`: no TypeScript plugin,
// no mock). A fresh install holds tap's default build, and tap rebuilds it only during a run, after
// it has handed the default plugins' loaders to that run's processes: CI's in-process files each
// loaded ts-node twice and the mock plugin's resolve hook. Built first, every run gets the right set.
// Once: the script runs itself again beside PostgreSQL and Redis (withServices). Only when the built
// class's plugin signature is not the configured one (as tap itself decides): `tap build` rewrites
// node_modules, and two runs that rebuilt at once (worktrees sharing node_modules) left it broken.
if (!process.env.TAP_PLUGINS_BUILT) {
  if (!tapBuiltAsConfigured() && run('node_modules/.bin/tap', ['build']) !== 0) process.exit(1)
  process.env.TAP_PLUGINS_BUILT = '1'
}

/** Whether tap's Test class is built, ESM and CommonJS, with exactly the plugins package.json asks for. */
function tapBuiltAsConfigured() {
  const built = join(ROOT, 'node_modules/@tapjs/test/test-built')
  const source = join(built, 'src/index.ts')
  if (![source, join(built, 'dist/esm/index.js'), join(built, 'dist/commonjs/index.js')].every(existsSync))
    return false
  const signature = /^export const signature = `([^`]*)`/m.exec(readFileSync(source, 'utf8'))?.[1]
  const defaults = readFileSync(join(ROOT, 'node_modules/@tapjs/test/dist/esm/default-plugins.js'), 'utf8')
  const plugins = new Set([...defaults.matchAll(/'(@tapjs\/[\w-]+)'/g)].map((m) => m[1]))
  const configured = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).tap?.plugin ?? []
  for (const p of configured) p.startsWith('!') ? plugins.delete(p.slice(1)) : plugins.add(p)
  return (
    signature ===
    [...plugins]
      .sort((a, b) => a.localeCompare(b, 'en'))
      .join('\n')
      .trim()
  )
}

const [part = 'all', ...extra] = process.argv.slice(2)

/** PostgreSQL and Redis around this script, unless the caller started them. */
function withServices() {
  if (!process.env.PG_TEST_URL)
    process.exit(run('scripts/with-services.sh', [process.execPath, 'scripts/test.mjs', part, ...extra]))
}

if (part === 'pg') {
  withServices()
  const files = extra.filter((arg) => !arg.startsWith('-'))
  const options = extra.filter((arg) => arg.startsWith('-'))
  process.exit(
    tap(JOBS, [
      '--disable-coverage',
      ...options,
      ...(files.length ? postgresPass(files) : longFirst(batched(PARTS.pg(), true))),
    ]),
  )
}

if (part in PARTS) {
  if (part === 'browser' || part === 'robustness') prepareBuiltSite()
  process.exit(
    tap(JOBS, [
      '--disable-coverage',
      ...(part === 'browser' ? ['--timeout=600'] : []),
      ...(extra.length
        ? extra
        : longFirst(part === 'unit' || part === 'api' ? batched(PARTS[part]()) : PARTS[part]())),
    ]),
  )
}

if (part !== 'all') {
  console.error(`Unknown part "${part}": all, ${Object.keys(PARTS).join(', ')}`)
  process.exit(2)
}

// The whole suite: the in-process suites (both database passes, the robustness tests) as one tap
// run, then the browser suites, then the measurement of a first visit's main thread alone (its CPU
// budgets are the page's, not those of a second Chromium beside it); one coverage report over all.
// tap clears .tap/coverage when a run starts, so each run's data waits in a temporary folder.
prepareBuiltSite()
withServices()
const measured = PARTS.browser().filter((file) => MEASURED_ALONE.includes(file))
const runs = [
  {
    name: `in-process (${basename(SHIMS)}: ${PARTS.pg().length} on PostgreSQL)`,
    jobs: JOBS,
    files: longFirst([
      ...batched([...PARTS.unit(), ...PARTS.api()]),
      ...batched(PARTS.pg(), true),
      ...PARTS.robustness(),
    ]),
  },
  {
    name: 'browser',
    jobs: JOBS,
    // Three Chromiums share the two cores: a file may take up to 600 s here (300 s elsewhere).
    options: ['--timeout=600'],
    files: longFirst(PARTS.browser().filter((file) => !measured.includes(file))),
  },
  { name: 'measured alone', jobs: '--jobs=1', files: measured },
]
const passOptions = ['--coverage-report=none', '--allow-incomplete-coverage', ...extra]
const COVERAGE = join(ROOT, '.tap', 'coverage')
const kept = mkdtempSync(join(tmpdir(), 'sushi-coverage-'))
const outcomes = runs.map((r, index) => {
  console.log(`# ${r.name}: ${r.files.length} test files, ${r.jobs}`)
  const status = tap(r.jobs, [...passOptions, ...(r.options ?? []), ...r.files])
  if (existsSync(COVERAGE)) renameSync(COVERAGE, join(kept, String(index)))
  return status
})
mkdirSync(COVERAGE, { recursive: true })
for (const index of runs.keys()) {
  const folder = join(kept, String(index))
  if (existsSync(folder))
    for (const file of readdirSync(folder)) {
      renameSync(join(folder, file), join(COVERAGE, file))
    }
}
rmSync(kept, { recursive: true, force: true })
console.log(`# ${runs.map((r, i) => `${r.name}: ${outcomes[i] === 0 ? 'passed' : 'FAILED'}`).join('; ')}`)
// The thresholds of package.json, over all the runs.
const report = run('node_modules/.bin/tap', ['report', 'text-summary'])
process.exit(outcomes.find((status) => status !== 0) ?? report)
