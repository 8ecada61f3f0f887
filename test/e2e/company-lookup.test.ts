import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import t from 'tap'
import { buildApp } from '#server/app.js'
import { launchChromium } from '../../scripts/chromium.js'
import { testConfig } from '../helpers/app.js'
import { ensureProductionBuild } from '../helpers/production-build.js'
import { freePort } from '../helpers/smtp-sink.js'
import { WhiteListStandIn } from '../helpers/white-list-stand-in.js'
import { axe } from './axe.js'

// The company filled in from the VAT White List in Chromium at 375 px (docs/checkout.md): a NIP
// typed fills the name and the company's own address, a company that is not an active VAT payer
// gets a warning, and a register that is down leaves a note; axe finds nothing in each state.
// SCREENSHOTS=1 keeps pictures of them in screenshots/.
ensureProductionBuild()

const dir = mkdtempSync(join(tmpdir(), 'sushi-white-list-e2e-'))
const register = new WhiteListStandIn()
  .add({
    name: 'MGBI SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
    nip: '7010446505',
    statusVat: 'Czynny',
    workingAddress: 'ŻURAWIA 6/12/766, 00-503 WARSZAWA',
  })
  .add({
    name: 'PRACOWNIA CERAMIKI ŁUCJA ŻAK',
    nip: '1234563218',
    statusVat: 'Zwolniony',
    residenceAddress: 'UL. DŁUGA 5/3, 31-147 KRAKÓW',
  })
const registerUrl = await register.start()
const port = await freePort()
const base = `http://127.0.0.1:${port}`
// A Wednesday at 15:00 in Kraków: the restaurant is open.
const app = await buildApp(
  testConfig({ DATABASE_URL: join(dir, 'white-list.db'), PUBLIC_URL: base, WL_API_URL: registerUrl }),
  { ssrMode: 'build', logger: false, now: () => new Date('2026-11-25T14:00:00Z') },
)
await app.listen({ host: '127.0.0.1', port })
const browser: Browser = await launchChromium()
t.teardown(async () => {
  await browser.close()
  await app.close()
  await register.stop()
  rmSync(dir, { recursive: true, force: true })
})

async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return
  mkdirSync('screenshots', { recursive: true })
  await page.locator('fieldset.invoice').screenshot({ path: `screenshots/${name}.png` })
}

async function checkout() {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } })
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: base }])
  const page = await context.newPage()
  await page.goto(`${base}/`, { waitUntil: 'networkidle' })
  await page.evaluate(() =>
    localStorage.setItem('products', JSON.stringify([{ productId: 'zestaw-lososiowy', count: 2 }])),
  )
  await page.goto(`${base}/zamowienie/`, { waitUntil: 'networkidle' })
  await page.getByLabel('Chcę fakturę na firmę').check()
  return { context, page }
}

t.test(
  '375 px: a NIP fills the company; a warning for an exempt one; a note when the register is down',
  async (t) => {
    const { context, page } = await checkout()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))

    await page.getByLabel('NIP').fill('701-044-65-05')
    await page.getByText(/Uzupełniliśmy nazwę i adres firmy z wykazu podatników VAT/).waitFor()
    t.equal(await page.getByLabel('Nazwa firmy').inputValue(), 'MGBI SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ')
    t.notOk(await page.getByLabel('Adres firmy taki sam jak adres dostawy').isChecked())
    const company = page.getByRole('group', { name: 'Adres firmy' })
    t.equal(await company.getByLabel('Ulica').inputValue(), 'ŻURAWIA')
    t.equal(await company.getByLabel('Nr domu').inputValue(), '6/12/766')
    t.equal(await company.getByLabel('Kod pocztowy').inputValue(), '00-503')
    t.equal(await company.getByLabel('Miasto').inputValue(), 'WARSZAWA')
    t.same(await axe(page), [], 'axe: the company filled in')
    await shot(page, 'checkout-company-filled-375')

    await page.getByLabel('NIP').fill('1234563218')
    await page.getByText(/nie jest czynnym podatnikiem VAT \(w wykazie: zwolniony\)/).waitFor()
    t.same(await axe(page), [], 'axe: the warning')
    await shot(page, 'checkout-company-exempt-375')

    register.down = true
    await page.getByLabel('NIP').fill('5260250274')
    await page
      .getByText('Nie udało się teraz sprawdzić NIP w wykazie podatników VAT. Wpisz dane firmy ręcznie.')
      .waitFor()
    t.equal(await page.getByLabel('Nazwa firmy').inputValue(), '', "the previous company's name is cleared")
    await page.getByLabel('Nazwa firmy').fill('Moja Firma sp. z o.o.')
    t.equal(await page.getByLabel('Nazwa firmy').inputValue(), 'Moja Firma sp. z o.o.', 'still editable')
    t.same(await axe(page), [], 'axe: the register down')
    await shot(page, 'checkout-company-down-375')
    register.down = false

    t.same(problems, [])
    await context.close()
  },
)
