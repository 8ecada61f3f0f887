/**
 * The dish form's "Nowość" mark (docs/kitchen.md, "The menu editor"): a labelled checkbox in both
 * languages, sent only when changed, shown on the preview card and named in the change log.
 */
import '../helpers/setup.js'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import t from 'tap'
import { resetAvailability } from '#client/features/availability/availability.js'
import { editDish, editorApi, openEditor } from '../helpers/menu-editor-fake.js'
import {
  callsTo,
  json,
  notified,
  renderManage,
  restoreAfterTest,
  staffApi,
} from '../helpers/staff-fake-api.js'

t.beforeEach(() => resetAvailability())
t.afterEach(restoreAfterTest)

const box = (form: HTMLElement, label: string) => within(form).getByLabelText(label) as HTMLInputElement

t.test('ticking "Nowość" sends only the mark, and the preview card shows the badge', async (t) => {
  const api = staffApi()
  editorApi(api)
  await openEditor(api)
  const form = await editDish('Nigiri z łososiem')
  const mark = box(form, 'Nowość')
  t.equal(mark.checked, false, 'unmarked as the API sent it')
  const hint = document.getElementById(mark.getAttribute('aria-describedby')!.split(' ')[0]!)
  t.equal(
    hint?.textContent,
    'Karta dania i jego strona pokazują znaczek „Nowość”, dopóki pole jest zaznaczone.',
    'the hint is read with the box',
  )
  const preview = within(form).getByText('Tak zobaczą je goście').closest('figure')!
  t.notMatch(preview.textContent, /Nowość/)
  fireEvent.click(mark)
  t.match(preview.textContent, /Nowość/, 'the preview card shows the badge at once')
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }))
  })
  t.same(callsTo('PATCH', '/api/menu/products/nigiri-losos')[0]?.body, { isNew: true })
  await notified('Zapisano: Nigiri z łososiem.')

  const again = await editDish('Nigiri z łososiem')
  t.equal(box(again, 'Nowość').checked, true, 'the saved mark comes back ticked')
})

t.test('in English the box reads "New", and the change log names the mark in words', async (t) => {
  const api = staffApi()
  editorApi(api)
  api.handlers['GET /api/menu/changes'] = () =>
    json(200, {
      changes: [
        {
          id: 3,
          at: '2026-11-25T17:05:00.000Z',
          by: 'szef',
          source: 'EDITOR',
          action: 'UPDATE',
          entity: 'PRODUCT',
          entityId: 'nigiri-losos',
          name: 'Nigiri z łososiem',
          changes: [{ field: 'isNew', from: false, to: true }],
        },
      ],
    })
  renderManage('en')
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'kuchnia' } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'dobre-haslo' } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
  })
  await screen.findByText('Signed in as kuchnia')
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
  fireEvent.click(screen.getByRole('button', { name: 'Change log' }))
  const log = await screen.findByRole('table')
  const rows = within(log)
    .getAllByRole('row')
    .map((r) => r.textContent)
  t.match(rows[1], /New: not marked → marked new$/)

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Edit the menu' }))
  })
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Edit: Salmon nigiri' }))
  })
  const form = await screen.findByRole('region', { name: /Salmon nigiri/ })
  const mark = box(form, 'New')
  t.equal(mark.checked, false)
  fireEvent.click(mark)
  const preview = form.querySelector('figure')!
  t.ok(within(preview).getByText('New'), 'the preview card says New')
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }))
  })
  await waitFor(() => {
    if (callsTo('PATCH', '/api/menu/products/nigiri-losos').length === 0) throw new Error('not sent yet')
  })
  t.same(callsTo('PATCH', '/api/menu/products/nigiri-losos')[0]?.body, { isNew: true })
})
