/**
 * Staff sessions as the description writes them (docs/security.md, "Staff sessions"), on the
 * production build with STAFF_IDLE_MINUTES=1 and a server clock that runs: the token is held in the
 * page's memory and every staff call carries `Authorization: Bearer`; by default a reload signs out.
 * "Zapamiętaj to urządzenie" keeps an httpOnly device cookie from which a reload gets a fresh token;
 * an open board (its stream's heartbeat) outlives the idle minute, while a board cut off from the
 * server signs out with the reason, as the server has ended its session too. What is typed into the
 * sign-in form before the page's script takes it over is kept.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import t from 'tap'
import { createStaff } from '#plugins/auth/service.js'
import { buildApp } from '#server/app.js'
import { launchChromium } from '../../scripts/chromium.js'
import { testConfig } from '../helpers/app.js'
import { ensureProductionBuild } from '../helpers/production-build.js'
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
// The accounts are made in the database: a sign-in through the API would count towards the
// address's limit of 10 a minute, which this file's browsers sign in close to.
for (const username of ['ola', 'kuba', 'ewa']) await createStaff(app.db, username, 'correct-horse-battery')
const SIZE = { width: 1280, height: 800 }
const SHOTS = process.env.BOARD_SCREENSHOTS

async function signIn(
  context: BrowserContext,
  username: string,
  live = true,
  remember = true,
): Promise<Page> {
  const page = await context.newPage()
  await open(page, `${base}/manage/`, false)
  await page.getByLabel('Login').fill(username)
  await page.getByLabel('Hasło').fill('correct-horse-battery')
  if (remember) await page.getByLabel('Zapamiętaj to urządzenie (tablet w kuchni)').check()
  // The account's settings (its idle minutes among them) arrive after the greeting.
  const settings = page.waitForResponse((response) => response.url().endsWith('/api/staff/me'))
  await page.getByRole('button', { name: 'Zaloguj się' }).click()
  await page.getByText(`Zalogowano jako ${username}`).waitFor()
  await settings
  if (live) await page.getByText('Na żywo').first().waitFor()
  return page
}

// The idle minute is waited for in real time: that test starts first and the others run beside it
// (two at a time), each with its own accounts' sessions ('ewa' and 'kuba' there, 'ola' here).
t.jobs = 2
t.test(
  '1280×800, STAFF_IDLE_MINUTES=1: an open board stays signed in, a cut-off one signs out',
  async (t) => {
    const open1 = await guestContext(browser, base, { ...SIZE, cart: false })
    const cut = await guestContext(browser, base, { ...SIZE, cart: false })
    t.teardown(() => Promise.all([open1.close(), cut.close()]))
    const board = await signIn(open1, 'ewa')
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
    t.ok(await board.getByText('Zalogowano jako ewa').isVisible(), 'the open board is still signed in')
    t.equal(await board.getByRole('button', { name: 'Zaloguj się' }).count(), 0)
    await board.reload({ waitUntil: 'load' })
    await board.getByText('Zalogowano jako ewa').waitFor()
    t.pass('the server honours the open board’s session (a reload stays on the board)')

    // Back online, the cut-off tablet's session has ended on the server as well.
    await cut.unroute('**/api/**')
    await lost.reload({ waitUntil: 'load' })
    await lost.waitForLoadState('networkidle')
    t.equal(await lost.getByText('Zalogowano jako kuba').count(), 0, 'the server ended it too')
    t.ok(await lost.getByRole('button', { name: 'Zaloguj się' }).isVisible(), 'the sign-in form')
  },
)

for (const width of [375, 768, 1280]) {
  t.test(`${width} px: a memory-only token by default; a remembered device survives a reload`, async (t) => {
    const size = { width, height: width === 1280 ? 800 : 900 }
    const context = await guestContext(browser, base, { ...size, cart: false })
    t.teardown(() => context.close())
    const staffCalls: { url: string; authorization: string | undefined }[] = []
    context.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (/^\/api\/(orders|staff\/me|utils\/(openToday|closeToday|resetOverrides))/.test(path))
        staffCalls.push({ url: path, authorization: request.headers().authorization })
    })

    // Without the choice: the token lives in the page's memory only.
    const page = await signIn(context, 'ola', true, false)
    t.ok(staffCalls.length > 0, 'staff calls were made')
    t.same(
      staffCalls.filter((c) => !c.authorization?.startsWith('Bearer ey')),
      [],
      'every staff call (the list, my account, the live stream) carries Authorization: Bearer',
    )
    t.same(
      (await context.cookies()).filter((c) => c.name.startsWith('sakana_')),
      [],
      'no cookie stands for the session',
    )
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
    t.notMatch(stored, /ey[A-Za-z0-9_-]{10,}\./, 'the token is in no web storage')
    await page.reload({ waitUntil: 'load' })
    await page.getByRole('button', { name: 'Zaloguj się' }).waitFor()
    t.equal(await page.getByText('Zalogowano jako ola').count(), 0, 'a reload signs out')

    // With "Zapamiętaj to urządzenie (tablet w kuchni)": shown, then chosen.
    const remember = page.getByLabel('Zapamiętaj to urządzenie (tablet w kuchni)')
    t.ok(await remember.isVisible(), 'the device choice is on the sign-in form')
    t.equal(await remember.isChecked(), false, 'unticked unless chosen')
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/sign-in-device-choice-${width}-pl.png`, fullPage: true })
    t.same(await axe(page), [], 'the sign-in form with the device choice is axe-clean')
    await page.close()
    const tablet = await signIn(context, 'ola')
    const [device] = (await context.cookies()).filter((c) => c.name === 'sakana_device')
    t.match(device, { httpOnly: true, sameSite: 'Strict', path: '/api/staff/device' }, 'the device cookie')
    t.notMatch(
      await tablet.evaluate(() => document.cookie),
      /sakana_device/,
      'no script on the page can read it',
    )

    const logins: string[] = []
    tablet.on('request', (request) => {
      if (request.url().endsWith('/api/login')) logins.push(request.url())
    })
    const fresh = tablet.waitForResponse((response) => response.url().endsWith('/api/staff/device/token'))
    await tablet.reload({ waitUntil: 'load' })
    t.equal((await fresh).status(), 200, 'the reload asked the device for a fresh token')
    await tablet.getByText('Zalogowano jako ola').waitFor()
    await tablet.getByText('Na żywo').first().waitFor()
    t.same(logins, [], 'without signing in again')
    if (SHOTS) await tablet.screenshot({ path: `${SHOTS}/board-after-reload-${width}.png` })
    t.same(await axe(tablet), [], 'axe-clean after the reload')

    // Signing out ends the device: its cookie is cleared and a reload stays signed out.
    const signedOut = tablet.waitForResponse((response) => response.url().endsWith('/api/logout'))
    await tablet.getByRole('button', { name: 'Wyloguj' }).click()
    await tablet.getByRole('button', { name: 'Zaloguj się' }).waitFor()
    t.equal((await signedOut).request().headers().authorization?.startsWith('Bearer '), true)
    t.same(
      (await context.cookies()).filter((c) => c.name === 'sakana_device'),
      [],
      'signing out clears the device cookie',
    )
    await tablet.reload({ waitUntil: 'load' })
    await tablet.waitForLoadState('networkidle')
    t.equal(await tablet.getByText('Zalogowano jako ola').count(), 0, 'and a reload stays signed out')
  })
}

t.test('375 px in English: the device choice reads "Remember this device"', async (t) => {
  const context = await guestContext(browser, base, { width: 375, height: 900, cart: false, lang: 'en' })
  t.teardown(() => context.close())
  const page = await context.newPage()
  await open(page, `${base}/manage/`, false)
  const remember = page.getByLabel('Remember this device (kitchen tablet)')
  t.ok(await remember.isVisible(), 'the English label')
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/sign-in-device-choice-375-en.png`, fullPage: true })
  t.same(await axe(page), [], 'axe-clean')
})

t.test('1280×800: what was typed before the page script took over is kept and signs in', async (t) => {
  const context = await guestContext(browser, base, { ...SIZE, cart: false })
  t.teardown(() => context.close())
  const page = await context.newPage()
  // The page's scripts are held back: the form is the server's HTML, React has not taken it over.
  let release!: () => void
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto(`${base}/manage/`, { waitUntil: 'commit' })
  const login = page.getByLabel('Login')
  const password = page.getByLabel('Hasło')
  const remember = page.getByLabel('Zapamiętaj to urządzenie (tablet w kuchni)')
  await login.pressSequentially('ola')
  await password.pressSequentially('correct-horse-battery')
  await remember.check()
  const hydrated = () => page.evaluate(() => performance.getEntriesByName('hydrated').length > 0)
  t.equal(await hydrated(), false, 'typed before hydration')
  release()
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0)
  t.equal(await login.inputValue(), 'ola', 'the login is still there')
  t.equal(await password.inputValue(), 'correct-horse-battery', 'and the password')
  t.ok(await remember.isChecked(), 'and the device choice')
  // The form's state holds them too: the first press of the button signs in with them.
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/login'))
  await page.getByRole('button', { name: 'Zaloguj się' }).click()
  t.match((await sent).postDataJSON(), { username: 'ola', password: 'correct-horse-battery', remember: true })
  await page.getByText('Zalogowano jako ola').waitFor()
})
