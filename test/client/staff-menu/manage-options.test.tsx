/**
 * The staff's option groups in the Menu tab (docs/menu.md, "Options"): create a group with its
 * options in order, put it on a dish, switch one option off for today.
 */
import '../helpers/setup.js'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
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

t.test('cancel a new group, edit one (rule, order, default), take it off its dish, delete it', async (t) => {
  const api = staffApi()
  const attached = { ...saved, productIds: ['ramen'] }
  let list = { version: '7', groups: [attached], dishes: { ramen: ['g1'] } as Record<string, string[]> }
  api.handlers['GET /api/menu'] = () => json(200, MENU)
  api.handlers['GET /api/menu/editor'] = () => json(200, EDITOR)
  api.handlers['GET /api/menu/availability'] = () => json(200, { unavailable: [], categories: [] })
  api.handlers['GET /api/menu/option-groups'] = () => json(200, list)
  api.handlers['PATCH /api/menu/option-groups/g1'] = () => {
    const edited = { ...attached, min: 1, options: [saved.options[1]!, saved.options[0]!] }
    list = { ...list, version: '8', groups: [edited] }
    return json(200, edited)
  }
  api.handlers['PUT /api/menu/products/ramen/option-groups'] = () => {
    list = { version: '9', groups: [{ ...list.groups[0]!, productIds: [] }], dishes: {} }
    return json(200, { productId: 'ramen', groupIds: [] })
  }
  api.handlers['DELETE /api/menu/option-groups/g1'] = () => {
    list = { version: '10', groups: [], dishes: {} }
    return new Response(null, { status: 204 })
  }
  await signedIn(api)
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
  fireEvent.click(screen.getByRole('button', { name: 'Opcje dań' }))
  const panel = await screen.findByRole('region', { name: 'Opcje dań' })
  await within(panel).findByRole('heading', { name: /Dodatki/ })

  // "Anuluj" closes a half-filled new group without sending it.
  fireEvent.click(within(panel).getByRole('button', { name: 'Nowa grupa opcji' }))
  const draft = within(panel).getByRole('form', { name: 'Nowa grupa opcji' })
  fireEvent.change(within(draft).getByLabelText('Nazwa grupy (polska)'), { target: { value: 'Sosy' } })
  fireEvent.click(within(draft).getByRole('button', { name: 'Anuluj' }))
  t.equal(within(panel).queryByRole('form'), null, 'the form is closed')
  t.ok(within(panel).getByRole('button', { name: 'Nowa grupa opcji' }))
  t.equal(callsTo('POST', '/api/menu/option-groups').length, 0, 'nothing was saved')

  // Edit: at least one to choose, jajko first and chosen by default; a row added and removed again.
  fireEvent.click(within(panel).getByRole('button', { name: 'Zmień: Dodatki' }))
  const form = within(panel).getByRole('form', { name: 'Zmień grupę opcji' })
  t.equal((within(form).getByLabelText('Nazwa grupy (polska)') as HTMLInputElement).value, 'Dodatki')
  t.same(
    within(form)
      .getAllByLabelText('Zmiana ceny (zł)')
      .map((input) => (input as HTMLInputElement).value),
    ['5,50', '4,00'],
  )
  fireEvent.change(within(form).getByLabelText('Najmniej do wyboru'), { target: { value: '1' } })
  fireEvent.click(within(form).getByRole('button', { name: 'Niżej: awokado' }))
  t.same(
    within(form)
      .getAllByLabelText('Opcja (polska nazwa)')
      .map((input) => (input as HTMLInputElement).value),
    ['jajko', 'awokado'],
  )
  fireEvent.click(within(form).getAllByRole('checkbox', { name: 'domyślna' })[0]!)
  fireEvent.click(within(form).getByRole('button', { name: 'Dodaj opcję' }))
  t.equal(within(form).getAllByLabelText('Opcja (polska nazwa)').length, 3)
  fireEvent.click(within(form).getByRole('button', { name: 'Usuń opcję: opcja 3' }))
  t.equal(within(form).getAllByLabelText('Opcja (polska nazwa)').length, 2)
  fireEvent.click(within(form).getByRole('button', { name: 'Zapisz grupę' }))
  await notified('Grupa „Dodatki” zapisana.')
  t.strictSame(callsTo('PATCH', '/api/menu/option-groups/g1')[0]?.body, {
    name: { pl: 'Dodatki', en: 'Extras' },
    min: 1,
    max: 2,
    repeatable: false,
    options: [
      { id: 'o1', name: { pl: 'jajko', en: 'egg' }, priceDelta: 4, default: true },
      { id: 'o2', name: { pl: 'awokado', en: 'avocado' }, priceDelta: 5.5, default: false },
    ],
  })
  t.equal(within(panel).queryByRole('form'), null, 'the form closes once saved')

  fireEvent.click(await within(panel).findByRole('button', { name: 'Odłącz „Dodatki” od: Ramen' }))
  await notified('Odłączono od: Ramen.')
  const [detach] = callsTo('PUT', '/api/menu/products/ramen/option-groups')
  t.strictSame(detach?.body, { groupIds: [] }, 'Ramen keeps no group')
  t.equal(detach?.headers['if-match'], '"8"', 'on the version read after the edit')
  await waitFor(() => t.equal(within(panel).queryByRole('button', { name: /^Odłącz/ }), null))

  fireEvent.click(within(panel).getByRole('button', { name: 'Usuń: Dodatki' }))
  await notified('Grupa „Dodatki” usunięta.')
  t.equal(callsTo('DELETE', '/api/menu/option-groups/g1')[0]?.headers.authorization, 'Bearer T1')
  await within(panel).findByText('Nie ma jeszcze grup opcji.')
})
