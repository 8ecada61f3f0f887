/**
 * The Menu tab's editor in Chromium on the production build (docs/kitchen.md, "The menu editor"):
 * a phone (375 px), the kitchen's tablet (768 px) and a desktop (1440 px) show the list in order,
 * a dish's form with its preview, and the delete question; every state axe-clean, nothing wider
 * than the screen. On the desktop a photo chosen for the dish shows in the preview before it is
 * saved (the site's Content Security Policy allows the file's blob: URL). SCREENSHOTS=1 keeps
 * pictures in screenshots/.
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
    t.same(problems, [], 'no script errors')
    await context.close()
  })
}
