/**
 * The staff board of today's orders: live events, accepting, cancelling, conflicts, the kitchen
 * ticket, re-fetching on reconnect, and the order of the list.
 */
import '../helpers/setup.js'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import t from 'tap'
import { applyOrderEvent, newestFirst } from '#client/features/staff-board/board-state.js'
import type { StaffOrder } from '#schemas/orders.js'
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

// ---------- The board ----------

t.test('the board applies live events: a new order on top, highlighted until accepted', async (t) => {
  const api = staffApi({ orders: [order({ id: 'OLDORDER2345', number: 6, status: 'ACCEPTED' })] })
  await signedIn(api)
  t.equal(cards().length, 1)
  t.notOk(cards()[0]!.dataset.highlighted, 'an accepted order is not highlighted')

  const fresh = order({
    id: 'NEWORDER2345',
    number: 7,
    status: 'NEW',
    deliveryType: 'SELF',
    address: null,
    totals: { products: 99, discount: 0, delivery: 0, deposits: 0, total: 99, byRate: [] },
    createdAt: '2026-11-25T14:01:00.000Z',
    comment: 'Bez wasabi, proszę',
  })
  const created = JSON.stringify({ type: 'created', order: fresh })
  await act(async () => {
    // Split across chunks, with a heartbeat comment in between.
    api.stream.send(': ping\n\nevent: order\nda')
    api.stream.send(`ta: ${created.slice(0, 40)}`)
    api.stream.send(`${created.slice(40)}\n\n`)
  })
  await waitFor(() => {
    if (cards().length !== 2) throw new Error('new order not shown')
  })
  const top = cards()[0]!
  t.equal(top.dataset.orderId, 'NEWORDER2345', 'newest first')
  t.equal(top.dataset.highlighted, 'true', 'highlighted')
  t.ok(within(top).getByText('Czeka na przyjęcie'))
  t.ok(within(top).getByText('#7', { exact: false }))
  t.ok(within(top).getByText('Bez wasabi, proszę'))
  t.ok(within(top).getByText('Odbiór osobisty'))
  t.ok(within(top).getByText('Jak najszybciej'))
  t.ok(within(top).getByText('Gotówka'))
  t.equal(within(top).getByText('600 100 200').getAttribute('href'), 'tel:+48600100200')
  t.match(top.textContent, /2 ×\s*Nigiri łosoś/)
  t.match(top.textContent, /99,00\s*zł/)
  t.ok(screen.getByText('1 nowe zamówienie czeka na przyjęcie'))
  t.match(document.title, /^\(1\) Panel obsługi/)

  const updated = JSON.stringify({ type: 'updated', order: { ...fresh, status: 'ACCEPTED' } })
  await act(async () => {
    api.stream.send(`event: order\r\ndata: ${updated}\r\n\r\n`)
  })
  await waitFor(() => {
    if (cards()[0]!.dataset.highlighted) throw new Error('still highlighted')
  })
  t.equal(cards().length, 2, 'replaced, not added')
  t.equal(within(cards()[0]!).getByText('Przyjęte').className, 'manage-status manage-status-accepted')
  t.equal(screen.queryByText('1 nowe zamówienie czeka na przyjęcie'), null)
  t.notMatch(document.title, /^\(/)
})

t.test('accepting a courier order asks when it is delivered; the lifecycle buttons follow', async (t) => {
  const fresh = order({ id: 'NEWORDER2345', number: 7, status: 'NEW', comment: 'Domofon nie działa' })
  const api = staffApi({ orders: [fresh] })
  api.handlers['POST /api/orders/NEWORDER2345/status'] = (call) => {
    const body = call.body as { status: StaffOrder['status']; estimatedReadyAt?: string }
    return json(200, { ...fresh, status: body.status, estimatedReadyAt: body.estimatedReadyAt ?? null })
  }
  await signedIn(api)
  const card = () => cards()[0]!
  t.equal(card().dataset.highlighted, 'true')
  t.ok(within(card()).getByText('ul. Józefa 12/4', { exact: false }), 'courier address')

  fireEvent.click(within(card()).getByRole('button', { name: 'Przyjmij' }))
  t.ok(within(card()).getByRole('form', { name: 'Przyjmij zamówienie: kiedy kurier je dowiezie?' }))
  const started = Date.now()
  await act(async () => {
    fireEvent.click(within(card()).getByRole('button', { name: 'Dostawa za 45 min' }))
  })
  await waitFor(() => {
    if (card().dataset.highlighted) throw new Error('still NEW')
  })
  const sent = callsTo('POST', '/api/orders/NEWORDER2345/status')[0]!
  t.same([sent.headers.authorization, sent.cookie], ['Bearer T1', false])
  t.equal((sent.body as { status: string }).status, 'ACCEPTED')
  const eta = Date.parse((sent.body as { estimatedReadyAt: string }).estimatedReadyAt)
  t.ok(Math.abs(eta - (started + 45 * 60_000)) < 5000, 'delivered in 45 min: what the guest is told')

  // Courier: ACCEPTED → IN_DELIVERY (or cancel).
  t.ok(within(card()).getByRole('button', { name: 'Wydane kurierowi' }))
  t.ok(within(card()).getByRole('button', { name: 'Anuluj' }))
  t.equal(within(card()).queryByRole('button', { name: 'Gotowe do odbioru' }), null)
})

t.test('accepting at a typed time, and cancelling only with a reason', async (t) => {
  const fresh = order({ id: 'NEWORDER2345', number: 7, status: 'NEW' })
  const api = staffApi({ orders: [fresh] })
  api.handlers['POST /api/orders/NEWORDER2345/status'] = (call) => {
    const body = call.body as { status: StaffOrder['status']; reason?: string }
    return json(200, { ...fresh, status: body.status, cancelReason: body.reason ?? null })
  }
  await signedIn(api)
  const card = () => cards()[0]!

  fireEvent.click(within(card()).getByRole('button', { name: 'Przyjmij' }))
  const time = within(card()).getByLabelText('Dostawa o') as HTMLInputElement
  t.match(time.value, /^\d{2}:\d{2}$/, 'a time is proposed')
  fireEvent.change(time, { target: { value: '' } })
  fireEvent.submit(time.form!)
  t.ok(within(card()).getByText('Podaj godzinę w formacie GG:MM.'))
  t.equal(callsTo('POST', '/api/orders/NEWORDER2345/status').length, 0)
  fireEvent.click(within(card()).getByRole('button', { name: 'Wróć' }))

  fireEvent.click(within(card()).getByRole('button', { name: 'Anuluj' }))
  const form = within(card()).getByRole('form', { name: 'Anuluj zamówienie' })
  fireEvent.submit(form)
  t.ok(within(card()).getByText('Podaj powód anulowania.'), 'a reason is required')
  t.equal(callsTo('POST', '/api/orders/NEWORDER2345/status').length, 0, 'nothing sent without a reason')
  fireEvent.click(within(card()).getByRole('button', { name: 'Brak składników' }))
  await act(async () => {
    fireEvent.submit(form)
  })
  await waitFor(() => {
    if (cards().length !== 0) throw new Error('not cancelled')
  })
  t.same(callsTo('POST', '/api/orders/NEWORDER2345/status')[0]!.body, {
    status: 'CANCELLED',
    reason: 'Brak składników',
  })
  t.equal(cards().length, 0, 'a cancelled order leaves the in-progress view')
  fireEvent.click(screen.getByRole('button', { name: /^Wszystkie dziś/ }))
  t.equal(cards().length, 1, 'and is listed under all')
  t.ok(within(card()).getByText('Brak składników'))
})

t.test('a 409 shows the server message and fetches the list again', async (t) => {
  const api = staffApi({ orders: [order({ id: 'ORDER2345678', status: 'ACCEPTED', deliveryType: 'SELF' })] })
  api.handlers['POST /api/orders/ORDER2345678/status'] = () =>
    json(409, {
      statusCode: 409,
      message: 'Zamówienie zmieniło się w międzyczasie. Odśwież listę.',
      code: 'ORDER_CHANGED',
    })
  await signedIn(api)
  const before = callsTo('GET', '/api/orders').length
  api.setOrders([order({ id: 'ORDER2345678', status: 'READY', deliveryType: 'SELF' })])
  await act(async () => {
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Gotowe do odbioru' }))
  })
  await notified('Zamówienie zmieniło się w międzyczasie. Odśwież listę.')
  await waitFor(() => {
    if (!within(cards()[0]!).queryByRole('button', { name: 'Odebrane' })) throw new Error('not refreshed')
  })
  t.ok(callsTo('GET', '/api/orders').length > before, 'list fetched again')
})

t.test('"Drukuj bon" prints a kitchen ticket of that order only', async (t) => {
  const api = staffApi({ orders: [order({ comment: 'Bez sezamu' })] })
  await signedIn(api)
  let printed = 0
  const realPrint = window.print
  window.print = () => {
    printed++
  }
  t.teardown(() => {
    window.print = realPrint
  })
  fireEvent.click(screen.getByRole('button', { name: 'Drukuj bon' }))
  const ticket = document.querySelector('body > .manage-print-root .manage-ticket')
  t.ok(ticket, 'the ticket is mounted at the end of <body> (the print CSS hides the rest)')
  t.match(ticket?.textContent, /#6/)
  t.match(ticket?.textContent, /2 ×\s*Nigiri łosoś/)
  t.match(ticket?.textContent, /Bez sezamu/)
  await waitFor(() => {
    if (printed === 0) throw new Error('not printed')
  })
  act(() => {
    window.dispatchEvent(new window.Event('afterprint'))
  })
  t.equal(document.querySelector('.manage-print-root'), null, 'removed after printing')
})

t.test('the board says how many places orders waiting for online payment hold', async (t) => {
  await signedIn(staffApi({ unpaidHolds: 3 }))
  t.ok(screen.getByText('3 miejsca w kuchni trzymają zamówienia czekające na płatność online'))
  restoreAfterTest()
  await signedIn(staffApi({ unpaidHolds: 0 }))
  t.equal(document.querySelector('.manage-holds'), null, 'nothing when no place is held')
})

t.test('the board re-fetches the list when the stream reconnects', async (t) => {
  const api = staffApi()
  await signedIn(api)
  const before = callsTo('GET', '/api/orders').length
  await act(async () => {
    api.stream.send('event: ready\ndata: {}\n\n')
  })
  await waitFor(() => {
    if (callsTo('GET', '/api/orders').length !== before + 1) throw new Error('not re-fetched')
  })
  t.pass()
})

t.test('newest first, and an event replaces the older copy', async (t) => {
  const a = order({ id: 'A', number: 1, createdAt: '2026-11-25T13:00:00Z' })
  const b = order({ id: 'B', number: 2, createdAt: '2026-11-25T13:30:00Z' })
  t.same(
    newestFirst([a, b]).map((o) => o.id),
    ['B', 'A'],
  )
  const moved = applyOrderEvent([b, a], { type: 'updated', order: { ...a, status: 'READY' } })
  t.same(
    moved.map((o) => [o.id, o.status]),
    [
      ['B', 'ACCEPTED'],
      ['A', 'READY'],
    ],
  )
})
