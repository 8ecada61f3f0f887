/**
 * `npm run audit:lighthouse`: Lighthouse 12 (mobile: its default emulation and simulated throttling)
 * on the home page, a category page, a product page, the checkout, the thank-you page and the staff
 * sign-in, five runs each, against the
 * production build served by `node dist/server/main.js` on a free port with a fresh database.
 * Prints the medians as a table and saves every run and the medians to
 * reports/lighthouse.json. Builds first when there is no build. Needs Chromium
 * (`apt-get install -y chromium`, or CHROME_PATH). Not part of `npm test`: it takes minutes.
 *
 *   npm run audit:lighthouse [-- --runs 5]
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import {
  failingAudits,
  figuresOf,
  type LighthouseResult,
  medianFigures,
  type PageReport,
  type RunFigures,
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

/**
 * One Lighthouse run; a run whose trace Chromium failed to record (NO_NAVSTART, NO_FCP on a loaded
 * machine) is tried again, twice at most, instead of ending the whole audit.
 */
async function auditOnce(port: number, url: string, attempt = 1): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const lhr = result.lhr as unknown as LighthouseResult
  if (lhr.runtimeError && attempt < 3) {
    process.stdout.write(`(${lhr.runtimeError.code}, again) `)
    return auditOnce(port, url, attempt + 1)
  }
  return figuresOf(lhr)
}

async function main() {
  const runsArg = process.argv.indexOf('--runs')
  const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number')

  if (!existsSync(path.join(root, 'dist/server/main.js'))) {
    console.log('No build yet: npm run build')
    await run('npm', ['run', 'build'])
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'lighthouse-'))
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
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
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
  let chrome: Awaited<ReturnType<typeof launch>> | undefined
  try {
    await waitFor(`${origin}/healthz`, 30_000)
    chrome = await launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    })
    const pages: PageReport[] = []
    for (const page of PAGES) {
      const figures: RunFigures[] = []
      for (let i = 1; i <= runs; i++) {
        process.stdout.write(`${page.path} run ${i}/${runs}… `)
        const one = await auditOnce(chrome.port, `${origin}${page.path}`)
        figures.push(one)
        console.log(`performance ${one.scores.performance}`)
      }
      pages.push({
        name: page.name,
        path: page.path,
        median: medianFigures(figures),
        failing: failingAudits(figures),
        runs: figures,
      })
    }

    const report = {
      date: new Date().toISOString(),
      lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
      formFactor: 'mobile (Lighthouse default: emulated Moto G Power, simulated slow 4G)',
      runsPerPage: runs,
      pages,
    }
    await mkdir(path.join(root, 'reports'), { recursive: true })
    const file = path.join(root, 'reports/lighthouse.json')
    await writeFile(file, `${JSON.stringify(report, null, 2)}\n`)
    console.log(`\nLighthouse ${report.lighthouse}, mobile, median of ${runs} runs (${report.date}):\n`)
    console.log(table(pages))
    console.log(`\nSaved to ${path.relative(root, file)}`)
  } finally {
    chrome?.kill()
    server.kill('SIGTERM')
    await new Promise((r) => server.once('exit', r))
    await rm(dir, { recursive: true, force: true })
  }
}

await main()
