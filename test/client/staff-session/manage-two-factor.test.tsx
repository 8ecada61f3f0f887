/**
 * The staff member's own account in /manage/: signing in with two-factor (the app's code or a
 * recovery code), a first password changed before anything else, two-factor enrolment (required by
 * the role, or from "Moje konto"), and the tabs each role sees.
 */
import '../helpers/setup.js'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import t from 'tap'
import { resetAvailability } from '#client/features/availability/availability.js'
import {
  callsTo,
  json,
  notified,
  renderManage,
  restoreAfterTest,
  signIn,
  staffApi,
} from '../helpers/staff-fake-api.js'

t.beforeEach(() => resetAvailability())
t.afterEach(restoreAfterTest)

type Me = {
  username: string
  role: string
  pending: string | null
  totpEnabled: boolean
  recoveryCodesLeft: number
}
const ME: Me = {
  username: 'kuchnia',
  role: 'MANAGER',
  pending: null,
  totpEnabled: false,
  recoveryCodesLeft: 0,
}

function withMe(api: ReturnType<typeof staffApi>, me: () => Me) {
  api.handlers['GET /api/staff/me'] = () => json(200, me())
}

const tabs = () =>
  within(screen.getByRole('navigation', { name: 'Sekcje panelu' }))
    .getAllByRole('button')
    .map((b) => b.textContent)

const click = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }))
  })
}

t.test('two-factor on: the password, then the 6-digit code; a wrong code says so', async (t) => {
  const api = staffApi()
  api.handlers['POST /api/login'] = (call) => {
    const body = call.body as { password: string; totp?: string; recoveryCode?: string }
    if (body.password !== 'dobre-haslo') return json(401, { statusCode: 401, code: 'INVALID_CREDENTIALS' })
    if (body.totp === undefined && body.recoveryCode === undefined)
      return json(401, { statusCode: 401, code: 'TOTP_REQUIRED', field: 'totp' })
    if (body.totp === '123456' || body.recoveryCode === 'abcd-efgh-ijkl-mnop')
      return json(200, { token: 'T2' })
    if (body.totp === '111111') return json(401, { statusCode: 401, code: 'TOTP_USED', field: 'totp' })
    if (body.totp === '222222')
      return json(401, { statusCode: 401, code: 'TOTP_LOCKED', field: 'recoveryCode' })
    return json(401, { statusCode: 401, code: 'INVALID_TOTP', field: 'totp' })
  }
  renderManage()
  await signIn()
  const code = await screen.findByLabelText('Kod z aplikacji (6 cyfr)')
  t.equal(code.getAttribute('inputmode'), 'numeric')
  t.equal(code.getAttribute('autocomplete'), 'one-time-code')
  t.equal(document.activeElement, code, 'the code field has the focus')
  t.equal(screen.queryByLabelText('Hasło'), null, 'the password is not asked again')
  t.equal(document.querySelector('.manage-login [role="alert"]'), null, 'the password step is no error')

  fireEvent.change(code, { target: { value: '654321' } })
  await click('Zaloguj się')
  await notified('Błędny kod logowania dwuetapowego.')
  t.equal(
    document.querySelector('.manage-login [role="alert"]')?.textContent,
    'Błędny kod logowania dwuetapowego.',
  )
  // The code of this half-minute, already used (by a colleague's sign-in, or a second tap).
  fireEvent.change(screen.getByLabelText('Kod z aplikacji (6 cyfr)'), { target: { value: '111111' } })
  await click('Zaloguj się')
  await notified('Ten kod został już użyty — poczekaj na następny.')
  t.equal(
    document.querySelector('.manage-login [role="alert"]')?.textContent,
    'Ten kod został już użyty — poczekaj na następny.',
  )

  // Past the account's cap of wrong codes: only a recovery code (or the owner's reset) helps.
  fireEvent.change(screen.getByLabelText('Kod z aplikacji (6 cyfr)'), { target: { value: '222222' } })
  await click('Zaloguj się')
  const locked =
    'Zbyt wiele błędnych kodów dla tego konta: zaloguj się kodem odzyskiwania albo poproś właściciela o reset.'
  await notified(locked)
  t.equal(document.querySelector('.manage-login [role="alert"]')?.textContent, locked)

  fireEvent.change(screen.getByLabelText('Kod z aplikacji (6 cyfr)'), { target: { value: '12 34 56' } })
  await click('Zaloguj się')
  await screen.findByText('Zalogowano jako kuchnia')
  const logins = callsTo('POST', '/api/login').map((c) => c.body)
  t.same(logins.at(-1), { username: 'kuchnia', password: 'dobre-haslo', totp: '123456' })
  await waitFor(() => {
    if (callsTo('GET', '/api/staff/me').length === 0) throw new Error('me not read')
  })
  t.same(
    [
      callsTo('GET', '/api/staff/me').at(-1)!.headers.authorization,
      callsTo('GET', '/api/staff/me').at(-1)!.cookie,
    ],
    ['Bearer T2', false],
    'the token of the second step, from memory',
  )

  // A recovery code instead of the app's code.
  await click('Wyloguj')
  await signIn()
  await click('Nie mam telefonu — użyj kodu odzyskiwania')
  fireEvent.change(screen.getByLabelText('Kod odzyskiwania'), { target: { value: 'abcd-efgh-ijkl-mnop' } })
  await click('Zaloguj się')
  await screen.findByText('Zalogowano jako kuchnia')
  t.same(callsTo('POST', '/api/login').at(-1)!.body, {
    username: 'kuchnia',
    password: 'dobre-haslo',
    recoveryCode: 'abcd-efgh-ijkl-mnop',
  })
})

t.test('a first password is changed before anything else; the new token carries on', async (t) => {
  const api = staffApi()
  let pending: string | null = 'PASSWORD_CHANGE_REQUIRED'
  withMe(api, () => ({ ...ME, pending }))
  api.handlers['POST /api/staff/me/password'] = (call) => {
    const body = call.body as { currentPassword: string; newPassword: string }
    if (body.newPassword === 'dobre-haslo')
      return json(400, {
        statusCode: 400,
        message: 'Nowe hasło musi być inne niż obecne.',
        field: 'newPassword',
      })
    pending = null
    return json(200, { token: 'T-NEW' })
  }
  renderManage()
  await signIn()
  await screen.findByText('To Twoje pierwsze logowanie: ustaw własne hasło, zanim przejdziesz dalej.')
  t.equal(document.querySelector('.manage-board'), null, 'no board')
  t.equal(screen.queryByRole('navigation', { name: 'Sekcje panelu' }), null, 'no tabs')
  t.equal(callsTo('GET', '/api/orders').length, 0, 'no order is read')

  fireEvent.change(screen.getByLabelText('Obecne hasło'), { target: { value: 'dobre-haslo' } })
  fireEvent.change(screen.getByLabelText('Nowe hasło (co najmniej 10 znaków)'), {
    target: { value: 'nowe-haslo-123' },
  })
  fireEvent.change(screen.getByLabelText('Powtórz nowe hasło'), { target: { value: 'nowe-haslo-124' } })
  await click('Zmień hasło')
  t.equal(document.querySelector('.manage-password [role="alert"]')?.textContent, 'Hasła nie są takie same.')
  t.equal(callsTo('POST', '/api/staff/me/password').length, 0, 'nothing sent')

  fireEvent.change(screen.getByLabelText('Nowe hasło (co najmniej 10 znaków)'), {
    target: { value: 'dobre-haslo' },
  })
  fireEvent.change(screen.getByLabelText('Powtórz nowe hasło'), { target: { value: 'dobre-haslo' } })
  await click('Zmień hasło')
  await screen.findByText('Nowe hasło musi być inne niż obecne.')
  t.equal(
    screen.getByLabelText('Nowe hasło (co najmniej 10 znaków)').getAttribute('aria-invalid'),
    'true',
    'the error is next to the field',
  )

  fireEvent.change(screen.getByLabelText('Nowe hasło (co najmniej 10 znaków)'), {
    target: { value: 'nowe-haslo-123' },
  })
  fireEvent.change(screen.getByLabelText('Powtórz nowe hasło'), { target: { value: 'nowe-haslo-123' } })
  await click('Zmień hasło')
  await notified('Hasło zmienione.')
  t.same(callsTo('POST', '/api/staff/me/password').at(-1)!.body, {
    currentPassword: 'dobre-haslo',
    newPassword: 'nowe-haslo-123',
  })
  await screen.findByRole('navigation', { name: 'Sekcje panelu' })
  await waitFor(() => {
    if (callsTo('GET', '/api/orders').length === 0) throw new Error('orders not read')
  })
  t.same(
    [callsTo('GET', '/api/orders')[0]!.headers.authorization, callsTo('GET', '/api/orders')[0]!.cookie],
    ['Bearer T-NEW', false],
    'the session goes on with the new token the password change answered',
  )
})

t.test('the kitchen sees the board, sold out and pause; the manager everything else too', async (t) => {
  const api = staffApi()
  withMe(api, () => ({ ...ME, role: 'KITCHEN' }))
  api.handlers['GET /api/menu'] = () =>
    json(200, {
      categories: [
        {
          id: 'nigiri',
          name: 'Nigiri',
          imageUrl: '',
          url: 'nigiri',
          backgroundImage: '',
          categoryKey: 'NIGIRI',
        },
      ],
      products: [
        { id: 'nigiri-losos', name: 'Nigiri z łososiem', mainCategory: 'NIGIRI', category: ['NIGIRI'] },
      ],
    })
  api.handlers['GET /api/menu/availability'] = () => json(200, { unavailable: [], categories: [] })
  renderManage()
  await signIn()
  await screen.findByText('Zalogowano jako kuchnia')
  await screen.findByRole('navigation', { name: 'Sekcje panelu' })
  t.same(tabs(), ['Zamówienia', 'Dzień', 'Menu', 'Moje konto'])
  await click('Dzień')
  t.equal(screen.queryByRole('button', { name: 'Otwórz dziś' }), null, 'no open/close')
  t.ok(screen.getByRole('heading', { name: 'Wstrzymaj zamówienia' }), 'the pause is there')
  await click('Menu')
  t.equal(screen.queryByRole('button', { name: 'Edycja menu' }), null, 'no menu editor')
  t.equal(screen.queryByRole('navigation', { name: 'Części menu' }), null)
  await screen.findByText('Nigiri z łososiem')
  restoreAfterTest()

  const manager = staffApi()
  withMe(manager, () => ME)
  renderManage()
  await signIn()
  await screen.findByRole('navigation', { name: 'Sekcje panelu' })
  t.same(tabs(), ['Zamówienia', 'Dzień', 'Menu', 'Raport dnia', 'Kody promocyjne', 'Kuchnia', 'Moje konto'])
  await click('Dzień')
  t.ok(screen.getByRole('button', { name: 'Otwórz dziś' }))
})

t.test('enrolment: the QR code and the key, a first code, then the 10 recovery codes once', async (t) => {
  const api = staffApi()
  let me: Me = { ...ME, role: 'OWNER', pending: 'TOTP_ENROLMENT_REQUIRED' }
  withMe(api, () => me)
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>'
  const codes = Array.from({ length: 10 }, (_, i) => `kod${i}-aaaa-bbbb-cccc`)
  api.handlers['POST /api/staff/me/totp'] = () =>
    json(200, {
      secret: 'JBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/Sakana:ania?secret=JBSWY3DPEHPK3PXP',
      qrSvg: svg,
    })
  api.handlers['POST /api/staff/me/totp/confirm'] = (call) => {
    const body = call.body as { totp: string; currentPassword: string }
    if (body.currentPassword !== 'moje-haslo-123')
      return json(400, {
        statusCode: 400,
        message: 'Obecne hasło jest błędne.',
        code: 'INVALID_CREDENTIALS',
        field: 'currentPassword',
      })
    if (body.totp !== '246810')
      return json(400, {
        statusCode: 400,
        message: 'Błędny kod logowania dwuetapowego.',
        code: 'INVALID_TOTP',
        field: 'totp',
      })
    me = { ...me, pending: null, totpEnabled: true, recoveryCodesLeft: 10 }
    // Turning it on signs the other sessions out: this one goes on with a new token.
    return json(200, { recoveryCodes: codes, token: 'TOKEN-AFTER-TWO-FACTOR' })
  }
  renderManage()
  await signIn()
  await screen.findByText('Twoja rola wymaga logowania dwuetapowego: włącz je, zanim przejdziesz dalej.')
  t.equal(document.querySelector('.manage-board'), null, 'nothing else before it')
  await click('Włącz logowanie dwuetapowe')
  const qr = await screen.findByAltText('Kod QR do dodania konta w aplikacji uwierzytelniającej')
  t.equal(qr.getAttribute('src'), `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)
  t.ok(screen.getByText('JBSWY3DPEHPK3PXP'), 'the key as text')

  const first = screen.getByLabelText('Pierwszy kod z aplikacji (6 cyfr)')
  t.equal(first.getAttribute('autocomplete'), 'one-time-code')
  const password = screen.getByLabelText('Twoje hasło (potwierdzenie)')
  t.equal(password.getAttribute('autocomplete'), 'current-password', 'the password is asked for too')
  fireEvent.change(first, { target: { value: '246810' } })
  fireEvent.change(password, { target: { value: 'nie-moje-haslo' } })
  await click('Potwierdź i włącz')
  await screen.findByText('Obecne hasło jest błędne.')
  t.equal(
    screen.getByLabelText('Twoje hasło (potwierdzenie)').getAttribute('aria-invalid'),
    'true',
    'on the password',
  )
  t.equal(screen.getByLabelText('Pierwszy kod z aplikacji (6 cyfr)').getAttribute('aria-invalid'), null)
  fireEvent.change(screen.getByLabelText('Twoje hasło (potwierdzenie)'), {
    target: { value: 'moje-haslo-123' },
  })
  fireEvent.change(screen.getByLabelText('Pierwszy kod z aplikacji (6 cyfr)'), {
    target: { value: '111111' },
  })
  await click('Potwierdź i włącz')
  await screen.findByText('Błędny kod logowania dwuetapowego.')
  fireEvent.change(screen.getByLabelText('Pierwszy kod z aplikacji (6 cyfr)'), {
    target: { value: '246810' },
  })
  await click('Potwierdź i włącz')
  await screen.findByText(/^Zapisz je teraz/)
  t.same(
    [...document.querySelectorAll('.manage-recovery-codes code')].map((c) => c.textContent),
    codes,
    'all ten codes, in order',
  )
  t.equal(document.querySelector('.manage-board'), null, 'the codes stay until they are saved')
  await click('Kody zapisane — dalej')
  await screen.findByRole('navigation', { name: 'Sekcje panelu' })
  t.equal(document.querySelector('.manage-recovery-codes'), null, 'shown once')
  const after = callsTo('GET', '/api/staff/me').at(-1)!
  t.equal(after.headers.authorization, 'Bearer TOKEN-AFTER-TWO-FACTOR', 'the page goes on with the new token')

  // Turned off from "Moje konto" with a current code.
  api.handlers['DELETE /api/staff/me/totp'] = () => {
    me = { ...me, totpEnabled: false, recoveryCodesLeft: 0 }
    return new Response(null, { status: 204 })
  }
  await click('Moje konto')
  await screen.findByText('Włączone. Pozostałe kody odzyskiwania: 10.')
  fireEvent.change(screen.getByLabelText('Obecny kod z aplikacji (6 cyfr)'), { target: { value: '135790' } })
  fireEvent.change(screen.getByLabelText('Twoje hasło (potwierdzenie)'), {
    target: { value: 'moje-haslo-123' },
  })
  await click('Wyłącz logowanie dwuetapowe')
  await notified('Logowanie dwuetapowe wyłączone.')
  t.same(callsTo('DELETE', '/api/staff/me/totp')[0]!.body, {
    totp: '135790',
    currentPassword: 'moje-haslo-123',
  })
  await screen.findByRole('button', { name: 'Włącz logowanie dwuetapowe' })
})
