/**
 * The board stays signed in for the shift (docs/security.md, "Staff sessions"; docs/kitchen.md), on
 * the production build at 1280×800 with STAFF_IDLE_MINUTES=1 and a server clock that runs: a reload
 * stays on the board (the httpOnly session cookie); an open board (its stream's heartbeat) outlives
 * the idle minute, while a board cut off from the server signs out with the reason, as the server
 * has ended its session too.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import t from 'tap'
import { buildApp } from '#server/app.js'
import { launchChromium } from '../../scripts/chromium.js'
import { testConfig } from '../helpers/app.js'
import { ensureProductionBuild } from '../helpers/production-build.js'
import { staffToken } from '../helpers/staff-helper.js'
import { axe } from './axe.js'
import { guestContext, open, SITE_NOW } from './harness.js'

ensureProductionBuild()
const dir = mkdtempSync(join(tmpdir(), 'sushi-e2e-session-'))
const started = Date.now()
const app = await buildApp(testConfig({ DATABASE_URL: join(dir, 'e2e.db'), STAFF_IDLE_MINUTES: '1' }), {
  ssrMode: 'build',
  logger: false,
  // The site's Wednesday 15:00, running: the idle minute passes on the server as in the browser.
  now: () => new Date(SITE_NOW.getTime() + (Date.now() - started)),
})
const base = await app.listen({ host: '127.0.0.1', port: 0 })
const browser = await launchChromium()
t.teardown(async () => {
  await browser.close()
  await app.close()
  rmSync(dir, { recursive: true, force: true })
})
await staffToken(app, 'ola')
await staffToken(app, 'kuba')
const SIZE = { width: 1280, height: 800 }
const SHOTS = process.env.BOARD_SCREENSHOTS

async function signIn(context: BrowserContext, username: string, live = true): Promise<Page> {
  const page = await context.newPage()
  await open(page, `${base}/manage/`, false)
  await page.getByLabel('Login').fill(username)
  await page.getByLabel('Hasło').fill('correct-horse-battery')
  await page.getByRole('button', { name: 'Zaloguj się' }).click()
  await page.getByText(`Zalogowano jako ${username}`).waitFor()
  if (live) await page.getByText('Na żywo').first().waitFor()
  return page
}

t.test('1280×800: a reload stays on the board; the cookie is httpOnly, SameSite=Strict, /api', async (t) => {
  const context = await guestContext(browser, base, { ...SIZE, cart: false })
  t.teardown(() => context.close())
  const page = await signIn(context, 'ola')
  const [cookie] = (await context.cookies()).filter((c) => c.name === 'sakana_staff')
  t.match(cookie, { httpOnly: true, sameSite: 'Strict', path: '/api' }, 'the session cookie')
  t.notMatch(await page.evaluate(() => document.cookie), /sakana_staff/, 'no script on the page can read it')

  const logins: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/login')) logins.push(request.url())
  })
  await page.reload({ waitUntil: 'load' })
  await page.getByText('Zalogowano jako ola').waitFor()
  await page.getByText('Na żywo').first().waitFor()
  t.equal(await page.getByRole('button', { name: 'Zaloguj się' }).count(), 0, 'no sign-in form')
  t.same(logins, [], 'without signing in again')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/board-after-reload-1280x800.png` })
  t.same(await axe(page), [], 'axe-clean after the reload')

  // The form comes back at once; the cookie goes with the answer to the sign-out call.
  const signedOut = page.waitForResponse((response) => response.url().endsWith('/api/logout'))
  await page.getByRole('button', { name: 'Wyloguj' }).click()
  await page.getByRole('button', { name: 'Zaloguj się' }).waitFor()
  await signedOut
  t.same(
    (await context.cookies()).filter((c) => c.name === 'sakana_staff'),
    [],
    'signing out clears the cookie',
  )
  await page.reload({ waitUntil: 'load' })
  await page.waitForLoadState('networkidle')
  t.equal(await page.getByText('Zalogowano jako ola').count(), 0, 'and a reload stays signed out')
})

t.test(
  '1280×800, STAFF_IDLE_MINUTES=1: an open board stays signed in, a cut-off one signs out',
  async (t) => {
    const open1 = await guestContext(browser, base, { ...SIZE, cart: false })
    const cut = await guestContext(browser, base, { ...SIZE, cart: false })
    t.teardown(() => Promise.all([open1.close(), cut.close()]))
    const board = await signIn(open1, 'ola')
    // The second tablet's stream never gets through, then it loses the server altogether (Wi-Fi
    // gone): no stream, no request reaches the server any more. (A route stops new requests only,
    // hence the stream's first.)
    await cut.route('**/api/orders/stream', (route) => route.abort())
    const signingIn = Date.now()
    const lost = await signIn(cut, 'kuba', false)
    await cut.route('**/api/**', (route) => route.abort())
    const message = 'Sesja wygasła po 1 min bez aktywności — zaloguj się ponownie.'
    // On the sign-in form itself (the notification goes after 10 s; the form keeps saying why).
    await lost.locator('.manage-login').getByText(message).waitFor({ timeout: 100_000 })
    await lost.getByRole('button', { name: 'Zaloguj się' }).waitFor()
    const since = Date.now() - signingIn
    t.ok(
      since >= 61_000,
      `the cut-off board signed out after the idle minute (${Math.round(since / 1000)} s)`,
    )
    if (SHOTS) await lost.screenshot({ path: `${SHOTS}/board-idle-signed-out-1280x800.png` })
    t.same(await axe(lost), [], 'axe-clean with the reason shown')

    // A little more than the minute has passed: the open board is still there, and the server agrees.
    t.ok(await board.getByText('Zalogowano jako ola').isVisible(), 'the open board is still signed in')
    t.equal(await board.getByRole('button', { name: 'Zaloguj się' }).count(), 0)
    await board.reload({ waitUntil: 'load' })
    await board.getByText('Zalogowano jako ola').waitFor()
    t.pass('the server honours the open board’s session (a reload stays on the board)')

    // Back online, the cut-off tablet's session has ended on the server as well.
    await cut.unroute('**/api/**')
    await lost.reload({ waitUntil: 'load' })
    await lost.waitForLoadState('networkidle')
    t.equal(await lost.getByText('Zalogowano jako kuba').count(), 0, 'the server ended it too')
    t.ok(await lost.getByRole('button', { name: 'Zaloguj się' }).isVisible(), 'the sign-in form')
  },
)
