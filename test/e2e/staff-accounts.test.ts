/**
 * Staff accounts, two-factor sign-in and the audit log in Chromium on the production build
 * (docs/security.md, "Roles", "Two-factor sign-in", "Audit trail"): the owner adds a kitchen
 * account, the cook's first sign-in says how many orders wait and lists the password rules before
 * the first try, the cook changes the first password and sees only the board's tools, the owner reads
 * both in the audit log, turns two-factor on and signs in again with a code (the code already used
 * to confirm is refused as used, in those words). Accounts, enrolment and
 * the audit log are axe-clean at 375 and 1440 px. SCREENSHOTS=1 keeps pictures in screenshots/.
 */
import { mkdirSync } from 'node:fs'
import { Secret, TOTP } from 'otpauth'
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { createStaff } from '#plugins/auth/service.js'
import { orderBody } from '../helpers/fixtures.js'
import { axe } from './axe.js'
import { open, SITE_NOW, startSite } from './harness.js'

const OWNER_PASSWORD = 'haslo-wlasciciela-1'
const FIRST_PASSWORD = 'pierwsze-haslo-1'
const COOK_PASSWORD = 'zupa-miso-z-tofu-7'

const { base, browser, app } = await startSite(t)
await createStaff(app.db, 'wlasciciel', OWNER_PASSWORD, undefined, { role: 'OWNER' })
await createStaff(app.db, 'szefowa', OWNER_PASSWORD, undefined, { role: 'OWNER' })

/** An authenticator app's code for `secret` at `at` (RFC 6238: SHA-1, 6 digits, 30 s). */
const code = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  })

/** Script errors of every page opened (each test ends expecting none). */
const scriptErrors: string[] = []

/** A staff member's browser at `width`, its clock at the server's (a Wednesday, 15:00 in Kraków). */
async function staffPage(t: Test, width: number): Promise<Page> {
  // A Polish browser (its date fields read dd.mm.rrrr), the cookie question answered.
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'pl-PL' })
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: base }])
  await context.clock.setFixedTime(SITE_NOW)
  const page = await context.newPage()
  page.on('pageerror', (error) => scriptErrors.push(`${width} px: ${error.message}`))
  t.teardown(() => context.close())
  await open(page, `${base}/manage/`, false)
  return page
}

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Login').fill(username)
  await page.getByLabel('Hasło', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Zaloguj się' }).click()
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Sekcje panelu' }).getByRole('button')
const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Sekcje panelu' }).getByRole('button', { name, exact: true })

/** Whether anything sticks out past the right edge of the screen. */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

/** The screen as the owner sees it, scrolled to `selector` (below the sticky header). */
async function shot(page: Page, name: string, selector: string) {
  if (process.env.SCREENSHOTS !== '1') return
  mkdirSync('screenshots', { recursive: true })
  await page
    .locator(selector)
    .first()
    .evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 120))
  await page.screenshot({ path: `screenshots/${name}.png` })
}

/** The audit log's rows as text: when, who, what, concerning. */
async function auditRows(page: Page) {
  await page.locator('.manage-audit-table').waitFor()
  return page
    .locator('.manage-audit-table tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].slice(0, 4).map((cell) => cell.textContent)),
    )
}

t.test('the owner adds a cook, the cook sees the board’s tools only, the log shows both', async (t) => {
  const owner = await staffPage(t, 1440)
  await shot(owner, 'sign-in-1440', '.manage-login')
  await signIn(owner, 'wlasciciel', OWNER_PASSWORD)
  await tab(owner, 'Konta').click()
  await owner.getByRole('rowheader', { name: 'szefowa' }).waitFor()
  const add = owner.getByRole('form', { name: 'Dodaj konto' })
  await add.getByLabel('Login').fill('kucharz')
  await add.getByLabel('Rola').selectOption('KITCHEN')
  await add.getByLabel('Pierwsze hasło (co najmniej 10 znaków)').fill(FIRST_PASSWORD)
  await add.getByRole('button', { name: 'Dodaj konto' }).click()
  await owner.getByRole('rowheader', { name: 'kucharz' }).waitFor()
  t.equal(await owner.getByLabel('Rola: kucharz').inputValue(), 'KITCHEN')
  t.same(await axe(owner), [], 'accounts: axe at 1440 px')
  await shot(owner, 'staff-accounts-1440', '.manage-accounts')

  // Three guests order before the cook's first sign-in.
  for (let i = 0; i < 3; i++) {
    const placed = await app.inject({ method: 'POST', url: '/api/order', payload: orderBody() })
    t.equal(placed.statusCode, 201, 'an order waits')
  }
  const cook = await staffPage(t, 1440)
  await signIn(cook, 'kucharz', FIRST_PASSWORD)
  await cook.getByText('To Twoje pierwsze logowanie: ustaw własne hasło, zanim przejdziesz dalej.').waitFor()
  t.equal(
    await cook.locator('.manage-password-waiting').textContent(),
    '3 zamówienia czekają — zmień hasło, aby je zobaczyć',
    'why the password comes first: orders wait',
  )
  // The rules the server checks, before the first try, read with the new password's field.
  t.same(await cook.locator('.manage-password-rules li').allTextContents(), [
    'ma co najmniej 10 znaków,',
    'nie zawiera nazwy restauracji (Sakana Sushi),',
    'nie zawiera Twojego loginu (kucharz),',
    'nie jest jednym z najczęściej używanych haseł.',
  ])
  t.match(
    await cook.getByLabel('Nowe hasło (co najmniej 10 znaków)').evaluate((field) =>
      (field.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    ),
    'Nowe hasło:ma co najmniej 10 znaków,',
    'the new password field is described by the rules',
  )
  t.equal(await tabs(cook).count(), 0, 'nothing else before the password is changed')
  await cook.getByLabel('Obecne hasło').fill(FIRST_PASSWORD)
  await cook.getByLabel('Nowe hasło (co najmniej 10 znaków)').fill(COOK_PASSWORD)
  await cook.getByLabel('Powtórz nowe hasło').fill(COOK_PASSWORD)
  await cook.getByRole('button', { name: 'Zmień hasło' }).click()
  await tab(cook, 'Zamówienia').waitFor()
  t.same(await tabs(cook).allTextContents(), ['Zamówienia', 'Dzień', 'Menu', 'Moje konto'])
  await tab(cook, 'Menu').click()
  await cook.locator('.manage-menu').waitFor()
  t.equal(await cook.getByRole('button', { name: 'Edycja menu' }).count(), 0, 'no menu editor')
  t.equal(await cook.getByRole('button', { name: 'Otwórz dziś' }).count(), 0, 'no open/close')

  await tab(owner, 'Dziennik zmian').click()
  const rows = await auditRows(owner)
  const seen = (who: string, what: string, target: string) =>
    rows.some((row) => row[1] === who && row[2] === what && row[3] === target)
  t.ok(seen('wlasciciel', 'Dodanie konta', 'kucharz'), 'the account the owner added')
  t.ok(seen('kucharz', 'Logowanie', '—'), 'the cook’s sign-in')
  t.ok(seen('kucharz', 'Zmiana własnego hasła', 'kucharz'), 'the cook’s new password')
  t.equal(rows[0]![0], '25.11.2026, 15:00', 'Warsaw time, 24-hour clock')
  t.match(
    await owner.locator('.manage-audit-table tbody tr', { hasText: 'Dodanie konta' }).textContent(),
    /Rola: kuchnia.*127\.0\.0\.1/,
  )
  t.same(await axe(owner), [], 'audit log: axe at 1440 px')
  await shot(owner, 'staff-audit-1440', '.manage-audit')

  // Keyboard: the filters and the paging are reachable and work without a mouse.
  await owner.getByLabel('Konto (login, puste = wszystkie)').focus()
  await owner.keyboard.type('kucharz')
  await owner.keyboard.press('Enter')
  await owner.locator('.manage-audit-table').waitFor()
  const cookRows = await auditRows(owner)
  t.ok(cookRows.length > 0 && cookRows.every((row) => row[1] === 'kucharz'), 'only the cook’s entries')
  t.same(scriptErrors, [], 'no script errors')
})

t.test('the owner turns two-factor on and signs in again with a code', async (t) => {
  const owner = await staffPage(t, 1440)
  await signIn(owner, 'wlasciciel', OWNER_PASSWORD)
  await tab(owner, 'Moje konto').click()
  await owner.getByRole('button', { name: 'Włącz logowanie dwuetapowe' }).click()
  await owner.getByRole('img', { name: 'Kod QR do dodania konta w aplikacji uwierzytelniającej' }).waitFor()
  const secret = (await owner.locator('.manage-secret').textContent())!.replace(/\s/g, '')
  t.match(secret, /^[A-Z2-7]{16,}$/, 'a base32 key to type by hand')
  t.same(await axe(owner), [], 'enrolment: axe at 1440 px')
  await shot(owner, 'staff-two-factor-1440', '.manage-two-factor')

  await owner.getByLabel('Pierwszy kod z aplikacji (6 cyfr)').fill(code(secret, SITE_NOW))
  await owner.getByLabel('Twoje hasło (potwierdzenie)').fill(OWNER_PASSWORD)
  await owner.getByRole('button', { name: 'Potwierdź i włącz' }).click()
  await owner.locator('.manage-recovery-codes li').first().waitFor()
  t.equal(await owner.locator('.manage-recovery-codes li').count(), 10, 'ten recovery codes, shown once')
  await owner.getByRole('button', { name: 'Kody zapisane — dalej' }).click()
  await owner.getByText('Włączone. Pozostałe kody odzyskiwania: 10.').waitFor()

  await owner.getByRole('button', { name: 'Wyloguj' }).click()
  await signIn(owner, 'wlasciciel', OWNER_PASSWORD)
  const codeField = owner.getByLabel('Kod z aplikacji (6 cyfr)')
  await codeField.waitFor()
  // The code used to confirm, again: refused, saying it was used rather than wrong.
  await codeField.fill(code(secret, SITE_NOW))
  await owner.getByRole('button', { name: 'Zaloguj się' }).click()
  const refusal = owner.locator('.manage-login [role=alert]')
  await refusal.waitFor()
  t.equal(await refusal.textContent(), 'Ten kod został już użyty — poczekaj na następny.', 'not "Błędny kod"')
  // The next 30-second step: the code used to confirm is not accepted a second time.
  await codeField.fill(code(secret, new Date(SITE_NOW.getTime() + 30_000)))
  await owner.getByRole('button', { name: 'Zaloguj się' }).click()
  await owner.getByText('Zalogowano jako wlasciciel').waitFor()
  await tab(owner, 'Dziennik zmian').click()
  const rows = await auditRows(owner)
  t.ok(
    rows.some((row) => row[1] === 'wlasciciel' && row[2] === 'Włączenie logowania dwuetapowego'),
    'two-factor on, in the log',
  )
  t.same(scriptErrors, [], 'no script errors')
})

t.test('375 px: accounts, enrolment and the audit log fit the phone and are axe-clean', async (t) => {
  const owner = await staffPage(t, 375)
  // The staff area has no menu drawer: its top bar keeps the language switch on a phone too.
  t.ok(await owner.getByRole('group', { name: 'Język' }).isVisible(), 'the language switch on a phone')
  await signIn(owner, 'szefowa', OWNER_PASSWORD)
  await tab(owner, 'Konta').click()
  await owner.getByRole('rowheader', { name: 'szefowa' }).waitFor()
  t.same(await axe(owner), [], 'accounts: axe at 375 px')
  t.notOk(await overflows(owner), 'accounts fit the screen')
  await shot(owner, 'staff-accounts-375', '.manage-accounts')

  await tab(owner, 'Dziennik zmian').click()
  await owner.locator('.manage-audit-table').waitFor()
  t.same(await axe(owner), [], 'audit log: axe at 375 px')
  t.notOk(await overflows(owner), 'the audit log fits the screen')
  await shot(owner, 'staff-audit-375', '.manage-audit')

  await tab(owner, 'Moje konto').click()
  await owner.getByRole('button', { name: 'Włącz logowanie dwuetapowe' }).click()
  await owner.getByRole('img', { name: 'Kod QR do dodania konta w aplikacji uwierzytelniającej' }).waitFor()
  t.same(await axe(owner), [], 'enrolment: axe at 375 px')
  t.notOk(await overflows(owner), 'the enrolment fits the screen')
  await shot(owner, 'staff-two-factor-375', '.manage-two-factor')
  t.same(scriptErrors, [], 'no script errors')
})
