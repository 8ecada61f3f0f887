/** Signing out of the staff page: the button ends the token on the server too; idle signs out. */
import './setup.js'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import t from 'tap'
import { useIdleSignOut } from '../../client/features/staff/idle.js'
import { callsTo, restoreAfterTest, signedIn, staffApi } from './staff-fake-api.js'

t.afterEach(restoreAfterTest)

t.test('"Wyloguj" ends the token on the server and shows the sign-in form', async (t) => {
  const api = staffApi()
  api.handlers['POST /api/logout'] = () => new Response(null, { status: 204 })
  await signedIn(api)
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Wyloguj' }))
  })
  await screen.findByRole('button', { name: 'Zaloguj się' })
  await waitFor(() => {
    if (callsTo('POST', '/api/logout').length === 0) throw new Error('no sign-out call yet')
  })
  const [call] = callsTo('POST', '/api/logout')
  t.equal(call?.headers.authorization, 'Bearer T1', 'with the token being ended')
})

t.test('no key, pointer or scroll for the idle time signs out; activity starts it again', async (t) => {
  let idle = 0
  function Probe() {
    useIdleSignOut(() => idle++, 120)
    return <p>panel</p>
  }
  render(<Probe />)
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setTimeout(resolve, 60))
    fireEvent.keyDown(window, { key: 'a' })
  }
  t.equal(idle, 0, 'kept alive by key presses (240 ms in all)')
  await new Promise((resolve) => setTimeout(resolve, 200))
  t.equal(idle, 1, 'signed out once after 120 ms without activity')
})

t.test('the staff page uses an hour, and says why it signed out', async (t) => {
  const { STAFF_IDLE_MS } = await import('../../client/features/staff/idle.js')
  t.equal(STAFF_IDLE_MS, 60 * 60_000)
  const { plStaff } = await import('../../client/i18n/pl-staff.js')
  t.match(plStaff['manage.idleSignedOut'], /godzinie bezczynności/)
})
