/**
 * The kitchen's printers in /manage/ (docs/printing.md): printing an order again from its card.
 */
import './setup.js'
import { act, fireEvent, screen } from '@testing-library/react'
import t from 'tap'
import { callsTo, json, notified, order, restoreAfterTest, signedIn, staffApi } from './staff-fake-api.js'

t.afterEach(restoreAfterTest)

t.test('"Drukuj ponownie" sends the order to the printers and says how many tickets went', async (t) => {
  const api = staffApi({ orders: [order({ id: 'ABCDEFGHJK23', number: 6 })] })
  api.handlers['POST /api/orders/ABCDEFGHJK23/print'] = () => json(202, { jobs: 2 })
  await signedIn(api)
  t.ok(screen.getByRole('button', { name: 'Drukuj bon' }), 'the browser print stays')
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Drukuj ponownie zamówienie #6 na drukarce' }))
  })
  await notified('Zamówienie #6: wysłano 2 bony do drukarki.')
  const calls = callsTo('POST', '/api/orders/ABCDEFGHJK23/print')
  t.equal(calls.length, 1)
  t.equal(calls[0]!.headers.authorization, 'Bearer T1')
})

t.test('no printer set up: the server’s reason is shown', async (t) => {
  const api = staffApi({ orders: [order({ id: 'ABCDEFGHJK23', number: 6 })] })
  api.handlers['POST /api/orders/ABCDEFGHJK23/print'] = () =>
    json(409, {
      statusCode: 409,
      error: 'Conflict',
      message: 'Nie ma żadnej drukarki: dodaj ją w ustawieniach drukarek.',
      code: 'NO_PRINTER',
    })
  await signedIn(api)
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /^Drukuj ponownie/ }))
  })
  await notified(
    'Nie udało się wydrukować zamówienia #6: Nie ma żadnej drukarki: dodaj ją w ustawieniach drukarek.',
  )
  t.notOk(
    screen.getByRole('button', { name: /^Drukuj ponownie/ }).hasAttribute('disabled'),
    'can be pressed again',
  )
})
