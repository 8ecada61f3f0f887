/**
 * The staff page's open/close/reset buttons: the bearer header, the status fetched again, errors.
 */
import '../helpers/setup.js'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import t from 'tap'
import { callsTo, json, notified, restoreAfterTest, signedIn, staffApi } from '../helpers/staff-fake-api.js'

t.afterEach(restoreAfterTest)

t.test('open, close and reset send the bearer header and fetch the status again 1 s later', async (t) => {
  const api = staffApi()
  await signedIn(api)
  fireEvent.click(screen.getByRole('button', { name: 'Dzień' }))
  const realSetTimeout = globalThis.setTimeout
  t.teardown(() => {
    globalThis.setTimeout = realSetTimeout
  })

  for (const [label, path] of [
    ['Otwórz dziś', '/api/utils/openToday'],
    ['Zamknij dziś', '/api/utils/closeToday'],
    ['Przywróć harmonogram', '/api/utils/resetOverrides'],
  ] as const) {
    // A recorder for the site status's timers (found by the stack naming client/…/site-status; so this
    // file's own name must not contain it); every other timer (React's, waitFor's) runs as usual.
    const delayed: (() => void)[] = []
    const delays: (number | undefined)[] = []
    globalThis.setTimeout = ((fn: () => void, ms?: number, ...rest: unknown[]) => {
      if (new Error().stack?.includes('site-status')) {
        delays.push(ms)
        delayed.push(fn)
        return 0 as unknown as ReturnType<typeof setTimeout>
      }
      return realSetTimeout(fn, ms, ...rest)
    }) as typeof setTimeout

    const before = callsTo('GET', '/api/utils/isSiteClosed').length
    t.equal(
      screen.getByRole('button', { name: label }).getAttribute('aria-pressed'),
      label === 'Przywróć harmonogram' ? null : 'false',
      `${label}: not shown pressed while the schedule is in force`,
    )
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: label }))
    })
    if (label === 'Zamknij dziś') {
      // Closing today asks first: nothing is sent until the dialog's own button is pressed.
      const dialog = screen.getByRole('alertdialog', { name: 'Zamknąć zamawianie na dziś?' })
      t.equal(callsTo('POST', path).length, 0, 'nothing sent before the confirmation')
      t.ok(
        document.activeElement === within(dialog).getByRole('button', { name: 'Anuluj' }),
        'the safe answer has the focus',
      )
      await act(async () => {
        fireEvent.click(within(dialog).getByRole('button', { name: 'Zamknij dziś' }))
      })
    }
    await waitFor(() => {
      if (delayed.length === 0) throw new Error('no 1 s timer yet')
    })
    const action = callsTo('POST', path)
    t.equal(action.length, 1, `${label}: one POST`)
    t.same(
      [action[0]!.headers.authorization, action[0]!.cookie],
      ['Bearer T1', false],
      `${label}: carries a bearer authorization header`,
    )
    t.same(delays, [1000], `${label}: one timer, of 1000 ms`)
    t.equal(callsTo('GET', '/api/utils/isSiteClosed').length, before, `${label}: not fetched before 1 s`)

    globalThis.setTimeout = realSetTimeout
    await act(async () => {
      delayed[0]!()
    })
    await waitFor(() => {
      if (callsTo('GET', '/api/utils/isSiteClosed').length !== before + 1) throw new Error('not re-fetched')
    })
    t.pass(`${label}: status fetched again after the 1 s timer`)
  }
})

t.test('a failed open/close/reset shows "Wystąpił błąd"', async (t) => {
  const api = staffApi()
  api.handlers['POST /api/utils/closeToday'] = () => json(500, { statusCode: 500, message: 'x' })
  await signedIn(api)
  fireEvent.click(screen.getByRole('button', { name: 'Dzień' }))
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij dziś' }))
  })
  await act(async () => {
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Zamknij dziś' }))
  })
  await notified('Wystąpił błąd')
  t.ok(screen.getByText('Zalogowano jako kuchnia'), 'still signed in')
})

t.test('"Zamknij dziś" answered "Anuluj" or Escape closes nothing', async (t) => {
  const api = staffApi()
  await signedIn(api)
  fireEvent.click(screen.getByRole('button', { name: 'Dzień' }))
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij dziś' }))
  })
  await act(async () => {
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Anuluj' }))
  })
  t.equal(screen.queryByRole('alertdialog'), null, 'the dialog is gone')
  const close = screen.getByRole('button', { name: 'Zamknij dziś' })
  close.focus()
  await act(async () => {
    fireEvent.click(close)
  })
  await act(async () => {
    fireEvent.keyDown(document, { key: 'Escape' })
  })
  t.equal(screen.queryByRole('alertdialog'), null, 'Escape closes the dialog')
  t.ok(document.activeElement === close, 'the focus is back on the button')
  t.equal(callsTo('POST', '/api/utils/closeToday').length, 0, 'nothing was closed')
})

t.test(
  'the board comes first: the day in one line in the toolbar, its levers in the "Dzień" tab',
  async (t) => {
    const api = staffApi()
    await signedIn(api)
    t.equal(screen.queryByRole('button', { name: 'Zamknij dziś' }), null, 'no levers above the board')
    t.equal(screen.queryByRole('button', { name: 'Wstrzymaj' }), null, 'no pause form above the board')
    await waitFor(() => {
      if (document.querySelector('.manage-day-state')?.textContent !== 'Otwarte') throw new Error('not yet')
    })
    fireEvent.click(screen.getByRole('button', { name: 'Dzień' }))
    t.equal(screen.getByRole('button', { name: 'Dzień' }).getAttribute('aria-pressed'), 'true')
    t.ok(screen.getByRole('button', { name: 'Zamknij dziś' }))
    t.ok(screen.getByRole('button', { name: 'Wstrzymaj' }))
    fireEvent.click(screen.getByRole('button', { name: 'Zamówienia' }))
    t.equal(screen.queryByRole('button', { name: 'Zamknij dziś' }), null, 'hidden again with the board')
  },
)
