import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { hasNginx, startNginx } from './nginx.js'
import { BENCH_ORDER_BODY } from './order.js'
import {
  type Case,
  type Measured,
  markdownTable,
  median,
  type Row,
  summarize,
  target,
  writeDocsTable,
} from './report.js'
import { builtAssets, call, startSite } from './site.js'
import { hasWrk, type LoadResult, wrk } from './wrk.js'

/**
 * The site's benchmark: the production build (`node dist/server/main.js`, its own process) under
 * wrk (autocannon where wrk is not installed), one row per kind of answer, each with its ratio to GET /robots.txt measured in the
 * same run (the machine is shared and noisy: read the ratios, not the bare req/s). Requests carry
 * the encodings Chromium sends. Prints a table, saves JSON, and with --docs writes the table into
 * docs/benchmarks.md. It judges nothing: it fails only when a row answers errors or the wrong status.
 *
 *   npm run bench [-- --seconds 5 --connections 50 --rounds 1 --only TEXT --out FILE --docs
 *                    --profile DIR]
 *
 * --rounds N repeats every pair and reports medians (for a noisy machine); --only keeps the rows
 * whose name or path contains TEXT (several: comma-separated); --profile writes the server's V8 CPU profile into DIR (read it
 * with `tsx bench/profile-summary.ts DIR`).
 *
 * Then, where nginx is installed (and without --no-nginx), the JS entry, the CSS and /robots.txt
 * against nginx serving the same dist/client (bench/nginx.ts), gzip for both (nginx has no
 * brotli), each pair in the same seconds: the ratio of the server's req/s to nginx's.
 */
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    out: { type: 'string', default: 'bench/results/latest.json' },
    docs: { type: 'boolean', default: false },
    profile: { type: 'string' },
    only: { type: 'string' },
    rounds: { type: 'string', default: '1' },
    'no-nginx': { type: 'boolean', default: false },
  },
})
const seconds = Number(args.seconds)
const connections = Number(args.connections)
const rounds = Math.max(1, Number(args.rounds))
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd'
// wrk when installed: autocannon cannot read large answers as fast as the server sends them.
const useWrk = hasWrk()
const root = resolve(import.meta.dirname, '..')

if (!existsSync(join(root, 'dist/server/main.js')) || !existsSync(join(root, 'dist/client/index.html'))) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

const { base, cpuMs: serverCpuMs, stop: stopServer } = await startSite(root, args.profile)

const order = BENCH_ORDER_BODY
const { js, css } = builtAssets(root)
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
async function measure(c: Case): Promise<Measured> {
  const headers = { 'accept-encoding': ACCEPT_ENCODING, ...c.headers }
  // One request first: what a browser gets (status, encoding, size), and a warm page cache.
  const probe = await call(base + c.path, { method: c.method, headers, body: c.body })
  const cpuBefore = serverCpuMs()
  const load: LoadResult = useWrk
    ? wrk({ url: base + c.path, connections, seconds, method: c.method, headers, body: c.body })
    : await autocannon({
        url: base + c.path,
        connections,
        duration: seconds,
        method: c.method ?? 'GET',
        headers,
        body: c.body,
      }).then((r) => ({
        rps: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        total: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
      }))
  const cpuAfter = serverCpuMs()
  return {
    name: c.name,
    method: c.method ?? 'GET',
    path: c.path,
    kind: c.kind,
    status: probe.status,
    encoding: String(probe.headers['content-encoding'] ?? 'identity'),
    bytes: probe.body.length,
    rps: load.rps,
    p50: load.p50,
    p99: load.p99,
    non2xx: load.non2xx,
    errors: load.errors,
    // Server CPU per answer: steadier than req/s on a shared machine, and it shows where time goes.
    cpuUs:
      cpuBefore === null || cpuAfter === null || load.total === 0
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / load.total,
  }
}
/** Server CPU per answer of a row over /robots.txt's measured right before it, where /proc has it. */
function cpuRatio(row: Measured, limit: Measured): number | null {
  return row.cpuUs === null || limit.cpuUs === null || limit.cpuUs === 0 ? null : row.cpuUs / limit.cpuUs
}
const baselineCase = selected[0]!
const samples = new Map<Case, { row: Measured; limit: Measured }[]>()
const limits: Measured[] = []
let nginxTable = ''
try {
  for (let round = 1; round <= rounds; round++) {
    for (const c of selected.filter((c) => c.kind !== 'baseline')) {
      // Each row right after its own /robots.txt run: the machine's load drifts during a run, and
      // a ratio of two figures taken seconds apart is far steadier than two bare req/s.
      const limit = await measure(baselineCase)
      const row = await measure(c)
      limits.push(limit)
      samples.set(c, [...(samples.get(c) ?? []), { row, limit }])
      const cpu = cpuRatio(row, limit)
      console.log(
        `${rounds > 1 ? `[${round}/${rounds}] ` : ''}${c.name}: ${row.rps.toFixed(0)} req/s beside /robots.txt ${limit.rps.toFixed(0)} req/s (${(row.rps / limit.rps).toFixed(2)}${cpu === null ? '' : `; CPU per answer ${cpu.toFixed(2)}×`})`,
      )
    }
  }
  if (hasNginx() && useWrk && !args['no-nginx']) nginxTable = await againstNginx()
} finally {
  await stopServer()
}

/** The JS entry, the CSS and /robots.txt from the server and from nginx, in pairs (gzip). */
async function againstNginx(): Promise<string> {
  const robots = (await call(`${base}/robots.txt`)).body.toString()
  const nginx = await startNginx(join(root, 'dist/client'), robots)
  const headers = { 'accept-encoding': 'gzip' }
  const lines: string[] = []
  try {
    for (const [name, path, goal] of [
      ['GET /robots.txt', '/robots.txt', null],
      ['JS entry', js, 0.6],
      ['CSS', css, 0.6],
    ] as const) {
      const ratios: number[] = []
      const ours: number[] = []
      const theirs: number[] = []
      for (let round = 0; round < rounds; round++) {
        const peer = wrk({ url: nginx.base + path, connections, seconds, headers })
        const own = wrk({ url: base + path, connections, seconds, headers })
        ours.push(own.rps)
        theirs.push(peer.rps)
        ratios.push(own.rps / peer.rps)
      }
      const ratio = median(ratios)
      const met = goal === null ? '' : `ratio ≥ ${goal}: ${ratio >= goal ? 'met' : '**missed**'}`
      const line = `| ${name} | \`GET ${path}\` | ${Math.round(median(ours))} | ${Math.round(median(theirs))} | ${ratio.toFixed(2)} | ${met} |`
      console.log(
        `${name}: ${median(ours).toFixed(0)} req/s beside nginx ${median(theirs).toFixed(0)} req/s (${ratio.toFixed(2)})`,
      )
      lines.push(line)
    }
  } finally {
    await nginx.stop()
  }
  return [
    '| what | request (gzip) | server req/s | nginx req/s beside it | ratio | target |',
    '|---|---|---|---|---|---|',
    ...lines,
  ].join('\n')
}
const limit = median(limits.map((r) => r.rps))
const summarized = [
  summarize(limits, 1, limit, limits.some((l) => l.cpuUs === null) ? null : 1),
  ...[...samples.values()].map((pairs) => {
    const cpuRatios = pairs.map((p) => cpuRatio(p.row, p.limit))
    return summarize(
      pairs.map((p) => p.row),
      median(pairs.map((p) => p.row.rps / p.limit.rps)),
      median(pairs.map((p) => p.limit.rps)),
      cpuRatios.some((r) => r === null) ? null : median(cpuRatios as number[]),
    )
  }),
]
const rows: Row[] = summarized.map((row) => ({ ...row, ...target(row) }))
const table = markdownTable(rows)

const when = new Date().toISOString()
const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), load average ${loadavg()
  .map((l) => l.toFixed(1))
  .join(' ')} at the end, Node ${process.version}`
const summary = `${when}: ${useWrk ? 'wrk' : 'autocannon'}, ${connections} connections, ${seconds} s per run, ${rounds} round(s), each row right after its own /robots.txt run, \`Accept-Encoding: ${ACCEPT_ENCODING}\`; ${machine}`
const tables = nginxTable
  ? `${table}\n\nAgainst nginx (same run, \`Accept-Encoding: gzip\`):\n\n${nginxTable}`
  : table
console.log(`\n${summary}\n\n${tables}\n`)

const outPath = resolve(root, args.out)
mkdirSync(join(outPath, '..'), { recursive: true })
writeFileSync(
  outPath,
  `${JSON.stringify({ date: when, connections, seconds, rounds, acceptEncoding: ACCEPT_ENCODING, machine, limit, rows }, null, 2)}\n`,
)
console.log(`saved ${outPath}`)
if (args.docs) {
  writeDocsTable(root, summary, tables)
}

const broken = rows.filter((r) => r.errors > 0 || r.non2xx > 0 || r.status < 200 || r.status >= 300)
if (broken.length > 0) {
  for (const r of broken) {
    console.error(`${r.name}: status ${r.status}, ${r.non2xx} non-2xx answers, ${r.errors} errors`)
  }
  process.exit(1)
}
