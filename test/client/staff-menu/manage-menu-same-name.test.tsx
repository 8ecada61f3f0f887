/**
 * Saving a dish named like another dish of its category asks first (docs/kitchen.md, "The menu editor"):
 * the shared confirm dialog, "Wróć do formularza" sends nothing, "Tak, zapisz" saves.
 */
import '../helpers/setup.js'
import { act, fireEvent, screen, within } from '@testing-library/react'
import t from 'tap'
import { resetAvailability } from '#client/features/availability/availability.js'
import { editDish, editorApi, openEditor } from '../helpers/menu-editor-fake.js'
import { callsTo, notified, restoreAfterTest, staffApi } from '../helpers/staff-fake-api.js'

t.beforeEach(() => resetAvailability())
t.afterEach(restoreAfterTest)

const rename = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } })
const press = async (within_: HTMLElement, name: string) => {
  await act(async () => {
    fireEvent.click(within(within_).getByRole('button', { name }))
  })
}

t.test(
  'a dish renamed like another of its category asks first; back to the form sends nothing',
  async (t) => {
    const api = staffApi()
    editorApi(api)
    await openEditor(api)
    const form = await editDish('Nigiri z tuńczykiem')
    rename(form, 'Nazwa (PL)', ' nigiri z łososiem ')
    await press(form, 'Zapisz')
    const dialog = screen.getByRole('alertdialog', { name: 'W tej kategorii jest już „Nigiri z łososiem”' })
    t.equal(
      within(dialog).getByText(/^Inne danie/).textContent,
      'Inne danie w kategorii „Nigiri” ma tę samą nazwę: goście zobaczą dwa dania o jednej nazwie. Zapisać mimo to?',
    )
    t.equal(document.activeElement, within(dialog).getByRole('button', { name: 'Wróć do formularza' }))
    await press(dialog, 'Wróć do formularza')
    t.equal(screen.queryByRole('alertdialog'), null)
    t.equal(callsTo('PATCH', '/api/menu/products/nigiri-tunczyk').length, 0, 'nothing saved')

    await press(form, 'Zapisz')
    await press(screen.getByRole('alertdialog'), 'Tak, zapisz')
    const [sent] = callsTo('PATCH', '/api/menu/products/nigiri-tunczyk')
    t.same(sent?.body, { names: { pl: 'nigiri z łososiem', en: 'Tuna nigiri' } })
    await notified('Zapisano: nigiri z łososiem.')
  },
)

t.test(
  'the English name counts too; another category’s name or an unrenamed dish saves at once',
  async (t) => {
    const api = staffApi()
    editorApi(api)
    await openEditor(api)
    const form = await editDish('Nigiri z tuńczykiem')
    rename(form, 'Name (EN)', 'Salmon Nigiri')
    await press(form, 'Zapisz')
    t.ok(screen.getByRole('alertdialog', { name: 'W tej kategorii jest już „Nigiri z łososiem”' }))
    await press(screen.getByRole('alertdialog'), 'Wróć do formularza')

    // "Lunch klasyczny" is a LUNCH dish: no nigiri shares it.
    rename(form, 'Name (EN)', 'Tuna nigiri')
    rename(form, 'Nazwa (PL)', 'Lunch klasyczny')
    await press(form, 'Zapisz')
    t.equal(screen.queryByRole('alertdialog'), null)
    t.equal(callsTo('PATCH', '/api/menu/products/nigiri-tunczyk').length, 1, 'saved without a question')
  },
)
