import '../helpers/setup.js'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import t from 'tap'
import { resetAvailability } from '#client/features/availability/availability.js'
import { editorApi } from '../helpers/menu-editor-fake.js'
import { json, restoreAfterTest, signedIn, staffApi } from '../helpers/staff-fake-api.js'

// The Menu tab's change log: who changed what and when, old → new; a photo change shows as the two
// pictures, not as their file names, and a dish that had no photo (its drawing) reads so in words.
const EDITOR = { version: '7', categories: [], products: [] }

t.beforeEach(() => resetAvailability())
t.afterEach(restoreAfterTest)

t.test('a photo change reads as pictures, before → after, in both languages', async (t) => {
  for (const lang of ['pl', 'en'] as const) {
    const api = staffApi()
    api.handlers['GET /api/menu/editor'] = () => json(200, EDITOR)
    api.handlers['GET /api/menu/availability'] = () => json(200, { unavailable: [], categories: [] })
    api.handlers['GET /api/menu/option-groups'] = () => json(200, { version: '7', groups: [], dishes: {} })
    api.handlers['GET /api/menu/changes'] = () =>
      json(200, {
        changes: [
          {
            id: 2,
            at: '2026-11-25T17:10:00.000Z',
            by: 'szef',
            source: 'EDITOR',
            action: 'UPDATE',
            entity: 'PRODUCT',
            entityId: 'nigiri-losos',
            name: 'Nigiri z łososiem',
            changes: [{ field: 'picture', from: '0123456789abcdef', to: 'fedcba9876543210' }],
          },
          {
            id: 1,
            at: '2026-11-25T17:05:00.000Z',
            by: 'szef',
            source: 'EDITOR',
            action: 'UPDATE',
            entity: 'PRODUCT',
            entityId: 'nigiri-losos',
            name: 'Nigiri z łososiem',
            changes: [{ field: 'picture', from: null, to: '0123456789abcdef' }],
          },
        ],
      })
    await signedIn(api, { lang })
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
    fireEvent.click(screen.getByRole('button', { name: lang === 'pl' ? 'Historia zmian' : 'Change log' }))
    const log = await screen.findByRole('table')
    const [replaced, added] = within(log).getAllByRole('row').slice(1)
    const pictures = within(replaced!).getAllByRole('img')
    t.same(
      pictures.map((img) => [img.getAttribute('alt'), img.getAttribute('src')]),
      lang === 'pl'
        ? [
            ['Zdjęcie przed zmianą', '/media/menu/0123456789abcdef-160.jpg'],
            ['Zdjęcie po zmianie', '/media/menu/fedcba9876543210-160.jpg'],
          ]
        : [
            ['Photo before the change', '/media/menu/0123456789abcdef-160.jpg'],
            ['Photo after the change', '/media/menu/fedcba9876543210-160.jpg'],
          ],
    )
    t.match(
      added!.textContent,
      lang === 'pl' ? 'Zdjęcie: bez zdjęcia (rysunek) →' : 'Picture: no photo (the drawing) →',
    )
    t.equal(within(added!).getAllByRole('img').length, 1, 'only the new photo is a picture')
    cleanup()
    restoreAfterTest()
  }
})

t.test('the change log: who, when, old → new', async (t) => {
  const api = staffApi()
  editorApi(api)
  api.handlers['GET /api/menu/changes'] = () =>
    json(200, {
      changes: [
        {
          id: 2,
          at: '2026-11-25T17:05:00.000Z',
          by: 'szef',
          source: 'EDITOR',
          action: 'UPDATE',
          entity: 'PRODUCT',
          entityId: 'nigiri-losos',
          name: 'Nigiri z łososiem',
          changes: [{ field: 'price', from: 19, to: 21.5 }],
        },
        {
          id: 1,
          at: '2026-11-25T09:30:00.000Z',
          by: 'kasia',
          source: 'IMPORT',
          action: 'UPDATE',
          entity: 'PRODUCT',
          entityId: 'lunch-klasyczny',
          name: 'Lunch klasyczny',
          changes: [{ field: 'visible', from: true, to: false }],
        },
      ],
    })
  await signedIn(api)
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
  fireEvent.click(screen.getByRole('button', { name: 'Historia zmian' }))
  const log = await screen.findByRole('table')
  const rows = within(log)
    .getAllByRole('row')
    .map((r) => r.textContent)
  t.same(rows.slice(1), [
    '25.11.2026, 18:05szefNigiri z łososiem (danie)Cena: 19,00\u00a0zł → 21,50\u00a0zł',
    '25.11.2026, 10:30kasia (import)Lunch klasyczny (danie)Widoczne: widoczne → ukryte',
  ])
})
