/**
 * The calendar asks before a change touches orders already placed for its date: how many, their
 * numbers, which fall outside new hours; cancel saves nothing, confirm saves and lists them.
 */
import '../helpers/setup.js'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import t from 'tap'
import { ordersWarning, type PlacedOrder } from '#client/features/staff-kitchen/calendar-orders.js'
import { createTranslator } from '#client/i18n/index.js'
import { warsawDate, warsawToInstant } from '#domain/hours/warsaw-time.js'
import {
  callsTo,
  json,
  notified,
  order,
  restoreAfterTest,
  signedIn,
  staffApi,
} from '../helpers/staff-fake-api.js'

t.afterEach(restoreAfterTest)

const placed = (
  id: string,
  number: number,
  plannedAt: string,
  extra: Partial<PlacedOrder> = {},
): PlacedOrder => ({
  id,
  number,
  status: 'NEW',
  deliveryType: 'SELF',
  orderTimeType: 'DATE',
  plannedAt,
  ...extra,
})

/** The kitchen tab with an empty calendar that keeps what each PUT saves, and the orders of each date. */
async function calendarWith(
  api: ReturnType<typeof staffApi>,
  orders: Record<string, Record<string, unknown>[]>,
) {
  let days: object[] = []
  api.handlers['GET /api/calendar'] = () => json(200, { from: '2026-11-25', to: '2027-01-23', days })
  for (const [date, list] of Object.entries(orders)) {
    api.handlers[`GET /api/calendar/${date}/orders`] = () =>
      json(200, { date, count: list.length, orders: list })
    api.handlers[`PUT /api/calendar/${date}`] = (call) => {
      const day = { date, closed: false, opensAt: null, closesAt: null, note: null, ...(call.body as object) }
      days = [...days, day]
      return json(200, day)
    }
  }
  api.handlers['GET /api/kitchen'] = () =>
    json(200, { slotCapacity: { COURIER: null, SELF: null }, busyMinutes: 0, deliveryArea: ['30-'] })
  await signedIn(api)
  fireEvent.click(screen.getByRole('button', { name: 'Kuchnia' }))
  await screen.findByText('Brak wyjątków w najbliższych 60 dniach — obowiązuje zwykły harmonogram.')
}

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz dzień' }))
  })
}

t.test(
  'closing today with two orders placed: one dialog says both; cancel keeps it open, confirm saves',
  async (t) => {
    const today = warsawDate(Date.now())
    const at = (time: string) => warsawToInstant(today, time).toISOString()
    const api = staffApi({
      orders: [
        order({ id: 'ABCDEFGHJK23', number: 12 }),
        order({ id: 'QWERTYUPAS45', number: 15, status: 'NEW', deliveryType: 'SELF' }),
      ],
    })
    await calendarWith(api, {
      [today]: [
        placed('ABCDEFGHJK23', 12, at('14:50'), {
          status: 'ACCEPTED',
          deliveryType: 'COURIER',
          orderTimeType: 'ASAP',
        }),
        placed('QWERTYUPAS45', 15, at('19:30')),
      ],
    })
    fireEvent.change(screen.getByLabelText('Data'), { target: { value: today } })
    fireEvent.click(screen.getByLabelText('Zamknięte cały dzień'))
    await submit()
    let dialog = await screen.findByRole('alertdialog', { name: /^Zamknąć dziś \(.+\)\?$/ })
    t.equal(
      within(dialog).getByText(/^To dzisiejsza data/).textContent,
      'To dzisiejsza data: goście od razu nie będą mogli zamawiać aż do końca dnia. ' +
        'Na ten dzień są już 2 zamówienia (nr 12, 15). ' +
        'Po zamknięciu zostaną, ale goście nie będą mogli zamawiać — zadzwoń do nich, jeśli trzeba.',
    )
    t.equal(
      document.activeElement,
      within(dialog).getByRole('button', { name: 'Anuluj' }),
      'the safe answer first',
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }))
    t.equal(screen.queryByRole('alertdialog'), null)
    t.equal(callsTo('PUT', `/api/calendar/${today}`).length, 0, 'cancel: nothing saved, the date stays open')
    t.ok(screen.getByText('Brak wyjątków w najbliższych 60 dniach — obowiązuje zwykły harmonogram.'))

    await submit()
    dialog = await screen.findByRole('alertdialog')
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Zamknij dziś' }))
    })
    t.same(callsTo('PUT', `/api/calendar/${today}`)[0]!.body, { closed: true })
    await notified(`Zapisano w kalendarzu: ${screen.getByText(/^Wybrano: /).textContent!.slice(9)}.`)
    const list = screen.getByRole('region', { name: /— już złożone: 2 zamówienia$/ })
    const rows = within(list)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('span')!.textContent)
    t.same(rows, ['nr 12, 14:50, Dostawa kurierem, Przyjęte', 'nr 15, 19:30, Odbiór osobisty, Nowe'])
    fireEvent.click(within(list).getByRole('button', { name: 'Pokaż nr 15 na tablicy' }))
    t.equal(screen.getByRole('button', { name: 'Zamówienia' }).getAttribute('aria-pressed'), 'true')
    await waitFor(() => {
      if ((document.activeElement as HTMLElement | null)?.dataset.orderId !== 'QWERTYUPAS45')
        throw new Error('the card of no. 15 is not focused yet')
    })
  },
)

t.test(
  'special hours on a later date: the orders outside them by number and time, no board link',
  async (t) => {
    const api = staffApi()
    await calendarWith(api, {
      '2026-12-31': [
        placed('P3V8N6RD2HJC', 21, '2026-12-31T10:30:00.000Z'),
        placed('Z5T9C4LW7MQE', 22, '2026-12-31T14:00:00.000Z'),
      ],
      '2026-12-30': [],
    })
    // A date without orders saves at once, as before.
    fireEvent.change(screen.getByLabelText('Data'), { target: { value: '2026-12-30' } })
    fireEvent.click(screen.getByLabelText('Zamknięte cały dzień'))
    await submit()
    t.equal(screen.queryByRole('alertdialog'), null)
    t.same(callsTo('PUT', '/api/calendar/2026-12-30')[0]!.body, { closed: true })

    fireEvent.change(screen.getByLabelText('Data'), { target: { value: '2026-12-31' } })
    fireEvent.click(screen.getByLabelText('Godziny specjalne'))
    // Not the form's own 12:00–18:00: the typed hours are the ones asked about and sent.
    fireEvent.change(screen.getByLabelText('Otwarcie'), { target: { value: '13:00' } })
    fireEvent.change(screen.getByLabelText('Zamknięcie'), { target: { value: '17:00' } })
    await submit()
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Zmienić godziny: czwartek 31.12.2026, 13:00–17:00?',
    })
    t.ok(
      within(dialog).getByText(
        'Na ten dzień są już 2 zamówienia (nr 21, 22). Poza nowymi godzinami 13:00–17:00: nr 21 (11:30). ' +
          'Zamówienia zostaną — zadzwoń do tych gości, jeśli trzeba.',
      ),
    )
    // Escape is "cancel" too: nothing saved.
    fireEvent.keyDown(document, { key: 'Escape' })
    t.equal(screen.queryByRole('alertdialog'), null)
    t.equal(callsTo('PUT', '/api/calendar/2026-12-31').length, 0)

    await submit()
    await act(async () => {
      fireEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Zmień godziny' }),
      )
    })
    t.same(callsTo('PUT', '/api/calendar/2026-12-31')[0]!.body, { opensAt: '13:00', closesAt: '17:00' })
    t.ok(await screen.findByText('czwartek 31.12.2026: 13:00–17:00'), 'the saved entry at once')
    const list = screen.getByRole('region', { name: 'czwartek 31.12.2026 — już złożone: 2 zamówienia' })
    t.same(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
      ['nr 21, 11:30, Odbiór osobisty, Nowe — poza nowymi godzinami', 'nr 22, 15:00, Odbiór osobisty, Nowe'],
    )
    t.equal(
      within(list).queryAllByRole('button', { name: /na tablicy/ }).length,
      0,
      'the board holds today only',
    )
    fireEvent.click(within(list).getByRole('button', { name: 'Ukryj listę' }))
    t.equal(screen.queryByRole('region', { name: /już złożone/ }), null)
  },
)

t.test('the words in both languages, with Polish plural forms', async (t) => {
  const one = [placed('A', 7, '2026-12-24T16:30:00.000Z')]
  const closed = { date: '2026-12-24', closed: true, opensAt: null, closesAt: null }
  t.equal(
    ordersWarning(createTranslator('pl'), one, closed),
    'Na ten dzień jest już 1 zamówienie (nr 7). Po zamknięciu zostaną, ale goście nie będą mogli zamawiać — zadzwoń do nich, jeśli trzeba.',
  )
  const five = [1, 2, 3, 4, 5].map((n) => placed(String(n), n, '2026-12-24T16:30:00.000Z'))
  t.match(
    ordersWarning(createTranslator('pl'), five, closed),
    /^Na ten dzień jest już 5 zamówień \(nr 1, 2, 3, 4, 5\)\./,
  )
  const hours = { date: '2026-12-24', closed: false, opensAt: '12:00', closesAt: '18:00' }
  t.equal(
    ordersWarning(createTranslator('en'), [placed('B', 8, '2026-12-24T10:00:00.000Z'), ...one], hours),
    'There are already 2 orders for this day (nos. 7, 8). Outside the new hours 12:00–18:00: no. 8 (11:00). ' +
      'The orders stay — call those guests if needed.',
  )
  t.equal(
    ordersWarning(createTranslator('en'), one, hours),
    'There is already 1 order for this day (no. 7). All of them fall within the new hours 12:00–18:00 and stay; guests can order only within those hours.',
  )
  t.equal(ordersWarning(createTranslator('pl'), [], closed), '')
})
