/**
 * wrk (C, one thread) as the benchmark's load generator when it is installed: autocannon cannot
 * read large answers fast (against the 91 kB JS entry it measured itself at ~600 req/s while the
 * server's CPU sat at 10 %; see docs/benchmarks.md, "Serving"). Same figures as autocannon's:
 * average req/s, p50/p99 latency in ms, non-2xx answers and errors.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface LoadResult {
  rps: number
  p50: number
  p99: number
  total: number
  non2xx: number
  errors: number
}

export function hasWrk(): boolean {
  return spawnSync('wrk', ['--version']).error === undefined
}

const ms = (value: string, unit: string) =>
  Math.round(Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit] ?? 1) * 100) / 100

export function wrk(options: {
  url: string
  connections: number
  seconds: number
  method?: string
  headers: Record<string, string>
  body?: string
}): LoadResult {
  const dir = mkdtempSync(join(tmpdir(), 'sushi-wrk-'))
  try {
    const script = join(dir, 'request.lua')
    writeFileSync(
      script,
      [
        `wrk.method = ${JSON.stringify(options.method ?? 'GET')}`,
        ...Object.entries(options.headers).map(
          ([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`,
        ),
        options.body === undefined ? '' : `wrk.body = ${JSON.stringify(options.body)}`,
      ].join('\n'),
    )
    const out = execFileSync(
      'wrk',
      [
        '-t1',
        `-c${options.connections}`,
        `-d${options.seconds}s`,
        '--timeout',
        '10s',
        '--latency',
        '-s',
        script,
        options.url,
      ],
      { encoding: 'utf8' },
    )
    const percentile = (p: string) => {
      const match = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(out)
      return match ? ms(match[1]!, match[2]!) : 0
    }
    const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
    return {
      rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0),
      p50: percentile('50'),
      p99: percentile('99'),
      total: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
      non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
      errors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
