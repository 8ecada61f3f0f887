/**
 * The staff's option groups in the Menu tab (docs/menu.md, "Options"): create a group with its
 * options in order, put it on a dish, switch one option off for today.
 */
import '../helpers/setup.js'
import { fireEvent, screen, within } from '@testing-library/react'
import t from 'tap'
import { resetAvailability } from '#client/features/availability/availability.js'
import { callsTo, json, notified, restoreAfterTest, signedIn, staffApi } from '../helpers/staff-fake-api.js'

t.beforeEach(() => resetAvailability())
t.afterEach(restoreAfterTest)

const MENU = {
  categories: [],
  products: [{ id: 'ramen', name: 'Ramen', mainCategory: 'LUNCH', category: ['LUNCH'] }],
}

// The staff's own catalog, which the options panel offers dishes from.
const EDITOR = {
  version: '7',
  categories: [],
  products: [{ id: 'ramen', names: { pl: 'Ramen', en: 'Ramen' }, mainCategory: 'LUNCH', visible: true }],
}

const saved = {
  id: 'g1',
  name: { pl: 'Dodatki', en: 'Extras' },
  min: 0,
  max: 2,
  options: [
    {
      id: 'o2',
      name: { pl: 'awokado', en: 'avocado' },
      priceDelta: 5.5,
      default: false,
      available: true,
      until: null,
    },
    {
      id: 'o1',
      name: { pl: 'jajko', en: 'egg' },
      priceDelta: 4,
      default: false,
      available: true,
      until: null,
    },
  ],
  productIds: [] as string[],
}

t.test('create a group, put it on a dish, switch one option off for today', async (t) => {
  const api = staffApi()
  let list = { version: '7', groups: [] as (typeof saved)[], dishes: {} as Record<string, string[]> }
  api.handlers['GET /api/menu'] = () => json(200, MENU)
  api.handlers['GET /api/menu/editor'] = () => json(200, EDITOR)
  api.handlers['GET /api/menu/availability'] = () => json(200, { unavailable: [], categories: [] })
  api.handlers['GET /api/menu/option-groups'] = () => json(200, list)
  api.handlers['POST /api/menu/option-groups'] = () => {
    list = { ...list, version: '8', groups: [saved] }
    return json(201, saved)
  }
  api.handlers['PUT /api/menu/products/ramen/option-groups'] = () => {
    list = { version: '9', groups: [{ ...saved, productIds: ['ramen'] }], dishes: { ramen: ['g1'] } }
    return json(200, { productId: 'ramen', groupIds: ['g1'] })
  }
  api.handlers['PUT /api/menu/availability/options/o2'] = () => json(200, saved)
  await signedIn(api)
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
  fireEvent.click(screen.getByRole('button', { name: 'Opcje dań' }))
  const panel = await screen.findByRole('region', { name: 'Opcje dań' })
  await within(panel).findByText('Nie ma jeszcze grup opcji.')
  // The dishes come from the staff's own catalog, never the guests' five-minute copy of the menu
  // (the walk of a dish added a moment ago: manage-menu-fresh.test.tsx).
  t.same(
    callsTo('GET', '/api/menu/editor').map((call) => call.headers.authorization),
    ['Bearer T1'],
  )

  fireEvent.click(within(panel).getByRole('button', { name: 'Nowa grupa opcji' }))
  const form = within(panel).getByRole('form', { name: 'Nowa grupa opcji' })
  t.equal(document.activeElement, within(form).getByLabelText('Nazwa grupy (polska)'), 'focus in the form')
  fireEvent.change(within(form).getByLabelText('Nazwa grupy (polska)'), { target: { value: 'Dodatki' } })
  fireEvent.change(within(form).getByLabelText('Nazwa grupy (angielska)'), { target: { value: 'Extras' } })
  fireEvent.change(within(form).getByLabelText('Najwięcej do wyboru'), { target: { value: '2' } })
  fireEvent.change(within(form).getByLabelText('Opcja (polska nazwa)'), { target: { value: 'jajko' } })
  fireEvent.change(within(form).getByLabelText('Opcja (angielska nazwa)'), { target: { value: 'egg' } })
  fireEvent.change(within(form).getByLabelText('Zmiana ceny (zł)'), { target: { value: '4' } })
  fireEvent.click(within(form).getByRole('button', { name: 'Dodaj opcję' }))
  const pl = within(form).getAllByLabelText('Opcja (polska nazwa)')
  fireEvent.change(pl[1]!, { target: { value: 'awokado' } })
  fireEvent.change(within(form).getAllByLabelText('Opcja (angielska nazwa)')[1]!, {
    target: { value: 'avocado' },
  })
  fireEvent.change(within(form).getAllByLabelText('Zmiana ceny (zł)')[1]!, { target: { value: '5,50' } })
  fireEvent.click(within(form).getByRole('button', { name: 'Wyżej: awokado' }))
  fireEvent.click(within(form).getByRole('button', { name: 'Zapisz grupę' }))
  await notified('Grupa „Dodatki” zapisana.')
  t.strictSame(callsTo('POST', '/api/menu/option-groups')[0]?.body, {
    name: { pl: 'Dodatki', en: 'Extras' },
    min: 0,
    max: 2,
    repeatable: false,
    options: [
      { name: { pl: 'awokado', en: 'avocado' }, priceDelta: 5.5, default: false },
      { name: { pl: 'jajko', en: 'egg' }, priceDelta: 4, default: false },
    ],
  })
  await within(panel).findByRole('heading', { name: /Dodatki/ })
  t.ok(within(panel).getByText(/awokado \+5,50/))

  fireEvent.change(within(panel).getByLabelText('Przypisz „Dodatki” do dania'), {
    target: { value: 'ramen' },
  })
  fireEvent.click(within(panel).getByRole('button', { name: 'Przypisz' }))
  await notified('Przypisano do: Ramen.')
  t.strictSame(callsTo('PUT', '/api/menu/products/ramen/option-groups')[0]?.body, { groupIds: ['g1'] })
  t.equal(
    callsTo('PUT', '/api/menu/products/ramen/option-groups')[0]?.headers['if-match'],
    '"8"',
    'set on the version of the list it was chosen from',
  )
  await within(panel).findByRole('button', { name: 'Odłącz „Dodatki” od: Ramen' })

  fireEvent.click(within(panel).getByRole('button', { name: 'Wyłącz do końca dnia: awokado' }))
  await notified('awokado: wyłączone.')
  t.strictSame(callsTo('PUT', '/api/menu/availability/options/o2')[0]?.body, {
    available: false,
    until: 'END_OF_DAY',
  })
})
