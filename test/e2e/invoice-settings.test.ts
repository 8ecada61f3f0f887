/**
 * The owner sets up invoicing in KSeF (docs/invoices.md, "In the staff area"), in Chromium on the
 * production build at 1280 px, against the KSeF stand-in (real encryption, in this process): the
 * company, the test environment (the stand-in's address), a wrong token refused by "Sprawdź połączenie" in KSeF's words, the
 * right one accepted; the token never on the page. Axe-clean, and nothing sticks out at 768 and 375 px.
 */
import t from 'tap'
import { createStaff } from '#plugins/auth/service.js'
import { launchChromium } from '../../scripts/chromium.js'
import { KsefStandIn } from '../helpers/ksef-stand-in.js'
import { axe } from './axe.js'
import { guestContext, open, SITE_NOW, serveBuild } from './harness.js'

const ksef = await new KsefStandIn({ authPendingPolls: 1 }).start()
t.teardown(() => ksef.close())
const browser = await launchChromium()
t.teardown(() => browser.close())

t.test('1280 px: the owner fills the settings and checks the connection', async (t) => {
  const { base, app } = await serveBuild(t, () => SITE_NOW, {
    KSEF_ENV: 'test',
    KSEF_API_URL: ksef.apiUrl,
  })
  await createStaff(app.db, 'wlasciciel', 'haslo-wlasciciela-1', undefined, { role: 'OWNER' })
  const context = await guestContext(browser, base, { width: 1280, height: 900, cart: false })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await open(page, `${base}/manage/`, false)
  await page.getByLabel('Login').fill('wlasciciel')
  await page.getByLabel('Hasło', { exact: true }).fill('haslo-wlasciciela-1')
  await page.getByRole('button', { name: 'Zaloguj się' }).click()
  await page
    .getByRole('navigation', { name: 'Sekcje panelu' })
    .getByRole('button', { name: 'Faktury / KSeF' })
    .click()
  const panel = page.getByRole('region', { name: 'Faktury w KSeF' })
  await panel.getByText('Token nie jest ustawiony.').waitFor()
  t.match(await panel.textContent(), 'Faktury nie są wystawiane.')
  t.same(await axe(page), [], 'the empty settings: axe at 1280 px')

  await panel.getByLabel('NIP').fill('676-200-00-07')
  await panel.getByLabel('Nazwa').fill('Sakana Sushi sp. z o.o.')
  await panel.getByLabel('Adres: ulica i numer').fill('ul. Józefa 12')
  await panel.getByLabel('Adres: kod pocztowy i miejscowość').fill('31-056 Kraków')
  // The stand-in plays the test environment (KSEF_API_URL replaces the configured one's address).
  t.equal(await panel.getByLabel('Środowisko KSeF').inputValue(), 'test')
  t.match(await panel.textContent(), `Adres API: ${ksef.apiUrl}`)
  await panel.getByLabel('Wzór numeru').fill('FV/{YYYY}/{MM}/{n}')
  await panel.getByRole('button', { name: 'Ustaw token' }).click()
  await panel.getByLabel('Nowy token KSeF').fill(`${ksef.token}-revoked`)
  await panel.getByRole('button', { name: 'Zapisz ustawienia faktur' }).click()
  await panel.getByText('Faktury są wystawiane.').waitFor()
  t.equal(
    await panel.getByTestId('invoice-token-state').textContent(),
    'Token jest zapisany w ustawieniach (nie jest pokazywany).',
  )
  t.equal(await panel.getByTestId('invoice-next-number').textContent(), 'Następna faktura: FV/2026/11/1')
  t.equal(await panel.getByLabel('NIP').inputValue(), '6762000007', 'the NIP as the server keeps it')

  await panel.getByRole('button', { name: 'Sprawdź połączenie' }).click()
  await page.getByTestId('invoice-check').waitFor()
  t.equal(
    await page.getByTestId('invoice-check').textContent(),
    'KSeF odrzucił token: jest błędny, unieważniony albo wygasł. Wygeneruj nowy token w Aplikacji Podatnika KSeF i wpisz go tutaj.',
  )

  await panel.getByRole('button', { name: 'Zastąp token' }).click()
  await panel.getByLabel('Nowy token KSeF').fill(ksef.token)
  await panel.getByRole('button', { name: 'Zapisz ustawienia faktur' }).click()
  await page.getByText('Zapisano ustawienia faktur.').first().waitFor()
  await panel.getByRole('button', { name: 'Sprawdź połączenie' }).click()
  await page
    .getByText('Połączenie działa: KSeF (środowisko testowe) przyjął token dla NIP 6762000007.')
    .waitFor()
  t.notMatch(await page.content(), ksef.token.slice(0, 20), 'the token is not on the page')
  t.same(await axe(page), [], 'the filled settings and the check: axe at 1280 px')

  for (const width of [768, 375]) {
    await page.setViewportSize({ width, height: 900 })
    const wide = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    )
    t.notOk(wide, `nothing sticks out at ${width} px`)
    t.same(await axe(page), [], `axe at ${width} px`)
  }
  t.same(errors, [], 'no script errors')
})
