// Two-factor sign-in and staff accounts (docs/security.md, "Two-factor sign-in", "Roles", "Audit
// trail"), with a fixed clock: a code is accepted once, within one 30-second step either side;
// recovery codes work once; wrong codes count toward the sign-in lockout.
import t from 'tap'
import { createStaff } from '#plugins/auth/service.js'
import { currentCode } from '#plugins/auth/two-factor/totp.js'
import { build } from '../../helpers/app.js'
import { login, PASSWORD } from './auth-setup.js'

// 25 November 2026, 14:00:10 UTC: 10 s into a 30-second step.
const START = new Date('2026-11-25T14:00:10Z')
const at = (seconds: number) => new Date(START.getTime() + seconds * 1000)

type App = Awaited<ReturnType<typeof build>>

function call(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  })
}

function signIn(app: App, body: object, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'ania', password: PASSWORD, ...body },
    remoteAddress,
  })
}

/** Ania, an OWNER with two-factor on; answers her secret and recovery codes. */
async function enrolled(t: Parameters<typeof build>[0], clock: { now: Date }) {
  const app = await build(t, { now: () => clock.now })
  await createStaff(app.db, 'ania', PASSWORD)
  const token = (await login(app, 'ania', PASSWORD)).json().token as string
  const started = await call(app, 'POST', '/api/staff/me/totp', token)
  t.equal(started.statusCode, 200)
  const { secret, uri, qrSvg } = started.json()
  t.match(uri, /^otpauth:\/\/totp\/Sakana%20Sushi:ania\?/)
  t.match(qrSvg, /^<svg /, 'the QR code is an SVG made on the server')
  const wrongCode = { totp: '000000', currentPassword: PASSWORD }
  t.equal((await call(app, 'POST', '/api/staff/me/totp/confirm', token, wrongCode)).statusCode, 400)
  const confirmed = await call(app, 'POST', '/api/staff/me/totp/confirm', token, {
    totp: currentCode(secret, clock.now),
    currentPassword: PASSWORD,
  })
  t.equal(confirmed.statusCode, 200)
  const codes = confirmed.json().recoveryCodes as string[]
  t.equal(codes.length, 10)
  t.equal(new Set(codes).size, 10)
  return { app, secret: secret as string, codes }
}

t.test('a code signs in once, within one step either side; TOTP_REQUIRED without one', async (t) => {
  const clock = { now: START }
  const { app, secret } = await enrolled(t, clock)
  clock.now = at(60)
  const asked = await signIn(app, {})
  t.equal(asked.statusCode, 401)
  t.equal(asked.json().code, 'TOTP_REQUIRED')
  t.notOk('token' in asked.json(), 'no token without the code')

  const code = currentCode(secret, clock.now)
  const ok = await signIn(app, { totp: code })
  t.equal(ok.statusCode, 200)
  t.type(ok.json().token, 'string')
  const again = await signIn(app, { totp: code })
  t.equal(again.statusCode, 401, 'the same code a second time')
  t.match(again.json(), {
    code: 'TOTP_USED',
    field: 'totp',
    message: 'Ten kod został już użyty — poczekaj na następny.',
  })
  t.equal((await signIn(app, { totp: '000000' === code ? '111111' : '000000' })).json().code, 'INVALID_TOTP')

  clock.now = at(120)
  t.equal((await signIn(app, { totp: currentCode(secret, at(90)) })).statusCode, 200, 'the previous step')
  clock.now = at(180)
  t.equal((await signIn(app, { totp: currentCode(secret, at(210)) })).statusCode, 200, 'the next step')
  clock.now = at(300)
  t.equal((await signIn(app, { totp: currentCode(secret, at(240)) })).statusCode, 401, 'two steps back')
  t.equal((await signIn(app, { totp: currentCode(secret, at(360)) })).statusCode, 401, 'two steps ahead')
})

t.test('a recovery code works once; wrong codes count toward the lockout', async (t) => {
  const clock = { now: START }
  const { app, codes } = await enrolled(t, clock)
  const first = await signIn(app, { recoveryCode: codes[0]!.toUpperCase() })
  t.equal(first.statusCode, 200, 'typed in capitals')
  t.equal((await signIn(app, { recoveryCode: codes[0] })).statusCode, 401, 'used once')
  const me = await call(app, 'GET', '/api/staff/me', first.json().token)
  t.equal(me.json().recoveryCodesLeft, 9)
  const signIns = await app.db
    .selectFrom('audit_log')
    .select(['after'])
    .where('action', '=', 'auth.sign-in')
    .orderBy('id')
    .execute()
  t.same(
    JSON.parse(signIns.at(-1)!.after ?? 'null'),
    { secondFactor: 'recovery-code' },
    'the trail says the sign-in used a recovery code (a lost phone?)',
  )

  // 5 failures per (address, username) in 15 minutes; the two above used 2 attempts (one refunded).
  const address = '203.0.113.7'
  for (let i = 0; i < 5; i++) t.equal((await signIn(app, { totp: '123456' }, address)).statusCode, 401)
  const locked = await signIn(app, { recoveryCode: codes[1] }, address)
  t.equal(locked.statusCode, 429, 'even the right recovery code waits after 5 wrong codes')
})

t.test('the owner adds a kitchen account; its first password must be changed first', async (t) => {
  const clock = { now: START }
  const app = await build(t, { now: () => clock.now })
  await createStaff(app.db, 'ania', PASSWORD)
  const owner = (await login(app, 'ania', PASSWORD)).json().token as string
  const added = await call(app, 'POST', '/api/staff', owner, {
    username: 'Kucharz',
    role: 'KITCHEN',
    password: 'pierwsze-haslo-123',
  })
  t.equal(added.statusCode, 201)
  t.match(added.json(), { username: 'kucharz', role: 'KITCHEN', mustChangePassword: true, disabled: false })
  t.equal(
    (
      await call(app, 'POST', '/api/staff', owner, {
        username: 'kucharz',
        role: 'KITCHEN',
        password: 'inne-haslo-12345',
      })
    ).statusCode,
    409,
  )

  const cook = (
    await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'kucharz', password: 'pierwsze-haslo-123' },
    })
  ).json().token as string
  const blocked = await call(app, 'GET', '/api/orders', cook)
  t.equal(blocked.statusCode, 403)
  t.equal(blocked.json().code, 'PASSWORD_CHANGE_REQUIRED')
  t.equal((await call(app, 'GET', '/api/staff/me', cook)).json().pending, 'PASSWORD_CHANGE_REQUIRED')
  const changed = await call(app, 'POST', '/api/staff/me/password', cook, {
    currentPassword: 'pierwsze-haslo-123',
    newPassword: 'moje-wlasne-haslo-9',
  })
  t.equal(changed.statusCode, 200)
  const fresh = changed.json().token as string
  t.equal((await call(app, 'GET', '/api/orders', fresh)).statusCode, 200, 'the board, now')
  t.equal((await call(app, 'GET', '/api/promo-codes', fresh)).statusCode, 403, 'not the promo codes')
  t.equal((await call(app, 'GET', '/api/orders', cook)).statusCode, 401, 'the old token is gone')

  const lastOwner = await call(app, 'PATCH', '/api/staff/ania', owner, { role: 'MANAGER' })
  t.equal(lastOwner.statusCode, 409)
  t.equal(lastOwner.json().code, 'LAST_OWNER')
  t.equal((await call(app, 'PATCH', '/api/staff/ania', owner, { disabled: true })).statusCode, 409)
  const disabled = await call(app, 'PATCH', '/api/staff/kucharz', owner, { disabled: true })
  t.equal(disabled.statusCode, 200)
  t.equal((await call(app, 'GET', '/api/orders', fresh)).statusCode, 401, 'a disabled account is signed out')
  const list = (await call(app, 'GET', '/api/staff', owner)).json()
  t.same(
    list.accounts.map((a: { username: string }) => a.username),
    ['ania', 'kucharz'],
  )

  const audit = (await call(app, 'GET', '/api/audit', owner)).json()
  const actions = audit.entries.map(
    (e: { action: string; username: string | null; target: string | null }) =>
      `${e.action} ${e.username} ${e.target}`,
  )
  t.same(actions.reverse(), [
    'auth.sign-in ania null',
    'staff.create ania kucharz',
    'auth.sign-in kucharz null',
    'auth.password-change kucharz kucharz',
    'staff.update ania kucharz',
  ])
  const update = audit.entries.find((e: { action: string }) => e.action === 'staff.update')
  t.same(update.before, { role: 'KITCHEN', disabled: false })
  t.same(update.after, { role: 'KITCHEN', disabled: true, passwordReset: false })
  t.equal(update.address, '127.0.0.1')
})

t.test('a required role enrols before anything else', async (t) => {
  const clock = { now: START }
  const app = await build(t, { now: () => clock.now })
  await createStaff(app.db, 'ania', PASSWORD)
  const owner = (await login(app, 'ania', PASSWORD)).json().token as string
  t.equal(
    (await call(app, 'PUT', '/api/staff/policy', owner, { totpRequiredRoles: ['OWNER'] })).statusCode,
    200,
  )
  const blocked = await call(app, 'GET', '/api/staff', owner)
  t.equal(blocked.statusCode, 403)
  t.equal(blocked.json().code, 'TOTP_ENROLMENT_REQUIRED')
  const { secret } = (await call(app, 'POST', '/api/staff/me/totp', owner)).json()
  const confirmed = await call(app, 'POST', '/api/staff/me/totp/confirm', owner, {
    totp: currentCode(secret, clock.now),
    currentPassword: PASSWORD,
  })
  t.equal(confirmed.statusCode, 200)
  const goesOn = confirmed.json().token as string
  t.equal((await call(app, 'GET', '/api/staff', goesOn)).statusCode, 200, 'enrolled: the owner goes on')
})
