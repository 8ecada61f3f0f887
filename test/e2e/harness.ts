import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { Test } from 'tap'
import { buildApp } from '#server/app.js'
import { launchChromium } from '../../scripts/chromium.js'
import { testConfig } from '../helpers/app.js'
import { ensureProductionBuild } from '../helpers/production-build.js'

/** The server's clock in the browser tests: a Wednesday at 15:00 in Kraków (open). */
export const SITE_NOW = new Date('2026-11-25T14:00:00Z')

/**
 * The production build served by the app on a free port, and one browser for a whole test file
 * (Chromium; `launch` picks another engine: test/e2e/firefox.test.ts).
 * The clock is a Wednesday at 15:00 in Kraków (open) unless `now` is given (a test that moves the
 * server's time with the browser's); a test that needs the closed dialog answers the status calls
 * itself (`closedStatus`).
 */
export async function startSite(
  t: Test,
  now: () => Date = () => SITE_NOW,
  launch: () => Promise<Browser> = launchChromium,
): Promise<{ base: string; browser: Browser; app: FastifyInstance }> {
  const { base, app } = await serveBuild(t, now)
  const browser = await launch()
  t.teardown(() => browser.close())
  return { base, browser, app }
}

/**
 * The production build served by an app of its own (its own database) on a free port, closed when
 * `t` ends — or earlier by the test, to see what a page does when the server goes away. `env` adds
 * configuration (e.g. a KSeF stand-in's address).
 */
export async function serveBuild(
  t: Test,
  now: () => Date = () => SITE_NOW,
  env: Record<string, string> = {},
): Promise<{ base: string; app: FastifyInstance }> {
  ensureProductionBuild()
  const dir = mkdtempSync(join(tmpdir(), 'sushi-e2e-'))
  const app = await buildApp(testConfig({ ...env, DATABASE_URL: join(dir, 'e2e.db') }), {
    ssrMode: 'build',
    logger: false,
    now,
    // Chromium shares the machine with this process: a stall of the event loop there is load, not
    // overload, and must not turn a test's request into 503 OVERLOADED (load shedding has tests of
    // its own).
    pressure: { maxEventLoopDelayMs: 0, maxHeapUsedRatio: 0 },
  })
  const base = await app.listen({ host: '127.0.0.1', port: 0 })
  t.teardown(async () => {
    if (app.server.listening) await app.close()
    rmSync(dir, { recursive: true, force: true })
  })
  return { base, app }
}

/** A cart with a few lines, as local storage holds it. */
const FILLED_CART = [
  { productId: 'zestaw-klasyczny', count: 1 },
  { productId: 'nigiri-losos', count: 2 },
  { productId: 'voucher-200', count: 1 },
]

export interface GuestState {
  width: number
  height?: number
  lang?: 'pl' | 'en'
  /** Fill the cart (default true). */
  cart?: boolean
  /** The guest has answered the cookie question (default true). */
  consented?: boolean
  /** The restaurant says it is closed (the closed dialog shows unless dismissed; default false). */
  closed?: boolean
  /** The closed dialog was dismissed earlier in the visit (default true). */
  dismissed?: boolean
}

/** A browser context in a guest's state. */
export async function guestContext(
  browser: Browser,
  base: string,
  state: GuestState,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: state.width, height: state.height ?? 900 },
  })
  const cookies = [
    ...(state.consented === false ? [] : [{ name: 'cookie_consent', value: 'necessary', url: base }]),
    ...(state.lang ? [{ name: 'lang', value: state.lang, url: base }] : []),
  ]
  if (cookies.length > 0) await context.addCookies(cookies)
  await context.addInitScript(
    ({ cart, dismissed }) => {
      // Firefox runs init scripts in a new page's first about:blank too, whose storage is refused
      // (SecurityError): only the site's own documents are prepared.
      if (!location.protocol.startsWith('http')) return
      if (cart) localStorage.setItem('products', cart)
      if (dismissed) sessionStorage.setItem('closedDialogDismissed', '1')
    },
    { cart: state.cart === false ? null : JSON.stringify(FILLED_CART), dismissed: state.dismissed !== false },
  )
  if (state.closed) await closedStatus(context)
  return context
}

/** Makes the status calls answer "closed" (as on a Monday), whatever the server's clock says. */
async function closedStatus(context: BrowserContext): Promise<void> {
  await context.route('**/api/utils/isSiteClosed', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: 'true' }),
  )
  await context.route('**/api/site-status', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        closed: true,
        reason: 'SCHEDULE',
        today: { date: '2026-11-23', opensAt: null, closesAt: null },
        nextOpening: '2026-11-25T12:00:00.000Z',
        onlinePaymentAvailable: false,
        blikCodeAvailable: false,
      }),
    }),
  )
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  const queue = [...items]
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item)
    }),
  )
}

/**
 * Opens a page and waits until it is hydrated: with a filled cart the header's badge appears only
 * then (the cart lives in local storage); otherwise until the network is quiet.
 */
export async function open(page: Page, url: string, filledCart = true): Promise<void> {
  await page.goto(url, { waitUntil: 'load' })
  if (filledCart) await page.getByTestId('cart-badge').first().waitFor({ timeout: 90_000 })
  else await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

/**
 * Goes to `path` inside the running app, as a click on one of its links does (no reload: the route's
 * data is fetched and rendered by the hydrated page), and waits until `ready` holds and the new
 * page's pictures have loaded. The router follows the address on a history event.
 */
export async function navigateInApp(page: Page, path: string, ready: () => Promise<unknown>): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await ready()
  // As the load event of a full page load: lazy pictures out of sight are not waited for.
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete || image.loading === 'lazy'),
  )
}
