/**
 * The staff's sold-out controls (the menu list, the order card's one tap).
 */
import '../helpers/setup.js'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import t from 'tap'
import { resetAvailability } from '#client/features/availability/availability.js'
import { callsTo, json, notified, restoreAfterTest, signedIn, staffApi } from '../helpers/staff-fake-api.js'

t.beforeEach(() => resetAvailability())
t.afterEach(restoreAfterTest)

const MENU = {
  categories: [
    { id: 'nigiri', name: 'Nigiri', imageUrl: '', url: 'nigiri', backgroundImage: '', categoryKey: 'NIGIRI' },
    { id: 'lunch', name: 'Lunch', imageUrl: '', url: 'lunch', backgroundImage: '', categoryKey: 'LUNCH' },
  ],
  products: [
    { id: 'nigiri-losos', name: 'Nigiri z łososiem', mainCategory: 'NIGIRI', category: ['NIGIRI'] },
    { id: 'nigiri-tunczyk', name: 'Nigiri z tuńczykiem', mainCategory: 'NIGIRI', category: ['NIGIRI'] },
    { id: 'lunch-klasyczny', name: 'Lunch klasyczny', mainCategory: 'LUNCH', category: ['LUNCH'] },
  ],
}

type State = {
  unavailable: { productId: string; until: string | null }[]
  categories: { categoryKey: string; until: string | null }[]
}

/** A fake of the availability API that keeps its state like the server does. */
function availabilityApi(api: ReturnType<typeof staffApi>) {
  let state: State = { unavailable: [], categories: [] }
  api.handlers['GET /api/menu'] = () => json(200, MENU)
  api.handlers['GET /api/menu/availability'] = () => json(200, state)
  const change = (kind: 'product' | 'category') => (call: { url: string; body: unknown }) => {
    const key = decodeURIComponent(call.url.split('/').at(-1)!)
    const body = call.body as { available: boolean; until?: string }
    const until = body.until ?? null
    if (kind === 'product') {
      const rest = state.unavailable.filter((p) => p.productId !== key)
      state = { ...state, unavailable: body.available ? rest : [...rest, { productId: key, until }] }
    } else {
      const rest = state.categories.filter((c) => c.categoryKey !== key)
      state = { ...state, categories: body.available ? rest : [...rest, { categoryKey: key, until }] }
    }
    return json(200, state)
  }
  for (const id of ['nigiri-losos', 'nigiri-tunczyk', 'lunch-klasyczny']) {
    api.handlers[`PUT /api/menu/availability/${id}`] = change('product')
  }
  for (const key of ['NIGIRI', 'LUNCH'])
    api.handlers[`PUT /api/menu/availability/categories/${key}`] = change('category')
}

t.test('the menu list: a dish off for today, then back on; a whole category until turned on', async (t) => {
  const api = staffApi()
  availabilityApi(api)
  await signedIn(api)
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
  const salmon = await screen.findByRole('group', { name: 'Dostępność: Nigiri z łososiem' })
  await act(async () => {
    fireEvent.click(within(salmon).getByRole('button', { name: 'Wyłącz do końca dnia' }))
  })
  const [put] = callsTo('PUT', '/api/menu/availability/nigiri-losos')
  t.same(put?.body, { available: false, until: 'END_OF_DAY' })
  t.same([put?.headers.authorization, put?.cookie], ['Bearer T1', false])
  await notified('Nigiri z łososiem: wyłączone.')
  const row = salmon.closest('li') as HTMLElement
  t.match(row.textContent, /wyłączone do końca dnia/)
  const offNow = screen.getByRole('region', { name: 'Wyłączone teraz' })
  t.match(offNow.textContent, /Nigiri z łososiemwyłączone do końca dnia/, 'listed at the top')
  await act(async () => {
    fireEvent.click(within(salmon).getByRole('button', { name: 'Włącz' }))
  })
  t.same(callsTo('PUT', '/api/menu/availability/nigiri-losos')[1]?.body, { available: true })
  await notified('Nigiri z łososiem: znów dostępne.')
  t.notMatch(row.textContent, /wyłączone/)
  t.equal(offNow.textContent, 'Wyłączone teraz' + 'Wszystkie dania są dostępne.')

  const category = screen.getByRole('group', { name: 'Dostępność: Nigiri (Cała kategoria)' })
  await act(async () => {
    fireEvent.click(within(category).getByRole('button', { name: 'Wyłącz do odwołania' }))
  })
  t.same(callsTo('PUT', '/api/menu/availability/categories/NIGIRI')[0]?.body, { available: false })
  await waitFor(() => {
    if (screen.getAllByText('wyłączone z całą kategorią').length !== 2) throw new Error('not yet')
  })
  t.equal(
    within(screen.getByRole('group', { name: 'Dostępność: Nigiri z tuńczykiem' })).queryAllByRole('button')
      .length,
    0,
    'a dish off with its category is turned on from the category',
  )
  t.match(category.closest('.manage-menu-row')?.textContent, /wyłączone do odwołania/)
  const lunch = screen.getByRole('group', { name: 'Dostępność: Lunch klasyczny' })
  t.equal(within(lunch).getAllByRole('button').length, 2, 'other categories are untouched')

  t.match(
    screen.getByRole('region', { name: 'Wyłączone teraz' }).textContent,
    /Nigiri \(Cała kategoria\)wyłączone do odwołania/,
  )
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Włącz: Nigiri (Cała kategoria)' }))
  })
  t.same(callsTo('PUT', '/api/menu/availability/categories/NIGIRI')[1]?.body, { available: true })
  await notified('Nigiri: znów dostępne.')
  t.equal(
    within(screen.getByRole('group', { name: 'Dostępność: Nigiri z tuńczykiem' })).getAllByRole('button')
      .length,
    2,
  )

  fireEvent.change(screen.getByLabelText('Szukaj dania'), { target: { value: 'tuńcz' } })
  t.equal(
    screen.queryByRole('group', { name: 'Dostępność: Nigiri z łososiem' }),
    null,
    'the search narrows the list',
  )
  t.ok(screen.getByRole('group', { name: 'Dostępność: Nigiri z tuńczykiem' }))
})

t.test("an order card's line: one tap switches the dish off for the rest of today", async (t) => {
  const api = staffApi()
  availabilityApi(api)
  await signedIn(api)
  const tap = await screen.findByRole('button', { name: 'Brak — wyłącz do końca dnia: Nigiri łosoś' })
  await act(async () => {
    fireEvent.click(tap)
  })
  t.same(callsTo('PUT', '/api/menu/availability/nigiri-losos')[0]?.body, {
    available: false,
    until: 'END_OF_DAY',
  })
  await notified('Nigiri łosoś: wyłączone.')
  const done = await screen.findByRole('button', { name: 'Wyłączone do końca dnia' })
  t.equal((done as HTMLButtonElement).disabled, true)
  t.ok(
    screen.getByRole('button', { name: 'Brak — wyłącz do końca dnia: Sashimi łosoś' }),
    'the other line keeps its tap',
  )
})

t.test("an order card's line: 'Cofnij' switches a dish back on, and goes after ten seconds", async (t) => {
  const realSetTimeout = globalThis.setTimeout
  const undoTimers: (() => void)[] = []
  globalThis.setTimeout = ((fn: () => void, ms?: number, ...rest: unknown[]) => {
    if (ms === 10_000) {
      undoTimers.push(fn)
      return 0 as unknown as ReturnType<typeof setTimeout>
    }
    return realSetTimeout(fn, ms, ...rest)
  }) as typeof setTimeout
  t.teardown(() => {
    globalThis.setTimeout = realSetTimeout
  })
  const api = staffApi()
  availabilityApi(api)
  await signedIn(api)
  const tap = await screen.findByRole('button', { name: 'Brak — wyłącz do końca dnia: Nigiri łosoś' })
  await act(async () => {
    fireEvent.click(tap)
  })
  const undo = await screen.findByRole('button', { name: 'Cofnij wyłączenie: Nigiri łosoś' })
  t.equal(undo.textContent, 'Cofnij')
  undo.focus()
  t.equal(document.activeElement, undo, 'the undo button takes the keyboard focus')
  await act(async () => {
    fireEvent.click(undo)
  })
  t.same(callsTo('PUT', '/api/menu/availability/nigiri-losos')[1]?.body, { available: true })
  await notified('Nigiri łosoś: znów dostępne.')
  await screen.findByRole('button', { name: 'Brak — wyłącz do końca dnia: Nigiri łosoś' })
  t.equal(screen.queryByRole('button', { name: 'Cofnij wyłączenie: Nigiri łosoś' }), null)

  // Off again; ten seconds later "Cofnij" is gone and the dish stays off.
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Brak — wyłącz do końca dnia: Nigiri łosoś' }))
  })
  await screen.findByRole('button', { name: 'Cofnij wyłączenie: Nigiri łosoś' })
  act(() => {
    for (const fire of undoTimers) fire()
  })
  t.equal(screen.queryByRole('button', { name: 'Cofnij wyłączenie: Nigiri łosoś' }), null)
  t.ok(screen.getByRole('button', { name: 'Wyłączone do końca dnia' }), 'the dish stays off')
  t.equal(callsTo('PUT', '/api/menu/availability/nigiri-losos').length, 3)
})
