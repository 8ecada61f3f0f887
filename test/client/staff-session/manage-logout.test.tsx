/**
 * Signing out of the staff page and staying signed in: the button ends the session on the server
 * too; the token lives in memory only, so a reload signs out unless the device was remembered, then
 * the device's cookie gets a fresh token; the idle rule is the server's (staff calls and the
 * stream's heartbeat keep it alive).
 */
import '../helpers/setup.js'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import t from 'tap'
import { useAuth } from '#client/features/staff-session/auth.js'
import { idleLeft, useIdleSignOut } from '#client/features/staff-session/idle.js'
import { AuthProvider } from '#client/features/staff-session/session.js'
import { Root } from '#client/Root.js'
import {
  callsTo,
  installFetch,
  json,
  recordedCalls,
  renderManage,
  restoreAfterTest,
  signedIn,
  signIn,
  staffApi,
  withRememberedDevice,
} from '../helpers/staff-fake-api.js'

t.afterEach(restoreAfterTest)

t.test(
  '"Wyloguj" ends the session on the server with the bearer token and shows the sign-in form',
  async (t) => {
    const api = staffApi()
    api.handlers['POST /api/logout'] = () => new Response(null, { status: 204 })
    await signedIn(api)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Wyloguj' }))
    })
    await screen.findByRole('button', { name: 'Zaloguj się' })
    t.equal(document.querySelector('.manage-login [role="status"]'), null, 'no "session expired" note')
    await waitFor(() => {
      if (callsTo('POST', '/api/logout').length === 0) throw new Error('no sign-out call yet')
    })
    const [call] = callsTo('POST', '/api/logout')
    t.same([call?.headers.authorization, call?.cookie], ['Bearer T1', false], 'with the token being ended')
  },
)

t.test('by default a reload signs out: the token lived in the page’s memory only', async (t) => {
  const api = staffApi()
  await signedIn(api)
  for (const storage of [localStorage, sessionStorage])
    for (let i = 0; i < storage.length; i++)
      t.notMatch(storage.getItem(storage.key(i)!) ?? '', /T1/, 'the token is in no web storage')
  t.notMatch(document.cookie, /T1/, 'nor in a cookie')
  cleanup()
  const before = recordedCalls().length
  renderManage()
  await screen.findByRole('button', { name: 'Zaloguj się' })
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
  t.same(
    recordedCalls()
      .slice(before)
      .filter((c) => !c.url.startsWith('/api/utils') && !c.url.startsWith('/api/site')),
    [],
    'no staff call, no device asked',
  )
  t.equal(document.querySelector('.manage-board'), null, 'no board')
})

t.test('a reload of a remembered device gets a fresh token and shows the staff area', async (t) => {
  staffApi()
  withRememberedDevice()
  renderManage()
  await screen.findByText('Zalogowano jako kuchnia')
  t.equal(callsTo('POST', '/api/login').length, 0, 'no sign-in')
  const [device] = callsTo('POST', '/api/staff/device/token')
  t.same([device?.headers.authorization, device?.cookie], [undefined, true], 'asked with the device cookie')
  await waitFor(() => {
    if (callsTo('GET', '/api/orders').length === 0) throw new Error('orders not fetched')
  })
  t.equal(
    callsTo('GET', '/api/orders')[0]!.headers.authorization,
    'Bearer DEVICE-TOKEN',
    'with the fresh token',
  )
})

t.test('signing in with "Zapamiętaj to urządzenie" asks the server to remember it', async (t) => {
  staffApi()
  renderManage()
  fireEvent.click(screen.getByLabelText('Zapamiętaj to urządzenie (tablet w kuchni)'))
  await signIn()
  await screen.findByText('Zalogowano jako kuchnia')
  t.same(callsTo('POST', '/api/login')[0]!.body, {
    username: 'kuchnia',
    password: 'dobre-haslo',
    remember: true,
  })
  t.equal(localStorage.getItem('staffDevice'), '1', 'the next load asks the device for a token')
})

t.test('a first visit on this browser shows the sign-in form without asking the server', async (t) => {
  staffApi()
  renderManage()
  await screen.findByRole('button', { name: 'Zaloguj się' })
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
  t.equal(callsTo('POST', '/api/staff/device/token').length, 0, 'no refused call (no 401 in the console)')
  t.equal(document.querySelector('.manage-board'), null, 'no board')
})

t.test('a reload after the device was forgotten elsewhere shows the sign-in form', async (t) => {
  staffApi()
  // Remembered on this browser earlier; the owner has since ended the device.
  localStorage.setItem('staffDevice', '1')
  renderManage()
  await waitFor(() => {
    if (callsTo('POST', '/api/staff/device/token').length === 0) throw new Error('not asked yet')
  })
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
  t.ok(screen.getByRole('button', { name: 'Zaloguj się' }), 'the sign-in form')
  t.equal(document.querySelector('.manage-board'), null, 'no board')
  t.equal(callsTo('GET', '/api/orders').length, 0, 'no staff call')
  t.equal(localStorage.getItem('staffDevice'), null, 'the next load does not ask again')
})

t.test('idleLeft: the page signs out a second after the server has', async (t) => {
  // Last used at 10:00:00.000, an idle time of 60 000 ms: the server ends it at 10:01:00.000.
  t.equal(idleLeft(0, 60_000, 30_000), 31_000, 'half-way: 31 s left')
  t.equal(idleLeft(0, 60_000, 60_000), 1_000, 'when the server ends it: one more second')
  t.equal(idleLeft(0, 60_000, 61_000), 0, 'then the page signs out')
  t.equal(idleLeft(0, 60_000, 120_000), -59_000, 'a tablet back from sleep: at once')
})

t.test('staff calls or heartbeats keep the page signed in; without them it signs out once', async (t) => {
  installFetch({})
  let idle = 0
  let touch = () => {}
  function Probe() {
    const auth = useAuth()
    touch = auth.touch
    // 150 ms of idle time (plus the second's margin) instead of STAFF_IDLE_MINUTES.
    useIdleSignOut(() => idle++, 150)
    return <p>board</p>
  }
  render(
    <Root lang="pl" origin="https://sakanasushi.test">
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </Root>,
  )
  for (let i = 0; i < 12; i++) {
    act(() => touch())
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  t.equal(idle, 0, 'kept alive by a use every 200 ms (2.4 s in all, far past 150 ms + 1 s)')
  fireEvent.keyDown(window, { key: 'a' })
  fireEvent.pointerDown(window)
  await new Promise((resolve) => setTimeout(resolve, 1_400))
  t.equal(idle, 1, 'signed out once 1.15 s after the last use; keys and pointers alone do not count')
})

t.test('the page learns the idle time from the server and says why it signed out', async (t) => {
  const api = staffApi()
  api.handlers['GET /api/staff/me'] = () =>
    json(200, {
      username: 'kuchnia',
      role: 'KITCHEN',
      pending: null,
      totpEnabled: false,
      recoveryCodesLeft: 0,
      idleMinutes: 1,
    })
  const { plStaff } = await import('#client/i18n/pl-staff.js')
  const { enStaff } = await import('#client/i18n/en-staff.js')
  t.equal(
    plStaff['manage.idleSignedOut'].replace('{minutes}', '1'),
    'Sesja wygasła po 1 min bez aktywności — zaloguj się ponownie.',
  )
  t.equal(
    enStaff['manage.idleSignedOut'].replace('{minutes}', '1'),
    'Session expired after 1 min without activity — please sign in again.',
  )
  await signedIn(api)
  t.ok(screen.getByText('Zalogowano jako kuchnia'), 'idleMinutes: 1 does not sign out at once')
})
