/**
 * The guest's phone (docs/product.md, "Pages" and "Notifications, consent and analytics"), on the
 * production build in Chromium at 375 × 812: the cart stays one tap away while the guest scrolls a
 * long category, the "added to cart" notification never swallows a tap meant for an add button
 * beneath it, and a card says how many of its dish the cart holds.
 */
import t from 'tap'
import { axe } from './axe.js'
import { guestContext, open, startSite } from './harness.js'

const { base, browser } = await startSite(t)

t.test('375 px: the cart stays on screen while the guest scrolls a long category', async (t) => {
  const context = await guestContext(browser, base, { width: 375, height: 812, cart: false })
  const page = await context.newPage()
  await open(page, `${base}/menu/nigiri/`, false)
  const cart = page.locator('header .cart-link')
  const inView = async () =>
    cart.evaluate((el) => {
      const r = el.getBoundingClientRect()
      return r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0
    })
  t.ok(await inView(), 'at the top')
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.7))
  await page.waitForFunction(() => window.scrollY > 500)
  t.ok(await inView(), 'far down the category the cart link is still on screen')
  const infoBar = await page.locator('.info-bar').evaluate((el) => el.getBoundingClientRect().bottom <= 1)
  t.ok(infoBar, 'the info bar has scrolled away: the sticky part is only the bar with the cart')
  await cart.click()
  await page.waitForURL(`${base}/zamowienie/`)
  t.same(await axe(page), [], 'the checkout reached from the sticky cart: axe')
  await context.close()
})

t.test('375 px: a tap on an add button under the notification adds the dish', async (t) => {
  const context = await guestContext(browser, base, { width: 375, height: 812, cart: false })
  const page = await context.newPage()
  await open(page, `${base}/menu/nigiri/`, false)
  const adds = page.locator('.product-card').getByRole('button', { name: /^Dodaj do koszyka/ })
  await adds.first().click()
  const note = page.getByTestId('notification').first()
  await note.waitFor()
  const box = (await note.boundingBox())!
  // Bring another card's add button under the notification, then tap the notification's spot.
  const target = adds.nth(3)
  await target.evaluate(
    (el, bottom) => {
      const r = el.getBoundingClientRect()
      window.scrollBy(0, r.top + r.height / 2 - bottom)
    },
    box.y + box.height / 2,
  )
  const under = (await target.boundingBox())!
  const x = Math.max(box.x + 4, Math.min(under.x + under.width / 2, box.x + box.width - 4))
  const y = box.y + box.height / 2
  t.ok(
    y >= under.y && y <= under.y + under.height && x >= under.x && x <= under.x + under.width,
    'the add button lies under the notification',
  )
  await page.mouse.click(x, y)
  await page.getByTestId('cart-badge').filter({ hasText: '2' }).first().waitFor()
  t.equal(await page.getByTestId('cart-badge').first().textContent(), '2', 'both taps added a dish')
  // Each card says how many of its dish the cart holds, and its button adds another.
  // (Every card of the category has its add button: the fourth button is the fourth card's.)
  const card = (n: number) => page.locator('.product-card').nth(n)
  t.equal(await card(3).getByTestId('in-cart').textContent(), 'W koszyku: 1', 'the tapped card counts 1')
  await target.click()
  await card(3).getByTestId('in-cart').filter({ hasText: 'W koszyku: 2' }).waitFor()
  t.equal(await page.getByTestId('cart-badge').first().textContent(), '3', 'another of the same dish')
  t.equal(await page.getByTestId('in-cart').count(), 2, 'only the two dishes in the cart say so')
  t.same(await axe(page), [], 'the category with counts on its cards: axe')
  await context.close()
})
