/**
 * A dish's form in the menu editor names the option groups the dish has, in the order guests see
 * them, read fresh from the staff's API; a dish without any says where groups are attached.
 */
import '../helpers/setup.js'
import { within } from '@testing-library/react'
import t from 'tap'
import { resetAvailability } from '#client/features/availability/availability.js'
import { editDish, editorApi, openEditor } from '../helpers/menu-editor-fake.js'
import { callsTo, json, restoreAfterTest, staffApi } from '../helpers/staff-fake-api.js'

t.beforeEach(() => resetAvailability())
t.afterEach(restoreAfterTest)

const group = (id: string, pl: string, en: string) => ({
  id,
  name: { pl, en },
  min: 0,
  max: 1,
  repeatable: false,
  options: [],
})

t.test('the dish form lists its option groups, and says so when there are none', async (t) => {
  const api = staffApi()
  editorApi(api)
  api.handlers['GET /api/menu/option-groups'] = () =>
    json(200, {
      version: '7',
      groups: [group('g1', 'Sos', 'Sauce'), group('g2', 'Więcej węgorza', 'More eel')],
      dishes: { 'nigiri-losos': ['g2', 'g1'] },
    })
  await openEditor(api)
  const form = await editDish('Nigiri z łososiem')
  const section = await within(form).findByRole('region', { name: 'Grupy opcji tego dania' })
  t.same(
    within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
    ['Więcej węgorza', 'Sos'],
    'in the order guests see them',
  )
  t.equal(callsTo('GET', '/api/menu/option-groups')[0]?.cache, 'no-store', 'read fresh, not from the browser')

  const other = await editDish('Nigiri z tuńczykiem')
  const none = await within(other).findByRole('region', { name: 'Grupy opcji tego dania' })
  t.equal(
    none.textContent,
    'Grupy opcji tego daniaDanie nie ma opcji — przypisuje się je w części „Opcje dań”.',
  )
})
