/**
 * The Menu tab around the form (docs/kitchen.md, "The menu editor"): order by up/down, search, a
 * category, the menu and price list downloaded, and the import's dry run before it is applied.
 */
import '../helpers/setup.js'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import t from 'tap'
import { resetAvailability } from '#client/features/availability/availability.js'
import { captureDownloads } from '../helpers/downloads.js'
import { editorApi, openEditor } from '../helpers/menu-editor-fake.js'
import { callsTo, json, notified, restoreAfterTest, signedIn, staffApi } from '../helpers/staff-fake-api.js'

t.beforeEach(() => resetAvailability())
t.afterEach(restoreAfterTest)

const dishNames = () =>
  [...document.querySelectorAll('.manage-editor-products .manage-editor-name')].map((n) => n.textContent)

t.test('up and down swap a dish with its neighbour; focus stays on the moved dish', async (t) => {
  const api = staffApi()
  editorApi(api)
  await openEditor(api)
  t.same(dishNames(), ['Nigiri z łososiem', 'Nigiri z tuńczykiem', 'Lunch klasyczny'])
  t.equal(
    (screen.getByRole('button', { name: 'Przesuń wyżej: Nigiri z łososiem' }) as HTMLButtonElement).disabled,
    true,
    'the first cannot go up',
  )
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Przesuń niżej: Nigiri z łososiem' }))
  })
  t.same(callsTo('PATCH', '/api/menu/products/nigiri-losos')[0]?.body, { position: 2 })
  t.same(callsTo('PATCH', '/api/menu/products/nigiri-tunczyk')[0]?.body, { position: 1 })
  await waitFor(() => {
    if (dishNames()[0] !== 'Nigiri z tuńczykiem') throw new Error('not moved yet')
  })
  t.same(dishNames(), ['Nigiri z tuńczykiem', 'Nigiri z łososiem', 'Lunch klasyczny'])
  t.ok(
    document.activeElement === screen.getByRole('button', { name: 'Przesuń wyżej: Nigiri z łososiem' }),
    'at the bottom, focus moves to its "up" button',
  )
  await notified('Zmieniono kolejność.')

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Przesuń niżej: Nigiri' }))
  })
  t.same(callsTo('PATCH', '/api/menu/categories/nigiri')[0]?.body, { position: 2 })
  t.same(callsTo('PATCH', '/api/menu/categories/lunch')[0]?.body, { position: 1 })
  await waitFor(() => {
    if (dishNames()[0] !== 'Lunch klasyczny') throw new Error('categories not moved yet')
  })
})

t.test('the search finds dishes in either language, without Polish letters', async (t) => {
  const api = staffApi()
  editorApi(api)
  await openEditor(api)
  const search = screen.getAllByLabelText('Szukaj dania').find((input) => input.closest('.manage-editor'))!
  fireEvent.change(search, { target: { value: 'losos' } })
  t.same(dishNames(), ['Nigiri z łososiem'])
  t.equal(screen.queryByRole('heading', { name: 'Lunch' }), null, 'a category without matches is left out')
  fireEvent.change(search, { target: { value: 'CLASSIC' } })
  t.same(dishNames(), ['Lunch klasyczny'])
  fireEvent.change(search, { target: { value: 'pizza' } })
  t.ok(screen.getAllByText('Żadne danie nie pasuje.').length > 0)
})

t.test('a new category: names, intro, address, position and visibility are posted', async (t) => {
  const api = staffApi()
  const data = editorApi(api)
  api.handlers['POST /api/menu/categories'] = (call) => {
    const created = { id: 'zupy', key: 'ZUPY', slug: 'zupy', ...(call.body as object) }
    data.categories.push(created as (typeof data.categories)[number])
    return json(201, created)
  }
  await openEditor(api)
  fireEvent.click(screen.getByRole('button', { name: 'Dodaj kategorię' }))
  const form = screen.getByRole('region', { name: 'Nowa kategoria' })
  const type = (label: string, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } })
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }))
  })
  t.equal(within(form).getByLabelText('Nazwa (PL)').getAttribute('aria-invalid'), 'true')
  t.equal(document.activeElement, within(form).getByLabelText('Nazwa (PL)'))
  type('Nazwa (PL)', 'Zupy')
  type('Name (EN)', 'Soups')
  type('Wstęp', 'Miso i ramen.')
  type('Introduction', 'Miso and ramen.')
  t.equal((within(form).getByLabelText('Pozycja') as HTMLInputElement).value, '3', 'at the end by default')
  fireEvent.click(within(form).getByLabelText('Widoczne'))
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }))
  })
  t.same(callsTo('POST', '/api/menu/categories')[0]?.body, {
    names: { pl: 'Zupy', en: 'Soups' },
    intros: { pl: 'Miso i ramen.', en: 'Miso and ramen.' },
    position: 3,
    visible: false,
  })
  const heading = await screen.findByRole('heading', { name: 'Zupyukryte' })
  t.ok(heading, 'listed, marked hidden')
})

t.test("the import's changes are shown first; only 'Zastosuj zmiany' applies them", async (t) => {
  const api = staffApi()
  editorApi(api)
  const changes = [
    {
      action: 'UPDATE',
      entity: 'PRODUCT',
      id: 'nigiri-losos',
      name: 'Nigiri z łososiem',
      changes: [
        { field: 'price', from: 19, to: 21.5 },
        { field: 'names.en', from: 'Salmon nigiri', to: 'Nigiri with salmon' },
      ],
    },
    {
      action: 'CREATE',
      entity: 'PRODUCT',
      id: 'zupa-miso',
      name: 'Zupa miso',
      changes: [{ field: 'price', from: null, to: 14 }],
    },
  ]
  api.handlers['PUT /api/menu/import'] = (call) =>
    json(200, { applied: !call.url.includes('dryRun'), version: 'v2', changes })
  await signedIn(api)
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
  fireEvent.click(screen.getByRole('button', { name: 'Import i eksport' }))
  const file = new File([JSON.stringify({ categories: [], products: [] })], 'menu.json', {
    type: 'application/json',
  })
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Wczytaj plik: menu (JSON) albo cennik (CSV)'), {
      target: { files: [file] },
    })
  })
  const preview = await screen.findByRole('region', { name: 'Zmiany z pliku: 2' })
  const lines = within(preview)
    .getAllByRole('listitem')
    .map((li) => li.textContent)
  t.same(lines, [
    'Nigiri z łososiem (danie): Cena: 19,00\u00a0zł → 21,50\u00a0złName (EN): Salmon nigiri → Nigiri with salmon',
    'Cena: 19,00\u00a0zł → 21,50\u00a0zł',
    'Name (EN): Salmon nigiri → Nigiri with salmon',
    'Zupa miso (danie): dodane',
  ])
  const [dry] = callsTo('PUT', '/api/menu/import')
  t.match(dry?.url, /\?dryRun=1$/)
  t.same(dry?.body, { categories: [], products: [] })
  t.equal(callsTo('PUT', '/api/menu/import').length, 1, 'nothing applied yet')
  await act(async () => {
    fireEvent.click(within(preview).getByRole('button', { name: 'Zastosuj zmiany' }))
  })
  const applied = callsTo('PUT', '/api/menu/import')[1]
  t.equal(applied?.url, '/api/menu/import')
  await notified('Zaimportowano menu (zmiany: 2).')
  t.equal(screen.queryByRole('region', { name: 'Zmiany z pliku: 2' }), null)

  const broken = new File(['{ nie json'], 'menu.json', { type: 'application/json' })
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Wczytaj plik: menu (JSON) albo cennik (CSV)'), {
      target: { files: [broken] },
    })
  })
  t.ok(await screen.findByText('To nie jest plik JSON z menu ani cennik CSV.'))
  t.equal(callsTo('PUT', '/api/menu/import').length, 2, 'a broken file is not sent')
})

t.test('the price list uploaded from the tab: the dry run first, then the new prices', async (t) => {
  const api = staffApi()
  editorApi(api)
  const changes = [
    {
      action: 'UPDATE',
      entity: 'PRODUCT',
      id: 'nigiri-losos',
      name: 'Nigiri z łososiem',
      changes: [{ field: 'price', from: 19, to: 21.5 }],
    },
  ]
  const sent: { url: string; type: string | undefined; text: string }[] = []
  api.handlers['PUT /api/menu/prices.csv'] = async (call, init) => {
    sent.push({ url: call.url, type: call.headers['content-type'], text: await (init!.body as Blob).text() })
    return json(200, { applied: !call.url.includes('dryRun'), version: 'v2', changes })
  }
  await signedIn(api)
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
  fireEvent.click(screen.getByRole('button', { name: 'Import i eksport' }))
  // As Excel on Windows saves it: `;`, a decimal comma, and the type Windows gives a .csv file.
  const csv = 'Id;Kategoria;Nazwa;Cena (zł)\r\nnigiri-losos;Nigiri;Nigiri z łososiem;21,50\r\n'
  const file = new File([csv], 'cennik.csv', { type: 'application/vnd.ms-excel' })
  const input = screen.getByLabelText('Wczytaj plik: menu (JSON) albo cennik (CSV)')
  t.match(input.getAttribute('accept'), /\.csv/)
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } })
  })
  const preview = await screen.findByRole('region', { name: 'Zmiany z pliku: 1' })
  t.same(
    within(preview)
      .getAllByRole('listitem')
      .map((li) => li.textContent)[0],
    'Nigiri z łososiem (danie): Cena: 19,00\u00a0zł → 21,50\u00a0zł',
  )
  t.same(
    sent,
    [{ url: '/api/menu/prices.csv?dryRun=1', type: 'text/csv', text: csv }],
    'the file as it is, as CSV',
  )
  await act(async () => {
    fireEvent.click(within(preview).getByRole('button', { name: 'Zastosuj zmiany' }))
  })
  await notified('Zmieniono ceny z cennika (zmiany: 1).')
  t.equal(sent[1]?.url, '/api/menu/prices.csv', 'applied without the dry run')
  t.equal(callsTo('PUT', '/api/menu/import').length, 0, 'not the JSON import')

  // A line the server refuses: its words under the field, nothing applied.
  api.handlers['PUT /api/menu/prices.csv'] = () =>
    json(400, {
      statusCode: 400,
      code: 'VALIDATION',
      field: 'rows.2.price',
      message:
        'Wiersz 2: cena „12,345” musi być kwotą od 0,01 do 9999,99 zł z co najwyżej dwoma miejscami po przecinku.',
    })
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Wczytaj plik: menu (JSON) albo cennik (CSV)'), {
      target: { files: [new File(['x'], 'cennik.csv', { type: '' })] },
    })
  })
  t.ok(await screen.findByText(/^Wiersz 2: cena „12,345”/))
  t.equal(screen.queryByRole('region', { name: /Zmiany z pliku/ }), null)
})

t.test('the whole menu and the price list download under their names, with the staff token', async (t) => {
  const api = staffApi()
  editorApi(api)
  const menu = { format: 'sakana-menu/1', version: '12', categories: [], products: [] }
  api.handlers['GET /api/menu/export'] = () =>
    new Response(JSON.stringify(menu), {
      headers: {
        'content-type': 'application/json',
        'content-disposition': 'attachment; filename="menu-12.json"',
      },
    })
  // No name from the server: the file keeps the panel's own name for it, and its byte order mark.
  const prices = '\ufeffId;Kategoria;Nazwa;Cena (zł)\r\nnigiri-losos;Nigiri;Nigiri z łososiem;19,00\r\n'
  api.handlers['GET /api/menu/prices.csv'] = () =>
    new Response(prices, { headers: { 'content-type': 'text/csv; charset=utf-8' } })
  const downloads = captureDownloads()
  t.teardown(downloads.restore)
  await signedIn(api)
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
  fireEvent.click(screen.getByRole('button', { name: 'Import i eksport' }))
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Pobierz menu (JSON)' }))
  })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Pobierz cennik (CSV)' }))
  })
  await waitFor(() => t.equal(downloads.count(), 2))
  t.same(await downloads.files(), [
    { name: 'menu-12.json', text: JSON.stringify(menu) },
    { name: 'cennik.csv', text: prices },
  ])
  t.same(
    [...callsTo('GET', '/api/menu/export'), ...callsTo('GET', '/api/menu/prices.csv')].map(
      (call) => call.headers.authorization,
    ),
    ['Bearer T1', 'Bearer T1'],
  )

  // A role without the menu gets the server's words, and no file.
  api.handlers['GET /api/menu/export'] = () =>
    json(403, { statusCode: 403, code: 'FORBIDDEN', message: 'Brak uprawnień do tej czynności.' })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Pobierz menu (JSON)' }))
  })
  await notified('Brak uprawnień do tej czynności.')
  t.equal(downloads.count(), 2)
})
