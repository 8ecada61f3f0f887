import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import t from 'tap'
import { childEnv } from '../helpers/child-env.js'
import { axe } from './axe.js'
import { startSite } from './harness.js'

// The production build in a real browser: hydration, client-side navigation, accessibility, and
// an order placed through the pages (the site open: a Wednesday at 15:00 in Kraków).
const { base, browser, app } = await startSite(t)
const dir = mkdtempSync(join(tmpdir(), 'sushi-e2e-start-'))
t.teardown(() => rmSync(dir, { recursive: true, force: true }))

async function newPage(width = 1280): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  // The guest has already answered the cookie question.
  await context.addCookies([{ name: 'cookie_consent', value: 'necessary', url: base }])
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return { page, problems }
}

t.test('pages hydrate without warnings and links navigate without a reload', async (t) => {
  const { page, problems } = await newPage()
  await page.goto(`${base}/`, { waitUntil: 'networkidle' })
  t.equal(await page.title(), 'Sakana Sushi Kraków — menu i zamówienia online')
  await page.evaluate(() => {
    ;(window as unknown as { marker: string }).marker = 'same document'
  })
  await page
    .getByRole('navigation', { name: 'Nawigacja główna' })
    .getByRole('link', { name: 'Kontakt' })
    .click()
  await page.waitForURL(`${base}/kontakt/`)
  // The URL changes first; the page and its head follow in a transition.
  await page.getByRole('heading', { level: 1, name: 'Kontakt' }).waitFor()
  await page
    .waitForFunction(() => document.title.startsWith('Kontakt'), undefined, { timeout: 2000 })
    .catch(() => undefined)
  t.equal(
    await page.evaluate(() => (window as unknown as { marker?: string }).marker),
    'same document',
    'no full reload',
  )
  t.equal(await page.title(), 'Kontakt | Sakana Sushi', 'the title follows the page')
  // React places each page's <Helmet> tags in <head>, replacing the previous page's: one of each.
  const head = await page.evaluate(() => ({
    titles: document.querySelectorAll('title').length,
    outside: document.body.querySelectorAll('title, meta, link[rel=canonical]').length,
    canonical: [...document.head.querySelectorAll('link[rel=canonical]')].map((l) => l.getAttribute('href')),
    description: [...document.head.querySelectorAll('meta[name=description]')].map((m) =>
      m.getAttribute('content'),
    ),
    ogUrl: document.head.querySelector('meta[property="og:url"]')?.getAttribute('content'),
    ogTitle: document.head.querySelector('meta[property="og:title"]')?.getAttribute('content'),
  }))
  t.equal(head.titles, 1, 'one <title>')
  t.equal(head.outside, 0, 'no head tag left in the body')
  t.same(head.canonical, ['https://sakanasushi.test/kontakt/'], 'one canonical link, the new page’s')
  t.equal(head.description.length, 1, 'one description')
  t.not(head.description[0], 'Sushi robione na zamówienie', 'the description follows the page')
  t.match(head.description[0], /kontakt|telefon|adres|Miodowa/i)
  t.equal(head.ogUrl, 'https://sakanasushi.test/kontakt/')
  t.equal(head.ogTitle, 'Kontakt | Sakana Sushi')
  // The language switch re-renders the whole document: <html lang> and the head follow.
  await page.getByRole('button', { name: /^EN/ }).first().click()
  await page.waitForFunction(() => document.documentElement.lang === 'en', undefined, { timeout: 5000 })
  await page.waitForFunction(() => document.title === 'Contact | Sakana Sushi', undefined, { timeout: 5000 })
  t.equal(
    await page.evaluate(() =>
      document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
    ),
    'en_GB',
  )
  await page.getByRole('button', { name: /^PL/ }).first().click()
  await page.waitForFunction(() => document.documentElement.lang === 'pl', undefined, { timeout: 5000 })
  await page.goBack()
  await page.waitForURL(`${base}/`)
  t.same(problems, [], 'no console errors or hydration warnings')
})

t.test('scroll position is restored on back, and a hash scrolls to its section', async (t) => {
  const { page, problems } = await newPage()
  await page.goto(`${base}/menu/uramaki/`, { waitUntil: 'networkidle' })
  await page.evaluate(() => window.scrollTo(0, 1200))
  await page.waitForTimeout(100)
  const before = await page.evaluate(() => window.scrollY)
  t.ok(before > 1000, 'scrolled down the category')
  // A click from script: Playwright's own click would first scroll the link into view.
  await page
    .locator('.product-card-title a')
    .nth(5)
    .evaluate((link: HTMLElement) => link.click())
  await page.waitForURL(/\/menu\/uramaki\/[^/]+\/$/)
  // The URL changes first; the page is rendered in a transition right after.
  await page.locator('.product-page').waitFor()
  await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 2000 }).catch(() => undefined)
  t.equal(await page.evaluate(() => window.scrollY), 0, 'a new page starts at the top')
  await page.goBack()
  await page.waitForURL(`${base}/menu/uramaki/`)
  await page.locator('.category-page').waitFor()
  // The position comes back once the category is tall enough again (on a slow machine, later).
  await page.waitForFunction((y) => window.scrollY === y, before, { timeout: 3000 }).catch(() => undefined)
  t.equal(await page.evaluate(() => window.scrollY), before, 'back restores the position')
  await page.setViewportSize({ width: 1280, height: 500 })
  await page.goto(`${base}/dostawa/#czas`, { waitUntil: 'networkidle' })
  const { top, scrolled } = await page.evaluate(() => ({
    top: document.getElementById('czas')!.getBoundingClientRect().top,
    scrolled: window.scrollY,
  }))
  t.ok(scrolled > 0, 'the page scrolled to the hash')
  t.ok(top >= 100 && top < 160, `#czas sits just below the sticky header (${top} px)`)
  t.same(problems, [])
})

t.test('a guest orders through the pages: add to cart, checkout, thank-you', async (t) => {
  const { page, problems } = await newPage(390)
  await page.goto(`${base}/menu/sashimi/`, { waitUntil: 'networkidle' })
  const addButtons = page.getByRole('button', { name: /Dodaj do koszyka/ })
  await addButtons.first().click()
  await addButtons.first().click()
  await page
    .getByText(/Dodano do koszyka/)
    .first()
    .waitFor()
  t.equal(await page.getByTestId('cart-badge').textContent(), '2', 'the badge counts the items')
  await page.getByRole('link', { name: /^Koszyk/ }).click()
  await page.waitForURL(`${base}/zamowienie/`)
  await page.getByLabel(/Odbiór osobisty/).check()
  await page.getByLabel('Imię i nazwisko').fill('Anna Kowalska')
  await page.getByLabel('Telefon').fill('600 100 200')
  await page.getByLabel('E-mail').fill('anna@example.pl')
  await page.getByLabel(/Akceptuję regulamin/).check()
  const total = await page.getByTestId('checkout-total').textContent()
  await page.getByRole('button', { name: /Zamawiam i płacę/ }).click()
  await page.waitForURL(/\/dziekujemy\/\?id=/)
  await page.getByRole('heading', { name: /Zamówienie nr 1/ }).waitFor()
  t.match(await page.getByTestId('order-status').textContent(), /Czeka na potwierdzenie/)
  const order = await app.db.selectFrom('orders').selectAll().executeTakeFirstOrThrow()
  t.equal(order.delivery_type, 'SELF')
  t.equal(
    `${(order.total_grosze / 100).toFixed(2).replace('.', ',')}\u00a0zł`,
    total,
    'the server charged what the page showed',
  )
  t.equal(await page.evaluate(() => localStorage.getItem('products')), '[]', 'the cart is cleared')
  t.same(problems, [])
})

t.test(
  'npm start (the bundled server) serves the production build and stops cleanly on SIGTERM',
  async (t) => {
    const server = spawn(process.execPath, ['dist/server/main.js'], {
      env: childEnv({
        ...process.env,
        NODE_ENV: '',
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: join(dir, 'start.db'),
        LOG_LEVEL: 'info',
      }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const address = await new Promise<string>((resolve, reject) => {
      let out = ''
      server.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString()
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)
        if (match) resolve(match[1]!)
      })
      server.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)))
    })
    const html = await (await fetch(`${address}/`)).text()
    t.match(
      html,
      /<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-[\w-]+\.js">/,
      'the built client, not Vite',
    )
    t.notMatch(html, /@vite\/client/)
    const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)))
    server.kill('SIGTERM')
    t.equal(await exited, 0, 'graceful shutdown exits 0')
  },
)

t.test('the accessibility check finds what a guest would trip on, also when run again', async (t) => {
  const { page } = await newPage(375)
  await page.goto(`${base}/kontakt/`, { waitUntil: 'load' })
  t.same(await axe(page), [], 'the contact page is clean')
  // A picture without alt text, a button without a name, pale grey on white and no title.
  await page.evaluate(() => {
    document.title = ''
    document
      .querySelector('main')
      ?.insertAdjacentHTML(
        'beforeend',
        '<img id="no-alt" width="40" height="40" src="data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACwAAAAAAQABAAACAkQBADs="><button id="no-name"></button><p id="pale" style="color:#ddd;background:#fff">Blady tekst</p>',
      )
  })
  const found = await axe(page)
  t.same(
    found.map((line) => line.split(' ')[0]).sort(),
    ['button-name', 'color-contrast', 'document-title', 'image-alt'],
    'each of the four, once',
  )
  t.ok(
    found.some((line) => line.includes('#no-alt')),
    'naming the picture',
  )
  t.same(await axe(page), found, 'a second check in the same document finds the same')
})
