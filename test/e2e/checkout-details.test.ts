import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import t from 'tap'
import { buildApp } from '#server/app.js'
import { launchChromium } from '../../scripts/chromium.js'
import { testConfig } from '../helpers/app.js'
import { PayuStandIn } from '../helpers/payu-stand-in.js'
import { ensureProductionBuild } from '../helpers/production-build.js'
import { freePort } from '../helpers/smtp-sink.js'
import { axe } from './axe.js'

// The checkout's details in Chromium at 375 and 1440 px (docs/checkout.md): chopsticks changed
// with +, an invoice with a NIP, a BLIK code typed on the page, the bank-app wait, then paid by
// PayU's notification over HTTP; axe finds nothing on the checkout nor on the wait.
// SCREENSHOTS=1 keeps pictures of the invoice fields and the wait in screenshots/.
ensureProductionBuild()

const dir = mkdtempSync(join(tmpdir(), 'sushi-checkout-e2e-'))
const payu = new PayuStandIn()
await payu.start()
const port = await freePort()
const base = `http://127.0.0.1:${port}`
// A Wednesday at 15:00 in Kraków: the restaurant is open.
const app = await buildApp(
  testConfig({
    ...payu.env(),
    PAYU_BLIK_CODE: '1',
    DATABASE_URL: join(dir, 'checkout.db'),
    PUBLIC_URL: base,
  }),
  { ssrMode: 'build', logger: false, now: () => new Date('2026-11-25T14:00:00Z') },
)
await app.listen({ host: '127.0.0.1', port })
const browser: Browser = await launchChromium()
t.teardown(async () => {
  await browser.close()
  await app.close()
  await payu.stop()
  rmSync(dir, { recursive: true, force: true })
})

async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return
  mkdirSync('screenshots', { recursive: true })
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: name.startsWith('checkout') })
}

for (const width of [375, 1440]) {
  t.test(`${width} px: chopsticks, an invoice and BLIK, the wait, then paid`, async (t) => {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 900 } })
    await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: base }])
    const page = await context.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    await page.goto(`${base}/`, { waitUntil: 'networkidle' })
    await page.evaluate(() =>
      localStorage.setItem('products', JSON.stringify([{ productId: 'zestaw-lososiowy', count: 2 }])),
    )
    await page.goto(`${base}/zamowienie/`, { waitUntil: 'networkidle' })

    const pairs = page.getByLabel('Pałeczki (pary)')
    const suggested = Number(await pairs.inputValue())
    t.ok(suggested >= 2, `two sets: ${suggested} pairs suggested`)
    await page.getByRole('button', { name: 'Więcej pałeczek' }).click()
    t.equal(Number(await pairs.inputValue()), suggested + 1)
    await page.getByLabel('Wasabi').uncheck()

    await page.getByLabel('Ulica').fill('Józefa')
    await page.getByLabel('Nr domu').fill('12')
    await page.getByLabel('Kod pocztowy').fill('31-056')
    await page.getByLabel('Wskazówki dla kuriera').fill('Domofon 12, brama od podwórza')
    await page.getByLabel('Imię i nazwisko').fill('Anna Kowalska')
    await page.getByLabel('Telefon').fill('600 100 200')
    await page.getByLabel('E-mail').fill('anna@example.pl')

    await page.getByLabel('Chcę fakturę na firmę').check()
    const nip = page.getByLabel('NIP')
    await nip.fill('774-000-14-55')
    await page.getByText('Nieprawidłowy NIP — sprawdź cyfry.').waitFor()
    await nip.fill('PL 774-000-14-54')
    await page.getByText('NIP poprawny.').waitFor()
    await page.getByLabel('Nazwa firmy').fill('Orlen S.A.')
    t.ok(await page.getByLabel('Adres firmy taki sam jak adres dostawy').isChecked())

    await page.getByLabel('Płatność online (BLIK, przelew, karta)').check()
    await page.getByRole('radio', { name: /^BLIK/ }).check()
    await page.getByLabel('Kod BLIK').fill('777 123')
    await page.getByLabel(/Akceptuję regulamin/).check()
    t.same(await axe(page), [], 'axe: the checkout with the invoice and BLIK fields open')
    await shot(page, `checkout-invoice-${width}`)

    await page.getByRole('button', { name: /Zamawiam i płacę BLIK-iem/ }).click()
    await page.waitForURL(/\/dziekujemy\/\?id=/)
    await page.getByRole('heading', { name: 'Potwierdź płatność w aplikacji banku' }).waitFor()
    t.match(await page.getByRole('timer').textContent(), /Na potwierdzenie zostało [12]:\d\d\./)
    t.same(await axe(page), [], 'axe: the BLIK wait')
    await shot(page, `blik-wait-${width}`)

    const id = new URL(page.url()).searchParams.get('id')!
    const stored = await app.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    t.match(stored, {
      extras_chopsticks: suggested + 1,
      extras_wasabi: 0,
      invoice_nip: '7740001454',
      invoice_company: 'Orlen S.A.',
      delivery_note: 'Domofon 12, brama od podwórza',
    })
    const payuOrder = [...payu.orders.values()].find((o) => o.extOrderId === id)!
    t.same(payuOrder.request.payMethods, {
      payMethod: { type: 'PBL', value: 'blik', authorizationCode: '777123' },
    })
    await payu.pay(payuOrder.orderId)
    await page.getByText('Opłacone online').waitFor({ timeout: 15_000 })
    t.equal(
      await page.getByTestId('order-extras').textContent(),
      `Pałeczki: ${suggested + 1} · sos sojowy · imbir · bez wasabi`,
    )
    t.same(problems, [])
    await context.close()
  })
}
