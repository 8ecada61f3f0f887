/**
 * The benchmark's figures (bench/index.ts): one row per kind of answer, medians over rounds, the
 * target each kind is read against, and the Markdown table printed and written into docs/benchmarks.md.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export interface Case {
  name: string
  path: string
  kind: 'baseline' | 'static' | 'page' | 'menu' | 'status' | 'order'
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
}

export interface Row {
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
  /**
   * The row's server CPU per answer over /robots.txt's measured right before it (median over
   * rounds), or null where /proc is missing: on a shared machine it moves far less than `ratio`.
   */
  cpuRatio: number | null
  non2xx: number
  errors: number
  target: string
  met: boolean | null
}

/** One measured run: a row before it is set beside /robots.txt and read against its target. */
export type Measured = Omit<Row, 'ratio' | 'cpuRatio' | 'limit' | 'target' | 'met'>

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export function summarize(
  runs: Measured[],
  ratio: number,
  limit: number,
  cpuRatio: number | null,
): Omit<Row, 'target' | 'met'> {
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
    cpuRatio,
  }
}

export function target(row: Omit<Row, 'target' | 'met'>): { target: string; met: boolean | null } {
  switch (row.kind) {
    case 'page':
    case 'menu':
    case 'status':
      return { target: 'ratio ≥ 0.8', met: row.ratio >= 0.8 }
    case 'static':
      return { target: 'against nginx below', met: null }
    case 'order':
      return { target: 'p99 ≤ 50 ms', met: row.p99 <= 50 }
    default:
      return { target: '', met: null }
  }
}

function formatRate(value: number): string {
  return Math.round(value).toLocaleString('en-US').replaceAll(',', ' ')
}

const targetText = (r: Row) =>
  !r.target ? '' : r.met === null ? r.target : `${r.target}: ${r.met ? 'met' : '**missed**'}`

/** The rows as a Markdown table. */
export function markdownTable(rows: Row[]): string {
  const header =
    '| what | request | encoding, bytes | req/s | p50 ms | p99 ms | server CPU µs/req | /robots.txt req/s beside it | ratio | CPU ÷ /robots.txt | target |'
  return [
    header,
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | \`${r.method} ${r.path}\` | ${r.encoding}, ${r.bytes} | ${formatRate(r.rps)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.cpuUs === null ? '' : r.cpuUs.toFixed(0)} | ${formatRate(r.limit)} | ${r.ratio.toFixed(2)} | ${r.cpuRatio === null ? '' : r.cpuRatio.toFixed(2)} | ${targetText(r)} |`,
    ),
  ].join('\n')
}

/** Writes the summary line and the table between docs/benchmarks.md's bench markers. */
export function writeDocsTable(root: string, summary: string, table: string) {
  const docsPath = join(root, 'docs/benchmarks.md')
  const text = readFileSync(docsPath, 'utf8')
  const start = '<!-- bench:start -->'
  const end = '<!-- bench:end -->'
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from === -1 || to === -1) throw new Error(`docs/benchmarks.md has no ${start} … ${end} section`)
  writeFileSync(docsPath, `${text.slice(0, from + start.length)}\n${summary}\n\n${table}\n${text.slice(to)}`)
  console.log('docs/benchmarks.md table updated')
}
