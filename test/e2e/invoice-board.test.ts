/**
 * Each order card's invoice and the board's alert (docs/kitchen.md, "The board"), in Chromium on the
 * production build, the invoices issued through the real queue against the KSeF stand-in: one
 * issued with KSeF's number, one KSeF refused (the card says why, the alert lists it), one waiting.
 * Axe-clean and nothing sticking out at 1280, 768 and 375 px; "Wystaw ponownie" on the refused one
 * queues it again and the queue issues it under its number.
 * Then the guest's side at a phone's width: a pick-up ordered on a company's NIP through the
 * checkout's invoice fields, completed by staff, issued by the queue; the status page offers the
 * PDF, which downloads as application/pdf.
 */
import t from 'tap'
import { launchChromium } from '../../scripts/chromium.js'
import { OFFICE_BUYER } from '../helpers/invoice-fixtures.js'
import { KsefStandIn, ksefSiteEnv } from '../helpers/ksef-stand-in.js'
import { order } from '../helpers/orders-setup.js'
import { staffToken } from '../helpers/staff-helper.js'
import { axe } from './axe.js'
import { guestContext, open, SITE_NOW, serveBuild } from './harness.js'

const ksef = await new KsefStandIn({ authPendingPolls: 1, invoicePendingPolls: 1 }).start()
t.teardown(() => ksef.close())
const browser = await launchChromium()
t.teardown(() => browser.close())

t.test('the cards say what became of each invoice; the refused one is issued again', async (t) => {
  const { base, app } = await serveBuild(t, () => SITE_NOW, {
    ...ksefSiteEnv(ksef),
  })
  const token = await staffToken(app, 'ola')
  const auth = { authorization: `Bearer ${token}` }
  const place = async () => {
    const placed = await app.inject({
      method: 'POST',
      url: '/api/order',
      payload: order({ invoice: OFFICE_BUYER }),
    })
    t.equal(placed.statusCode, 201)
    return placed.json() as { id: string; number: number }
  }
  const complete = async (id: string) => {
    for (const status of ['ACCEPTED', 'IN_DELIVERY', 'COMPLETED']) {
      const moved = await app.inject({
        method: 'POST',
        url: `/api/orders/${id}/status`,
        headers: auth,
        payload: { status },
      })
      t.equal(moved.statusCode, 200)
    }
  }
  const issued = await place()
  await complete(issued.id)
  await app.invoices.run()
  const refused = await place()
  await complete(refused.id)
  ksef.rejectNextInvoice = 'Niezgodność sumy kontrolnej P_15.'
  await app.invoices.run()
  const waiting = await place()

  const context = await guestContext(browser, base, { width: 1280, height: 900, cart: false })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await open(page, `${base}/manage/`, false)
  await page.getByLabel('Login').fill('ola')
  await page.getByLabel('Hasło', { exact: true }).fill('correct-horse-battery')
  await page.getByRole('button', { name: 'Zaloguj się' }).click()
  await page.getByRole('button', { name: /^Wszystkie dziś/ }).click()
  const card = (number: number) => page.locator('article.manage-order', { hasText: `#${number}` })
  const state = (number: number) => card(number).getByTestId('invoice-state')

  t.match(
    await state(issued.number).textContent(),
    /^Faktura FV\/2026\/11\/1 · KSeF 6762000007-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/,
  )
  t.match(
    await state(refused.number).textContent(),
    /^Faktura nie wysłana: KSeF odrzucił.*Niezgodność sumy kontrolnej P_15\./,
  )
  t.equal(await state(waiting.number).textContent(), 'Faktura: czeka')
  t.equal(await card(refused.number).locator('.manage-invoice-badge').count(), 1, 'one badge')
  const alarm = page.locator('.manage-invoice-alarm')
  await alarm.waitFor()
  t.match(await alarm.textContent(), `Zamówienie #${refused.number}, faktura FV/2026/11/2, od 25.11.2026`)

  for (const width of [1280, 768, 375]) {
    await page.setViewportSize({ width, height: 900 })
    await card(refused.number).scrollIntoViewIfNeeded()
    const wide = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    )
    t.notOk(wide, `nothing sticks out at ${width} px`)
    t.same(await axe(page), [], `the cards and the alert: axe at ${width} px`)
  }

  await card(refused.number)
    .getByRole('button', { name: `Wystaw ponownie fakturę zamówienia #${refused.number}` })
    .click()
  await page.getByText(`Zamówienie #${refused.number}: faktura wysłana do KSeF ponownie.`).first().waitFor()
  t.equal(await state(refused.number).textContent(), 'Faktura: czeka')
  await alarm.waitFor({ state: 'detached' })
  await app.invoices.run()
  const after = (await app.inject({ url: `/api/orders/${refused.id}`, headers: auth })).json()
  t.match(after.invoice, { status: 'ISSUED', number: 'FV/2026/11/2' }, 'issued under its number')
  t.same(errors, [], 'no script errors')
})

t.test('375 px: a guest orders on a NIP, and once issued the status page offers the PDF', async (t) => {
  // A KSeF of its own: the first test's FV/2026/11/1 there would make this one a duplicate.
  const own = await new KsefStandIn({ authPendingPolls: 1, invoicePendingPolls: 1 }).start()
  t.teardown(() => own.close())
  const { base, app } = await serveBuild(t, () => SITE_NOW, {
    ...ksefSiteEnv(own),
  })
  const context = await guestContext(browser, base, { width: 375, height: 812 })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await open(page, `${base}/zamowienie/`)
  await page.getByLabel(/Odbiór osobisty/).check()
  await page.getByLabel('Imię i nazwisko').fill('Anna Kowalska')
  await page.getByLabel('Telefon').fill('600 100 200')
  await page.getByLabel('E-mail').fill('anna@example.pl')
  await page.getByLabel('Chcę fakturę na firmę').check()
  await page.getByLabel('NIP').fill('123-456-32-18')
  await page.getByText('NIP poprawny.').waitFor()
  await page.getByLabel('Nazwa firmy').fill('Biuro „Łąka” sp. z o.o.')
  const company = page.getByRole('group', { name: 'Adres firmy' })
  await company.getByLabel('Ulica').fill('ul. Długa')
  await company.getByLabel('Nr domu').fill('5/3')
  await company.getByLabel('Kod pocztowy').fill('31-147')
  await company.getByLabel('Miasto').fill('Kraków')
  await page.getByLabel(/Akceptuję regulamin/).check()
  await page.getByRole('button', { name: /Zamawiam i płacę/ }).click()
  await page.waitForURL(/\/dziekujemy\/\?id=/)
  const id = new URL(page.url()).searchParams.get('id')!
  const pdfLink = page.getByRole('link', { name: 'Pobierz fakturę (PDF)' })
  t.equal(await pdfLink.count(), 0, 'no invoice to download before it is issued')

  // A member of staff completes the pick-up; the queue issues the invoice in KSeF.
  const auth = { authorization: `Bearer ${await staffToken(app, 'ola')}` }
  for (const status of ['ACCEPTED', 'READY', 'COMPLETED']) {
    const moved = await app.inject({
      method: 'POST',
      url: `/api/orders/${id}/status`,
      headers: auth,
      payload: { status },
    })
    t.equal(moved.statusCode, 200, status)
  }
  await app.invoices.run()
  const staffView = (await app.inject({ url: `/api/orders/${id}`, headers: auth })).json()
  t.match(staffView.invoice, {
    nip: '1234563218',
    companyName: 'Biuro „Łąka” sp. z o.o.',
    status: 'ISSUED',
    number: 'FV/2026/11/1',
    ksefNumber: /^6762000007-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/,
    lastError: null,
  })
  t.equal(own.invoices.length, 1, 'one invoice in KSeF')

  await page.reload({ waitUntil: 'networkidle' })
  await pdfLink.waitFor()
  t.equal(await pdfLink.getAttribute('href'), `/api/order/${id}/invoice.pdf`)
  const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()])
  t.equal(download.suggestedFilename(), 'Faktura-FV-2026-11-1.pdf')
  const pdf = await page.request.get(`${base}/api/order/${id}/invoice.pdf`)
  t.equal(pdf.status(), 200)
  t.equal(pdf.headers()['content-type'], 'application/pdf')
  t.equal((await pdf.body()).subarray(0, 5).toString('latin1'), '%PDF-')
  const wide = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  )
  t.notOk(wide, 'nothing sticks out at 375 px')
  t.same(await axe(page), [], 'axe: the status page with the invoice')
  t.same(errors, [], 'no script errors')
  await context.close()
})
