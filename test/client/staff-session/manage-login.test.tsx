/**
 * Signing in and out of the staff page: the auth state, what a failed login says, the login form,
 * and a refused token (401) ending the session.
 */
import '../helpers/setup.js'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import t from 'tap'
import {
  type AuthValue,
  type LoginOutcome,
  loginFailureMessage,
  useAuth,
} from '#client/features/staff-session/auth.js'
import { AuthProvider } from '#client/features/staff-session/session.js'
import { Root } from '#client/Root.js'
import { HttpStatusError } from '#client/shared/api.js'
import { NotificationStack } from '#client/shared/toast.js'
import {
  callsTo,
  installFetch,
  json,
  notifications,
  notified,
  recordedCalls,
  renderManage,
  restoreAfterTest,
  SITE_STATUS,
  signedIn,
  signIn,
  staffApi,
} from '../helpers/staff-fake-api.js'

t.afterEach(restoreAfterTest)

// ---------- Sign-in state (docs/product.md, "Staff") ----------

function renderAuth() {
  const probe: { current: AuthValue | null } = { current: null }
  function Probe() {
    probe.current = useAuth()
    return null
  }
  render(
    <Root lang="pl" origin="https://sakanasushi.test">
      <AuthProvider>
        <Probe />
      </AuthProvider>
      <NotificationStack />
    </Root>,
  )
  return () => probe.current!
}

t.test('login ends the old sign-in first, then signs in; logout signs out', async (t) => {
  let answer: (response: Response) => void = () => {}
  installFetch({
    'GET /api/utils/isSiteClosed': () => json(200, false),
    'GET /api/site-status': () => json(200, SITE_STATUS),
    'POST /api/login': () => new Promise<Response>((resolve) => (answer = resolve)),
  })
  const auth = renderAuth()
  t.same([auth().session, auth().isLoggedIn, auth().error], [null, false, false], 'starts logged out')

  let first!: Promise<LoginOutcome>
  act(() => {
    first = auth().login('kuchnia', 'haslo')
  })
  await act(async () => {
    answer(json(200, { token: 'OLD-TOKEN' }))
    t.equal(await first, true)
  })
  t.same([auth().isLoggedIn, auth().error], [true, false])
  const firstSession = auth().session
  const login = recordedCalls().find((c) => c.url === '/api/login')!
  t.equal(login.method, 'POST')
  t.same(login.body, { username: 'kuchnia', password: 'haslo' })
  t.match(login.headers['content-type'], /application\/json/)

  let second!: Promise<LoginOutcome>
  act(() => {
    second = auth().login('kuchnia', 'haslo')
  })
  t.same([auth().session, auth().isLoggedIn], [null, false], 'the old sign-in ends before the answer')
  await act(async () => {
    answer(json(200, { token: 'NEW-TOKEN' }))
    await second
  })
  t.same([auth().isLoggedIn, auth().error], [true, false], 'then signed in again')
  t.not(auth().session, firstSession, 'as a new sign-in')

  // The page never keeps the token: the server's httpOnly cookie carries the session.
  for (const storage of [localStorage, sessionStorage]) {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i)!
      t.notMatch(`${key}=${storage.getItem(key)}`, /TOKEN/, 'not in web storage')
    }
  }
  t.notMatch(document.cookie, /TOKEN/, 'not in a cookie')

  act(() => auth().logout())
  t.same([auth().session, auth().isLoggedIn, auth().error], [null, false, false], 'logout signs out')
})

t.test('a failed login sets the error flag and shows "Błędne dane"', async (t) => {
  installFetch({
    'GET /api/utils/isSiteClosed': () => json(200, false),
    'GET /api/site-status': () => json(200, SITE_STATUS),
    'POST /api/login': () => json(401, { statusCode: 401, message: 'Błędne dane' }),
  })
  const auth = renderAuth()
  let ok: LoginOutcome = true
  await act(async () => {
    ok = await auth().login('kuchnia', 'zle')
  })
  t.equal(ok, false)
  t.same([auth().session, auth().isLoggedIn, auth().error], [null, false, true])
  await notified('Błędne dane')
  t.equal(document.querySelector('.notification-alert')?.textContent, 'Błędne dane', 'an ALERT')
})

t.test('a logout while the login is under way wins; staff calls need a session', async (t) => {
  const answers: ((response: Response) => void)[] = []
  installFetch({
    'GET /api/utils/isSiteClosed': () => json(200, false),
    'GET /api/site-status': () => json(200, SITE_STATUS),
    'POST /api/login': () => new Promise<Response>((resolve) => answers.push(resolve)),
  })
  const auth = renderAuth()
  let pending!: Promise<LoginOutcome>
  act(() => {
    pending = auth().login('kuchnia', 'haslo')
  })
  t.equal(auth().pending, true)
  act(() => auth().logout())
  await act(async () => {
    answers[0]!(json(200, { token: 'LATE' }))
    t.equal(await pending, false, 'the late answer is ignored')
  })
  t.same([auth().session, auth().pending], [null, false])

  act(() => {
    pending = auth().login('kuchnia', 'haslo')
  })
  act(() => auth().logout())
  await act(async () => {
    answers[1]!(json(401, { message: 'Błędne dane' }))
    await pending
  })
  t.equal(auth().error, false, 'a late failure sets no error either')

  await t.rejects(
    auth().staffCall(async () => 'x'),
    { name: 'SessionExpiredError' },
    'not signed in, no call',
  )
})

t.test('what a failed login says: refused, rate-limited, broken', async (t) => {
  t.equal(loginFailureMessage(new HttpStatusError(401, null), 'Błędne dane', 'Wystąpił błąd'), 'Błędne dane')
  t.equal(loginFailureMessage(new HttpStatusError(400, null), 'Błędne dane', 'Wystąpił błąd'), 'Błędne dane')
  t.equal(
    loginFailureMessage(
      new HttpStatusError(429, { message: 'Zbyt wiele prób. Spróbuj ponownie za 15 min.' }),
      'Błędne dane',
      'Wystąpił błąd',
    ),
    'Zbyt wiele prób. Spróbuj ponownie za 15 min.',
  )
  t.equal(
    loginFailureMessage(new HttpStatusError(500, null), 'Błędne dane', 'Wystąpił błąd'),
    'Wystąpił błąd',
  )
  t.equal(
    loginFailureMessage(new TypeError('Failed to fetch'), 'Błędne dane', 'Wystąpił błąd'),
    'Wystąpił błąd',
  )
})

// ---------- The page ----------

t.test(
  '/manage/ shows only the login form until login; a wrong password shows the inline error',
  async (t) => {
    const api = staffApi()
    renderManage()
    t.ok(screen.getByRole('heading', { level: 1, name: 'Panel obsługi' }))
    t.equal(screen.getByLabelText('Login').getAttribute('autocomplete'), 'username')
    t.equal(screen.getByLabelText('Hasło').getAttribute('autocomplete'), 'current-password')
    t.equal(screen.getByLabelText('Hasło').getAttribute('type'), 'password')
    t.equal(document.querySelector('.manage-board'), null, 'no board')
    t.equal(callsTo('GET', '/api/orders').length, 0, 'no staff call before login')

    await signIn('zle')
    await notified('Błędne dane')
    const inline = document.querySelector('.manage-login [role="alert"]')
    t.equal(inline?.textContent, 'Błędne dane', 'inline error too')
    t.equal(screen.getByLabelText('Hasło').getAttribute('aria-invalid'), 'true')
    t.equal((screen.getByLabelText('Hasło') as HTMLInputElement).value, '', 'password cleared')

    await signIn()
    await screen.findByText('Zalogowano jako kuchnia')
    await waitFor(() => {
      if (callsTo('GET', '/api/orders').length === 0) throw new Error('orders not fetched')
    })
    t.same(
      [callsTo('GET', '/api/orders')[0]!.headers.authorization, callsTo('GET', '/api/orders')[0]!.cookie],
      ['Bearer T1', false],
    )
    await waitFor(() => {
      if (api.stream.opened() === 0) throw new Error('stream not opened')
    })
    const stream = callsTo('GET', '/api/orders/stream')[0]!
    t.same(
      [stream.headers.authorization, stream.cookie],
      ['Bearer T1', false],
      'the stream goes with the bearer token held in memory',
    )
    t.equal(stream.headers.accept, 'text/event-stream')

    fireEvent.click(screen.getByRole('button', { name: 'Wyloguj' }))
    t.ok(screen.getByRole('button', { name: 'Zaloguj się' }), 'back to the login form')
    t.equal(document.querySelector('.manage-board'), null)
  },
)

t.test('a 401 from a staff call returns to the login form with a notification', async (t) => {
  const api = staffApi()
  await signedIn(api)
  fireEvent.click(screen.getByRole('button', { name: 'Dzień' }))
  api.handlers['POST /api/utils/openToday'] = () =>
    json(401, { statusCode: 401, message: 'Brak autoryzacji — zaloguj się ponownie.', code: 'UNAUTHORIZED' })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Otwórz dziś' }))
  })
  await screen.findByRole('button', { name: 'Zaloguj się' })
  await notified('Sesja wygasła — zaloguj się ponownie.')
  t.equal(
    document.querySelector('.manage-login [role="status"]')?.textContent,
    'Sesja wygasła — zaloguj się ponownie.',
    'the sign-in form keeps saying why',
  )
  t.notOk(notifications().includes('Wystąpił błąd'), 'no second, generic error')
  t.equal(document.querySelector('.manage-board'), null, 'no staff data left on screen')
})

t.test('the stream refusing the token (401) also ends the session', async (t) => {
  const api = staffApi()
  api.handlers['GET /api/orders/stream'] = () => json(401, { statusCode: 401, message: 'x' })
  renderManage()
  await signIn()
  await screen.findByRole('button', { name: 'Zaloguj się' })
  await notified('Sesja wygasła — zaloguj się ponownie.')
  t.pass()
})

t.test('in English, a two-factor code already used says so', async (t) => {
  const api = staffApi()
  api.handlers['POST /api/login'] = (call) => {
    if ((call.body as { totp?: string }).totp === undefined)
      return json(401, { statusCode: 401, code: 'TOTP_REQUIRED', field: 'totp' })
    // The server's message is Polish; the page says it in the staff member's language by its code.
    return json(401, {
      statusCode: 401,
      code: 'TOTP_USED',
      field: 'totp',
      message: 'Ten kod został już użyty — poczekaj na następny.',
    })
  }
  renderManage('en')
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'kuchnia' } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'dobre-haslo' } })
  const submit = () =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    })
  await submit()
  const code = await screen.findByLabelText('Code from the app (6 digits)')
  fireEvent.change(code, { target: { value: '111111' } })
  await submit()
  const used = 'This code has already been used — wait for the next one.'
  await notified(used)
  t.equal(document.querySelector('.manage-login [role="alert"]')?.textContent, used)
  t.equal(callsTo('POST', '/api/login').length, 2)
})
