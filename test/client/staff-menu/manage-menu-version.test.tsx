/**
 * Two members of staff in the Menu tab (docs/kitchen.md, "The menu editor"): every save names the
 * menu version it was made on; when a colleague changed the menu meanwhile, the refusal says so and
 * offers to load the form again with the colleague's change in it.
 */
import '../helpers/setup.js'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import t from 'tap'
import { resetAvailability } from '#client/features/availability/availability.js'
import { editDish, editorApi, openEditor } from '../helpers/menu-editor-fake.js'
import { callsTo, json, notified, restoreAfterTest, staffApi } from '../helpers/staff-fake-api.js'

t.beforeEach(() => resetAvailability())
t.afterEach(restoreAfterTest)

const CONFLICT = {
  statusCode: 409,
  error: 'Conflict',
  code: 'MENU_VERSION_CONFLICT',
  field: 'If-Match',
  message: 'Menu zmieniło się, odkąd je wczytano (wersja 1, teraz 2).',
}

/** The editor's fake, checking If-Match as the server does: numbered versions, ETag on each write. */
function versionedApi() {
  const api = staffApi()
  const data = editorApi(api)
  data.version = '1'
  const patchOf = (kind: 'products' | 'categories', id: string) => {
    const key = `PATCH /api/menu/${kind}/${id}`
    const plain = api.handlers[key]!
    api.handlers[key] = async (call, init) => {
      if (call.headers['if-match'] !== undefined && call.headers['if-match'] !== `"${data.version}"`) {
        return json(409, CONFLICT)
      }
      const answer = await plain(call, init)
      data.version = String(Number(data.version) + 1)
      return new Response(await answer.text(), {
        status: 200,
        headers: { 'content-type': 'application/json', etag: `"${data.version}"` },
      })
    }
  }
  for (const p of data.products) patchOf('products', p.id)
  for (const c of data.categories) patchOf('categories', c.id)
  return { api, data }
}

const field = (form: HTMLElement, label: string) => within(form).getByLabelText(label) as HTMLInputElement

t.test('a save after a colleague’s change is refused; the form loads their change on request', async (t) => {
  const { api, data } = versionedApi()
  await openEditor(api)
  let form = await editDish('Nigiri z łososiem')

  // Bartek, at another tablet, raises the price meanwhile.
  data.products[0]!.price = 25
  data.version = '2'

  fireEvent.change(field(form, 'Nazwa (PL)'), { target: { value: 'Nigiri z łososiem norweskim' } })
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }))
  })
  const [refused] = callsTo('PATCH', '/api/menu/products/nigiri-losos')
  t.equal(refused?.headers['if-match'], '"1"', 'the save names the version the form was opened on')
  const alert = await within(form).findByText(/Ktoś inny zmienił menu, odkąd je otwarto/)
  t.equal(
    alert.textContent,
    'Ktoś inny zmienił menu, odkąd je otwarto, więc Twojej zmiany nie zapisano. Wczytaj jego zmiany do formularza i wprowadź swoje jeszcze raz.',
  )
  t.equal(data.products[0]!.names.pl, 'Nigiri z łososiem', 'nothing was saved')
  t.equal(field(form, 'Nazwa (PL)').value, 'Nigiri z łososiem norweskim', 'the typing is still there')

  const reload = within(form).getByRole('button', { name: 'Wczytaj aktualne menu' })
  const loads = callsTo('GET', '/api/menu/editor').length
  await act(async () => {
    fireEvent.click(reload)
  })
  await notified('Wczytano aktualne menu.')
  t.equal(callsTo('GET', '/api/menu/editor').length, loads + 1, 'the menu was loaded again')
  form = screen.getByRole('region', { name: 'Danie: Nigiri z łososiem' })
  t.equal(field(form, 'Cena').value, '25,00', 'the form shows the colleague’s price')
  t.equal(field(form, 'Nazwa (PL)').value, 'Nigiri z łososiem')
  t.notOk(within(form).queryByText(/Ktoś inny zmienił menu/), 'the warning is gone')

  fireEvent.change(field(form, 'Nazwa (PL)'), { target: { value: 'Nigiri z łososiem norweskim' } })
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }))
  })
  await notified('Zapisano: Nigiri z łososiem norweskim.')
  const saved = callsTo('PATCH', '/api/menu/products/nigiri-losos')[1]
  t.equal(saved?.headers['if-match'], '"2"')
  t.same(saved?.body, { names: { pl: 'Nigiri z łososiem norweskim', en: 'Salmon nigiri' } })
  t.equal(data.products[0]!.price, 25, 'the colleague’s price stays')
})

t.test('moving a dish sends both writes on the versions the answers name', async (t) => {
  const { api, data } = versionedApi()
  await openEditor(api)
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Przesuń niżej: Nigiri z łososiem' }))
  })
  await notified('Zmieniono kolejność.')
  t.same(
    [
      ...callsTo('PATCH', '/api/menu/products/nigiri-losos'),
      ...callsTo('PATCH', '/api/menu/products/nigiri-tunczyk'),
    ].map((c) => c.headers['if-match']),
    ['"1"', '"2"'],
  )
  t.equal(data.version, '3')

  // A colleague's change in between: the move is refused, the list is loaded again and says why.
  data.version = '7'
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Przesuń wyżej: Nigiri z łososiem' }))
  })
  await notified(
    'Ktoś inny zmienił menu, odkąd je otwarto, więc Twojej zmiany nie zapisano. Wczytaj jego zmiany do formularza i wprowadź swoje jeszcze raz.',
  )
  await waitFor(() => {
    if (callsTo('GET', '/api/menu/editor').length < 3) throw new Error('not loaded again')
  })
})
