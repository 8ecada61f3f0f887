import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createServer } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'

/**
 * The site's benchmark: the production build (`node dist/server/main.js`, its own process) under
 * autocannon, one row per kind of answer, each with its ratio to GET /robots.txt measured in the
 * same run (the machine is shared and noisy: read the ratios, not the bare req/s). Requests carry
 * the encodings Chromium sends. Prints a table, saves JSON, and with --readme writes the table into
 * README.md. It judges nothing: it fails only when a row answers errors or the wrong status.
 *
 *   npm run bench [-- --seconds 5 --connections 50 --rounds 1 --only TEXT --out FILE --readme
 *                    --profile DIR]
 *
 * --rounds N repeats every pair and reports medians (for a noisy machine); --only keeps the rows
 * whose name or path contains TEXT (several: comma-separated); --profile writes the server's V8 CPU profile into DIR (read it
 * with `tsx bench/profile-summary.ts DIR`).
 */
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    out: { type: 'string', default: 'bench/results/latest.json' },
    readme: { type: 'boolean', default: false },
    profile: { type: 'string' },
    only: { type: 'string' },
    rounds: { type: 'string', default: '1' },
  },
})
const seconds = Number(args.seconds)
const connections = Number(args.connections)
const rounds = Math.max(1, Number(args.rounds))
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd'
const root = resolve(import.meta.dirname, '..')

if (!existsSync(join(root, 'dist/server/main.js')) || !existsSync(join(root, 'dist/client/index.html'))) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

/** The entry script and the stylesheet the built page links. */
function builtAssets(): { js: string; css: string } {
  const html = readFileSync(join(root, 'dist/client/index.html'), 'utf8')
  const js = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1]
  const css = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(html)?.[1]
  if (!js || !css) throw new Error('dist/client/index.html links no entry script or stylesheet')
  return { js, css }
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => done(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

function call(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
      res.on('error', fail)
    })
    req.on('error', fail)
    req.end(options.body)
  })
}

const dir = mkdtempSync(join(tmpdir(), 'sushi-bench-'))
const port = await freePort()
const base = `http://127.0.0.1:${port}`
const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: base,
  DATABASE_URL: join(dir, 'bench.db'),
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
  // Request logs off: the figures are the server's, not the log pipe's.
  LOG_LEVEL: 'warn',
  // The order rate limit would answer 429 to a benchmark's single client address.
  ORDER_RATE_LIMIT: '0',
}

// A staff account, to open the restaurant for today: orders are then accepted at any hour.
const password = 'bench-password-0123456789'
const staff = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'server/staff.ts', 'add', 'bench', '--password-stdin'],
  {
    cwd: root,
    env,
    input: `${password}\n`,
    encoding: 'utf8',
  },
)
if (staff.status !== 0) throw new Error(`could not create the staff account: ${staff.stderr}`)

const nodeArgs = args.profile
  ? ['--cpu-prof', `--cpu-prof-dir=${resolve(args.profile)}`, 'dist/server/main.js']
  : ['dist/server/main.js']
const server: ChildProcess = spawn(process.execPath, nodeArgs, { cwd: root, env, stdio: 'inherit' })
const exited = new Promise<void>((done) => server.once('exit', () => done()))

async function stopServer() {
  if (server.exitCode === null) server.kill('SIGTERM')
  await exited
  rmSync(dir, { recursive: true, force: true })
}

for (let attempt = 0; ; attempt++) {
  const ready = await call(`${base}/healthz`).catch(() => null)
  if (ready?.status === 200) break
  if (attempt > 300 || server.exitCode !== null) {
    await stopServer()
    throw new Error('the server did not start')
  }
  await new Promise((wait) => setTimeout(wait, 100))
}

const login = await call(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'bench', password }),
})
const { token } = JSON.parse(login.body.toString()) as { token: string }
const opened = await call(`${base}/api/utils/openToday`, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}` },
})
if (opened.status !== 200) throw new Error(`could not open the restaurant today: ${opened.status}`)

const order = JSON.stringify({
  items: [
    { productId: 'nigiri-losos', count: 2 },
    { productId: 'sashimi-losos', count: 1 },
    { productId: 'nigiri-tunczyk', count: 2 },
  ],
  deliveryType: 'COURIER',
  paymentMethod: 'CASH',
  orderTimeType: 'ASAP',
  customer: { name: 'Bench Mark', phone: '600100200', email: 'bench@example.pl' },
  address: { street: 'Józefa', buildingNumber: '1', postalCode: '31-056' },
  acceptTerms: true,
})

interface Case {
  name: string
  path: string
  kind: 'baseline' | 'static' | 'page' | 'menu' | 'status' | 'order'
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
}

const { js, css } = builtAssets()
const json = { 'content-type': 'application/json' }
const cases: Case[] = [
  { name: 'GET /robots.txt (the limit)', path: '/robots.txt', kind: 'baseline' },
  { name: 'JS entry', path: js, kind: 'static' },
  { name: 'CSS', path: css, kind: 'static' },
  { name: 'page /', path: '/', kind: 'page' },
  { name: 'category /menu/nigiri/', path: '/menu/nigiri/', kind: 'page' },
  { name: 'product /menu/nigiri/nigiri-losos/', path: '/menu/nigiri/nigiri-losos/', kind: 'page' },
  { name: 'checkout /zamowienie/', path: '/zamowienie/', kind: 'page' },
  { name: 'page / in English', path: '/', kind: 'page', headers: { cookie: 'lang=en' } },
  { name: 'GET /api/menu', path: '/api/menu', kind: 'menu' },
  { name: 'GET /api/utils/isSiteClosed', path: '/api/utils/isSiteClosed', kind: 'status' },
  { name: 'POST /api/order', path: '/api/order', kind: 'order', method: 'POST', headers: json, body: order },
]
const only = args.only?.split(',').filter(Boolean)
const selected = only
  ? cases.filter((c) => c.kind === 'baseline' || only.some((o) => c.name.includes(o) || c.path.includes(o)))
  : cases

interface Row {
  name: string
  method: string
  path: string
  kind: Case['kind']
  status: number
  encoding: string
  bytes: number
  rps: number
  p50: number
  p99: number
  /** Server CPU time per answer, µs (all its threads), or null where /proc is missing. */
  cpuUs: number | null
  /** /robots.txt req/s measured right before this row (median over rounds). */
  limit: number
  ratio: number
  non2xx: number
  errors: number
  target: string
  met: boolean | null
}

/** CPU time the server process has used (all its threads), in ms, from /proc (Linux). */
function serverCpuMs(): number | null {
  try {
    const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    // utime and stime, in clock ticks (fields 14 and 15; 100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return null
  }
}

async function measure(c: Case): Promise<Omit<Row, 'ratio' | 'limit' | 'target' | 'met'>> {
  const headers = { 'accept-encoding': ACCEPT_ENCODING, ...c.headers }
  // One request first: what a browser gets (status, encoding, size), and a warm page cache.
  const probe = await call(base + c.path, { method: c.method, headers, body: c.body })
  const cpuBefore = serverCpuMs()
  const result = await autocannon({
    url: base + c.path,
    connections,
    duration: seconds,
    method: c.method ?? 'GET',
    headers,
    body: c.body,
  })
  const cpuAfter = serverCpuMs()
  return {
    name: c.name,
    method: c.method ?? 'GET',
    path: c.path,
    kind: c.kind,
    status: probe.status,
    encoding: String(probe.headers['content-encoding'] ?? 'identity'),
    bytes: probe.body.length,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    // Server CPU per answer: steadier than req/s on a shared machine, and it shows where time goes.
    cpuUs:
      cpuBefore === null || cpuAfter === null || result.requests.total === 0
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
  }
}

type Measured = Awaited<ReturnType<typeof measure>>
const baselineCase = selected[0]!
const samples = new Map<Case, { row: Measured; limit: Measured }[]>()
const limits: Measured[] = []
try {
  for (let round = 1; round <= rounds; round++) {
    for (const c of selected.filter((c) => c.kind !== 'baseline')) {
      // Each row right after its own /robots.txt run: the machine's load drifts during a run, and
      // a ratio of two figures taken seconds apart is far steadier than two bare req/s.
      const limit = await measure(baselineCase)
      const row = await measure(c)
      limits.push(limit)
      samples.set(c, [...(samples.get(c) ?? []), { row, limit }])
      console.log(
        `${rounds > 1 ? `[${round}/${rounds}] ` : ''}${c.name}: ${row.rps.toFixed(0)} req/s beside /robots.txt ${limit.rps.toFixed(0)} req/s (${(row.rps / limit.rps).toFixed(2)})`,
      )
    }
  }
} finally {
  await stopServer()
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function summarize(runs: Measured[], ratio: number, limit: number): Omit<Row, 'target' | 'met'> {
  const first = runs[0]!
  return {
    ...first,
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    cpuUs: runs.some((r) => r.cpuUs === null) ? null : median(runs.map((r) => r.cpuUs!)),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    limit,
    ratio,
  }
}

function target(row: Omit<Row, 'target' | 'met'>): { target: string; met: boolean | null } {
  switch (row.kind) {
    case 'static':
    case 'page':
    case 'menu':
      return { target: 'ratio ≥ 0.8', met: row.ratio >= 0.8 }
    case 'status':
      return { target: 'ratio ≥ 0.5', met: row.ratio >= 0.5 }
    case 'order':
      return { target: 'p99 ≤ 50 ms', met: row.p99 <= 50 }
    default:
      return { target: '', met: null }
  }
}

const limit = median(limits.map((r) => r.rps))
const summarized = [
  summarize(limits, 1, limit),
  ...[...samples.values()].map((pairs) =>
    summarize(
      pairs.map((p) => p.row),
      median(pairs.map((p) => p.row.rps / p.limit.rps)),
      median(pairs.map((p) => p.limit.rps)),
    ),
  ),
]
const rows: Row[] = summarized.map((row) => ({ ...row, ...target(row) }))

function formatRate(value: number): string {
  return Math.round(value).toLocaleString('en-US').replaceAll(',', ' ')
}

const header =
  '| what | request | encoding, bytes | req/s | p50 ms | p99 ms | server CPU µs/req | /robots.txt req/s beside it | ratio | target |'
const table = [
  header,
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.name} | \`${r.method} ${r.path}\` | ${r.encoding}, ${r.bytes} | ${formatRate(r.rps)} | ${r.p50} | ${r.p99} | ${r.cpuUs === null ? '' : r.cpuUs.toFixed(0)} | ${formatRate(r.limit)} | ${r.ratio.toFixed(2)} | ${r.target ? `${r.target}: ${r.met ? 'met' : '**missed**'}` : ''} |`,
  ),
].join('\n')

const when = new Date().toISOString()
const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), load average ${loadavg()
  .map((l) => l.toFixed(1))
  .join(' ')} at the end, Node ${process.version}`
const summary = `${when}: ${connections} connections, ${seconds} s per run, ${rounds} round(s), each row right after its own /robots.txt run, \`Accept-Encoding: ${ACCEPT_ENCODING}\`; ${machine}`
console.log(`\n${summary}\n\n${table}\n`)

const outPath = resolve(root, args.out)
mkdirSync(join(outPath, '..'), { recursive: true })
writeFileSync(
  outPath,
  `${JSON.stringify({ date: when, connections, seconds, rounds, acceptEncoding: ACCEPT_ENCODING, machine, limit, rows }, null, 2)}\n`,
)
console.log(`saved ${outPath}`)

if (args.readme) {
  const readmePath = join(root, 'README.md')
  const readme = readFileSync(readmePath, 'utf8')
  const start = '<!-- bench:start -->'
  const end = '<!-- bench:end -->'
  const from = readme.indexOf(start)
  const to = readme.indexOf(end)
  if (from === -1 || to === -1) throw new Error(`README.md has no ${start} … ${end} section`)
  writeFileSync(
    readmePath,
    `${readme.slice(0, from + start.length)}\n${summary}\n\n${table}\n${readme.slice(to)}`,
  )
  console.log('README.md table updated')
}

const broken = rows.filter((r) => r.errors > 0 || r.non2xx > 0 || r.status < 200 || r.status >= 300)
if (broken.length > 0) {
  for (const r of broken) {
    console.error(`${r.name}: status ${r.status}, ${r.non2xx} non-2xx answers, ${r.errors} errors`)
  }
  process.exit(1)
}
