/**
 * The board on a real evening (docs/kitchen.md, "The board" and "Times a guest can trust"): a new
 * time for an accepted order, waiting orders first, a banner on every tab, a lost connection.
 */
import '../helpers/setup.js'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import t from 'tap'
import {
  callsTo,
  cards,
  json,
  notified,
  order,
  restoreAfterTest,
  signedIn,
  staffApi,
} from '../helpers/staff-fake-api.js'

t.afterEach(restoreAfterTest)

t.test(
  '"Zmień czas" gives an accepted order a new time; a pick-up order asks when it is ready',
  async (t) => {
    const accepted = order({
      id: 'ACCEPTED2345',
      number: 8,
      status: 'ACCEPTED',
      deliveryType: 'SELF',
      address: null,
      estimatedReadyAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    })
    const api = staffApi({ orders: [accepted] })
    api.handlers['POST /api/orders/ACCEPTED2345/time'] = (call) =>
      json(200, {
        ...accepted,
        estimatedReadyAt: (call.body as { estimatedReadyAt: string }).estimatedReadyAt,
      })
    await signedIn(api)
    const card = () => cards()[0]!
    fireEvent.click(within(card()).getByRole('button', { name: 'Zmień czas' }))
    t.ok(within(card()).getByRole('form', { name: 'Zmień czas: kiedy będzie gotowe do odbioru?' }))
    const started = Date.now()
    await act(async () => {
      fireEvent.click(within(card()).getByRole('button', { name: 'Gotowe za 30 min' }))
    })
    await notified('Nowy czas zapisany; gość dostanie e-mail.')
    const sent = callsTo('POST', '/api/orders/ACCEPTED2345/time')
    t.equal(sent.length, 1, 'one call to /time')
    t.same(Object.keys(sent[0]!.body as object), ['estimatedReadyAt'], 'no status move')
    const eta = Date.parse((sent[0]!.body as { estimatedReadyAt: string }).estimatedReadyAt)
    t.ok(Math.abs(eta - (started + 30 * 60_000)) < 5000, 'now + 30 min')
    t.equal(callsTo('POST', '/api/orders/ACCEPTED2345/status').length, 0)
    t.ok(within(card()).getByRole('button', { name: 'Zmień czas' }), 'the form closed; the card is back')
  },
)

t.test(
  'waiting orders first, the oldest on top; a banner on every tab; a lost connection alerts at once',
  async (t) => {
    const older = order({
      id: 'WAITOLDER234',
      number: 3,
      status: 'NEW',
      createdAt: '2026-11-25T13:40:00.000Z',
    })
    const newer = order({
      id: 'WAITNEWER234',
      number: 5,
      status: 'NEW',
      createdAt: '2026-11-25T13:50:00.000Z',
    })
    const busy = order({
      id: 'ACCEPTED2345',
      number: 4,
      status: 'ACCEPTED',
      createdAt: '2026-11-25T13:45:00.000Z',
    })
    const api = staffApi({ orders: [newer, busy, older] })
    await signedIn(api)
    await waitFor(() => {
      if (cards().length !== 3) throw new Error('not listed yet')
    })
    t.same(
      cards().map((c) => c.dataset.orderId),
      ['WAITOLDER234', 'WAITNEWER234', 'ACCEPTED2345'],
      'waiting orders first, oldest first',
    )

    // Another tab: the banner stays in sight and leads back to the board.
    fireEvent.click(screen.getByRole('button', { name: 'Kody promocyjne' }))
    const banner = screen.getByText('2 nowe zamówienia czekają na przyjęcie')
    t.notOk(banner.closest('[hidden]'), 'the banner is not inside the hidden board')
    fireEvent.click(screen.getByRole('button', { name: 'Pokaż zamówienia' }))
    t.equal(screen.getByRole('button', { name: 'Zamówienia' }).getAttribute('aria-pressed'), 'true')

    // The server goes away: a full-width alert at once, not a grey "Łączenie…".
    await act(async () => {
      api.stream.drop()
    })
    const lost = await screen.findByText(/^Brak połączenia z serwerem/)
    t.equal(lost.getAttribute('role'), 'alert')
  },
)
