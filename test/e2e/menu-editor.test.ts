/**
 * The Menu tab's editor in Chromium on the production build (docs/kitchen.md, "The menu editor"):
 * a phone (375 px), the kitchen's tablet (768 px) and a desktop (1440 px) show the list in order,
 * a dish's form with its preview, and the delete question; every state axe-clean, nothing wider
 * than the screen. On the desktop a photo chosen for the dish shows in the preview before it is
 * saved (the site's Content Security Policy allows the file's blob: URL). On the phone and the
 * desktop: giving the dish the name another dish of its category has asks first; a price list saved
 * as a Polish Excel saves it (Windows-1250, `;`, decimal commas) is uploaded, its dry run's changes
 * shown, then applied; the change history shows it, and on the desktop the dish saved with its new
 * photo, shown as pictures. SCREENSHOTS=1 keeps pictures in screenshots/.
 */
import { mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import t from 'tap'
import { staffToken } from '../helpers/staff-helper.js'
import { axe } from './axe.js'
import { guestContext, open, startSite } from './harness.js'

const { base, browser, app } = await startSite(t)
await staffToken(app, 'ola')

/** The screen as the staff member sees it, scrolled to `selector`. */
async function shot(page: Page, name: string, selector: string) {
  if (process.env.SCREENSHOTS !== '1' || name.endsWith('-768')) return
  mkdirSync('screenshots', { recursive: true })
  // Below the site's sticky header.
  await page
    .locator(selector)
    .evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 130))
  await page.screenshot({ path: `screenshots/${name}.png` })
}

/** The Polish letters of Windows-1250 (code page 1250), as a Polish Excel saves a CSV file. */
const CP1250: Record<string, number> = {
  ą: 0xb9,
  ć: 0xe6,
  ę: 0xea,
  ł: 0xb3,
  ń: 0xf1,
  ó: 0xf3,
  ś: 0x9c,
  ź: 0x9f,
  ż: 0xbf,
}
const cp1250 = (text: string) => Buffer.from([...text].map((c) => CP1250[c] ?? c.charCodeAt(0)))

/**
 * The price list as Excel saves it: Windows-1250, `;`, decimal commas, CRLF. The phone's raises the
 * tuna nigiri from 25,00 to 26,50 zł; the desktop's keeps that and raises the tuna sashimi from
 * 55,00 to 57,50 zł (the eel nigiri stays 29,00 zł in both).
 */
const priceList = (width: number) =>
  cp1250(
    [
      'Id;Kategoria;Nazwa;Cena (zł)',
      'nigiri-tunczyk;Nigiri;Nigiri z tuńczykiem;26,50',
      'nigiri-wegorz;Nigiri;Nigiri z węgorzem;29,00',
      ...(width > 1000 ? ['sashimi-tunczyk;Sashimi;Sashimi z tuńczyka;57,50'] : []),
      '',
    ].join('\r\n'),
  )

/** Whether anything sticks out past the right edge of the screen. */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

for (const width of [375, 768, 1440]) {
  t.test(`${width} px: the list, a dish's form and the delete question`, async (t) => {
    const context = await guestContext(browser, base, { width, cart: false })
    const page = await context.newPage()
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(error.message))
    await open(page, `${base}/manage/`, false)
    await page.getByLabel('Login').fill('ola')
    await page.getByLabel('Hasło').fill('correct-horse-battery')
    await page.getByRole('button', { name: 'Zaloguj się' }).click()
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.getByRole('button', { name: 'Edycja menu' }).click()
    const edit = page.getByRole('button', { name: 'Edytuj: Nigiri z łososiem' })
    await edit.waitFor()
    t.same(await axe(page), [], 'the list: axe')
    t.notOk(await overflows(page), 'the list fits the screen')
    await shot(page, `menu-tab-list-${width}`, '.manage-menu-tab .manage-segmented')

    await edit.click()
    const form = page.getByRole('region', { name: 'Danie: Nigiri z łososiem' })
    await form.waitFor()
    t.equal(await form.getByLabel('Cena').inputValue(), '19,00')
    t.ok(await form.getByLabel('ryby (fish)').isChecked(), 'allergens from the catalog')
    await form.getByLabel('Cena').fill('21,5')
    t.match(await form.locator('.manage-editor-preview .price').textContent(), /21,50\u00a0zł/)
    if (width === 1440) {
      // A photo chosen but not saved: the preview shows it from the file itself, a blob: URL.
      const refused: string[] = []
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
      })
      const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
        .png()
        .toBuffer()
      await form
        .getByLabel('Zdjęcie')
        .setInputFiles({ name: 'losos.png', mimeType: 'image/png', buffer: photo })
      const preview = form.locator('.manage-editor-preview img')
      await page.waitForFunction(
        (img) => img?.getAttribute('src')?.startsWith('blob:') && (img as HTMLImageElement).complete,
        await preview.elementHandle(),
      )
      t.equal(
        await preview.evaluate((img: HTMLImageElement) => `${img.naturalWidth}×${img.naturalHeight}`),
        '64×48',
        'the chosen photo is in the preview',
      )
      t.same(refused, [], 'nothing refused by the Content Security Policy')
    }
    t.same(await axe(page), [], "the dish's form: axe")
    t.notOk(await overflows(page), 'the form fits the screen')
    await shot(
      page,
      `menu-tab-form-${width}`,
      width < 1100 ? '.manage-editor-form' : '.manage-menu-tab .manage-segmented',
    )

    await form.getByRole('button', { name: 'Usuń' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Usunąć „Nigiri z łososiem”?' })
    await dialog.waitFor()
    t.same(await axe(page), [], 'the delete question: axe')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    if (width === 768) {
      t.same(problems, [], 'no script errors')
      await context.close()
      return
    }

    // The name of another nigiri: it asks first; going back saves nothing.
    await form.getByLabel('Nazwa (PL)').fill('Nigiri z tuńczykiem')
    await form.getByRole('button', { name: 'Zapisz', exact: true }).click()
    const twin = page.getByRole('alertdialog', { name: 'W tej kategorii jest już „Nigiri z tuńczykiem”' })
    await twin.waitFor()
    t.match(await twin.textContent(), 'Inne danie w kategorii „Nigiri” ma tę samą nazwę')
    await twin.getByRole('button', { name: 'Wróć do formularza' }).click()
    await twin.waitFor({ state: 'detached' })
    await form.getByLabel('Nazwa (PL)').fill('Nigiri z łososiem')
    if (width === 1440) {
      // Saved with the new price and the photo chosen above.
      await form.getByRole('button', { name: 'Zapisz', exact: true }).click()
      await page.getByTestId('notification').filter({ hasText: 'Zapisano: Nigiri z łososiem.' }).waitFor()
    }
    const salmon = (await app.inject({ url: '/api/menu/products/nigiri-losos' })).json()
    t.equal(salmon.name, 'Nigiri z łososiem', 'the name was never saved as the other dish’s')

    // The price list saved by Excel: the dry run's changes first, then applied.
    await page.getByRole('button', { name: 'Import i eksport' }).click()
    await page
      .getByLabel('Wczytaj plik: menu (JSON) albo cennik (CSV)')
      .setInputFiles({ name: 'cennik.csv', mimeType: 'application/vnd.ms-excel', buffer: priceList(width) })
    const dryRun = page.locator('.manage-import-preview')
    await dryRun.getByRole('heading').waitFor()
    const expected =
      width === 375
        ? ['Nigiri z tuńczykiem (danie): Cena: 25,00\u00a0zł → 26,50\u00a0zł']
        : ['Sashimi z tuńczyka (danie): Cena: 55,00\u00a0zł → 57,50\u00a0zł']
    t.equal(await dryRun.getByRole('heading').textContent(), `Zmiany z pliku: ${expected.length}`)
    t.same(await dryRun.locator('.manage-import-changes > li').allTextContents(), expected, 'the dry run')
    t.same(await axe(page), [], "the price list's dry run: axe")
    t.notOk(await overflows(page), 'the dry run fits the screen')
    await shot(page, `menu-tab-csv-dry-run-${width}`, '.manage-import')
    await dryRun.getByRole('button', { name: 'Zastosuj zmiany' }).click()
    await page
      .getByTestId('notification')
      .filter({ hasText: 'Zmieniono ceny z cennika (zmiany: 1).' })
      .waitFor()
    await dryRun.waitFor({ state: 'detached' })
    const changed = width === 375 ? 'nigiri-tunczyk' : 'sashimi-tunczyk'
    t.equal(
      (await app.inject({ url: `/api/menu/products/${changed}` })).json().price,
      width === 375 ? 26.5 : 57.5,
    )

    // The change history: the price list's change, and the photo as pictures (before → after).
    await page.getByRole('button', { name: 'Historia zmian' }).click()
    const rows = page.locator('.manage-changes tbody tr')
    await rows.first().waitFor()
    t.match(await rows.first().textContent(), /ola \(cennik CSV\)/, 'the newest change: the price list')
    if (width === 1440) {
      const photo = rows.filter({ hasText: 'Nigiri z łososiem' }).locator('.manage-change-picture')
      t.match(await photo.textContent(), 'Zdjęcie: bez zdjęcia (rysunek) →', 'before: the drawing')
      const after = photo.getByRole('img', { name: 'Zdjęcie po zmianie' })
      await after.scrollIntoViewIfNeeded()
      await page.waitForFunction(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        await after.elementHandle(),
      )
      t.pass('after: the new photo, shown')
      t.same(await axe(page), [], 'the change history with a photo: axe')
    }
    t.same(problems, [], 'no script errors')
    await context.close()
  })
}
