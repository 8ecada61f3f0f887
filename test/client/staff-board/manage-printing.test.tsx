/**
 * The kitchen's printers in /manage/ (docs/printing.md): printing an order again from its card.
 */
import '../helpers/setup.js'
import { act, fireEvent, screen, within } from '@testing-library/react'
import t from 'tap'
import { chime } from '#client/shared/chime.js'
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
  t.same([calls[0]!.headers.authorization, calls[0]!.cookie], ['Bearer T1', false])
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

t.test('the board shows each printer, and an alarm with the jobs when one fails', async (t) => {
  const api = staffApi({ orders: [order({ id: 'ABCDEFGHJK23', number: 6 })] })
  api.handlers['GET /api/printers/status'] = () =>
    json(200, {
      printers: [
        printerState({ id: 1, name: 'Kuchnia' }),
        printerState({
          id: 2,
          name: 'Bar',
          status: 'OFFLINE',
          // 19:40 in Warsaw (UTC+1 in November)
          offlineSince: '2026-11-25T18:40:00.000Z',
          // The server's word for every connection failure; the socket's error stays in its log.
          lastError: 'unreachable',
          waiting: 3,
          expired: 1,
          alarm: true,
        }),
      ],
    })
  api.handlers['GET /api/print-jobs'] = () =>
    json(200, {
      jobs: [
        job({ id: 11, status: 'FAILED', orderNumber: 7, orderId: 'SEVENSEVEN77', lastError: 'paper out' }),
        job({ id: 10, status: 'EXPIRED', orderNumber: 5, orderId: 'FIVEFIVEFIV5' }),
      ],
    })
  api.handlers['POST /api/orders/FIVEFIVEFIV5/print'] = () => json(202, { jobs: 1 })
  let alarms = 0
  const realAlarm = chime.alarm
  chime.alarm = () => {
    alarms++
    return true
  }
  t.teardown(() => {
    chime.alarm = realAlarm
  })
  await signedIn(api)
  const alert = (await screen.findByText('Drukarka Bar nie drukuje od 19:40: 3 bony czekają.')).closest(
    '.manage-printer-alarm',
  )!
  t.equal(alert.getAttribute('role'), 'alert', 'announced at once')
  t.ok(alert.closest('.manage-alerts'), 'with the board’s other alerts, on every tab')
  t.match(alert.textContent, '(brak połączenia z drukarką)', 'in the kitchen’s words')
  t.match(alert.textContent, 'Sprawdź papier, zasilanie i kabel sieciowy drukarki.')
  t.match(alert.textContent, '„Drukuj bon”')
  t.notMatch(alert.textContent, 'Kuchnia', 'the printer that is ready is not in the alarm')
  t.ok(alarms >= 1, 'the alarm sounds')
  const list = screen.getByRole('region', { name: 'Drukarki' })
  t.match(list.textContent, /Kuchnia gotowa/)
  t.match(
    list.textContent,
    /Bar offline od 19:40 · 3 czekają · 1 za stary do druku · brak połączenia z drukarką/,
  )
  await screen.findByText('2 bony niewydrukowane')
  t.match(list.textContent, /#7 · Bar · 19:39 · błąd · brak papieru/, 'a ticket’s error in words too')
  t.equal(
    within(list).getAllByRole('button', { name: /^Drukuj ponownie/ }).length,
    1,
    'print again only where a job expired',
  )
  await act(async () => {
    fireEvent.click(within(list).getByRole('button', { name: 'Drukuj ponownie zamówienie #5 na drukarce' }))
  })
  await notified('Zamówienie #5: wysłano 1 bon do drukarki.')
})

t.test('no printer set up: the board shows nothing of printers and never asks for jobs', async (t) => {
  const api = staffApi()
  await signedIn(api)
  t.ok(callsTo('GET', '/api/printers/status').length >= 1, 'asked once')
  t.equal(screen.queryByRole('region', { name: 'Drukarki' }), null)
  t.equal(callsTo('GET', '/api/print-jobs').length, 0)
  t.equal(document.querySelector('.manage-printer-alarm'), null, 'no alarm')
})

function printerState(overrides: Record<string, unknown>) {
  return {
    kind: 'DIRECT',
    status: 'READY',
    offlineSince: null,
    lastError: null,
    lastSeenAt: null,
    waiting: 0,
    expired: 0,
    alarm: false,
    ...overrides,
  }
}

function job(overrides: Record<string, unknown>) {
  return {
    printerId: 2,
    printerName: 'Bar',
    kind: 'KITCHEN',
    copy: 1,
    attempts: 4,
    nextAttemptAt: '2026-11-25T18:45:00.000Z',
    lastError: null,
    createdAt: '2026-11-25T18:39:00.000Z',
    printedAt: null,
    ...overrides,
  }
}
