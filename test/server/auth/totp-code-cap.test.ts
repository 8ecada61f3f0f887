/**
 * Wrong two-factor codes per account from every address (docs/security.md, "Two-factor sign-in"):
 * the tenth in 15 minutes locks codes for the account; only a recovery code signs it in then, and
 * the owner reads the lock in the audit trail. On PostgreSQL the count is shared by two instances.
 */
import t from 'tap'
import { createStaff } from '#plugins/auth/service.js'
import { currentCode } from '#plugins/auth/two-factor/totp.js'
import { build, freshDatabaseUrl, sharedRedis } from '../../helpers/app.js'
import { login, PASSWORD } from './auth-setup.js'

// 25 November 2026, 14:00:10 UTC: 10 s into a 30-second step.
const START = new Date('2026-11-25T14:00:10Z')
const onPostgres = /^postgres(ql)?:/.test(process.env.TEST_DATABASE_URL ?? '')

type App = Awaited<ReturnType<typeof build>>

function signIn(app: App, body: object, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'ania', password: PASSWORD, ...body },
    remoteAddress,
  })
}

t.test('ten wrong codes from ten addresses lock codes; a recovery code still signs in', async (t) => {
  const clock = { now: START }
  // Two instances of one site on PostgreSQL (one database, one Redis); SQLite has one.
  const env: Record<string, string> | undefined = onPostgres
    ? { DATABASE_URL: await freshDatabaseUrl(t), ...sharedRedis() }
    : undefined
  const first = await build(t, { now: () => clock.now, ...(env ? { env } : {}) })
  const second = env ? await build(t, { now: () => clock.now, env }) : first
  if (env?.REDIS_URL) t.ok(first.redis && second.redis, 'both instances count in the one Redis')

  await createStaff(first.db, 'ania', PASSWORD)
  const token = (await login(first, 'ania', PASSWORD)).json().token as string
  const auth = { authorization: `Bearer ${token}` }
  const { secret } = (await first.inject({ method: 'POST', url: '/api/staff/me/totp', headers: auth })).json()
  const confirmed = await first.inject({
    method: 'POST',
    url: '/api/staff/me/totp/confirm',
    headers: auth,
    payload: { totp: currentCode(secret, clock.now), currentPassword: PASSWORD },
  })
  t.equal(confirmed.statusCode, 200)
  const recoveryCodes = confirmed.json().recoveryCodes as string[]
  // A code valid in no step of the window (now, one before, one after).
  const valid = [-30, 0, 30].map((s) => currentCode(secret, new Date(clock.now.getTime() + s * 1000)))
  const wrong = ['000000', '111111', '222222', '333333'].find((c) => !valid.includes(c))!

  clock.now = new Date(START.getTime() + 30_000)
  for (let i = 1; i <= 9; i++) {
    const app = i % 2 ? first : second
    const res = await signIn(app, { totp: wrong }, `198.51.100.${i}`)
    t.equal(res.json().code, 'INVALID_TOTP', `wrong code ${i} from its own address`)
  }
  const tenth = await signIn(second, { totp: wrong }, '198.51.100.10')
  t.equal(tenth.statusCode, 401)
  t.match(tenth.json(), { code: 'TOTP_LOCKED', field: 'recoveryCode' })
  t.match(tenth.json().message, /kodem odzyskiwania/)

  const right = await signIn(first, { totp: currentCode(secret, clock.now) }, '203.0.113.7')
  t.equal(right.statusCode, 401, 'even the right code is refused now, from a fresh address')
  t.equal(right.json().code, 'TOTP_LOCKED')
  t.notOk(right.json().token)

  const recovered = await signIn(second, { recoveryCode: recoveryCodes[0] }, '203.0.113.8')
  t.equal(recovered.statusCode, 200, 'a recovery code signs in')
  const owner = { authorization: `Bearer ${recovered.json().token}` }
  const audit = (await first.inject({ url: '/api/audit', headers: owner })).json()
  const locks = audit.entries.filter((e: { action: string }) => e.action === 'auth.totp-locked')
  t.equal(locks.length, 1, 'one entry when the account is locked, not one per refused code')
  t.match(locks[0], { target: 'ania', address: '198.51.100.10' })

  // The recovery code's sign-in forgets the wrong codes: the phone's code works again.
  clock.now = new Date(START.getTime() + 60_000)
  const again = await signIn(first, { totp: currentCode(secret, clock.now) }, '203.0.113.9')
  t.equal(again.statusCode, 200, 'the code works again')
})
