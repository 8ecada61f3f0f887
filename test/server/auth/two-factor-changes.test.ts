// Turning two-factor sign-in on or off asks for the password; turning it on signs the account's
// other sessions out; the owner resets an account's two-factor from the staff area, audited
// (docs/security.md, "Two-factor sign-in").
import t from 'tap'
import { changeRoleOrState, createStaff } from '#plugins/auth/service.js'
import { currentCode } from '#plugins/auth/two-factor/totp.js'
import { build } from '../../helpers/app.js'
import { login, PASSWORD } from './auth-setup.js'

// 25 November 2026, 14:00:10 UTC: 10 s into a 30-second step.
const START = new Date('2026-11-25T14:00:10Z')

type App = Awaited<ReturnType<typeof build>>

function call(app: App, method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  })
}

const me = (app: App, token: string) => call(app, 'GET', '/api/staff/me', token)

async function auditOf(app: App, action: string) {
  return app.db
    .selectFrom('audit_log')
    .select(['username', 'target', 'address', 'before', 'after'])
    .where('action', '=', action)
    .orderBy('id')
    .execute()
}

t.test('turning two-factor on asks for the password; a wrong one is counted and audited', async (t) => {
  const clock = { now: START }
  const app = await build(t, { now: () => clock.now })
  await createStaff(app.db, 'ania', PASSWORD)
  const token = (await login(app, 'ania', PASSWORD)).json().token as string
  const { secret } = (await call(app, 'POST', '/api/staff/me/totp', token)).json()
  const code = currentCode(secret, clock.now)

  const without = await call(app, 'POST', '/api/staff/me/totp/confirm', token, { totp: code })
  t.equal(without.statusCode, 400, 'no password: refused')
  t.match(without.json(), { field: 'currentPassword' })

  const wrong = await call(app, 'POST', '/api/staff/me/totp/confirm', token, {
    totp: code,
    currentPassword: 'not-her-password',
  })
  t.equal(wrong.statusCode, 400)
  t.same(wrong.json(), {
    statusCode: 400,
    error: 'Bad Request',
    message: 'Obecne hasło jest błędne.',
    code: 'INVALID_CREDENTIALS',
    field: 'currentPassword',
  })
  t.equal((await me(app, token)).json().totpEnabled, false, 'still off')
  t.same(
    (await auditOf(app, 'auth.password-change-failed')).map((e) => [e.username, e.target]),
    [['ania', 'ania']],
    'the wrong password is in the audit trail',
  )

  // Three wrong passwords in 15 minutes end the session, as in the password change.
  for (const n of [2, 3]) {
    const res = await call(app, 'POST', '/api/staff/me/totp/confirm', token, {
      totp: code,
      currentPassword: `wrong-password-${n}`,
    })
    t.equal(res.statusCode, n === 3 ? 401 : 400, `wrong password ${n}`)
    if (n === 3) t.equal(res.json().code, 'SESSION_ENDED')
  }
  t.equal((await me(app, token)).statusCode, 401, 'the session has ended')
})

t.test('turning two-factor on signs the other sessions out; this one goes on with a new token', async (t) => {
  const clock = { now: START }
  const app = await build(t, { now: () => clock.now })
  await createStaff(app.db, 'ania', PASSWORD)
  const here = (await login(app, 'ania', PASSWORD)).json().token as string
  const elsewhere = (await login(app, 'ania', PASSWORD)).json().token as string
  t.equal((await me(app, elsewhere)).statusCode, 200, 'a second session, on another device')

  const { secret } = (await call(app, 'POST', '/api/staff/me/totp', here)).json()
  const on = await call(app, 'POST', '/api/staff/me/totp/confirm', here, {
    totp: currentCode(secret, clock.now),
    currentPassword: PASSWORD,
  })
  t.equal(on.statusCode, 200)
  t.equal(on.json().recoveryCodes.length, 10)
  const next = on.json().token as string
  t.equal((await me(app, elsewhere)).statusCode, 401, 'the other session is signed out')
  t.equal((await me(app, here)).statusCode, 401, 'the old token of this session too')
  const mine = await me(app, next)
  t.equal(mine.statusCode, 200, 'the new token carries this session on')
  t.equal(mine.json().totpEnabled, true)
  t.equal(
    app.jwt.decode<{ jti: string }>(next)!.jti,
    app.jwt.decode<{ jti: string }>(here)!.jti,
    'same session',
  )
})

t.test('turning two-factor off asks for the password and a current code', async (t) => {
  const clock = { now: START }
  const app = await build(t, { now: () => clock.now })
  await createStaff(app.db, 'ania', PASSWORD)
  const first = (await login(app, 'ania', PASSWORD)).json().token as string
  const { secret } = (await call(app, 'POST', '/api/staff/me/totp', first)).json()
  const token = (
    await call(app, 'POST', '/api/staff/me/totp/confirm', first, {
      totp: currentCode(secret, clock.now),
      currentPassword: PASSWORD,
    })
  ).json().token as string
  clock.now = new Date(START.getTime() + 60_000)
  const code = currentCode(secret, clock.now)

  const without = await call(app, 'DELETE', '/api/staff/me/totp', token, { totp: code })
  t.equal(without.statusCode, 400)
  t.match(without.json(), { field: 'currentPassword' })
  const wrong = await call(app, 'DELETE', '/api/staff/me/totp', token, {
    totp: code,
    currentPassword: 'not-her-password',
  })
  t.equal(wrong.statusCode, 400)
  t.match(wrong.json(), { code: 'INVALID_CREDENTIALS', field: 'currentPassword' })
  t.equal((await me(app, token)).json().totpEnabled, true, 'still on')

  const off = await call(app, 'DELETE', '/api/staff/me/totp', token, {
    totp: code,
    currentPassword: PASSWORD,
  })
  t.equal(off.statusCode, 204)
  t.equal((await me(app, token)).json().totpEnabled, false)
  t.equal((await auditOf(app, 'auth.totp-disable')).length, 1)
})

t.test("the owner resets an account's two-factor: off, signed out, audited", async (t) => {
  const clock = { now: START }
  const app = await build(t, { now: () => clock.now })
  await createStaff(app.db, 'ania', PASSWORD)
  await createStaff(app.db, 'bartek', PASSWORD)
  await changeRoleOrState(app.db, 'bartek', { role: 'MANAGER' })
  const owner = (await login(app, 'ania', PASSWORD)).json().token as string
  const first = (await login(app, 'bartek', PASSWORD)).json().token as string
  const { secret } = (await call(app, 'POST', '/api/staff/me/totp', first)).json()
  const bartek = (
    await call(app, 'POST', '/api/staff/me/totp/confirm', first, {
      totp: currentCode(secret, clock.now),
      currentPassword: PASSWORD,
    })
  ).json().token as string

  const byManager = await call(app, 'DELETE', '/api/staff/totp/ania', bartek)
  t.equal(byManager.statusCode, 403, 'only the owner')
  const unknown = await call(app, 'DELETE', '/api/staff/totp/nikt', owner)
  t.equal(unknown.statusCode, 404)
  t.match(unknown.json(), { code: 'UNKNOWN_USER', field: 'username' })
  const notOn = await call(app, 'DELETE', '/api/staff/totp/ania', owner)
  t.equal(notOn.statusCode, 409)
  t.match(notOn.json(), {
    code: 'TOTP_NOT_ENABLED',
    message: 'Logowanie dwuetapowe tego konta nie jest włączone.',
  })

  const reset = await call(app, 'DELETE', '/api/staff/totp/Bartek', owner)
  t.equal(reset.statusCode, 200)
  t.match(reset.json(), { username: 'bartek', role: 'MANAGER', totpEnabled: false })
  t.equal((await me(app, bartek)).statusCode, 401, "Bartek's session is signed out")
  const again = await login(app, 'bartek', PASSWORD)
  t.equal(again.statusCode, 200, 'his password alone signs him in; he may enrol again')
  const codes = await app.db.selectFrom('staff_recovery_codes').select('id').execute()
  t.same(codes, [], 'his recovery codes are gone')
  t.same(await auditOf(app, 'staff.totp-reset'), [
    {
      username: 'ania',
      target: 'bartek',
      address: '127.0.0.1',
      before: '{"totpEnabled":true}',
      after: '{"totpEnabled":false}',
    },
  ])
})
