/** CPU accounting for bench:instances, from Linux's /proc (where the machine's cores went), and its table. */
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'

/** CPU seconds (user + system) a process has used, from /proc (Linux); 0 once it is gone. */
export function cpuOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}

/** Every PostgreSQL server process (postmaster and backends) on this machine. */
export function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres'
      } catch {
        return false
      }
    })
}

export interface Row {
  name: string
  rps: number
  p50: number
  p99: number
  non2xx: number
  /** Cores busy on average during the run: the instances, PostgreSQL's processes, the load generator. */
  cores?: { app: number; db: number; load: number }
}

/** The table of bench:instances: orders/s, latency, and the cores and CPU per order behind them. */
export function printTable(rows: Row[], run: { connections: number; seconds: number; poolSize?: string }) {
  const { connections, seconds, poolSize } = run
  console.log(
    `\nPOST /api/order, ${connections} connections, ${seconds} s each, one process per instance` +
      ` (pool ${poolSize ?? 'default'} per instance), on ${availableParallelism()} cores`,
  )
  console.log(
    'setup                          orders/s   p50 ms  p99 ms  non-2xx   cores: app    db  load   CPU ms/order: app   db',
  )
  for (const row of rows) {
    const perOrder = (cores: number) => ((cores / row.rps) * 1000).toFixed(2)
    const cores = row.cores
      ? `${row.cores.app.toFixed(2).padStart(17)} ${row.cores.db.toFixed(2).padStart(5)} ${row.cores.load.toFixed(2).padStart(5)}` +
        `${perOrder(row.cores.app).padStart(20)} ${perOrder(row.cores.db).padStart(4)}`
      : ''
    console.log(
      `${row.name.padEnd(30)} ${row.rps.toFixed(0).padStart(8)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(7)} ${String(row.non2xx).padStart(8)}${cores}`,
    )
  }
  console.log(
    `load average after the runs: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
}
