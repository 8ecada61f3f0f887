/** The staff's kitchen controls: pause and resume, capacity and busy mode, the delivery area, the calendar. */
import '../helpers/setup.js'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import t from 'tap'
import { warsawDate } from '#domain/hours/warsaw-time.js'
import {
  callsTo,
  json,
  notified,
  restoreAfterTest,
  SITE_STATUS,
  signedIn,
  staffApi,
} from '../helpers/staff-fake-api.js'

t.afterEach(restoreAfterTest)

const SETTINGS = {
  slotCapacity: { COURIER: null, SELF: null },
  busyMinutes: 0,
  deliveryArea: ['30-', '31-', '32-020'],
}

t.test('pause for 15 minutes, courier only, with a reason; "Wznów teraz" ends it', async (t) => {
  const api = staffApi()
  const until = new Date(Date.now() + 15 * 60_000).toISOString()
  let paused = false
  const status = () => ({
    ...SITE_STATUS,
    pause: paused ? { until, deliveryTypes: ['COURIER'], reason: 'Dużo zamówień' } : null,
  })
  api.handlers['GET /api/site-status'] = () => json(200, status())
  api.handlers['POST /api/utils/pause'] = () => {
    paused = true
    return json(200, status())
  }
  api.handlers['POST /api/utils/resume'] = () => {
    paused = false
    return json(200, status())
  }
  await signedIn(api)
  fireEvent.click(screen.getByRole('button', { name: 'Dzień' }))
  fireEvent.change(screen.getByLabelText('Na jak długo'), { target: { value: '15' } })
  fireEvent.click(screen.getByLabelText('odbiór osobisty'))
  fireEvent.change(screen.getByLabelText('Powód widoczny dla gości (opcjonalnie)'), {
    target: { value: 'Dużo zamówień' },
  })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Wstrzymaj' }))
  })
  const sent = callsTo('POST', '/api/utils/pause')
  t.equal(sent.length, 1)
  t.same(sent[0]!.body, { minutes: 15, deliveryTypes: ['COURIER'], reason: 'Dużo zamówień' })
  t.same([sent[0]!.headers.authorization, sent[0]!.cookie], ['Bearer T1', false])
  await notified('Zamówienia wstrzymane.')
  t.ok(await screen.findByText(/Zamówienia wstrzymane do \d\d:\d\d \(dostawa\) — Dużo zamówień/))
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Wznów teraz' }))
  })
  t.equal(callsTo('POST', '/api/utils/resume').length, 1)
  await notified('Zamówienia wznowione.')
  await waitFor(() => {
    if (screen.queryByRole('button', { name: 'Wznów teraz' })) throw new Error('still paused')
  })

  fireEvent.change(screen.getByLabelText('Na jak długo'), { target: { value: 'closing' } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Wstrzymaj' }))
  })
  t.same(callsTo('POST', '/api/utils/pause')[1]!.body, {
    untilClosing: true,
    deliveryTypes: ['COURIER'],
    reason: 'Dużo zamówień',
  })
})

t.test('the kitchen tab: capacity, busy mode, delivery area and the calendar', async (t) => {
  const api = staffApi()
  let settings = SETTINGS
  let days: Record<string, unknown>[] = [
    { date: '2026-12-24', closed: true, opensAt: null, closesAt: null, note: 'Wigilia' },
  ]
  api.handlers['GET /api/kitchen'] = () => json(200, settings)
  api.handlers['PUT /api/kitchen'] = (call) => {
    settings = { ...settings, ...(call.body as object) }
    return json(200, settings)
  }
  const calendarCaches: (RequestCache | undefined)[] = []
  api.handlers['GET /api/calendar'] = (_call, init) => {
    calendarCaches.push(init?.cache)
    return json(200, { from: '2026-11-25', to: '2027-01-23', days })
  }
  api.handlers['PUT /api/calendar/2026-12-31'] = (call) => {
    const day = {
      date: '2026-12-31',
      closed: false,
      opensAt: null,
      closesAt: null,
      note: null,
      ...(call.body as object),
    }
    days = [...days, day]
    return json(200, day)
  }
  api.handlers['DELETE /api/calendar/2026-12-24'] = () => {
    days = days.filter((d) => d.date !== '2026-12-24')
    return new Response(null, { status: 204 })
  }
  api.handlers['PUT /api/calendar/2026-11-20'] = () =>
    json(422, { statusCode: 422, message: 'Ta data już minęła: zmieniać można dzisiejszy dzień i następne.' })
  // No order is placed for these dates: only closing today asks first.
  for (const date of ['2026-12-31', '2026-11-20', warsawDate(Date.now())])
    api.handlers[`GET /api/calendar/${date}/orders`] = () => json(200, { date, count: 0, orders: [] })
  await signedIn(api)
  fireEvent.click(screen.getByRole('button', { name: 'Kuchnia' }))

  const courier = await screen.findByLabelText('Zamówień z dostawą na 15 min')
  fireEvent.change(courier, { target: { value: '8' } })
  fireEvent.change(screen.getByLabelText('Dłuższy czas „jak najszybciej”'), { target: { value: '30' } })
  await act(async () => {
    fireEvent.click(screen.getAllByRole('button', { name: 'Zapisz' })[0]!)
  })
  t.same(callsTo('PUT', '/api/kitchen')[0]!.body, {
    slotCapacity: { COURIER: 8, SELF: null },
    busyMinutes: 30,
  })
  await notified('Zapisano ustawienia kuchni.')

  const area = screen.getByLabelText(/Kody pocztowe lub ich początki/)
  t.equal((area as HTMLTextAreaElement).value, '30-, 31-, 32-020')
  fireEvent.change(area, { target: { value: '30-, 31-\n32-020 32-050' } })
  await act(async () => {
    fireEvent.click(screen.getAllByRole('button', { name: 'Zapisz' })[1]!)
  })
  t.same(callsTo('PUT', '/api/kitchen')[1]!.body, { deliveryArea: ['30-', '31-', '32-020', '32-050'] })

  t.ok(await screen.findByText('czwartek 24.12.2026: zamknięte (Wigilia)'))
  // A fresh form: no date and nothing ticked.
  t.equal((screen.getByLabelText('Data') as HTMLInputElement).value, '')
  t.notOk((screen.getByLabelText('Zamknięte cały dzień') as HTMLInputElement).checked)
  t.notOk((screen.getByLabelText('Godziny specjalne') as HTMLInputElement).checked)
  fireEvent.change(screen.getByLabelText('Data'), { target: { value: '2026-12-31' } })
  t.ok(screen.getByText('Wybrano: czwartek 31.12.2026'), 'the date in Polish words')
  fireEvent.click(screen.getByLabelText('Godziny specjalne'))
  fireEvent.change(screen.getByLabelText('Otwarcie'), { target: { value: '12:00' } })
  fireEvent.change(screen.getByLabelText('Zamknięcie'), { target: { value: '18:00' } })
  fireEvent.change(screen.getByLabelText('Notatka (np. Wigilia)'), { target: { value: 'Sylwester' } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz dzień' }))
  })
  t.same(callsTo('PUT', '/api/calendar/2026-12-31')[0]!.body, {
    opensAt: '12:00',
    closesAt: '18:00',
    note: 'Sylwester',
  })
  await notified('Zapisano w kalendarzu: czwartek 31.12.2026.')
  t.ok(screen.getByText('czwartek 31.12.2026: 12:00–18:00 (Sylwester)'), 'listed at once')
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Usuń 24.12.2026' }))
  })
  await notified('Usunięto z kalendarza: 24.12.2026.')
  t.ok(
    calendarCaches.length > 1 && calendarCaches.every((c) => c === 'no-store'),
    'staff read the list past the browser cache',
  )
  t.equal(screen.queryByText('czwartek 24.12.2026: zamknięte (Wigilia)'), null, 'gone from the list at once')

  fireEvent.change(screen.getByLabelText('Data'), { target: { value: '2026-11-20' } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz dzień' }))
  })
  await notified('Ta data już minęła: zmieniać można dzisiejszy dzień i następne.')

  // Closing today asks first (guests would feel it at once).
  const today = warsawDate(Date.now())
  api.handlers[`PUT /api/calendar/${today}`] = (call) =>
    json(200, {
      date: today,
      closed: true,
      opensAt: null,
      closesAt: null,
      note: null,
      ...(call.body as object),
    })
  fireEvent.change(screen.getByLabelText('Data'), { target: { value: today } })
  fireEvent.click(screen.getByLabelText('Zamknięte cały dzień'))
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz dzień' }))
  })
  const dialog = screen.getByRole('alertdialog', { name: /^Zamknąć dziś/ })
  t.equal(callsTo('PUT', `/api/calendar/${today}`).length, 0, 'nothing saved before the confirmation')
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zamknij dziś' }))
  })
  t.same(callsTo('PUT', `/api/calendar/${today}`)[0]!.body, { closed: true, note: 'Sylwester' })
})
