/**
 * Changing one's password (docs/security.md, "Staff passwords"): a wrong current password counts in
 * the sign-in limits, each is in the audit trail, and the third in 15 minutes ends the session.
 */
import t from 'tap'
import { createStaff } from '#plugins/auth/service.js'
import { build } from '../../helpers/app.js'
import { login, PASSWORD } from './auth-setup.js'

t.test('wrong current passwords: recorded, and the third ends the session', async (t) => {
  const app = await build(t)
  await createStaff(app.db, 'kuchnia', PASSWORD, new Date(), { role: 'KITCHEN' })
  const token = (await login(app, 'kuchnia', PASSWORD)).json().token as string
  const headers = { authorization: `Bearer ${token}` }
  const change = (currentPassword: string) =>
    app.inject({
      method: 'POST',
      url: '/api/staff/me/password',
      headers,
      payload: { currentPassword, newPassword: 'a brand new passphrase' },
    })
  for (let i = 1; i <= 2; i++) {
    const wrong = await change(`guess number ${i}`)
    t.equal(wrong.statusCode, 400, `guess ${i}: refused`)
    t.match(wrong.json(), { code: 'INVALID_CREDENTIALS', field: 'currentPassword' })
  }
  const third = await change('guess number 3')
  t.equal(third.statusCode, 401, 'the third wrong guess ends the session')
  t.match(third.json(), { code: 'SESSION_ENDED' })
  const after = await app.inject({ url: '/api/staff/me', headers })
  t.equal(after.statusCode, 401, 'the token no longer works')
  t.equal((await change(PASSWORD)).statusCode, 401, 'not even with the right password')
  const failures = await app.db
    .selectFrom('audit_log')
    .select(['username', 'target', 'address'])
    .where('action', '=', 'auth.password-change-failed')
    .execute()
  t.same(
    failures.map((f) => [f.username, f.target]),
    [
      ['kuchnia', 'kuchnia'],
      ['kuchnia', 'kuchnia'],
      ['kuchnia', 'kuchnia'],
    ],
    'each failure is in the audit trail',
  )
})

t.test('wrong current passwords count in the sign-in limits of the address and account', async (t) => {
  const app = await build(t)
  await createStaff(app.db, 'kuchnia', PASSWORD, new Date(), { role: 'KITCHEN' })
  // Four wrong sign-ins from the tablet's address: one short of the pair's limit (5).
  for (let i = 0; i < 4; i++)
    t.equal((await login(app, 'kuchnia', `nope nope ${i}`, '10.5.0.1')).statusCode, 401)
  const token = (await login(app, 'kuchnia', PASSWORD, '10.5.0.2')).json().token as string
  const change = () =>
    app.inject({
      method: 'POST',
      url: '/api/staff/me/password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: 'one more guess', newPassword: 'a brand new passphrase' },
      remoteAddress: '10.5.0.1',
    })
  t.equal((await change()).statusCode, 400, 'the fifth guess from that address is checked')
  const sixth = await change()
  t.equal(sixth.statusCode, 429, 'the sixth meets the sign-in limit')
  t.ok(Number(sixth.headers['retry-after']) >= 1)
  t.equal(
    (await app.inject({ url: '/api/staff/me', headers: { authorization: `Bearer ${token}` } })).statusCode,
    401,
    'and the session ends',
  )
})
