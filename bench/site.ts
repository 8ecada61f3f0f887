/**
 * The production build started for the benchmark (bench/index.ts): `node dist/server/main.js` in
 * its own process on a temporary SQLite file, with a staff account that opens the restaurant for
 * today (orders are then accepted at any hour), and a plain HTTP client that reads whole answers.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/** The entry script and the stylesheet the built page links. */
export function builtAssets(root: string): { js: string; css: string } {
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

export interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

export function call(
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

export interface Site {
  /** http://127.0.0.1:port */
  base: string
  server: ChildProcess
  /** The staff account's token (the owner's: it opened the restaurant). */
  token: string
  /** CPU time the server process has used so far, in ms, or null where /proc is missing. */
  cpuMs: () => number | null
  /** Stops the server and removes its database. */
  stop: () => Promise<void>
}

/**
 * Starts the built site from `root`; with `profile`, V8 writes its CPU profile into that folder;
 * `settings` are added to (or override) its environment.
 */
export async function startSite(
  root: string,
  profile?: string,
  settings: Record<string, string> = {},
): Promise<Site> {
  const dir = mkdtempSync(join(tmpdir(), 'sushi-bench-'))
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    // Production refuses a local PUBLIC_URL (it would go into canonical links); any public origin will do.
    PUBLIC_URL: 'https://sakanasushi.test',
    DATABASE_URL: join(dir, 'bench.db'),
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0000',
    // Request logs off: the figures are the server's, not the log pipe's.
    LOG_LEVEL: 'warn',
    // The order rate limit would answer 429 to a benchmark's single client address.
    ORDER_RATE_LIMIT: '0',
    ...settings,
  }

  // A staff account, to open the restaurant for today: orders are then accepted at any hour.
  const password = randomBytes(18).toString('base64url')
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

  const nodeArgs = profile
    ? ['--cpu-prof', `--cpu-prof-dir=${resolve(profile)}`, 'dist/server/main.js']
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

  return { base, server, token, cpuMs: serverCpuMs, stop: stopServer }
}
