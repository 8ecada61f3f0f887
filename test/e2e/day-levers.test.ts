/**
 * Levers forgive a wet thumb (docs/kitchen.md, "Today's override in /manage/" and "Calendar"), on
 * the production build in Chromium at 768×1024, 1280×800 and 375×812: "Zamknij dziś" asks first
 * (the safe answer focused, Escape cancels), "Otwórz dziś" looks pressed only when it is in force;
 * the calendar's form starts empty, closing today asks first — naming the orders already placed for
 * it, which are listed after saving with a way to each card on the board — special hours name the
 * orders outside them, and a saved or removed day shows in the list at once. Each state axe-clean.
 * The description's flow of the three levers, as the page sends it: open today, close today and
 * reset each carry `Authorization: Bearer` with the token held in memory, the status is fetched
 * again about a second after each answer, and a failure says 'Wystąpił błąd'.
 * With BOARD_SCREENSHOTS=screenshots it takes `calendar-orders-dialog-<size>.png`.
 */
import type { Page, Request } from 'playwright-core'
import t from 'tap'
import { orderBody } from '../helpers/fixtures.js'
import { staffToken } from '../helpers/staff-helper.js'
import { axe } from './axe.js'
import { guestContext, open, SITE_NOW, startSite } from './harness.js'

const { base, browser, app } = await startSite(t)
await staffToken(app, 'ola')
const SHOTS = process.env.BOARD_SCREENSHOTS

// Two orders already placed for today (15:00): a pick-up at 21:30 and one as soon as possible (15:30).
const place = async (overrides: object) =>
  (await app.inject({ method: 'POST', url: '/api/order', payload: orderBody(overrides) })).json() as {
    id: string
    number: number
  }
const evening = await place({ orderTimeType: 'DATE', orderTime: '2026-11-25T20:30:00.000Z' })
const asap = await place({})

const SCREENS = [
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const

const siteClosed = async () => (await app.inject({ url: '/api/site-status' })).json().closed as boolean
const calendar = async () => (await app.inject({ url: '/api/calendar' })).json().days as unknown[]
const pressed = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).getAttribute('aria-pressed')

/**
 * The levers' calls as the page sends them (their headers) and the page's status requests
 * (`GET /api/utils/isSiteClosed`). Their times are read from the browser's resource timing, on its
 * clock: when this process hears of a response, on a loaded machine, can be hundreds of
 * milliseconds after the page had it.
 */
function watchLevers(page: Page) {
  const levers: { action: string; request: Request; headers: Promise<Record<string, string>> }[] = []
  const statusRequests: Request[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (path === '/api/utils/isSiteClosed') statusRequests.push(request)
    const lever = /^\/api\/utils\/(openToday|closeToday|resetOverrides)$/.exec(path)
    if (lever) levers.push({ action: lever[1]!, request, headers: request.allHeaders() })
  })
  return { levers, statusRequests }
}

/** When a finished request's answer was in, in ms on the browser's clock. */
async function answeredAt(request: Request): Promise<number> {
  await (await request.response())?.finished()
  const timing = request.timing()
  return timing.startTime + timing.responseEnd
}

/** When each status request started, in ms on the browser's clock. */
async function statusAt(requests: readonly Request[]): Promise<number[]> {
  await Promise.all(requests.map(async (request) => (await request.response())?.finished()))
  return requests.map((request) => request.timing().startTime)
}

for (const { width, height } of SCREENS) {
  t.test(`${width}×${height}: closing today and the calendar ask first and show at once`, async (t) => {
    const context = await guestContext(browser, base, { width, height, cart: false })
    // The browser's day is the server's (the calendar asks before closing today).
    await context.clock.setFixedTime(SITE_NOW)
    const page = await context.newPage()
    const watched = watchLevers(page)
    await open(page, `${base}/manage/`, false)
    await page.getByLabel('Login').fill('ola')
    await page.getByLabel('Hasło').fill('correct-horse-battery')
    await page.getByRole('button', { name: 'Zaloguj się' }).click()

    // The day's tab: open by the schedule, so neither lever looks pressed.
    await page.getByRole('button', { name: 'Dzień', exact: true }).click()
    const close = page.getByRole('button', { name: 'Zamknij dziś', exact: true })
    await close.waitFor()
    t.equal(await pressed(page, 'Otwórz dziś'), 'false', '"Otwórz dziś" is not pressed by the schedule')
    t.equal(await pressed(page, 'Zamknij dziś'), 'false')

    await close.click()
    const dialog = page.getByRole('alertdialog', { name: 'Zamknąć zamawianie na dziś?' })
    await dialog.waitFor()
    t.equal(
      await page.evaluate(() => document.activeElement?.textContent),
      'Anuluj',
      'the safe answer has the focus',
    )
    t.same(await axe(page), [], 'the confirmation: axe')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    t.equal(await siteClosed(), false, 'Escape: still open')

    await close.click()
    await dialog.getByRole('button', { name: 'Zamknij dziś' }).click()
    await page.getByText('zamknięte przez obsługę do końca dnia').waitFor()
    t.equal(await siteClosed(), true, 'confirmed: closed')
    t.equal(await pressed(page, 'Zamknij dziś'), 'true', 'the lever in force looks pressed')
    t.equal(await pressed(page, 'Otwórz dziś'), 'false')
    // On the phone and the desktop (the tablet's walk keeps to closing): "Otwórz dziś" needs no
    // question; it looks pressed once the status fetched again says so.
    const allThree = width !== 768
    if (allThree) {
      await page.getByRole('button', { name: 'Otwórz dziś', exact: true }).click()
      await page.getByRole('button', { name: 'Otwórz dziś', exact: true, pressed: true }).waitFor()
      t.equal(await pressed(page, 'Zamknij dziś'), 'false', 'one lever in force at a time')
      t.equal(await siteClosed(), false, 'opened today')
    }
    await page.getByRole('button', { name: 'Przywróć harmonogram' }).click()
    await page.getByText('według harmonogramu').waitFor()
    t.equal(await siteClosed(), false, 'the schedule again')
    if (allThree) {
      // The server fails once: the page says so, and nothing looks changed.
      await page.route(
        '**/api/utils/openToday',
        (route) =>
          route.fulfill({
            status: 500,
            json: { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' },
          }),
        { times: 1 },
      )
      await page.getByRole('button', { name: 'Otwórz dziś', exact: true }).click()
      await page.getByTestId('notification').filter({ hasText: 'Wystąpił błąd' }).waitFor()
      t.equal(await pressed(page, 'Otwórz dziś'), 'false', 'after a failure: not pressed')
    }

    // The calendar (the kitchen tab): an empty form, nothing ticked.
    await page.getByRole('button', { name: 'Kuchnia', exact: true }).click()
    const date = page.getByLabel('Data', { exact: true })
    await date.waitFor()
    t.equal(await date.inputValue(), '', 'no date chosen')
    const closedDay = page.getByRole('radio', { name: 'Zamknięte cały dzień' })
    t.notOk(await closedDay.isChecked(), 'nothing ticked')
    t.notOk(await page.getByRole('radio', { name: 'Godziny specjalne' }).isChecked())
    await page.getByText('Brak wyjątków w najbliższych 60 dniach').waitFor()

    // Today, closed: it asks first; "Anuluj" saves nothing.
    await date.fill('2026-11-25')
    await page.getByText('Wybrano: środa 25.11.2026').waitFor()
    await closedDay.check()
    await page.getByRole('button', { name: 'Zapisz dzień' }).click()
    const today = page.getByRole('alertdialog', { name: 'Zamknąć dziś (środa 25.11.2026)?' })
    await today.waitFor()
    t.equal(
      await today.locator('p').textContent(),
      'To dzisiejsza data: goście od razu nie będą mogli zamawiać aż do końca dnia. ' +
        `Na ten dzień są już 2 zamówienia (nr ${evening.number}, ${asap.number}). ` +
        'Po zamknięciu zostaną, ale goście nie będą mogli zamawiać — zadzwoń do nich, jeśli trzeba.',
      'closing today and the orders placed for it, in one dialog',
    )
    t.same(await axe(page), [], "the calendar's confirmation: axe")
    if (SHOTS && width !== 768)
      await page.screenshot({ path: `${SHOTS}/calendar-orders-dialog-${width}x${height}.png` })
    await today.getByRole('button', { name: 'Anuluj' }).click()
    await today.waitFor({ state: 'detached' })
    t.same(await calendar(), [], 'nothing saved')

    // Confirmed: today is closed by the calendar, and the day's tab says so in those words.
    await page.getByRole('button', { name: 'Zapisz dzień' }).click()
    await today.getByRole('button', { name: 'Zamknij dziś' }).click()
    const todayListed = page.getByText('środa 25.11.2026: zamknięte')
    await todayListed.waitFor()
    t.equal(await siteClosed(), true, 'the calendar closed today')
    // The orders it touched, each with a way to its card on the board (where the phone is).
    const touched = page.getByRole('region', { name: 'środa 25.11.2026 — już złożone: 2 zamówienia' })
    t.same(await touched.getByRole('listitem').locator('span').allTextContents(), [
      `nr ${asap.number}, 15:30, Odbiór osobisty, Nowe`,
      `nr ${evening.number}, 21:30, Odbiór osobisty, Nowe`,
    ])
    t.same(await axe(page), [], 'the orders a change touched: axe')
    await touched.getByRole('button', { name: `Pokaż nr ${evening.number} na tablicy` }).press('Enter')
    await page.waitForFunction(
      (id) => document.activeElement?.getAttribute('data-order-id') === id,
      evening.id,
    )
    t.equal(await pressed(page, 'Zamówienia'), 'true', 'the board, its card focused')
    // Its number shows below the staff alerts fixed at the top ("2 nowe zamówienia czekają…").
    await page.waitForFunction((id) => {
      const card = document.querySelector(`[data-order-id="${id}"]`)?.getBoundingClientRect()
      const alerts = document.querySelector('.manage-alerts')?.getBoundingClientRect()
      return card !== undefined && card.top >= (alerts?.bottom ?? 0) - 1 && card.top < window.innerHeight
    }, evening.id)
    await page.getByRole('button', { name: 'Dzień', exact: true }).click()
    await page.getByText('zamknięte w kalendarzu').waitFor()
    t.equal(await page.getByText('według harmonogramu').count(), 0, 'not "według harmonogramu"')
    await page.getByRole('button', { name: 'Kuchnia', exact: true }).click()
    await page.getByRole('button', { name: 'Usuń 25.11.2026' }).click()
    await todayListed.waitFor({ state: 'detached' })
    t.equal(await siteClosed(), false, 'removed: open by the schedule again')

    // Special hours today until 20:00: the pick-up at 21:30 falls outside them; "Anuluj" keeps it.
    await date.fill('2026-11-25')
    await page.getByRole('radio', { name: 'Godziny specjalne' }).check()
    await page.getByLabel('Otwarcie').fill('13:00')
    await page.getByLabel('Zamknięcie').fill('20:00')
    await page.getByRole('button', { name: 'Zapisz dzień' }).click()
    const hours = page.getByRole('alertdialog', { name: 'Zmienić godziny: środa 25.11.2026, 13:00–20:00?' })
    await hours.waitFor()
    t.match(
      await hours.locator('p').textContent(),
      `Poza nowymi godzinami 13:00–20:00: nr ${evening.number} (21:30).`,
    )
    await page.keyboard.press('Escape')
    await hours.waitFor({ state: 'detached' })
    t.same(await calendar(), [], 'Escape: nothing saved')

    // Christmas Eve: saved, and listed at once in Polish date format.
    // (The kitchen tab opens with a fresh form again.)
    await date.fill('2026-12-24')
    await closedDay.check()
    await page.getByLabel('Notatka (np. Wigilia)').fill('Wigilia')
    await page.getByRole('button', { name: 'Zapisz dzień' }).click()
    const listed = page.getByText('czwartek 24.12.2026: zamknięte (Wigilia)')
    await listed.waitFor()
    t.equal(
      await page.getByText('Brak wyjątków w najbliższych 60 dniach').count(),
      0,
      'the list is not empty',
    )
    t.equal((await calendar()).length, 1, 'stored')
    await page.getByTestId('notification').filter({ hasText: 'Zapisano w kalendarzu' }).waitFor()
    t.same(await axe(page), [], 'the calendar with a day: axe')

    // Removed: gone from the list at once.
    await page.getByRole('button', { name: 'Usuń 24.12.2026' }).click()
    await listed.waitFor({ state: 'detached' })
    await page.getByText('Brak wyjątków w najbliższych 60 dniach').waitFor()
    t.same(await calendar(), [], 'removed')

    // Each lever's call carried the bearer header, and the status was fetched again ~1 s after its answer.
    t.same(
      watched.levers.map((lever) => lever.action),
      allThree
        ? ['closeToday', 'openToday', 'resetOverrides', 'openToday']
        : ['closeToday', 'resetOverrides'],
      'the levers pressed, in order (the last opening failed)',
    )
    const statusTimes = await statusAt(watched.statusRequests)
    for (const lever of watched.levers) {
      t.match(
        (await lever.headers).authorization,
        /^Bearer [\w.-]{20,}$/,
        `${lever.action}: Authorization: Bearer`,
      )
      const answered = await answeredAt(lever.request)
      const gap = (statusTimes.find((at) => at > answered) ?? Number.NaN) - answered
      // About a second (the page waits 1,000 ms): 1,002–1,007 ms measured, 873–902 ms after the
      // answer this test fulfils itself (its timing ends a little after the page has it); a status
      // asked again at once would be under 100 ms.
      t.ok(
        gap >= 700 && gap <= 4_000,
        `${lever.action}: the status fetched again ${Math.round(gap)} ms after the answer`,
      )
    }
    await context.close()
  })
}
