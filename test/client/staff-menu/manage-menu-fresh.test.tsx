/**
 * Staff read the menu fresh (docs/kitchen.md, "Staff read the menu fresh"): a dish added in the
 * editor a moment ago is at once in the option groups' "Przypisz do dania" (which also offers hidden
 * dishes, from the staff's own catalog) and in the sold-out list, both read again each time they are
 * shown; no read of the guests' GET /api/menu may come from the browser's five-minute copy.
 */
import '../helpers/setup.js'
import { act, fireEvent, screen, within } from '@testing-library/react'
import t from 'tap'
import { resetAvailability } from '#client/features/availability/availability.js'
import { editorApi } from '../helpers/menu-editor-fake.js'
import { callsTo, json, notified, restoreAfterTest, signedIn, staffApi } from '../helpers/staff-fake-api.js'

t.beforeEach(() => resetAvailability())
t.afterEach(restoreAfterTest)

const group = {
  id: 'g1',
  name: { pl: 'Sos', en: 'Sauce' },
  min: 0,
  max: 1,
  options: [
    {
      id: 'o1',
      name: { pl: 'unagi', en: 'unagi' },
      priceDelta: 2,
      default: false,
      available: true,
      until: null,
    },
  ],
  productIds: [] as string[],
}

const options = (picker: HTMLElement) =>
  within(picker)
    .getAllByRole('option')
    .map((option) => option.textContent)

t.test('a dish added a moment ago can be given an option group and switched off at once', async (t) => {
  const api = staffApi()
  const data = editorApi(api)
  data.products.find((p) => p.id === 'lunch-klasyczny')!.visible = false
  // The guests' menu as the server answers it now: visible dishes only.
  api.handlers['GET /api/menu'] = () =>
    json(200, {
      categories: data.categories.map((c) => ({ id: c.id, name: c.names.pl, categoryKey: c.key })),
      products: data.products
        .filter((p) => p.visible)
        .map((p) => ({
          id: p.id,
          name: p.names.pl,
          mainCategory: p.mainCategory,
          category: [p.mainCategory],
        })),
    })
  let groups = { version: 'v1', groups: [group], dishes: {} as Record<string, string[]> }
  api.handlers['GET /api/menu/option-groups'] = () => json(200, groups)
  api.handlers['POST /api/menu/products'] = (call) => {
    const body = call.body as Record<string, unknown>
    const created = { ...data.products[0]!, ...body, id: 'nigiri-wegorz', slug: 'nigiri-wegorz', position: 3 }
    data.products.push(created as (typeof data.products)[number])
    return json(201, created)
  }
  api.handlers['PUT /api/menu/products/nigiri-wegorz/option-groups'] = () => {
    groups = {
      ...groups,
      groups: [{ ...group, productIds: ['nigiri-wegorz'] }],
      dishes: { 'nigiri-wegorz': ['g1'] },
    }
    return json(200, { productId: 'nigiri-wegorz', groupIds: ['g1'] })
  }

  await signedIn(api)
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
  const soldOut = await screen.findByRole('region', { name: 'Menu: co jest dostępne' })
  await within(soldOut).findByText('Nigiri z łososiem')

  fireEvent.click(screen.getByRole('button', { name: 'Opcje dań' }))
  const panel = await screen.findByRole('region', { name: 'Opcje dań' })
  const picker = await within(panel).findByLabelText('Przypisz „Sos” do dania')
  await within(picker).findByText('Nigiri z łososiem')
  t.same(
    options(picker),
    ['—', 'Nigiri z łososiem', 'Nigiri z tuńczykiem', 'Lunch klasyczny (ukryte)'],
    'every dish of the catalog, a hidden one marked',
  )

  // A new dish in the editor beside it.
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Edycja menu' }))
  })
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj danie: Nigiri' }))
  })
  const form = screen.getByRole('region', { name: 'Nowe danie' })
  fireEvent.change(within(form).getByLabelText('Nazwa (PL)'), { target: { value: 'Nigiri z węgorzem' } })
  fireEvent.change(within(form).getByLabelText('Name (EN)'), { target: { value: 'Eel nigiri' } })
  fireEvent.change(within(form).getByLabelText('Cena'), { target: { value: '24,90' } })
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }))
  })
  await screen.findByRole('region', { name: 'Danie: Nigiri z węgorzem' })

  // Back in the option groups: the new dish is offered and takes the group.
  fireEvent.click(screen.getByRole('button', { name: 'Opcje dań' }))
  await within(picker).findByText('Nigiri z węgorzem')
  fireEvent.change(picker, { target: { value: 'nigiri-wegorz' } })
  fireEvent.click(within(panel).getByRole('button', { name: 'Przypisz' }))
  await notified('Przypisano do: Nigiri z węgorzem.')
  await within(panel).findByRole('button', { name: 'Odłącz „Sos” od: Nigiri z węgorzem' })

  // And the sold-out list has it, ready to be switched off.
  fireEvent.click(screen.getByRole('button', { name: 'Dostępność' }))
  await within(soldOut).findByText('Nigiri z węgorzem')
  const switches = within(soldOut).getByRole('group', { name: 'Dostępność: Nigiri z węgorzem' })
  t.ok(within(switches).getByRole('button', { name: 'Wyłącz do końca dnia' }))

  const guestReads = callsTo('GET', '/api/menu')
  t.equal(guestReads.length, 2, 'the sold-out list read the menu when opened and when shown again')
  t.same(
    guestReads.map((call) => call.cache),
    ['no-store', 'no-store'],
    "never the browser's copy: a reload reads the server too",
  )
  t.ok(
    callsTo('GET', '/api/menu/editor').every((call) => call.headers.authorization === 'Bearer T1'),
    "the option groups' dishes from the staff's own catalog, with the staff token",
  )
})
