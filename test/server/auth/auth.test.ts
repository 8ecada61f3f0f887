import t from 'tap'
import {
  changeRoleOrState,
  createStaff,
  findStaffByUsername,
  listStaff,
  normalizeUsername,
  StaffError,
  setPassword,
} from '#plugins/auth/service.js'
import {
  DUMMY_PASSWORD_HASH,
  dummyPasswordHash,
  hashPassword,
  parseHash,
  SCRYPT_LOG2_N,
  SCRYPT_P,
  SCRYPT_R,
  setPasswordHashCost,
  verifyPassword,
} from '#plugins/auth/sign-in/password.js'
import { LoginThrottle } from '#plugins/auth/sign-in/throttle.js'
import { loadConfig } from '#server/config.js'
import { build } from '../../helpers/app.js'
import { decodePart, freshDb, INVALID_CREDENTIALS, login, PASSWORD, staffGet } from './auth-setup.js'

t.test('password hashing: scrypt, self-describing format, random salt, constant-time verify', async (t) => {
  // The production cost, whatever this process's apps use (docs/security.md, "Passwords").
  t.equal(loadConfig({}).passwordHashCost, 17, 'PASSWORD_HASH_COST is 17 unless set')
  const hash = await hashPassword(PASSWORD, SCRYPT_LOG2_N)
  t.match(hash, /^scrypt\$17\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/, 'scrypt$17$8$1$<salt>$<hash>')
  const parsed = parseHash(hash)
  t.equal(parsed?.salt.length, 16, '16-byte salt')
  t.equal(parsed?.key.length, 64, '64-byte key')
  t.equal(await verifyPassword(PASSWORD, hash), true, 'the right password verifies')
  t.equal(await verifyPassword(`${PASSWORD}!`, hash), false, 'a wrong password does not')
  const again = await hashPassword(PASSWORD, SCRYPT_LOG2_N)
  t.not(again, hash, 'two hashes of the same password differ (salt)')

  // Malformed or absurd stored hashes never match, and are refused before any scrypt work.
  for (const bad of [
    '',
    'plain',
    'scrypt$17$8$1$abc',
    'scrypt$30$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA',
    'bcrypt$x',
  ]) {
    t.equal(parseHash(bad), null, `unparsable: ${bad}`)
    t.equal(await verifyPassword(PASSWORD, bad), false)
  }
})

t.test('the dummy hash for unknown users costs the same scrypt work as a real one', async (t) => {
  const dummy = parseHash(DUMMY_PASSWORD_HASH)
  t.ok(dummy, 'the dummy hash is well formed, so verification really runs scrypt')
  t.same(
    {
      log2N: dummy?.log2N,
      r: dummy?.r,
      p: dummy?.p,
      saltBytes: dummy?.salt.length,
      keyBytes: dummy?.key.length,
    },
    { log2N: SCRYPT_LOG2_N, r: SCRYPT_R, p: SCRYPT_P, saltBytes: 16, keyBytes: 64 },
    'same parameters as real hashes',
  )
  t.equal(await verifyPassword('', DUMMY_PASSWORD_HASH), false)

  // At a lowered cost (the test suites), the dummy follows it: an unknown user still costs what a known one does.
  const cheap = await hashPassword(PASSWORD, 10)
  setPasswordHashCost(10)
  t.teardown(() => setPasswordHashCost(SCRYPT_LOG2_N))
  t.equal(
    parseHash(dummyPasswordHash())?.log2N,
    parseHash(cheap)?.log2N,
    'the dummy has the cost of new hashes',
  )
  t.equal(await verifyPassword('', dummyPasswordHash()), false)
})

t.test('production refuses a password hash cheaper than 17', async (t) => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(32),
    PUBLIC_URL: 'https://sakanasushi.pl',
  }
  t.throws(
    () => loadConfig({ ...production, PASSWORD_HASH_COST: '16' }),
    /PASSWORD_HASH_COST must be at least 17/,
  )
  t.equal(loadConfig({ ...production, PASSWORD_HASH_COST: '18' }).passwordHashCost, 18)
})

t.test('staff repository: create, duplicates, validation, passwd, disable, list', async (t) => {
  const db = await freshDb(t)
  const ania = await createStaff(db, ' Ania ', PASSWORD)
  t.match(ania, { username: 'ania', disabled: false })
  t.equal(normalizeUsername('  KaSia '), 'kasia')

  const rejects = async (promise: Promise<unknown>, code: string, message: RegExp) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    )
    t.ok(error instanceof StaffError, `StaffError ${code}`)
    t.match(error, { code, message })
  }
  await rejects(
    createStaff(db, 'ania', 'another-long-password'),
    'DUPLICATE_USER',
    /Konto obsługi „ania” już istnieje/,
  )
  await rejects(
    createStaff(db, 'ANIA', 'another-long-password'),
    'DUPLICATE_USER',
    /Konto obsługi „ania” już istnieje/,
  )
  await rejects(createStaff(db, 'bartek', 'short'), 'INVALID_PASSWORD', /co najmniej 10 znaków/)
  await rejects(createStaff(db, 'bartek', 'x'.repeat(257)), 'INVALID_PASSWORD', /najwyżej 256 znaków/)
  await rejects(createStaff(db, 'bad name', PASSWORD), 'INVALID_USERNAME', /jest niepoprawny/)
  await rejects(createStaff(db, 'x', PASSWORD), 'INVALID_USERNAME', /jest niepoprawny/)
  await rejects(setPassword(db, 'nobody', PASSWORD), 'UNKNOWN_USER', /Nie ma konta obsługi „nobody”/)
  await rejects(setPassword(db, 'ania', 'short'), 'INVALID_PASSWORD', /za krótkie/)
  await rejects(changeRoleOrState(db, 'nobody', { disabled: true }), 'UNKNOWN_USER', /Nie ma konta obsługi/)

  const before = await findStaffByUsername(db, 'ania')
  await setPassword(db, 'ANIA', 'a-brand-new-password')
  const after = await findStaffByUsername(db, 'ania')
  t.not(after?.passwordHash, before?.passwordHash, 'passwd stores a new hash')
  t.not(after?.updatedAt, before?.updatedAt, 'and a new account version')
  t.equal(await verifyPassword('a-brand-new-password', after?.passwordHash ?? ''), true)

  t.equal(await changeRoleOrState(db, 'ania', { disabled: true }), 'LAST_OWNER', 'the only owner stays')
  // Another owner: Ania may now be disabled.
  await createStaff(db, 'bartek', PASSWORD)
  const disabled = await changeRoleOrState(db, 'ania', { disabled: true })
  if (disabled === 'LAST_OWNER') throw new Error('bartek is an owner too')
  t.equal(disabled.disabled, true)
  t.equal((await findStaffByUsername(db, 'ania'))?.disabled, true)
  t.not(disabled.updatedAt, after?.updatedAt, 'disabling changes the version too')
  t.same(
    (await listStaff(db)).map((u) => [u.username, u.disabled]),
    [
      ['ania', true],
      ['bartek', false],
    ],
  )
  await changeRoleOrState(db, 'ania', { disabled: false })
  t.equal((await findStaffByUsername(db, 'ania'))?.disabled, false)
  t.equal(await findStaffByUsername(db, 'nobody'), undefined)
})

t.test('login answers an HS256 JWT valid 12 hours with iss, aud and sub', async (t) => {
  const app = await build(t)
  await createStaff(app.db, 'ania', PASSWORD)
  const res = await login(app, ' ANIA ', PASSWORD)
  t.equal(res.statusCode, 200)
  t.equal(res.headers['cache-control'], 'no-store')
  const { token } = res.json() as { token: string }
  t.same(Object.keys(res.json()), ['token'])
  const [header, payload, signature] = token.split('.')
  t.same(decodePart(header), { alg: 'HS256', typ: 'JWT' })
  const claims = decodePart(payload) as { exp: number; iat: number; iss: string; aud: string; sub: string }
  t.equal(claims.iss, 'sakana-sushi')
  t.equal(claims.aud, 'sakana-sushi-staff')
  t.equal(claims.sub, 'ania')
  t.ok(claims.exp - claims.iat <= 12 * 3600 && claims.exp - claims.iat > 11 * 3600, 'expires in 12 h')
  t.ok(claims.exp * 1000 <= Date.now() + 12 * 3600 * 1000 + 1000)
  t.ok(signature && signature.length > 20, 'signed')

  const ok = await staffGet(app, `Bearer ${token}`)
  t.equal(ok.statusCode, 200, 'the token opens a staff route')
  const lowerScheme = await staffGet(app, `bearer ${token}`)
  t.equal(lowerScheme.statusCode, 200, 'the scheme is case-insensitive')
})

t.test('wrong password, unknown user and disabled user get the same 401 "Błędne dane"', async (t) => {
  const app = await build(t)
  await createStaff(app.db, 'ania', PASSWORD)
  await createStaff(app.db, 'bartek', PASSWORD)
  await changeRoleOrState(app.db, 'bartek', { disabled: true })
  const answers = [
    await login(app, 'ania', 'wrong-password-123'),
    await login(app, 'nobody', PASSWORD),
    await login(app, 'bartek', PASSWORD),
  ]
  for (const res of answers) {
    t.equal(res.statusCode, 401)
    t.same(res.json(), INVALID_CREDENTIALS)
  }
  t.equal(new Set(answers.map((r) => r.body)).size, 1, 'byte-identical bodies')
  t.same(answers[0]?.headers['content-type'], answers[1]?.headers['content-type'])
})

t.test('login validates its body (400 naming the field)', async (t) => {
  const app = await build(t)
  const cases: [unknown, string][] = [
    [{ password: PASSWORD }, 'username'],
    [{ username: 'ania' }, 'password'],
    [{ username: '', password: PASSWORD }, 'username'],
    [{ username: 'ania', password: 'x'.repeat(257) }, 'password'],
    [{ username: 'a'.repeat(65), password: PASSWORD }, 'username'],
    [{ username: 1, password: PASSWORD }, 'username'],
  ]
  for (const [payload, field] of cases) {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: payload as object })
    t.equal(res.statusCode, 400, JSON.stringify(payload))
    t.match(res.json(), { statusCode: 400, error: 'Bad Request', field, code: 'VALIDATION' })
  }
})

t.test(
  'the 6th failed attempt from one address for one username is refused with 429 and Retry-After',
  async (t) => {
    const app = await build(t)
    await createStaff(app.db, 'ania', PASSWORD)
    for (let i = 1; i <= 5; i++) {
      // The username is case-insensitive: ania and ANIA are one account.
      const res = await login(app, i % 2 ? 'ania' : 'ANIA', `wrong-password-${i}`, '10.1.0.1')
      t.equal(res.statusCode, 401, `attempt ${i}`)
    }
    const sixth = await login(app, 'ania', PASSWORD, '10.1.0.1')
    t.equal(sixth.statusCode, 429, 'refused, even with the right password')
    t.match(sixth.json(), { statusCode: 429, error: 'Too Many Requests', code: 'RATE_LIMITED' })
    t.match(sixth.json().message, /^Zbyt wiele prób\. Spróbuj ponownie za 1[45] min/)
    const retryAfter = Number(sixth.headers['retry-after'])
    t.ok(retryAfter > 14 * 60 && retryAfter <= 15 * 60, `Retry-After ${retryAfter} s`)
    const elsewhere = await login(app, 'ania', PASSWORD, '10.1.0.2')
    t.equal(elsewhere.statusCode, 200, 'the right password from an address without failures still works')
  },
)

t.test('login is limited per client IP (10 per minute) with the JSON error shape', async (t) => {
  const app = await build(t)
  for (let i = 1; i <= 10; i++) {
    // Invalid bodies are enough: the IP limit counts every request, before validation.
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: {},
      remoteAddress: '10.2.0.1',
    })
    t.equal(res.statusCode, 400, `request ${i}`)
  }
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: {}, remoteAddress: '10.2.0.1' })
  t.equal(res.statusCode, 429)
  t.match(res.json(), { statusCode: 429, error: 'Too Many Requests', code: 'RATE_LIMITED' })
  t.match(res.json().message, /^Zbyt wiele prób\. Spróbuj ponownie za (\d+ s|1 min)\.$/)
  t.ok(Number(res.headers['retry-after']) > 0 && Number(res.headers['retry-after']) <= 60, 'Retry-After')
  const other = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: {},
    remoteAddress: '10.2.0.2',
  })
  t.equal(other.statusCode, 400, 'another IP is not affected')
})

t.test('the per-username throttle: window, reset after success, bounded memory', async (t) => {
  let now = 1_000_000
  const throttle = new LoginThrottle({ max: 5, windowMs: 15 * 60_000, maxEntries: 3, now: () => now })
  for (let i = 0; i < 5; i++) t.same(throttle.attempt('ania'), { allowed: true })
  t.same(throttle.attempt('ania'), { allowed: false, retryAfterSeconds: 900 })
  now += 60_000
  t.same(throttle.attempt('ania'), { allowed: false, retryAfterSeconds: 840 })
  now += 14 * 60_000
  t.same(throttle.attempt('ania'), { allowed: true }, 'a new window')
  throttle.reset('ania')
  for (let i = 0; i < 5; i++) t.same(throttle.attempt('ania'), { allowed: true }, 'reset clears the count')
  for (const name of ['a', 'b', 'c', 'd', 'e']) throttle.attempt(name)
  t.ok(throttle.size <= 3, 'never more entries than maxEntries')
})
