/** Each order card's invoice: waiting, issued with KSeF's number, failing with why; re-issue and correction. */
import '../helpers/setup.js'
import { act, fireEvent, screen, within } from '@testing-library/react'
import t from 'tap'
import {
  callsTo,
  cards,
  json,
  notified,
  order,
  restoreAfterTest,
  staffApi,
} from '../helpers/staff-fake-api.js'
import { invoice, me, signedInAs } from './invoice-fixtures.js'

t.afterEach(restoreAfterTest)

const KSEF = '6762465290-20261128-8A2B4C6D8E0F-7A'
const waiting = order({ id: 'WAITING00001', number: 11, status: 'ACCEPTED', invoice: invoice() })
const issuing = order({
  id: 'ISSUING00001',
  number: 12,
  status: 'COMPLETED',
  invoice: invoice({ status: 'ISSUING', number: 'FV/2026/11/2' }),
})
const issued = order({
  id: 'ISSUED000001',
  number: 13,
  status: 'COMPLETED',
  invoice: invoice({
    status: 'ISSUED',
    number: 'FV/2026/11/1',
    ksefNumber: KSEF,
    issuedAt: '2026-11-28T13:05:00.000Z',
  }),
})
const failed = order({
  id: 'FAILED000001',
  number: 14,
  status: 'COMPLETED',
  invoice: invoice({
    status: 'FAILED',
    number: 'FV/2026/11/3',
    lastError: 'KSeF odrzucił fakturę: nieprawidłowy NIP nabywcy.',
  }),
})

const cardOf = (number: number) => cards().find((c) => c.textContent?.includes(`#${number}`))!
const stateOf = (number: number) => within(cardOf(number)).getByTestId('invoice-state').textContent

t.test('the manager reads each state and issues a failed invoice again', async (t) => {
  const api = staffApi({ orders: [waiting, issuing, issued, failed] })
  api.handlers['POST /api/orders/FAILED000001/invoice/issue'] = () =>
    json(202, { ...failed, invoice: { ...failed.invoice!, status: 'ISSUING', lastError: null } })
  await signedInAs(api, 'pl')
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /^Wszystkie/ }))
  })
  t.equal(stateOf(11), 'Faktura: czeka')
  t.equal(stateOf(12), 'Faktura: czeka')
  t.equal(stateOf(13), `Faktura FV/2026/11/1 · KSeF ${KSEF}`)
  t.equal(stateOf(14), 'Faktura nie wysłana: KSeF odrzucił fakturę: nieprawidłowy NIP nabywcy.')
  // One badge says the order is on a company; the state is a line, not a second badge.
  t.equal(cardOf(14).querySelectorAll('.manage-invoice-badge').length, 1)
  t.equal(within(cardOf(11)).queryByRole('button', { name: /faktur/i }), null, 'nothing to do while it waits')
  t.equal(within(cardOf(12)).queryByRole('button', { name: /Wystaw/ }), null)

  await act(async () => {
    fireEvent.click(
      within(cardOf(14)).getByRole('button', { name: 'Wystaw ponownie fakturę zamówienia #14' }),
    )
  })
  t.equal(callsTo('POST', '/api/orders/FAILED000001/invoice/issue').length, 1)
  await notified('Zamówienie #14: faktura wysłana do KSeF ponownie.')
  t.equal(stateOf(14), 'Faktura: czeka', 'the card shows the answer')
  t.equal(within(cardOf(14)).queryByRole('button', { name: /Wystaw ponownie/ }), null)
})

t.test('a correction of an issued invoice, with its reason; then its state', async (t) => {
  const api = staffApi({ orders: [issued] })
  api.handlers['GET /api/staff/me'] = me('OWNER')
  api.handlers['POST /api/orders/ISSUED000001/invoice/correction'] = () =>
    json(202, {
      ...issued,
      invoice: {
        ...issued.invoice!,
        correction: { number: 'FV/2026/11/4', ksefNumber: null, status: 'ISSUING' },
      },
    })
  await signedInAs(api, 'pl')
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /^Wszystkie/ }))
  })
  const card = cardOf(13)
  fireEvent.click(within(card).getByRole('button', { name: 'Korekta faktury zamówienia #13' }))
  const send = within(card).getByRole('button', { name: 'Wystaw korektę' }) as HTMLButtonElement
  t.ok(send.disabled, 'no correction without a reason')
  fireEvent.change(within(card).getByLabelText('Powód korekty (na fakturze korygującej)'), {
    target: { value: 'Zwrot pieniędzy: brak dostawy' },
  })
  await act(async () => {
    fireEvent.click(send)
  })
  t.same(callsTo('POST', '/api/orders/ISSUED000001/invoice/correction')[0]?.body, {
    reason: 'Zwrot pieniędzy: brak dostawy',
  })
  t.equal(within(cardOf(13)).getByTestId('invoice-correction').textContent, 'Korekta FV/2026/11/4: czeka')
  t.equal(within(cardOf(13)).queryByRole('button', { name: /korekt/i }), null, 'one correction only')
})

t.test('the kitchen sees the states but has no invoice buttons', async (t) => {
  const api = staffApi({ orders: [issued, failed] })
  api.handlers['GET /api/staff/me'] = me('KITCHEN')
  await signedInAs(api, 'pl')
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /^Wszystkie/ }))
  })
  t.match(stateOf(14), 'Faktura nie wysłana')
  t.equal(within(cardOf(14)).queryByRole('button', { name: /Wystaw/ }), null)
  t.equal(within(cardOf(13)).queryByRole('button', { name: /korekt/i }), null)
})

t.test('in English', async (t) => {
  const corrected = order({
    id: 'CORRECTED001',
    number: 15,
    status: 'CANCELLED',
    invoice: invoice({
      status: 'CORRECTED',
      number: 'FV/2026/11/5',
      ksefNumber: KSEF,
      correction: {
        number: 'FV/2026/11/6',
        ksefNumber: '6762465290-20261128-000000000001-1C',
        status: 'ISSUED',
      },
    }),
  })
  const api = staffApi({ orders: [waiting, issued, failed, corrected] })
  await signedInAs(api, 'en')
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /^All/ }))
  })
  t.equal(stateOf(11), 'Invoice: waiting')
  t.equal(stateOf(13), `Invoice FV/2026/11/1 · KSeF ${KSEF}`)
  t.equal(stateOf(14), 'Invoice not sent: KSeF odrzucił fakturę: nieprawidłowy NIP nabywcy.')
  t.ok(within(cardOf(14)).getByRole('button', { name: 'Issue again: the invoice of order #14' }))
  t.ok(within(cardOf(13)).getByRole('button', { name: 'Correction of the invoice of order #13' }))
  t.equal(stateOf(15), `Invoice FV/2026/11/5 corrected · KSeF ${KSEF}`)
  t.equal(
    within(cardOf(15)).getByTestId('invoice-correction').textContent,
    'Correction FV/2026/11/6 · KSeF 6762465290-20261128-000000000001-1C',
  )
})
