// Two-factor secrets are stored sealed with a key from the configuration, never in clear; those
// stored in clear before are sealed when the site starts (docs/security.md, "Two-factor sign-in").
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { createStaff } from '#plugins/auth/service.js'
import { createTotpSecretBox } from '#plugins/auth/two-factor/secret-box.js'
import { currentCode } from '#plugins/auth/two-factor/totp.js'
import { build, freshDatabaseUrl, TEST_JWT_SECRET } from '../../helpers/app.js'
import { login, PASSWORD } from './auth-setup.js'

// 25 November 2026, 14:00:10 UTC: 10 s into a 30-second step.
const NOW = new Date('2026-11-25T14:00:10Z')
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
const KEY = 'a-separate-key-for-two-factor-secrets-0123'

type Test = Parameters<typeof build>[0]

/** One database several apps open in turn: a file on SQLite, a schema on PostgreSQL. */
async function sharedDatabase(t: Test): Promise<string> {
  const url = await freshDatabaseUrl(t)
  if (url !== ':memory:') return url
  const dir = mkdtempSync(join(tmpdir(), 'sakana-totp-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  return join(dir, 'shop.db')
}

const stored = async (app: Awaited<ReturnType<typeof build>>) =>
  (
    await app.db
      .selectFrom('staff_users')
      .select('totp_secret')
      .where('username', '=', 'ania')
      .executeTakeFirstOrThrow()
  ).totp_secret

const signIn = (app: Awaited<ReturnType<typeof build>>, body: object) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'ania', password: PASSWORD, ...body },
  })

t.test('an enrolled secret is stored sealed, and its codes sign in', async (t) => {
  const clock = { now: NOW }
  const app = await build(t, { now: () => clock.now })
  await createStaff(app.db, 'ania', PASSWORD)
  const token = (await login(app, 'ania', PASSWORD)).json().token as string
  const auth = { authorization: `Bearer ${token}` }
  const { secret } = (await app.inject({ method: 'POST', url: '/api/staff/me/totp', headers: auth })).json()
  const pending = await stored(app)
  t.not(pending, secret, 'the pending secret is not stored in clear')
  t.notOk(pending?.includes(secret), 'nor anywhere in the column')
  t.match(pending, /^v1\.[\w-]{16}\.[\w-]+\.[\w-]{22}$/, 'v1.<nonce>.<ciphertext>.<tag>')
  const on = await app.inject({
    method: 'POST',
    url: '/api/staff/me/totp/confirm',
    headers: auth,
    payload: { totp: currentCode(secret, NOW), currentPassword: PASSWORD },
  })
  t.equal(on.statusCode, 200)
  t.equal(await stored(app), pending, 'turned on, still sealed')
  // The next 30-second step: the code that confirmed is used up.
  clock.now = new Date(NOW.getTime() + 30_000)
  const again = await signIn(app, { totp: currentCode(secret, clock.now) })
  t.equal(again.statusCode, 200, 'a code from the app signs in')
})

t.test('secrets stored in clear before are sealed at start; their codes keep working', async (t) => {
  const databaseUrl = await sharedDatabase(t)
  const before = await build(t, { now: () => NOW, env: { DATABASE_URL: databaseUrl } })
  await createStaff(before.db, 'ania', PASSWORD)
  // As an earlier version stored it: the base32 secret itself.
  await before.db
    .updateTable('staff_users')
    .set({ totp_secret: SECRET, totp_enabled_at: '2026-11-01T10:00:00.000Z' })
    .where('username', '=', 'ania')
    .execute()
  t.equal(await stored(before), SECRET)

  const after = await build(t, { now: () => NOW, env: { DATABASE_URL: databaseUrl } })
  const sealed = await stored(after)
  t.not(sealed, SECRET, 'sealed at start')
  t.notOk(sealed?.includes(SECRET))
  const ok = await signIn(after, { totp: currentCode(SECRET, NOW) })
  t.equal(ok.statusCode, 200, 'the phone enrolled before still signs in')

  const third = await build(t, { now: () => NOW, env: { DATABASE_URL: databaseUrl } })
  t.equal(await stored(third), sealed, 'a later start leaves it as it is')
})

t.test(
  'TOTP_SECRET_KEY: set later, the secrets are sealed again with it; another key opens none',
  async (t) => {
    const databaseUrl = await sharedDatabase(t)
    const first = await build(t, { now: () => NOW, env: { DATABASE_URL: databaseUrl } })
    await createStaff(first.db, 'ania', PASSWORD)
    const { id } = await first.db
      .selectFrom('staff_users')
      .select('id')
      .where('username', '=', 'ania')
      .executeTakeFirstOrThrow()
    const fromJwt = createTotpSecretBox({ jwtSecret: TEST_JWT_SECRET })
    await first.db
      .updateTable('staff_users')
      .set({ totp_secret: fromJwt.seal(id, SECRET), totp_enabled_at: '2026-11-01T10:00:00.000Z' })
      .where('id', '=', id)
      .execute()

    const withKey = await build(t, {
      now: () => NOW,
      env: { DATABASE_URL: databaseUrl, TOTP_SECRET_KEY: KEY },
    })
    const resealed = await stored(withKey)
    t.equal(
      createTotpSecretBox({ key: KEY, jwtSecret: 'x'.repeat(32) }).open(id, resealed!),
      SECRET,
      'under the new key',
    )
    t.equal(fromJwt.open(id, resealed!), null, 'no longer under the key derived from JWT_SECRET')
    t.equal((await signIn(withKey, { totp: currentCode(SECRET, NOW) })).statusCode, 200)

    // A server started without the key (or with another JWT_SECRET) cannot make codes from the row.
    const without = await build(t, {
      now: () => new Date(NOW.getTime() + 30_000),
      env: { DATABASE_URL: databaseUrl, JWT_SECRET: 'another-jwt-secret-another-jwt-secret-0000' },
    })
    const refused = await signIn(without, { totp: currentCode(SECRET, new Date(NOW.getTime() + 30_000)) })
    t.equal(refused.json().code, 'INVALID_TOTP', 'the code is refused: the secret does not open')
    t.equal(await stored(without), resealed, 'and the row is left as it was')
  },
)

t.test('a sealed secret opens only for its own account', async (t) => {
  const box = createTotpSecretBox({ jwtSecret: TEST_JWT_SECRET })
  const sealed = box.seal(1, SECRET)
  t.equal(box.open(1, sealed), SECRET)
  t.equal(box.open(2, sealed), null, "copied onto another account's row it does not open")
  t.not(box.seal(1, SECRET), sealed, 'a fresh nonce each time')
  const [prefix, nonce, body, tag] = sealed.split('.')
  // The next-to-last character changes (all its bits are the ciphertext's; the last one's may be
  // padding): to B when it is A, to A otherwise. Chosen by the last character instead, it stayed the
  // same one time in 64 and the sealed secret opened.
  const flipped = `${prefix}.${nonce}.${body!.slice(0, -2)}${body!.at(-2) === 'A' ? 'B' : 'A'}${body!.slice(-1)}.${tag}`
  t.equal(box.open(1, flipped), null, 'a changed ciphertext does not open')
})
