/**
 * The owner's "Konta" tab: the accounts, adding one, role and state changes, the two-factor policy,
 * and the remembered devices.
 */
import '../helpers/setup.js'
import { act, fireEvent, screen, within } from '@testing-library/react'
import t from 'tap'
import {
  callsTo,
  json,
  notified,
  renderManage,
  restoreAfterTest,
  signIn,
  staffApi,
} from '../helpers/staff-fake-api.js'

t.afterEach(restoreAfterTest)

const account = (username: string, role: string, extra: object = {}) => ({
  username,
  role,
  disabled: false,
  mustChangePassword: false,
  totpEnabled: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
})

t.test('the owner lists, adds and changes accounts; a refusal shows next to its control', async (t) => {
  const api = staffApi()
  const me = { username: 'kuchnia', role: 'OWNER', pending: null, totpEnabled: true, recoveryCodesLeft: 9 }
  api.handlers['GET /api/staff/me'] = () => json(200, me)
  let accounts = [account('ania', 'OWNER', { totpEnabled: true }), account('kuba', 'KITCHEN')]
  let policy: string[] = []
  api.handlers['GET /api/staff'] = () => json(200, { accounts, totpRequiredRoles: policy })
  api.handlers['PATCH /api/staff/ania'] = () =>
    json(409, {
      statusCode: 409,
      message: 'Ostatni właściciel musi zostać właścicielem.',
      code: 'LAST_OWNER',
    })
  api.handlers['PATCH /api/staff/kuba'] = (call) => {
    accounts = accounts.map((a) => (a.username === 'kuba' ? { ...a, ...(call.body as object) } : a))
    return json(200, accounts[1])
  }
  api.handlers['POST /api/staff'] = (call) => {
    const body = call.body as { username: string; role: string }
    accounts = [...accounts, account(body.username, body.role, { mustChangePassword: true })]
    return json(201, accounts.at(-1))
  }
  api.handlers['PUT /api/staff/policy'] = (call) => {
    policy = (call.body as { totpRequiredRoles: string[] }).totpRequiredRoles
    return json(200, { totpRequiredRoles: policy })
  }
  renderManage()
  await signIn()
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Konta' }))
  })
  const table = await screen.findByRole('table')
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('th, td')]
        .slice(0, 4)
        .map((c) => (c.querySelector('select') as HTMLSelectElement | null)?.value ?? c.textContent),
    )
  t.same(rows, [
    ['ania', 'OWNER', 'aktywne', 'tak'],
    ['kuba', 'KITCHEN', 'aktywne', 'nie'],
  ])

  await act(async () => {
    fireEvent.change(screen.getByLabelText('Rola: ania'), { target: { value: 'MANAGER' } })
  })
  const refusal = await screen.findByText('Ostatni właściciel musi zostać właścicielem.')
  t.ok(refusal.closest('tr')?.textContent?.includes('ania'), 'in the row of that account')

  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Wyłącz: kuba' }))
  })
  await screen.findByRole('button', { name: 'Włącz: kuba' })
  t.same(callsTo('PATCH', '/api/staff/kuba')[0]!.body, { disabled: true })

  fireEvent.change(screen.getByLabelText('Nowe pierwsze hasło: kuba'), {
    target: { value: 'pierwsze-haslo-2' },
  })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Ustaw hasło: kuba' }))
  })
  await notified('Zapisano.')
  t.same(callsTo('PATCH', '/api/staff/kuba').at(-1)!.body, { password: 'pierwsze-haslo-2' })

  const add = screen.getByRole('form', { name: 'Dodaj konto' })
  fireEvent.change(within(add).getByLabelText('Login'), { target: { value: 'ola' } })
  fireEvent.change(within(add).getByLabelText('Rola'), { target: { value: 'MANAGER' } })
  fireEvent.change(within(add).getByLabelText('Pierwsze hasło (co najmniej 10 znaków)'), {
    target: { value: 'pierwsze-haslo-1' },
  })
  await act(async () => {
    fireEvent.click(within(add).getByRole('button', { name: 'Dodaj konto' }))
  })
  await screen.findByRole('rowheader', { name: 'ola' })
  t.same(callsTo('POST', '/api/staff')[0]!.body, {
    username: 'ola',
    role: 'MANAGER',
    password: 'pierwsze-haslo-1',
  })

  await act(async () => {
    fireEvent.click(screen.getByLabelText('Wymagaj dla roli: kierownik'))
  })
  t.same(callsTo('PUT', '/api/staff/policy')[0]!.body, { totpRequiredRoles: ['MANAGER'] })
  t.ok((screen.getByLabelText('Wymagaj dla roli: kierownik') as HTMLInputElement).checked)
})

t.test("the owner resets an account's two-factor sign-in (a lost phone) from its row", async (t) => {
  const api = staffApi()
  const me = { username: 'kuchnia', role: 'OWNER', pending: null, totpEnabled: false, recoveryCodesLeft: 0 }
  api.handlers['GET /api/staff/me'] = () => json(200, me)
  let accounts = [account('ania', 'MANAGER', { totpEnabled: true }), account('kuba', 'KITCHEN')]
  api.handlers['GET /api/staff'] = () => json(200, { accounts, totpRequiredRoles: [] })
  api.handlers['DELETE /api/staff/totp/ania'] = () => {
    accounts = accounts.map((a) => (a.username === 'ania' ? { ...a, totpEnabled: false } : a))
    return json(200, accounts[0])
  }
  renderManage()
  await signIn()
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Konta' }))
  })
  await screen.findByRole('table')
  t.equal(
    screen.queryByRole('button', { name: 'Zresetuj dwuetapowe (zgubiony telefon): kuba' }),
    null,
    'only for an account that has it on',
  )
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Zresetuj dwuetapowe (zgubiony telefon): ania' }))
  })
  await notified('Zapisano.')
  t.equal(callsTo('DELETE', '/api/staff/totp/ania').length, 1)
  const row = screen.getByRole('rowheader', { name: 'ania' }).closest('tr')!
  t.equal(row.querySelectorAll('td')[2]!.textContent, 'nie', 'two-factor shows off')
  t.equal(
    screen.queryByRole('button', { name: 'Zresetuj dwuetapowe (zgubiony telefon): ania' }),
    null,
    'and the button is gone',
  )
})

t.test('the owner sees the remembered devices in Warsaw time and signs one out', async (t) => {
  const api = staffApi()
  const me = { username: 'kuchnia', role: 'OWNER', pending: null, totpEnabled: true, recoveryCodesLeft: 9 }
  api.handlers['GET /api/staff/me'] = () => json(200, me)
  api.handlers['GET /api/staff'] = () =>
    json(200, { accounts: [account('kuba', 'KITCHEN')], totpRequiredRoles: [] })
  const tablet = {
    id: '5f0c9a6e-2b1d-4c3e-9f8a-7b6c5d4e3f21',
    username: 'kuba',
    label: 'Chrome na Androidzie',
    // 08:15 and 22:40 in Kraków (UTC+1 in November).
    createdAt: '2026-11-20T07:15:00.000Z',
    lastSeenAt: '2026-11-28T21:40:00.000Z',
    expiresAt: '2027-02-18T07:15:00.000Z',
  }
  let devices = [tablet]
  api.handlers['GET /api/staff/devices'] = () => json(200, { devices })
  api.handlers[`DELETE /api/staff/devices/${tablet.id}`] = () => {
    devices = []
    return new Response(null, { status: 204 })
  }
  renderManage()
  await signIn()
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Konta' }))
  })
  const panel = await screen.findByRole('region', { name: 'Zapamiętane urządzenia' })
  const row = within(panel).getByRole('row', { name: /Chrome na Androidzie/ })
  t.same(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
    ['kuba', '20.11.2026 08:15', '28.11.2026 22:40', 'Zakończ: Chrome na Androidzie (kuba)'],
  )
  await act(async () => {
    fireEvent.click(within(row).getByRole('button', { name: 'Zakończ: Chrome na Androidzie (kuba)' }))
  })
  await notified('Urządzenie Chrome na Androidzie zostało wylogowane.')
  t.equal(callsTo('DELETE', `/api/staff/devices/${tablet.id}`)[0]?.headers.authorization, 'Bearer T1')
  await within(panel).findByText('Żadne urządzenie nie jest teraz zapamiętane.')
})
