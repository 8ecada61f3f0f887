/**
 * Two members of staff edit the same dish in Chromium on the production build (docs/kitchen.md,
 * "The menu editor"): the later save is refused and says why, the form loads the colleague's change
 * on request, and the save made on it goes through; axe-clean on a phone and a desktop.
 * SCREENSHOTS=1 keeps pictures in screenshots/.
 */
import { mkdirSync } from 'node:fs'
import t from 'tap'
import { staffToken } from '../helpers/staff-helper.js'
import { axe } from './axe.js'
import { guestContext, open, startSite } from './harness.js'

const { base, browser, app } = await startSite(t)
await staffToken(app, 'ola')
const colleague = `Bearer ${await staffToken(app, 'bartek')}`

/** The dish as guests get it from the API. */
const publicDish = async () => (await app.inject({ url: '/api/menu/products/nigiri-tunczyk' })).json()

for (const width of [375, 1440]) {
  t.test(`${width} px: a colleague's change meanwhile is told, loaded, and saved over`, async (t) => {
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
    await page.getByRole('button', { name: 'Edytuj: Nigiri z tuńczykiem' }).click()
    const form = page.getByRole('region', { name: 'Danie: Nigiri z tuńczykiem' })
    await form.waitFor()
    const before = await publicDish()
    const mine = `Tuńczyk błękitnopłetwy na ryżu (${width} px).`

    // Bartek, at the kitchen's tablet, changes the price while Ola's form is open.
    const theirs = before.price + 2
    const patched = await app.inject({
      method: 'PATCH',
      url: '/api/menu/products/nigiri-tunczyk',
      headers: { authorization: colleague },
      payload: { price: theirs },
    })
    t.equal(patched.statusCode, 200)

    await form.getByLabel('Opis').fill(mine)
    await form.getByRole('button', { name: 'Zapisz' }).click()
    const alert = form.getByRole('alert').filter({ hasText: 'Ktoś inny zmienił menu' })
    await alert.waitFor()
    t.equal((await publicDish()).price, theirs, 'the colleague’s price stays')
    t.same(await axe(page), [], 'the refusal: axe')
    if (process.env.SCREENSHOTS === '1') {
      mkdirSync('screenshots', { recursive: true })
      await alert.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `screenshots/menu-conflict-${width}.png` })
    }

    await alert.getByRole('button', { name: 'Wczytaj aktualne menu' }).click()
    await page.getByText('Wczytano aktualne menu.').waitFor()
    const reloaded = page.getByRole('region', { name: 'Danie: Nigiri z tuńczykiem' })
    const shown = (await reloaded.getByLabel('Cena').inputValue()).replace(',', '.')
    t.equal(Number(shown), theirs, 'the form shows the colleague’s price')
    await reloaded.getByLabel('Opis').fill(mine)
    await reloaded.getByRole('button', { name: 'Zapisz' }).click()
    await page.getByText('Zapisano: Nigiri z tuńczykiem.').waitFor()
    const after = await publicDish()
    t.equal(after.price, theirs, 'both changes are kept')
    t.match(JSON.stringify(after.description), mine)
    t.same(problems, [], 'no script errors')
    await context.close()
  })
}
