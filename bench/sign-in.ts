import { existsSync, readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { median } from './report.js'
import { call, startSite } from './site.js'

/**
 * The sign-in flood's benchmark (docs/security.md, "Sign-in work"): the production build in its own
 * process at the production hashing cost (17: 128 MiB and about 0.8 s of CPU a hash), and
 *
 * - a page that must be rendered and compressed again (the menu has just changed) loaded quietly,
 *   then while 12 anonymous sign-ins from 12 addresses are under way: its latency in both, the
 *   ratio (flood ÷ quiet), and whether it answered before the flood's last sign-in;
 * - the server's resident memory idle, and its peak while four sign-ins run at once.
 *
 * The server trusts X-Forwarded-For from this machine (TRUST_PROXY=loopback), so each sign-in comes
 * from an address of its own, inside its per-address limits; the site-wide budget is off
 * (LOGIN_SITE_LIMIT=0) so that every round meets the same bound. Medians over `--rounds`. It judges
 * nothing: read the ratio (the machine is shared and noisy).
 *
 *   npm run bench:sign-in [-- --rounds 5]
 */
const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } })
const rounds = Math.max(1, Number(args.rounds))
const root = resolve(import.meta.dirname, '..')
if (!existsSync(join(root, 'dist/server/main.js'))) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

const PAGE = '/menu/nigiri/'
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' }
const MB = 1024 * 1024

const site = await startSite(root, undefined, { TRUST_PROXY: 'loopback', LOGIN_SITE_LIMIT: '0' })
const { base, token, server } = site

/** The server's resident set now, in bytes (Linux /proc). */
function rss(): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))
  return Number(line?.[1] ?? 0) * 1024
}

/** The largest resident set seen while `work` runs (sampled every 5 ms). */
async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = rss()
  const timer = setInterval(() => {
    peak = Math.max(peak, rss())
  }, 5)
  try {
    const result = await work()
    return { result, peak: Math.max(peak, rss()) }
  } finally {
    clearInterval(timer)
  }
}

let price = 20
/** A new price for a dish on the page: the menu's version changes, the page is rendered again. */
async function changeMenu(): Promise<void> {
  price = price === 20 ? 21 : 20
  const res = await call(`${base}/api/menu/products/nigiri-losos`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'if-match': '*' },
    body: JSON.stringify({ price }),
  })
  if (res.status !== 200) throw new Error(`the menu did not change: ${res.status} ${res.body}`)
}

/** The page's latency in ms (whole answer read); it must be 200 and compressed. */
async function loadPage(): Promise<{ ms: number; done: number }> {
  const start = performance.now()
  const res = await call(`${base}${PAGE}`, { headers: PAGE_HEADERS })
  const done = performance.now()
  if (res.status !== 200 || !res.headers['content-encoding'])
    throw new Error(`the page answered ${res.status} (${res.headers['content-encoding'] ?? 'uncompressed'})`)
  return { ms: done - start, done }
}

let address = 0
/** An anonymous sign-in (an unknown name, checked against the dummy hash) from a fresh address. */
async function signIn(): Promise<{ status: number; done: number }> {
  address++
  const res = await call(`${base}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    },
    body: JSON.stringify({ username: `nobody${address}`, password: `wrong password ${address}` }),
  })
  return { status: res.status, done: performance.now() }
}

try {
  // Warm: the page's modules loaded and the page rendered once; one sign-in hashed.
  await loadPage()
  await signIn()
  await new Promise((wait) => setTimeout(wait, 500))
  const idle = rss()
  const four = await peakRss(() => Promise.all(Array.from({ length: 4 }, () => signIn())))
  const fourStatuses = four.result.map((r) => r.status).join(', ')

  const quiet: number[] = []
  const flooded: number[] = []
  let before = 0
  const statuses = new Map<number, number>()
  for (let round = 0; round < rounds; round++) {
    await changeMenu()
    quiet.push((await loadPage()).ms)
    await changeMenu()
    const flood = Array.from({ length: 12 }, () => signIn())
    const page = await loadPage()
    const answers = await Promise.all(flood)
    flooded.push(page.ms)
    if (page.done < Math.max(...answers.map((a) => a.done))) before++
    for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1)
  }

  const q = median(quiet)
  const f = median(flooded)
  const ms = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ')
  console.log(
    `Sign-in flood at PASSWORD_HASH_COST 17, ${cpus().length} cores (load ${loadavg()[0]!.toFixed(1)}), ${rounds} rounds`,
  )
  console.log(`changed page ${PAGE}, quiet:            median ${q.toFixed(0)} ms (${ms(quiet)})`)
  console.log(`changed page, 12 sign-ins at once:     median ${f.toFixed(0)} ms (${ms(flooded)})`)
  console.log(`ratio flood ÷ quiet:                   ${(f / q).toFixed(2)}`)
  console.log(`page answered before the last sign-in: ${before} of ${rounds} rounds`)
  console.log(
    `sign-in answers in the floods:         ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}`,
  )
  console.log(
    `resident memory: idle ${Math.round(idle / MB)} MB, four sign-ins at once ${Math.round(four.peak / MB)} MB (+${Math.round((four.peak - idle) / MB)} MB; answers ${fourStatuses})`,
  )
} finally {
  await site.stop()
}
