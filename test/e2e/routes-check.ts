import type { Page } from 'playwright-core'
import type { Test } from 'tap'
import { categoryPath } from '#domain/menu/catalog.js'
import { categories, productPath, products } from '../helpers/menu-seed.js'
import { axe } from './axe.js'
import { layoutProblems } from './geometry.js'
import { guestContext, inParallel, open, startSite } from './harness.js'

// Every route of the site at one width (routes-phone-*: 375 px, routes-desktop-*: 1440 px; the site's
// own pages with the English ones and the staff sign-in in one file, the menu's in another, so that
// the two halves run side by side), in both languages, as a first-time guest on a day
// the restaurant is closed, with a filled cart: the closed dialog shows first and alone (the cookie
// banner waits), then the banner is usable the moment the dialog is dismissed. axe finds nothing
// in either state (all rules, best practices included, and the experimental
// label-content-name-mismatch), and the layout checks pass.
const SITE_ROUTES = [
  '/',
  '/restauracja/',
  '/dostawa/',
  '/o_nas/',
  '/kontakt/',
  '/regulamin/',
  '/zamowienie/',
  '/dziekujemy/',
  '/nie-ma-takiej-strony/',
]
const MENU_ROUTES = [
  ...categories.map(categoryPath),
  // The product route with each kind of content it shows: a plain dish, a set (an HTML list), a
  // drink and a voucher (additional notes), a vegetarian dish (its tag).
  ...['nigiri-losos', 'zestaw-mistrza', 'napoj-ramune', 'voucher-300', 'uramaki-batat'].map((id) =>
    productPath(products.find((p) => p.id === id)!),
  ),
]

/** The box of an element, or null when it is not on screen. */
const boxOf = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const el = document.querySelector(s)
    if (!el) return null
    const r = el.getBoundingClientRect()
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom }
  }, selector)

/** Whether a click at the middle of the element would reach it (nothing lies over it). */
const reachable = (page: Page, name: string) =>
  page.getByRole('button', { name }).evaluate((button) => {
    const r = button.getBoundingClientRect()
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
    return hit !== null && (hit === button || button.contains(hit))
  })

// In English the same templates hold other words: the pages with the most text of their own.
const ENGLISH_ROUTES = [
  '/',
  '/kontakt/',
  '/regulamin/',
  '/zamowienie/',
  '/menu/voucher/',
  '/menu/zestawy/zestaw-mistrza/',
]

/**
 * Registers the checks of one half of the routes at `width` px, on a site of their own: 'site' (the
 * site's own pages, the English pages and the staff sign-in) or 'menu' (every category and the
 * product pages).
 */
export async function checkEveryRoute(t: Test, width: number, half: 'site' | 'menu'): Promise<void> {
  const { base, browser } = await startSite(t)
  for (const lang of half === 'site' ? (['pl', 'en'] as const) : (['pl'] as const)) {
    const routes = lang === 'en' ? ENGLISH_ROUTES : half === 'site' ? SITE_ROUTES : MENU_ROUTES
    t.test(`${lang === 'pl' ? `every ${half} route` : 'English pages'} at ${width} px`, async (t) => {
      const texts =
        lang === 'pl'
          ? {
              closed: 'Restauracja w tej chwili jest zamknięta',
              consent: 'Szanujemy Twoją prywatność',
              accept: 'Akceptuję wszystkie',
            }
          : {
              closed: 'The restaurant is closed at the moment',
              consent: 'We respect your privacy',
              accept: 'Accept all',
            }
      const context = await guestContext(browser, base, {
        width,
        lang,
        closed: true,
        dismissed: false,
        consented: false,
      })
      await inParallel(routes, 3, async (path) => {
        const page = await context.newPage()
        await open(page, base + path)
        const closedDialog = page.getByRole('dialog', { name: texts.closed })
        const banner = page.getByRole('dialog', { name: texts.consent })
        if (path === '/dziekujemy/') {
          // The order's own page: a guest following an order is not told that the restaurant is
          // closed over its status; the cookie banner comes at once.
          await banner.waitFor()
          t.equal(await closedDialog.count(), 0, `${path}: no closed dialog over the order`)
        } else {
          await closedDialog.waitFor()
          t.equal(await banner.count(), 0, `${path}: the banner waits`)
          t.same(await axe(page), [], `${path}: axe with the closed dialog open`)

          await page.keyboard.press('Escape')
          await banner.waitFor()
          t.equal(await closedDialog.count(), 0, `${path}: the closed dialog is gone`)
        }
        // The banner's buttons are unlocked after 500 ms; then a click reaches them.
        await page.getByRole('button', { name: texts.accept }).and(page.locator(':enabled')).waitFor()
        t.ok(await reachable(page, texts.accept), `${path}: nothing lies over the banner's buttons`)
        const box = await boxOf(page, '[role=dialog]')
        t.ok(box && box.left >= 0 && box.right <= width, `${path}: the banner fits the screen`)
        t.same(await axe(page), [], `${path}: axe with the cookie banner open`)
        t.same(await page.evaluate(layoutProblems), [], `${path}: layout`)
        await page.close()
      })
      await context.close()
    })
  }

  if (half === 'menu') return
  t.test(`the staff sign-in page at ${width} px: no guest dialogs, no axe findings`, async (t) => {
    const context = await guestContext(browser, base, {
      width,
      closed: true,
      dismissed: false,
      consented: false,
    })
    const page = await context.newPage()
    // The staff area has no cart in its top bar: hydrated when the network is quiet.
    await open(page, `${base}/manage/`, false)
    await page.getByRole('heading', { level: 1 }).waitFor()
    t.equal(await page.getByRole('dialog').count(), 0, 'the kitchen tablet gets no guest dialogs')
    t.same(await axe(page), [], `${width}: axe`)
    t.same(await page.evaluate(layoutProblems), [], `${width}: layout`)
    await context.close()
  })
}
