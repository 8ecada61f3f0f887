import t from 'tap'
import { describe, type PageStart, tracePageStart } from '../../scripts/hydration-trace.js'
import { guestContext, startSite } from './harness.js'

// The main thread's work while a guest's first visit starts, on the production build in Chromium
// (docs/testing.md, "Hydration budget"; docs/client.md, "Profile"). A task's CPU time (the trace's
// `tdur`) is read instead of its duration: on a shared machine a task waits for a core, but the time
// it really runs moves much less. The figures "at 4×" are CPU time × 4, a phone four times slower,
// as Lighthouse's mobile run assumes. The CPU figures are printed beside their references, not
// judged (they follow the machine: docs/testing.md); the bytes, API calls and DOM changes are. A page
// is traced once (again only when Chromium recorded no navigation).
const { base, browser } = await startSite(t)
const RUNS = 3

interface Budget {
  /** the longest task's CPU time, ms */
  longestCpu: number
  /** Σ max(0, 4 × CPU − 50 ms) over the tasks until the page is quiet */
  blockingAt4x: number
  /** JavaScript files' transferred bytes until the page is quiet */
  scriptBytes: number
  /** calls to /api/ on start */
  apiRequests: number
  /** DOM changes after the hydration mark until quiet (a page that renders again shows here) */
  mutations: number
}

// Measured on 2026-11-29 (docs/client.md, "Profile"; React's renderer in a chunk of its own, the
// Warsaw zone prepared only where a page shows its times): longest task 17–25 ms of CPU, 36–88 ms
// blocking at 4×, 104–106 kB of JavaScript on the menu's pages, 2–5 API calls, 1–21 DOM changes
// (the cookie banner). The budgets leave room for the machine's noise, not for another 50 ms task,
// a library more or a page that renders itself twice.
const GUEST: Budget = {
  longestCpu: 30,
  blockingAt4x: 100,
  scriptBytes: 112_000,
  apiRequests: 5,
  mutations: 40,
}

const PAGES: { name: string; path: string; closed?: boolean; budget: Budget }[] = [
  { name: 'home', path: '/', budget: GUEST },
  { name: 'home, restaurant closed (the closed dialog)', path: '/', closed: true, budget: GUEST },
  { name: 'category', path: '/menu/nigiri/', budget: GUEST },
  { name: 'product', path: '/menu/nigiri/nigiri-losos/', budget: GUEST },
  { name: 'checkout', path: '/zamowienie/', budget: { ...GUEST, scriptBytes: 125_000 } },
  { name: 'thank-you page', path: '/dziekujemy/', budget: { ...GUEST, scriptBytes: 125_000 } },
  // The staff area is its own chunk; its sign-in form is what a first visit shows.
  { name: 'staff sign-in', path: '/manage/', budget: { ...GUEST, scriptBytes: 175_000, apiRequests: 6 } },
]

/** Up to RUNS traces of a first visit, as Lighthouse makes it: no cart, no cookie answer, a phone. */
async function trace(path: string, closed: boolean): Promise<PageStart[]> {
  const runs: PageStart[] = []
  // A trace that Chromium recorded without the page's navigation is taken again, twice at most.
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt++) {
    const context = await guestContext(browser, base, {
      width: 412,
      height: 823,
      cart: false,
      consented: false,
      closed,
      dismissed: false,
    })
    const run = await tracePageStart(browser, `${base}${path}`, { context }).catch((error: Error) => {
      if (/holds no task/.test(error.message) && attempt < RUNS + 1) return null
      throw error
    })
    if (!run) continue
    runs.push(run)
    // One run: what is judged (bytes, calls, DOM changes) does not move between runs.
    break
  }
  return runs
}

for (const page of PAGES) {
  t.test(`${page.name}: the start stays within its budget`, async (t) => {
    const { budget } = page
    const runs = await trace(page.path, page.closed === true)
    for (const run of runs) t.comment(describe(run, 50))
    const least = (pick: (s: PageStart) => number) => Math.min(...runs.map(pick))
    const longest = least((s) => s.longestCpu)
    const blocking = least((s) => s.blockingAtSlowdown)
    const first = runs[0] as PageStart
    // The CPU figures follow the machine (a task's layout alone took 20–30 ms on 2026-11-26 and
    // 90–137 ms on 2026-11-28 on the same site): printed beside their reference, not judged here.
    // The page's speed is judged by the Lighthouse audit's ratios to a blank page measured in the
    // same run (docs/benchmarks.md); this test holds what does not depend on the machine.
    t.comment(
      `longest task ${longest.toFixed(1)} ms of CPU (reference ${budget.longestCpu}); blocking at 4× ${blocking.toFixed(0)} ms (reference ${budget.blockingAt4x})`,
    )
    const heaviest = runs.reduce((a, b) => (b.scriptBytes > a.scriptBytes ? b : a))
    t.ok(
      heaviest.scriptBytes <= budget.scriptBytes,
      `JavaScript ${heaviest.scriptBytes} bytes ≤ ${budget.scriptBytes} (${heaviest.scripts.map((s) => s.url).join(' ')})`,
    )
    t.ok(
      first.apiRequests.length <= budget.apiRequests,
      `${first.apiRequests.length} API calls ≤ ${budget.apiRequests} (${first.apiRequests.join(' ')})`,
    )
    const mutations = least((s) => s.mutationsAfterHydration)
    t.ok(mutations <= budget.mutations, `${mutations} DOM changes after hydration ≤ ${budget.mutations}`)
  })
}
