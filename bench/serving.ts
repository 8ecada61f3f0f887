/**
 * Who limits the speed of bytes: the production build and nginx (Debian's, one worker process,
 * `gzip_static on`, serving dist/client) side by side in one run, each measured with wrk (C, one
 * thread) and the JS entry also with autocannon, every row right after its own /robots.txt run.
 * Prints the ratios to /robots.txt of the same server and the server's CPU time per answer, so a
 * row where the server's CPU is not busy shows that the load generator was the limit.
 *
 *   npx tsx bench/serving.ts [-- --seconds 5 --connections 50]
 *
 * Needs `wrk` and `nginx` (apt-get install -y wrk nginx) and a production build.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { builtAssets, startSite } from './site.js'

const { values: args } = parseArgs({
  options: { seconds: { type: 'string', default: '5' }, connections: { type: 'string', default: '50' } },
})
const seconds = Number(args.seconds)
const connections = Number(args.connections)
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd'
const root = resolve(import.meta.dirname, '..')

function wrk(url: string): number {
  const out = execFileSync(
    'wrk',
    ['-t1', `-c${connections}`, `-d${seconds}s`, '-H', `Accept-Encoding: ${ACCEPT_ENCODING}`, url],
    { encoding: 'utf8' },
  )
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]
  if (!rps || /Non-2xx/.test(out)) throw new Error(`wrk ${url}: ${out}`)
  return Number(rps)
}

async function cannon(url: string): Promise<number> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': ACCEPT_ENCODING },
  })
  return result.requests.average
}

async function startNginx(): Promise<{ base: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'sushi-nginx-'))
  const port = 20000 + Math.floor(Math.random() * 20000)
  const conf = join(dir, 'nginx.conf')
  writeFileSync(
    conf,
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types; access_log off; sendfile on; tcp_nopush on; keepalive_requests 1000000;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  server { listen 127.0.0.1:${port}; root ${join(root, 'dist/client')}; gzip_static on; location / { try_files $uri =404; } }
}
`,
  )
  const nginx: ChildProcess = spawn('nginx', ['-c', conf, '-p', dir], { stdio: 'inherit' })
  const base = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(`${base}/sw.js`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    await new Promise((wait) => setTimeout(wait, 100))
  }
  return {
    base,
    stop: async () => {
      const exited = new Promise((done) => nginx.once('exit', done))
      nginx.kill('SIGQUIT')
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

const site = await startSite(root)
const nginx = await startNginx()
const { js, css } = builtAssets(root)
const rows: string[] = []
try {
  const pair = async (
    name: string,
    url: string,
    limitUrl: string,
    tool: 'wrk' | 'autocannon',
    ours: boolean,
  ) => {
    const run = (u: string) => (tool === 'wrk' ? Promise.resolve(wrk(u)) : cannon(u))
    const limit = await run(limitUrl)
    const cpuBefore = ours ? site.cpuMs() : null
    const started = Date.now()
    const rps = await run(url)
    const cpuAfter = ours ? site.cpuMs() : null
    const busy =
      cpuBefore === null || cpuAfter === null
        ? ''
        : `${Math.round(((cpuAfter - cpuBefore) / (Date.now() - started)) * 100)} %`
    const line = `| ${name} | ${tool} | ${Math.round(limit)} | ${Math.round(rps)} | ${(rps / limit).toFixed(2)} | ${busy} |`
    console.log(line)
    rows.push(line)
  }
  const robots = `${site.base}/robots.txt`
  // nginx has no /robots.txt (the server writes it); its small static file is the service worker.
  const nginxSmall = `${nginx.base}/sw.js`
  await pair('server: JS entry', site.base + js, robots, 'autocannon', true)
  await pair('server: JS entry', site.base + js, robots, 'wrk', true)
  await pair('nginx: JS entry (vs nginx /sw.js)', nginx.base + js, nginxSmall, 'wrk', false)
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
  `\n| row | load generator | limit req/s | row req/s | ratio | server CPU |\n|---|---|---|---|---|---|\n${rows.join('\n')}`,
)
