/**
 * `npm run audit:lighthouse`: Lighthouse 12 (mobile: its default emulation and simulated throttling)
 * on a blank page first (a heading and a paragraph from a tiny local server: what the browser and
 * the machine cost by themselves), then on the same blank page sent with the site's security
 * headers (what those cost the browser by themselves), then on the home page, a category page, a product page, the
 * checkout, the thank-you page and the staff sign-in, five runs each, against the production build
 * served by `node dist/server/main.js` on a free port with a fresh database. Prints the medians as
 * a table with each page's FCP and TBT as ratios to both blank pages' (docs/benchmarks.md,
 * "Lighthouse") and saves every run and the medians to reports/lighthouse.json. Builds first when
 * there is no build. Needs Chromium (`apt-get install -y chromium`, or CHROME_PATH). Not part of
 * `npm test`: it takes minutes.
 *
 *   npm run audit:lighthouse [-- --runs 5] [--against DIR]
 *
 * `--against DIR` also serves the build in DIR (a folder holding another build's `dist/`, with
 * `node_modules` and `package.json` beside it) and measures both builds in turn, page by page and
 * run by run, so that a before and an after see the same minutes of a shared machine.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer as createHttpServer } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { securityHeaders } from '#infra/http/security-headers.js'
import {
  failingAudits,
  figuresOf,
  type LighthouseResult,
  medianFigures,
  type PageReport,
  type RunFigures,
  ratioTable,
  table,
} from './report.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export const PAGES = [
  { name: 'Home', path: '/' },
  { name: 'Category', path: '/menu/nigiri/' },
  { name: 'Product', path: '/menu/nigiri/nigiri-losos/' },
  { name: 'Checkout', path: '/zamowienie/' },
  { name: 'Thank-you', path: '/dziekujemy/' },
  { name: 'Staff sign-in', path: '/manage/' },
] as const

/** The blank page every page is measured against: a heading and a paragraph, nothing else. */
const BLANK_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="A blank page to measure the browser against.">' +
  '<title>Blank</title></head><body><h1>A blank page</h1><p>A heading and a paragraph.</p></body></html>'

/**
 * The security headers a page of the site is sent with (the server's own list, and the page's
 * Content-Security-Policy), which the blank page can be sent with too.
 */
const SECURITY_HEADERS = [...Object.keys(securityHeaders(true)), 'Content-Security-Policy']

/**
 * Serves BLANK_PAGE on a free port: at `/` as it is, at `/with-headers/` with `headers` (the site's
 * security headers, once `headers` holds them); resolves with its origin and a stop function.
 */
async function serveBlankPage(
  headers: Record<string, string>,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const port = await freePort()
  const server = createHttpServer((request, response) => {
    if (request.url === '/robots.txt') {
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end('User-agent: *\nAllow: /\n')
      return
    }
    const extra = request.url === '/with-headers/' ? headers : {}
    response.writeHead(200, { ...extra, 'Content-Type': 'text/html; charset=utf-8' }).end(BLANK_PAGE)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The security headers of the site's home page, as the build at `origin` sends them. */
async function siteHeaders(origin: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}/`, { headers: { accept: 'text/html' } })
  const headers: Record<string, string> = {}
  for (const name of SECURITY_HEADERS) {
    const value = response.headers.get(name)
    if (value !== null) headers[name] = value
  }
  return headers
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: exit ${code}`)),
    )
  })
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/**
 * One Lighthouse run, in a Chromium of its own (a fresh profile, as a first visit has): in one
 * browser for all runs, runs alternating between two builds showed 200–300 ms of TBT for both,
 * against 4–60 ms for the same pages measured alone (docs/benchmarks.md, "Lighthouse"). A run
 * whose trace Chromium failed to record (NO_NAVSTART, NO_FCP on a loaded machine) is tried again,
 * twice at most, instead of ending the whole audit.
 */
async function auditOnce(url: string, attempt = 1): Promise<RunFigures> {
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  let lhr: LighthouseResult
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    lhr = result.lhr as unknown as LighthouseResult
  } finally {
    chrome.kill()
  }
  if (lhr.runtimeError && attempt < 3) {
    process.stdout.write(`(${lhr.runtimeError.code}, again) `)
    return auditOnce(url, attempt + 1)
  }
  return figuresOf(lhr)
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name)
  return at > 0 ? process.argv[at + 1] : undefined
}

/** The production build in `cwd` on a free port with a fresh database, until `stop`. */
async function startBuild(cwd: string, dir: string) {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      // Production refuses a local PUBLIC_URL (it would go into canonical links); any public origin will do.
      PUBLIC_URL: 'https://sakanasushi.test',
      DATABASE_URL: path.join(dir, 'sushi.db'),
      JWT_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
    },
  })
  const exited = new Promise((r) => server.once('exit', r))
  await waitFor(`${origin}/healthz`, 120_000)
  return {
    origin,
    stop: async () => {
      server.kill('SIGTERM')
      await exited
    },
  }
}

interface Target {
  /** The build's name in the table: "this build" or the folder given with --against. */
  label: string
  origin: string
  figures: Map<string, RunFigures[]>
}

async function main() {
  const runs = option('--runs') === undefined ? 5 : Number(option('--runs'))
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number')
  const against = option('--against')
  if (against && !existsSync(path.join(against, 'dist/server/main.js'))) {
    throw new Error(`--against ${against}: no dist/server/main.js there`)
  }

  if (!existsSync(path.join(root, 'dist/server/main.js'))) {
    console.log('No build yet: npm run build')
    await run('npm', ['run', 'build'])
  }

  const dirs: string[] = []
  const stops: (() => Promise<void>)[] = []
  try {
    const headers: Record<string, string> = {}
    const blank = await serveBlankPage(headers)
    stops.push(blank.stop)
    const targets: Target[] = []
    for (const [label, cwd] of [
      ...(against ? ([[against, against]] as const) : []),
      ['this build', root] as const,
    ]) {
      const dir = await mkdtemp(path.join(tmpdir(), 'lighthouse-'))
      dirs.push(dir)
      const build = await startBuild(cwd, dir)
      stops.push(build.stop)
      targets.push({ label, origin: build.origin, figures: new Map() })
    }
    // This build's headers (the last target) for the blank page's second reference.
    Object.assign(headers, await siteHeaders(targets[targets.length - 1]!.origin))

    // The blank page first, on the same machine and Chromium: the reference of every ratio.
    const blankRuns: RunFigures[] = []
    for (let i = 1; i <= runs; i++) {
      process.stdout.write(`blank page run ${i}/${runs}… `)
      const one = await auditOnce(`${blank.origin}/`)
      blankRuns.push(one)
      console.log(`performance ${one.scores.performance}, FCP ${one.metrics['first-contentful-paint']} ms`)
    }
    const blankReport: PageReport = {
      name: 'Blank page',
      path: '/',
      median: medianFigures(blankRuns),
      failing: failingAudits(blankRuns),
      runs: blankRuns,
    }
    // The same page with the site's security headers: the opener policy alone makes a first visit
    // start a new renderer process, a long task no page of the site can avoid (docs/benchmarks.md).
    const headerRuns: RunFigures[] = []
    for (let i = 1; i <= runs; i++) {
      process.stdout.write(`blank page with the site's headers run ${i}/${runs}… `)
      const one = await auditOnce(`${blank.origin}/with-headers/`)
      headerRuns.push(one)
      console.log(
        `FCP ${one.metrics['first-contentful-paint']} ms, TBT ${one.metrics['total-blocking-time']} ms`,
      )
    }
    const headersReport: PageReport = {
      name: "Blank page with the site's headers",
      path: '/with-headers/',
      median: medianFigures(headerRuns),
      failing: failingAudits(headerRuns),
      runs: headerRuns,
    }

    for (const page of PAGES) {
      for (let i = 1; i <= runs; i++) {
        // Builds in turn within each run, so that a load spike falls on both.
        for (const target of targets) {
          process.stdout.write(`${page.path} run ${i}/${runs}${against ? ` (${target.label})` : ''}… `)
          const one = await auditOnce(`${target.origin}${page.path}`)
          target.figures.set(page.path, [...(target.figures.get(page.path) ?? []), one])
          console.log(
            `performance ${one.scores.performance}, FCP ${one.metrics['first-contentful-paint']} ms, TBT ${one.metrics['total-blocking-time']} ms`,
          )
        }
      }
    }

    const reports = targets.map((target) => ({
      label: target.label,
      pages: PAGES.map((page): PageReport => {
        const figures = target.figures.get(page.path) ?? []
        return {
          name: page.name,
          path: page.path,
          median: medianFigures(figures),
          failing: failingAudits(figures),
          runs: figures,
        }
      }),
    }))
    const ours = reports[reports.length - 1]!
    const report = {
      date: new Date().toISOString(),
      lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
      formFactor: 'mobile (Lighthouse default: emulated Moto G Power, simulated slow 4G)',
      runsPerPage: runs,
      blank: blankReport,
      blankWithHeaders: headersReport,
      pages: ours.pages,
      ...(against ? { against: { folder: against, pages: reports[0]!.pages } } : {}),
    }
    await mkdir(path.join(root, 'reports'), { recursive: true })
    const file = path.join(root, 'reports/lighthouse.json')
    await writeFile(file, `${JSON.stringify(report, null, 2)}\n`)
    console.log(`\nLighthouse ${report.lighthouse}, mobile, median of ${runs} runs (${report.date}):`)
    for (const { label, pages } of reports) {
      console.log(`\n${label}:\n`)
      console.log(table([blankReport, headersReport, ...pages]))
      console.log('')
      console.log(ratioTable(blankReport, pages, headersReport))
    }
    console.log(`\nSaved to ${path.relative(root, file)}`)
  } finally {
    for (const stop of stops) await stop()
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  }
}

await main()
