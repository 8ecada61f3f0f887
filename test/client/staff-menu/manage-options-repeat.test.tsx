/**
 * A group whose options may repeat (docs/menu.md, "Options"), in the Menu tab: the form says that
 * its max then counts portions, sends `repeatable`, and a group the server refuses shows the
 * message under the field it names, focused, in Polish and in English.
 */
import '../helpers/setup.js'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import t from 'tap'
import { resetAvailability } from '#client/features/availability/availability.js'
import { callsTo, json, notified, restoreAfterTest, signedIn, staffApi } from '../helpers/staff-fake-api.js'

t.beforeEach(() => resetAvailability())
t.afterEach(restoreAfterTest)

const EDITOR = { version: '7', categories: [], products: [] }

const eel = {
  id: 'g1',
  name: { pl: 'Węgorz', en: 'Eel' },
  min: 0,
  max: 3,
  repeatable: true,
  options: [
    {
      id: 'o1',
      name: { pl: 'Podwójny węgorz', en: 'Double eel' },
      priceDelta: 8,
      default: false,
      vatRate: null,
      available: true,
      until: null,
    },
  ],
  productIds: [] as string[],
}

async function openForm(lang: 'pl' | 'en', refuse: object | null) {
  const api = staffApi()
  let list = { version: '7', groups: [] as (typeof eel)[], dishes: {} }
  api.handlers['GET /api/menu/editor'] = () => json(200, EDITOR)
  api.handlers['GET /api/menu/availability'] = () => json(200, { unavailable: [], categories: [] })
  api.handlers['GET /api/menu/option-groups'] = () => json(200, list)
  api.handlers['POST /api/menu/option-groups'] = () => {
    if (refuse) return json(422, refuse)
    list = { ...list, version: '8', groups: [eel] }
    return json(201, eel)
  }
  await signedIn(api, { lang })
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
  const part = lang === 'pl' ? 'Opcje dań' : 'Dish options'
  fireEvent.click(screen.getByRole('button', { name: part }))
  const panel = await screen.findByRole('region', { name: part })
  fireEvent.click(
    within(panel).getByRole('button', { name: lang === 'pl' ? 'Nowa grupa opcji' : 'New option group' }),
  )
  const form = within(panel).getByRole('form', {
    name: lang === 'pl' ? 'Nowa grupa opcji' : 'New option group',
  })
  return { panel, form }
}

t.test('an option taken more than once: the max counts portions, the form says so', async (t) => {
  const { panel, form } = await openForm('pl', null)
  const f = within(form)
  fireEvent.change(f.getByLabelText('Nazwa grupy (polska)'), { target: { value: 'Węgorz' } })
  fireEvent.change(f.getByLabelText('Nazwa grupy (angielska)'), { target: { value: 'Eel' } })
  const max = f.getByLabelText('Najwięcej do wyboru')
  t.equal(max.getAttribute('aria-describedby'), null, 'no hint while options do not repeat')
  fireEvent.click(f.getByRole('checkbox', { name: 'Opcję można wziąć kilka razy (np. 2 × Podwójny węgorz)' }))
  t.equal(
    document.getElementById(max.getAttribute('aria-describedby') ?? '')?.textContent,
    'Liczy porcje: opcja wzięta dwa razy to 2.',
    'the max is read out with its hint',
  )
  fireEvent.change(max, { target: { value: '3' } })
  fireEvent.change(f.getByLabelText('Opcja (polska nazwa)'), { target: { value: 'Podwójny węgorz' } })
  fireEvent.change(f.getByLabelText('Opcja (angielska nazwa)'), { target: { value: 'Double eel' } })
  fireEvent.change(f.getByLabelText('Zmiana ceny (zł)'), { target: { value: '8' } })
  fireEvent.click(f.getByRole('button', { name: 'Zapisz grupę' }))
  await notified('Grupa „Węgorz” zapisana.')
  t.strictSame(callsTo('POST', '/api/menu/option-groups')[0]?.body, {
    name: { pl: 'Węgorz', en: 'Eel' },
    min: 0,
    max: 3,
    repeatable: true,
    options: [{ name: { pl: 'Podwójny węgorz', en: 'Double eel' }, priceDelta: 8, default: false }],
  })
  await within(panel).findByRole('heading', {
    name: 'Węgorz (opcjonalnie, najwyżej 3 porcje, opcje można powtarzać)',
  })
})

t.test('a refused group names its field in the form (Polish)', async (t) => {
  const message =
    'Maksimum (3) nie może przekraczać liczby opcji (1); aby opcje można było powtarzać, zaznacz to w grupie.'
  const { form } = await openForm('pl', { code: 'OPTION_GROUP_INVALID', field: 'max', message })
  const f = within(form)
  fireEvent.change(f.getByLabelText('Nazwa grupy (polska)'), { target: { value: 'Węgorz' } })
  fireEvent.change(f.getByLabelText('Nazwa grupy (angielska)'), { target: { value: 'Eel' } })
  fireEvent.change(f.getByLabelText('Najwięcej do wyboru'), { target: { value: '3' } })
  fireEvent.click(f.getByRole('button', { name: 'Zapisz grupę' }))
  const max = f.getByLabelText('Najwięcej do wyboru')
  await waitFor(() => {
    if (max.getAttribute('aria-invalid') !== 'true') throw new Error('not marked yet')
  })
  t.equal(document.getElementById(max.getAttribute('aria-describedby') ?? '')?.textContent, message)
  await waitFor(() => {
    if (document.activeElement !== max) throw new Error('not focused yet')
  })
  t.equal(document.activeElement, max, 'the refused field takes the focus')
  t.ok(form.isConnected, 'the form stays open with what was typed')
  t.equal((f.getByLabelText('Nazwa grupy (polska)') as HTMLInputElement).value, 'Węgorz')
})

t.test('a refused option row names its field (English)', async (t) => {
  const message = 'The option “sesame” is in the group twice.'
  const { form } = await openForm('en', {
    code: 'OPTION_GROUP_INVALID',
    field: 'options.1.name',
    message,
  })
  const f = within(form)
  fireEvent.change(f.getByLabelText('Group name (Polish)'), { target: { value: 'Sezam' } })
  fireEvent.change(f.getByLabelText('Group name (English)'), { target: { value: 'Sesame' } })
  fireEvent.click(f.getByRole('button', { name: 'Add option' }))
  const names = f.getAllByLabelText('Option (Polish name)')
  await waitFor(() => {
    if (names[1]!.getAttribute('aria-invalid') === 'true') return
    fireEvent.click(f.getByRole('button', { name: 'Save group' }))
    throw new Error('not marked yet')
  })
  t.equal(document.getElementById(names[1]!.getAttribute('aria-describedby') ?? '')?.textContent, message)
  t.equal(names[0]!.getAttribute('aria-invalid'), null, 'only the row named')
})

t.test('the change log lists an option group’s repeats, max and options, in English too', async (t) => {
  for (const lang of ['pl', 'en'] as const) {
    const api = staffApi()
    api.handlers['GET /api/menu/editor'] = () => json(200, EDITOR)
    api.handlers['GET /api/menu/availability'] = () => json(200, { unavailable: [], categories: [] })
    api.handlers['GET /api/menu/option-groups'] = () => json(200, { version: '7', groups: [], dishes: {} })
    api.handlers['GET /api/menu/changes'] = () =>
      json(200, {
        changes: [
          {
            id: 3,
            at: '2026-11-25T17:05:00.000Z',
            by: 'szef',
            source: 'EDITOR',
            action: 'UPDATE',
            entity: 'OPTION_GROUP',
            entityId: 'g1',
            name: 'Więcej węgorza',
            changes: [
              { field: 'max', from: 2, to: 3 },
              { field: 'repeatable', from: false, to: true },
              { field: 'options', from: ['Podwójny węgorz +8,00 zł'], to: ['Podwójny węgorz +9,00 zł'] },
            ],
          },
        ],
      })
    const { unmount } = await signedIn(api, { lang }).then(() => ({ unmount: cleanup }))
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
    fireEvent.click(screen.getByRole('button', { name: lang === 'pl' ? 'Historia zmian' : 'Change log' }))
    const log = await screen.findByRole('table')
    const rows = within(log)
      .getAllByRole('row')
      .map((r) => r.textContent)
    t.same(
      rows.slice(1),
      lang === 'pl'
        ? [
            '25.11.2026, 18:05szefWięcej węgorza (grupa opcji)Najwięcej do wyboru: 2 → 3Opcje można powtarzać: nie → takOpcje: Podwójny węgorz +8,00 zł → Podwójny węgorz +9,00 zł',
          ]
        : [
            '25/11/2026, 18:05szefWięcej węgorza (option group)Most to choose: 2 → 3Options may repeat: no → yesOptions: Podwójny węgorz +8,00 zł → Podwójny węgorz +9,00 zł',
          ],
    )
    unmount()
    restoreAfterTest()
  }
})
