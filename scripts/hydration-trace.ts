/**
 * A page's start in Chromium, read from a performance trace (docs/client.md, "Profile"): the main
 * thread's tasks from navigation until the page is hydrated and the network is quiet, the
 * JavaScript it downloaded and the requests it made on the way. Used by the hydration budget
 * (test/e2e/hydration-budget.test.ts) and, from the command line, to profile:
 *
 *   npx tsx scripts/hydration-trace.ts URL [URL…] [--slowdown 4]
 *
 * Durations depend on the machine's load; a task's CPU time (the trace's `tdur`, the time the
 * thread really ran) much less so. Figures "at 4× slowdown" are CPU time × 4, which is how a phone
 * four times slower than this machine would see the same work.
 */
import type { Browser, BrowserContext, CDPSession } from 'playwright-core'

/** A top-level task of the page's main thread. */
interface MainTask {
  /** ms since navigation started */
  start: number
  /** wall time, ms */
  wall: number
  /** CPU time, ms */
  cpu: number
  /** the largest work inside it: script URLs (file name only) or the kind of work, ms of wall time */
  parts: Record<string, number>
}

export interface PageStart {
  url: string
  /** ms from navigation to the hydration mark (`performance.mark('hydrated')`) */
  hydratedAt: number
  tasks: MainTask[]
  /** Σ max(0, CPU × slowdown − 50 ms) over the tasks: the blocking a phone `slowdown` times slower would see */
  blockingAtSlowdown: number
  /** tasks whose CPU time × slowdown exceeds 50 ms */
  longTasksAtSlowdown: number
  /** the longest task's CPU time, ms */
  longestCpu: number
  /** CPU time of all the page's main-thread tasks until it was quiet, ms */
  totalCpu: number
  /** JavaScript files and their transferred bytes until quiet */
  scripts: { url: string; bytes: number }[]
  scriptBytes: number
  /** requests the page made until quiet, and those to /api/ */
  requests: number
  apiRequests: string[]
  /** DOM nodes added, removed or changed after the hydration mark until quiet */
  mutationsAfterHydration: number
}

interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  tdur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { url?: string; documentLoaderURL?: string } }
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'toplevel',
  'loading',
  'v8',
  'disabled-by-default-v8.compile',
]

const short = (url: string) => url.replace(/^.*\//, '').replace(/\?.*$/, '') || url

/** What a trace event inside a task is, for the breakdown: a script's file, or the kind of work. */
function partName(event: TraceEvent): string | null {
  const url = event.args?.data?.url
  if (
    (event.name === 'FunctionCall' || event.name === 'EvaluateScript' || event.name === 'v8.compile') &&
    url
  )
    return short(url)
  if (event.name === 'ParseHTML') return 'parse HTML'
  if (event.name === 'UpdateLayoutTree' || event.name === 'RecalculateStyles') return 'style'
  if (event.name === 'Layout') return 'layout'
  if (event.name === 'Paint' || event.name === 'PrePaint') return 'paint'
  if (event.name === 'GCEvent' || event.name === 'MinorGC' || event.name === 'MajorGC') return 'GC'
  return null
}

/**
 * The main thread's tasks of the renderer that loaded `url`, from its navigation on. (Chromium's
 * own pages run in renderers of their own in the same trace, and are not the page's.)
 */
function mainTasks(events: TraceEvent[], url: string): MainTask[] {
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url,
  )
  // When the page's new renderer joined the trace after its navigation started, the thread is the
  // one that ran the page's scripts, from its first task on.
  const origin = new URL(url).origin
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const thread =
    navigation ??
    events.find(
      (e) =>
        (e.name === 'EvaluateScript' || e.name === 'FunctionCall') &&
        mainThreads.has(`${e.pid}:${e.tid}`) &&
        (e.args?.data?.url ?? '').startsWith(origin),
    )
  if (!thread) return []
  const onMain = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X')
  const start = navigation?.ts ?? Math.min(...onMain.filter((e) => e.name === 'RunTask').map((e) => e.ts))
  const runTasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= start).sort((a, b) => a.ts - b.ts)
  const inside = onMain.filter((e) => e.name !== 'RunTask').sort((a, b) => a.ts - b.ts)
  let cursor = 0
  return runTasks.map((task) => {
    const end = task.ts + (task.dur ?? 0)
    const parts: Record<string, number> = {}
    while ((inside[cursor]?.ts ?? Number.POSITIVE_INFINITY) < task.ts) cursor++
    // Only the outermost event of each kind of work counts (a FunctionCall inside another is not twice).
    let coveredUntil = 0
    for (let i = cursor; i < inside.length; i++) {
      const event = inside[i] as TraceEvent
      if (event.ts >= end) break
      const name = partName(event)
      if (!name || event.ts < coveredUntil) continue
      parts[name] = (parts[name] ?? 0) + (event.dur ?? 0) / 1000
      coveredUntil = event.ts + (event.dur ?? 0)
    }
    return {
      start: (task.ts - start) / 1000,
      wall: (task.dur ?? 0) / 1000,
      cpu: (task.tdur ?? task.dur ?? 0) / 1000,
      parts,
    }
  })
}

/**
 * Waits until the page has set its hydration mark, then until no request has started for `quietMs`.
 * Through the DevTools protocol, not Playwright's waitForFunction: that one evaluates Playwright's
 * own large script in the page and polls on every frame, tasks that are not the page's.
 */
async function waitUntilQuiet(
  cdp: CDPSession,
  pending: () => number,
  lastRequest: () => number,
  quietMs: number,
) {
  await cdp.send('Runtime.evaluate', {
    expression: 'window.__hydrated',
    awaitPromise: true,
    timeout: 120_000,
  })
  for (;;) {
    const idleFor = Date.now() - lastRequest()
    if (pending() === 0 && idleFor >= quietMs) return
    await new Promise((r) => setTimeout(r, 100))
  }
}

async function read<T>(cdp: CDPSession, expression: string): Promise<T> {
  const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true })
  return result.value as T
}

interface TraceOptions {
  /** CPU slowdown applied while tracing (default 1: the figures "at slowdown" are computed from CPU time) */
  throttle?: number
  /** a context prepared by the caller (cookies, storage, routes); closed afterwards */
  context?: BrowserContext
}

/** Opens `url` in a fresh context with a trace running, and reads its start. */
export async function tracePageStart(
  browser: Browser,
  url: string,
  options: TraceOptions = {},
): Promise<PageStart> {
  const slowdown = 4
  const context = options.context ?? (await browser.newContext({ viewport: { width: 412, height: 823 } }))
  try {
    // Counts DOM changes after the hydration mark: a page that renders again after it shows here.
    await context.addInitScript(() => {
      const w = window as unknown as { __mutations: number; __hydrated: Promise<number> }
      w.__mutations = 0
      w.__hydrated = new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const mark = list.getEntriesByName('hydrated')[0]
          if (!mark) return
          resolve(mark.startTime)
          new MutationObserver((records) => {
            w.__mutations += records.length
          }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
        }).observe({ type: 'mark' })
      })
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    if (options.throttle && options.throttle > 1)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.throttle })
    await cdp.send('Network.enable')
    const scripts = new Map<string, number>()
    const requests: string[] = []
    const inFlight = new Set<string>()
    let lastRequest = Date.now()
    cdp.on('Network.requestWillBeSent', (e) => {
      requests.push(e.request.url)
      inFlight.add(e.requestId)
      lastRequest = Date.now()
    })
    const scriptIds = new Map<string, string>()
    cdp.on('Network.responseReceived', (e) => {
      // By name, not by type: a module preload is not typed as a script.
      if (new URL(e.response.url).pathname.endsWith('.js')) scriptIds.set(e.requestId, e.response.url)
    })
    cdp.on('Network.loadingFinished', (e) => {
      inFlight.delete(e.requestId)
      const script = scriptIds.get(e.requestId)
      if (script) scripts.set(script, e.encodedDataLength)
    })
    cdp.on('Network.loadingFailed', (e) => inFlight.delete(e.requestId))

    await browser.startTracing(page, { categories: CATEGORIES })
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    await waitUntilQuiet(
      cdp,
      () => inFlight.size,
      () => lastRequest,
      1000,
    )
    const hydratedAt = await read<number>(cdp, 'performance.getEntriesByName("hydrated")[0].startTime')
    const mutationsAfterHydration = await read<number>(cdp, 'window.__mutations')
    const buffer = await browser.stopTracing()
    const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents
    const tasks = mainTasks(events, page.url())
    if (tasks.length === 0) throw new Error(`the trace of ${url} holds no task of the page`)
    const atSlowdown = tasks.map((task) => task.cpu * slowdown)
    const scriptList = [...scripts].map(([scriptUrl, bytes]) => ({ url: new URL(scriptUrl).pathname, bytes }))
    return {
      url,
      hydratedAt,
      tasks,
      blockingAtSlowdown: atSlowdown.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
      longTasksAtSlowdown: atSlowdown.filter((ms) => ms > 50).length,
      longestCpu: Math.max(0, ...tasks.map((task) => task.cpu)),
      totalCpu: tasks.reduce((sum, task) => sum + task.cpu, 0),
      scripts: scriptList,
      scriptBytes: scriptList.reduce((sum, s) => sum + s.bytes, 0),
      requests: requests.length,
      apiRequests: requests
        .filter((r) => new URL(r).pathname.startsWith('/api/'))
        .map((r) => new URL(r).pathname),
      mutationsAfterHydration,
    }
  } finally {
    await context.close()
  }
}

/** One line per figure, and the tasks over `longMs` of wall time with what filled them. */
export function describe(start: PageStart, longMs = 20): string {
  const lines = [
    `${start.url}: hydrated at ${start.hydratedAt.toFixed(0)} ms; ${start.tasks.length} tasks, CPU ${start.totalCpu.toFixed(0)} ms, longest ${start.longestCpu.toFixed(1)} ms;` +
      ` at 4×: ${start.longTasksAtSlowdown} long tasks, ${start.blockingAtSlowdown.toFixed(0)} ms blocking;` +
      ` JS ${start.scripts.length} files ${start.scriptBytes} B; ${start.requests} requests (API: ${start.apiRequests.join(', ')});` +
      ` ${start.mutationsAfterHydration} DOM changes after hydration`,
  ]
  for (const task of start.tasks.filter((t) => t.wall >= longMs || t.cpu >= longMs / 2)) {
    const parts = Object.entries(task.parts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
      .join(', ')
    lines.push(
      `  task at ${task.start.toFixed(0)} ms: wall ${task.wall.toFixed(1)} ms, CPU ${task.cpu.toFixed(1)} ms — ${parts}`,
    )
  }
  return lines.join('\n')
}

async function main() {
  const { launchChromium } = await import('./chromium.js')
  const at = process.argv.indexOf('--slowdown')
  const throttle = at >= 0 ? Number(process.argv[at + 1]) : 1
  const browser = await launchChromium()
  try {
    for (const url of process.argv.filter((a) => a.startsWith('http')))
      console.log(describe(await tracePageStart(browser, url, { throttle }), throttle > 1 ? 50 : 12))
  } finally {
    await browser.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
