/**
 * Who limits the speed of bytes: the production build and nginx (Debian's, one worker process,
 * `gzip_static on`, serving dist/client) side by side in one run, each measured with wrk (C, one
 * thread) and the JS entry also with autocannon, every row right after its own /robots.txt run.
 * Prints the median ratio to /robots.txt of the same server (--rounds, 3 by default) and the
 * server's CPU time per answer, which moves least with the machine's load.
 *
 *   npx tsx bench/serving.ts [-- --seconds 5 --connections 50]
 *
 * Needs `wrk` and `nginx` (apt-get install -y wrk nginx) and a production build.
 */
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { startNginx } from './nginx.js'
import { median } from './report.js'
import { builtAssets, call, startSite } from './site.js'
import { wrk } from './wrk.js'

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '3' },
  },
})
const seconds = Number(args.seconds)
const connections = Number(args.connections)
const rounds = Math.max(1, Number(args.rounds))
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd'
const root = resolve(import.meta.dirname, '..')

async function cannon(url: string): Promise<number> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
  })
  return result.requests.average
}

const site = await startSite(root)
const nginx = await startNginx(
  join(root, 'dist/client'),
  (await call(`${site.base}/robots.txt`)).body.toString(),
)
const { js, css } = builtAssets(root)
const rows: string[] = []
try {
  const headers = { 'accept-encoding': ACCEPT_ENCODING }
  /** req/s and the server's CPU µs per answer (null for nginx) of one run. */
  const run = async (url: string, tool: 'wrk' | 'autocannon', ours: boolean) => {
    const cpuBefore = ours ? site.cpuMs() : null
    const result =
      tool === 'wrk'
        ? wrk({ url, connections, seconds, headers })
        : await cannon(url).then((rps) => ({ rps, total: rps * seconds }))
    const cpuAfter = ours ? site.cpuMs() : null
    const cpuUs =
      cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1000) / result.total
    return { rps: result.rps, cpuUs }
  }
  const pair = async (
    name: string,
    url: string,
    limitUrl: string,
    tool: 'wrk' | 'autocannon',
    ours: boolean,
  ) => {
    const ratios: number[] = []
    const cpu: number[] = []
    const limitCpu: number[] = []
    for (let round = 0; round < rounds; round++) {
      const limit = await run(limitUrl, tool, ours)
      const row = await run(url, tool, ours)
      ratios.push(row.rps / limit.rps)
      if (row.cpuUs !== null && limit.cpuUs !== null) {
        cpu.push(row.cpuUs)
        limitCpu.push(limit.cpuUs)
      }
    }
    const cpuText =
      cpu.length > 0 ? `${median(cpu).toFixed(0)} µs (limit ${median(limitCpu).toFixed(0)} µs)` : ''
    const line = `| ${name} | ${tool} | ${median(ratios).toFixed(2)} | ${ratios.map((r) => r.toFixed(2)).join(', ')} | ${cpuText} |`
    console.log(line)
    rows.push(line)
  }
  const robots = `${site.base}/robots.txt`
  const nginxSmall = `${nginx.base}/robots.txt`
  await pair('server: JS entry', site.base + js, robots, 'autocannon', true)
  await pair('server: JS entry', site.base + js, robots, 'wrk', true)
  await pair('nginx: JS entry (vs nginx /robots.txt)', nginx.base + js, nginxSmall, 'wrk', false)
  await pair('server: CSS', site.base + css, robots, 'wrk', true)
  await pair('server: page /', `${site.base}/`, robots, 'wrk', true)
  await pair('server: GET /api/menu', `${site.base}/api/menu`, robots, 'wrk', true)
  await pair(
    'server: GET /api/utils/isSiteClosed',
    `${site.base}/api/utils/isSiteClosed`,
    robots,
    'wrk',
    true,
  )
  await pair('server: /sw.js', `${site.base}/sw.js`, robots, 'wrk', true)
} finally {
  await nginx.stop()
  await site.stop()
}
console.log(
  `\n| row | load generator | ratio to the limit (median) | each round | server CPU per answer (median) |\n|---|---|---|---|---|\n${rows.join('\n')}`,
)
