/**
 * What guests meet of the kitchen's levers: the header's pause line, the checkout without paused or
 * full slots, busy mode's longer ASAP time, a postal code outside the delivery area, the delivery
 * area on the delivery page.
 */
import '../helpers/setup.js'
import FakeTimers from '@sinonjs/fake-timers'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import t from 'tap'
import { cart } from '#client/features/cart/cart.js'
import { DeliveryArea } from '#client/features/site-status/DeliveryArea.js'
import { KitchenNotice } from '#client/features/site-status/KitchenNotice.js'
import { OrderPage } from '#client/pages/OrderPage.js'
import { Root } from '#client/Root.js'
import { formatTime } from '#domain/hours/format.js'
import { json, mockFetch, openStatus, renderAt } from './checkout-fixtures.js'

// Wednesday 25 November 2026, 15:00 in Kraków.
const NOW = new Date('2026-11-25T14:00:00Z')
const at = (time: string) => new Date(`2026-11-25T${time}:00+01:00`).toISOString()
const kitchen = {
  busyMinutes: 0,
  fullSlots: { COURIER: [], SELF: [] },
  deliveryArea: ['30-', '31-', '32-020'],
}

function serve(status: Record<string, unknown>) {
  mockFetch((url) => {
    if (url === '/api/utils/isSiteClosed') return json(false)
    if (url === '/api/site-status') return json({ ...openStatus, pause: null, kitchen, ...status })
    return json({ statusCode: 404, message: 'nie ma' }, 404)
  })
}
const fetched = () => waitFor(() => screen.getByText(/Jak najszybciej/))
const slotTimes = () =>
  [...(screen.getByLabelText('Godzina') as HTMLSelectElement).options]
    .map((o) => o.value)
    .filter(Boolean)
    .map((v) => formatTime(new Date(v), 'pl'))

t.beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  cart.reset()
  cart.set('sashimi-losos', 3)
})
t.afterEach(() => cleanup())

t.test(
  'a pick-up pause: the header and the checkout say until when; paused and full slots are not offered',
  async (t) => {
    const clock = FakeTimers.install({ now: NOW, toFake: ['Date'] })
    t.teardown(() => clock.uninstall())
    serve({
      pause: { until: at('16:00'), deliveryTypes: ['SELF'], reason: 'Dużo zamówień' },
      kitchen: { ...kitchen, fullSlots: { COURIER: [], SELF: [at('16:15')] } },
    })
    render(
      <Root lang="pl" origin="https://sakanasushi.test">
        <KitchenNotice />
      </Root>,
    )
    t.ok(
      await screen.findByText('Odbiór osobisty jest wstrzymany do 16:00. Dużo zamówień.'),
      'the header line',
    )
    cleanup()
    renderAt('/zamowienie/', <OrderPage />)
    await fetched()
    fireEvent.click(screen.getByLabelText(/Odbiór osobisty/))
    const beside = await screen.findByText(
      'Odbiór osobisty jest wstrzymany do 16:00. Dużo zamówień. Najwcześniej na 16:00.',
    )
    const submit = screen.getByRole('button', { name: /Zamawiam i płacę/ }) as HTMLButtonElement
    t.ok(submit.disabled, 'no ASAP pick-up')
    t.match(
      submit.getAttribute('aria-describedby'),
      beside.closest('.checkout-paused')!.id,
      'the order button is described by the pause beside it',
    )
    t.notOk(screen.queryByRole('button', { name: 'Odbiorę osobiście' }), 'pick-up is the paused one')
    fireEvent.click(screen.getByRole('button', { name: 'Zamów na 16:00' }))
    t.ok((screen.getByLabelText(/Na godzinę/) as HTMLInputElement).checked, 'one tap: a time instead')
    t.equal((screen.getByLabelText('Godzina') as HTMLSelectElement).value, at('16:00'), 'the first free time')
    t.notOk(submit.disabled, 'the order can go for that time')
    const times = slotTimes()
    t.equal(times[0], '16:00', 'nothing inside the pause')
    t.notOk(times.includes('16:15'), 'the full slot is not offered')
    t.ok(times.includes('16:30'))
    fireEvent.click(screen.getByLabelText(/Dostawa kurierem/))
    t.equal(screen.queryByText(/wstrzymany/), null, 'courier delivery is not paused')
  },
)

t.test('a courier pause: beside the order button, pick-up is one tap away', async (t) => {
  const clock = FakeTimers.install({ now: NOW, toFake: ['Date'] })
  t.teardown(() => clock.uninstall())
  serve({ pause: { until: at('16:00'), deliveryTypes: ['COURIER'], reason: null } })
  renderAt('/zamowienie/', <OrderPage />)
  await fetched()
  const submit = screen.getByRole('button', { name: /Zamawiam i płacę/ }) as HTMLButtonElement
  await screen.findByText('Dostawa kurierem jest wstrzymana do 16:00. Najwcześniej na 16:00.')
  t.ok(submit.disabled, 'no ASAP courier order during the pause')
  t.ok(screen.getByRole('button', { name: 'Zamów na 16:00' }), 'the first free courier time, one tap')
  fireEvent.click(screen.getByRole('button', { name: 'Odbiorę osobiście' }))
  t.ok((screen.getByLabelText(/Odbiór osobisty/) as HTMLInputElement).checked, 'switched to pick-up')
  t.equal(screen.queryByText(/wstrzymana/), null, 'nothing paused any more')
  t.notOk(submit.disabled, 'pick-up as soon as possible can be ordered')
})

t.test('busy mode: the ASAP choice names the longer times', async (t) => {
  serve({ kitchen: { ...kitchen, busyMinutes: 30 } })
  renderAt('/zamowienie/', <OrderPage />)
  t.ok(await screen.findByText('Dostawa ok. 90 min, odbiór ok. 60 min — kuchnia ma teraz dużo zamówień'))
})

t.test(
  'a postal code outside the area is flagged as it is typed, and pick-up is one click away',
  async (t) => {
    serve({})
    renderAt('/zamowienie/', <OrderPage />)
    await fetched()
    await act(async () => {})
    const code = screen.getByLabelText('Kod pocztowy')
    fireEvent.change(code, { target: { value: '34-5' } })
    t.equal(screen.queryByText(/Nie dowozimy/), null, 'not while incomplete')
    fireEvent.change(code, { target: { value: '34-500' } })
    const alert = await screen.findByText(
      'Nie dowozimy pod kod pocztowy 34-500. Możesz odebrać zamówienie osobiście.',
    )
    t.ok(alert)
    t.ok((screen.getByRole('button', { name: /Zamawiam i płacę/ }) as HTMLButtonElement).disabled)
    fireEvent.change(code, { target: { value: '31-056' } })
    t.equal(screen.queryByText(/Nie dowozimy/), null, 'inside the area')
    fireEvent.change(code, { target: { value: '34500' } })
    fireEvent.click(await screen.findByRole('button', { name: 'Wybierz odbiór osobisty' }))
    t.equal(screen.queryByLabelText('Kod pocztowy'), null, 'switched to pick-up: no address')
    t.ok((screen.getByLabelText(/Odbiór osobisty/) as HTMLInputElement).checked)
  },
)

t.test("the header tells today's special hours; the delivery page lists the area", async (t) => {
  serve({ today: { date: '2026-11-25', opensAt: '12:00', closesAt: '18:00', note: 'Sylwester' } })
  render(
    <Root lang="en" origin="https://sakanasushi.test">
      <KitchenNotice />
      <DeliveryArea />
    </Root>,
  )
  t.ok(await screen.findByText('Open today 12:00–18:00 (Sylwester)'))
  t.ok(await screen.findByText('30-…, 31-…, 32-020'))
  t.ok(screen.getByRole('heading', { name: 'Postal codes our couriers reach' }))
})
