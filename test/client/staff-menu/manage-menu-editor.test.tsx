/**
 * The Menu tab's dish form (docs/kitchen.md, "The menu editor"): labelled fields in both languages,
 * Polish prices, a PATCH with only what changed, errors on their fields, cancel, delete after a
 * question, a new dish and its picture; a category's form the same way.
 */
import '../helpers/setup.js'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import t from 'tap'
import { resetAvailability } from '#client/features/availability/availability.js'
import { editDish, editorApi, openEditor } from '../helpers/menu-editor-fake.js'
import { callsTo, json, notified, restoreAfterTest, staffApi } from '../helpers/staff-fake-api.js'

t.beforeEach(() => resetAvailability())
t.afterEach(restoreAfterTest)

const field = (form: HTMLElement, label: string) => within(form).getByLabelText(label) as HTMLInputElement
const drop = (list: { id: string }[], id: string) =>
  list.splice(
    list.findIndex((x) => x.id === id),
    1,
  )

t.test('the form shows the dish in labelled fields, and saving sends only what changed', async (t) => {
  const api = staffApi()
  editorApi(api)
  await openEditor(api)
  const form = await editDish('Nigiri z łososiem')
  t.equal(field(form, 'Nazwa (PL)').value, 'Nigiri z łososiem')
  t.equal(field(form, 'Name (EN)').value, 'Salmon nigiri')
  t.equal(field(form, 'Opis').value, 'Nigiri z łososiem — opis')
  t.equal(field(form, 'Description').value, 'Salmon nigiri — description')
  t.equal(field(form, 'Cena').value, '19,00', 'the price in Polish format')
  t.equal((within(form).getByLabelText('Kategoria') as HTMLSelectElement).value, 'NIGIRI')
  const allergens = within(form).getByRole('group', { name: 'Alergeny' })
  t.equal(within(allergens).getAllByRole('checkbox').length, 14, 'the fixed list of 14')
  t.equal((within(allergens).getByLabelText('ryby (fish)') as HTMLInputElement).checked, true)
  t.equal((within(allergens).getByLabelText('mleko (milk)') as HTMLInputElement).checked, false)
  t.ok(within(form).getByLabelText('Zdjęcie'))
  t.equal(field(form, 'Widoczne').checked, true)
  const preview = within(form).getByText('Tak zobaczą je goście').closest('figure')!
  t.match(preview.textContent, /Nigiri z łososiem/)
  t.match(preview.textContent, /19,00\u00a0zł/)

  fireEvent.change(field(form, 'Cena'), { target: { value: '21,5' } })
  t.match(preview.textContent, /21,50\u00a0zł/, 'the preview follows the form')
  fireEvent.click(within(allergens).getByLabelText('mleko (milk)'))
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }))
  })
  const [sent] = callsTo('PATCH', '/api/menu/products/nigiri-losos')
  t.same(sent?.body, { price: 21.5, allergens: ['FISH', 'SOYBEANS', 'MILK'] }, 'only the changed fields')
  t.same([sent?.headers.authorization, sent?.cookie], ['Bearer T1', false])
  await notified('Zapisano: Nigiri z łososiem.')
  await waitFor(() => {
    const row = screen.getByRole('button', { name: 'Edytuj: Nigiri z łososiem' }).closest('li')!
    if (!/21,50\u00a0zł/.test(row.textContent ?? '')) throw new Error('the list has the old price')
  })
})

t.test('a price typed with a dot works too; a bad one stays in the browser, on its field', async (t) => {
  const api = staffApi()
  editorApi(api)
  await openEditor(api)
  const form = await editDish('Nigiri z tuńczykiem')
  fireEvent.change(field(form, 'Cena'), { target: { value: '12,5O' } })
  fireEvent.change(field(form, 'Name (EN)'), { target: { value: '  ' } })
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }))
  })
  t.equal(callsTo('PATCH', '/api/menu/products/nigiri-tunczyk').length, 0, 'nothing sent')
  const name = field(form, 'Name (EN)')
  t.equal(name.getAttribute('aria-invalid'), 'true')
  t.equal(document.activeElement, name, 'the first invalid field has the focus')
  const price = field(form, 'Cena')
  t.equal(price.getAttribute('aria-invalid'), 'true')
  const described = price
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
  t.ok(described.includes('Wpisz cenę w złotych, np. 12,50.'), 'the error is read with the field')

  fireEvent.change(field(form, 'Name (EN)'), { target: { value: 'Tuna nigiri' } })
  fireEvent.change(field(form, 'Cena'), { target: { value: '12.50' } })
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }))
  })
  t.same(callsTo('PATCH', '/api/menu/products/nigiri-tunczyk')[0]?.body, { price: 12.5 })
})

t.test("the API's error lands on the field it names, which gets the focus", async (t) => {
  const api = staffApi()
  editorApi(api)
  api.handlers['PATCH /api/menu/products/nigiri-losos'] = () =>
    json(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Nazwa angielska jest za długa (najwyżej 120 znaków).',
      code: 'VALIDATION',
      field: 'names.en',
    })
  await openEditor(api)
  const form = await editDish('Nigiri z łososiem')
  fireEvent.change(field(form, 'Name (EN)'), { target: { value: 'Salmon nigiri '.repeat(10) } })
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }))
  })
  const name = field(form, 'Name (EN)')
  await waitFor(() => {
    if (document.activeElement !== name) throw new Error('not focused yet')
  })
  t.equal(name.getAttribute('aria-invalid'), 'true')
  t.equal(
    document.getElementById(name.getAttribute('aria-describedby')!)?.textContent,
    'Nazwa angielska jest za długa (najwyżej 120 znaków).',
  )
  t.equal(field(form, 'Nazwa (PL)').getAttribute('aria-invalid'), null, 'other fields are fine')
})

t.test('cancel puts the saved values back; nothing is sent', async (t) => {
  const api = staffApi()
  editorApi(api)
  await openEditor(api)
  const form = await editDish('Lunch klasyczny')
  fireEvent.change(field(form, 'Nazwa (PL)'), { target: { value: 'Lunch nowy' } })
  fireEvent.change(field(form, 'Cena'), { target: { value: '45' } })
  fireEvent.click(field(form, 'Widoczne'))
  fireEvent.click(within(form).getByRole('button', { name: 'Anuluj zmiany' }))
  t.equal(field(form, 'Nazwa (PL)').value, 'Lunch klasyczny')
  t.equal(field(form, 'Cena').value, '39,00')
  t.equal(field(form, 'Widoczne').checked, true)
  t.equal(callsTo('PATCH', '/api/menu/products/lunch-klasyczny').length, 0)
})

t.test('delete asks first in a dialog; only "Tak, usuń" deletes', async (t) => {
  const api = staffApi()
  editorApi(api)
  await openEditor(api)
  const form = await editDish('Nigiri z tuńczykiem')
  fireEvent.click(within(form).getByRole('button', { name: 'Usuń' }))
  let dialog = screen.getByRole('alertdialog', { name: 'Usunąć „Nigiri z tuńczykiem”?' })
  t.equal(
    document.activeElement,
    within(dialog).getByRole('button', { name: 'Nie usuwaj' }),
    'the safe answer first',
  )
  fireEvent.click(within(dialog).getByRole('button', { name: 'Nie usuwaj' }))
  t.equal(screen.queryByRole('alertdialog'), null)
  t.equal(callsTo('DELETE', '/api/menu/products/nigiri-tunczyk').length, 0)

  fireEvent.click(within(form).getByRole('button', { name: 'Usuń' }))
  dialog = screen.getByRole('alertdialog')
  fireEvent.keyDown(dialog, { key: 'Escape' })
  t.equal(screen.queryByRole('alertdialog'), null, 'Escape cancels')

  fireEvent.click(within(form).getByRole('button', { name: 'Usuń' }))
  await act(async () => {
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Tak, usuń' }))
  })
  t.equal(callsTo('DELETE', '/api/menu/products/nigiri-tunczyk').length, 1)
  await notified('Usunięto: Nigiri z tuńczykiem.')
  await waitFor(() => {
    if (screen.queryByRole('button', { name: 'Edytuj: Nigiri z tuńczykiem' })) throw new Error('still listed')
  })
})

t.test('a new dish: every field is posted, then its picture is uploaded as the raw body', async (t) => {
  const api = staffApi()
  const data = editorApi(api)
  api.handlers['POST /api/menu/products'] = (call) => {
    const body = call.body as Record<string, unknown>
    const created = { ...data.products[0]!, ...body, id: 'nigiri-wegorz', slug: 'nigiri-wegorz', position: 3 }
    data.products.push(created as (typeof data.products)[number])
    return json(201, created)
  }
  api.handlers['PUT /api/menu/products/nigiri-wegorz/image'] = () => json(200, {})
  await openEditor(api)
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj danie: Nigiri' }))
  })
  const form = screen.getByRole('region', { name: 'Nowe danie' })
  fireEvent.change(field(form, 'Nazwa (PL)'), { target: { value: 'Nigiri z węgorzem' } })
  fireEvent.change(field(form, 'Name (EN)'), { target: { value: 'Eel nigiri' } })
  fireEvent.change(field(form, 'Cena'), { target: { value: '24,9' } })
  fireEvent.click(within(form).getByLabelText('ryby (fish)'))
  const picture = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'wegorz.jpg', { type: 'image/jpeg' })
  fireEvent.change(within(form).getByLabelText('Zdjęcie'), { target: { files: [picture] } })
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }))
  })
  t.same(callsTo('POST', '/api/menu/products')[0]?.body, {
    names: { pl: 'Nigiri z węgorzem', en: 'Eel nigiri' },
    descriptions: { pl: '', en: '' },
    price: 24.9,
    vatRate: 8,
    deposit: null,
    count: null,
    mainCategory: 'NIGIRI',
    allergens: ['FISH'],
    tags: [],
    visible: true,
    isNew: false,
  })
  const [upload] = callsTo('PUT', '/api/menu/products/nigiri-wegorz/image')
  t.equal(upload?.headers['content-type'], 'image/jpeg')
  t.same([upload?.headers.authorization, upload?.cookie], ['Bearer T1', false])
  await screen.findByRole('region', { name: 'Danie: Nigiri z węgorzem' })
})

t.test('a file that is not a picture is refused before anything is sent', async (t) => {
  const api = staffApi()
  editorApi(api)
  await openEditor(api)
  const form = await editDish('Nigiri z łososiem')
  const input = within(form).getByLabelText('Zdjęcie')
  fireEvent.change(input, {
    target: { files: [new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' })] },
  })
  t.equal(input.getAttribute('aria-invalid'), 'true')
  t.match(form.textContent, /Wybierz zdjęcie JPEG, PNG lub WebP\./)
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }))
  })
  t.equal(document.activeElement, input)
  t.equal(callsTo('PATCH', '/api/menu/products/nigiri-losos').length, 0)
})

t.test('a category: its changes only, a taken address at its field, deleted when empty', async (t) => {
  const api = staffApi()
  const data = editorApi(api)
  // Lunch without its dish: the server deletes only an empty category.
  drop(data.products, 'lunch-klasyczny')
  const patch = api.handlers['PATCH /api/menu/categories/lunch']!
  api.handlers['PATCH /api/menu/categories/lunch'] = (call, init) =>
    (call.body as { slug?: string }).slug === 'nigiri'
      ? json(409, {
          statusCode: 409,
          message: 'Adres „nigiri” ma już inna kategoria.',
          code: 'DUPLICATE',
          field: 'slug',
        })
      : patch(call, init)
  api.handlers['DELETE /api/menu/categories/lunch'] = () => {
    drop(data.categories, 'lunch')
    return new Response(null, { status: 204 })
  }
  await openEditor(api)
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Edytuj: Lunch' }))
  })
  const form = screen.getByRole('region', { name: 'Kategoria: Lunch' })
  const save = () =>
    act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }))
    })
  fireEvent.change(field(form, 'Adres strony (slug)'), { target: { value: 'nigiri' } })
  fireEvent.change(field(form, 'Wstęp'), { target: { value: 'Od 12:00 do 16:00.' } })
  await save()
  const slug = field(form, 'Adres strony (slug)')
  await waitFor(() => {
    if (document.activeElement !== slug) throw new Error('not focused yet')
  })
  t.equal(slug.getAttribute('aria-invalid'), 'true')
  const described = slug
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
  t.ok(described.includes('Adres „nigiri” ma już inna kategoria.'), 'the refusal is read with the field')

  fireEvent.click(within(form).getByRole('button', { name: 'Anuluj zmiany' }))
  t.same([field(form, 'Adres strony (slug)').value, field(form, 'Wstęp').value], ['lunch', 'W południe.'])
  fireEvent.change(field(form, 'Wstęp'), { target: { value: 'Od 12:00 do 16:00.' } })
  await save()
  await notified('Zapisano: Lunch.')
  t.same(
    callsTo('PATCH', '/api/menu/categories/lunch').map((call) => call.body),
    [
      { intros: { pl: 'Od 12:00 do 16:00.', en: 'At noon.' }, slug: 'nigiri' },
      { intros: { pl: 'Od 12:00 do 16:00.', en: 'At noon.' } },
    ],
    'the names, position and visibility it did not change are not sent',
  )
  t.equal(
    field(screen.getByRole('region', { name: 'Kategoria: Lunch' }), 'Wstęp').value,
    'Od 12:00 do 16:00.',
    'the form stays open on the saved category',
  )

  fireEvent.click(
    within(screen.getByRole('region', { name: 'Kategoria: Lunch' })).getByRole('button', { name: 'Usuń' }),
  )
  await act(async () => {
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Tak, usuń' }))
  })
  await notified('Usunięto: Lunch.')
  t.equal(callsTo('DELETE', '/api/menu/categories/lunch').length, 1)
  await waitFor(() => {
    if (screen.queryByRole('region', { name: 'Kategoria: Lunch' })) throw new Error('the form is still open')
  })
  t.equal(screen.queryByRole('button', { name: 'Edytuj: Lunch' }), null, 'gone from the list')
})
