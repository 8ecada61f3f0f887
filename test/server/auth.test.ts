import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createSigner } from 'fast-jwt'
import t, { type Test } from 'tap'
import {
  DUMMY_PASSWORD_HASH,
  hashPassword,
  parseHash,
  SCRYPT_LOG2_N,
  SCRYPT_P,
  SCRYPT_R,
  verifyPassword,
} from '../../plugins/auth/password.js'
import {
  createStaff,
  findStaffByUsername,
  listStaff,
  normalizeUsername,
  StaffError,
  setDisabled,
  setPassword,
} from '../../plugins/auth/service.js'
import { LoginThrottle } from '../../plugins/auth/throttle.js'
import { migrateToLatest, openDatabase } from '../../plugins/db/database.js'
import { build, TEST_JWT_SECRET } from '../helper.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const PASSWORD = 'correct horse battery'
const UNAUTHORIZED = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'Brak autoryzacji — zaloguj się ponownie.',
  code: 'UNAUTHORIZED',
}
const INVALID_CREDENTIALS = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'Błędne dane',
  code: 'INVALID_CREDENTIALS',
}

type App = Awaited<ReturnType<typeof build>>

function decodePart(part: string | undefined): Record<string, unknown> {
  return JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'))
}

function b64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

function login(app: App, username: string, password: string, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress })
}

function staffGet(app: App, authorization?: string) {
  return app.inject({
    method: 'GET',
    url: '/api/promo-codes',
    headers: authorization === undefined ? {} : { authorization },
  })
}

async function freshDb(t: Test) {
  const db = openDatabase(':memory:')
  await migrateToLatest(db)
  t.teardown(() => db.destroy())
  return db
}

t.test('password hashing: scrypt, self-describing format, random salt, constant-time verify', async (t) => {
  const hash = await hashPassword(PASSWORD)
  t.match(hash, /^scrypt\$17\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/, 'scrypt$17$8$1$<salt>$<hash>')
  const parsed = parseHash(hash)
  t.equal(parsed?.salt.length, 16, '16-byte salt')
  t.equal(parsed?.key.length, 64, '64-byte key')
  t.equal(await verifyPassword(PASSWORD, hash), true, 'the right password verifies')
  t.equal(await verifyPassword(`${PASSWORD}!`, hash), false, 'a wrong password does not')
  const again = await hashPassword(PASSWORD)
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
  await rejects(createStaff(db, 'ania', 'another-long-password'), 'DUPLICATE_USER', /already exists/)
  await rejects(createStaff(db, 'ANIA', 'another-long-password'), 'DUPLICATE_USER', /already exists/)
  await rejects(createStaff(db, 'bartek', 'short'), 'INVALID_PASSWORD', /at least 10 characters/)
  await rejects(createStaff(db, 'bartek', 'x'.repeat(257)), 'INVALID_PASSWORD', /at most 256/)
  await rejects(createStaff(db, 'bad name', PASSWORD), 'INVALID_USERNAME', /Invalid username/)
  await rejects(createStaff(db, 'x', PASSWORD), 'INVALID_USERNAME', /Invalid username/)
  await rejects(setPassword(db, 'nobody', PASSWORD), 'UNKNOWN_USER', /no staff account "nobody"/)
  await rejects(setPassword(db, 'ania', 'short'), 'INVALID_PASSWORD', /too short/)
  await rejects(setDisabled(db, 'nobody', true), 'UNKNOWN_USER', /no staff account/)

  const before = await findStaffByUsername(db, 'ania')
  await setPassword(db, 'ANIA', 'a-brand-new-password')
  const after = await findStaffByUsername(db, 'ania')
  t.not(after?.passwordHash, before?.passwordHash, 'passwd stores a new hash')
  t.not(after?.updatedAt, before?.updatedAt, 'and a new account version')
  t.equal(await verifyPassword('a-brand-new-password', after?.passwordHash ?? ''), true)

  const disabled = await setDisabled(db, 'ania', true)
  t.equal(disabled.disabled, true)
  t.equal((await findStaffByUsername(db, 'ania'))?.disabled, true)
  t.not(disabled.updatedAt, after?.updatedAt, 'disabling changes the version too')
  t.same(
    (await listStaff(db)).map((u) => [u.username, u.disabled]),
    [['ania', true]],
  )
  await setDisabled(db, 'ania', false)
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
  await setDisabled(app.db, 'bartek', true)
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

t.test('staff routes refuse missing, malformed, forged, expired and unsigned tokens', async (t) => {
  const app = await build(t)
  const user = await createStaff(app.db, 'ania', PASSWORD)
  const claims = { sub: 'ania', ver: user.updatedAt }
  const now = Math.floor(Date.now() / 1000)
  const valid = app.jwt.sign(claims)
  t.equal((await staffGet(app, `Bearer ${valid}`)).statusCode, 200, 'control: a token signed here works')

  const otherSecret = createSigner({
    key: 'another-secret-another-secret-another-secret',
    algorithm: 'HS256',
    iss: 'sakana-sushi',
    aud: 'sakana-sushi-staff',
    expiresIn: 3_600_000,
  })(claims)
  const sameKey = (options: Record<string, unknown>) =>
    createSigner({ key: TEST_JWT_SECRET, algorithm: 'HS256', ...options })(claims)
  const expired = app.jwt.sign(claims, { expiresIn: -10 })
  t.ok((decodePart(expired.split('.')[1]).exp as number) < now, 'the expired token has a past exp')
  const unsigned = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({
    ...claims,
    iat: now,
    exp: now + 3600,
    iss: 'sakana-sushi',
    aud: 'sakana-sushi-staff',
  })}.`
  const [h, p] = valid.split('.')
  const tamperedPayload = `${h}.${b64url({ ...decodePart(p), sub: 'admin' })}.${valid.split('.')[2]}`
  const hs512 = createSigner({
    key: TEST_JWT_SECRET,
    algorithm: 'HS512',
    iss: 'sakana-sushi',
    aud: 'sakana-sushi-staff',
    expiresIn: 3_600_000,
  })(claims)

  const cases: [string, string | undefined][] = [
    ['no header', undefined],
    ['empty header', ''],
    ['Basic scheme', `Basic ${Buffer.from('ania:pw').toString('base64')}`],
    ['Bearer without a token', 'Bearer'],
    ['not a JWT', 'Bearer not-a-jwt'],
    ['garbage JWT', 'Bearer abc.def.ghi'],
    ['two tokens', `Bearer ${valid} ${valid}`],
    ['another secret', `Bearer ${otherSecret}`],
    ['expired', `Bearer ${expired}`],
    ['alg none', `Bearer ${unsigned}`],
    ['alg none without the trailing dot', `Bearer ${unsigned.slice(0, -1)}`],
    ['tampered payload', `Bearer ${tamperedPayload}`],
    ['HS512 instead of HS256', `Bearer ${hs512}`],
    [
      'wrong issuer',
      `Bearer ${sameKey({ iss: 'someone-else', aud: 'sakana-sushi-staff', expiresIn: 3_600_000 })}`,
    ],
    [
      'wrong audience',
      `Bearer ${sameKey({ iss: 'sakana-sushi', aud: 'sakana-sushi-guest', expiresIn: 3_600_000 })}`,
    ],
    ['no expiry', `Bearer ${sameKey({ iss: 'sakana-sushi', aud: 'sakana-sushi-staff' })}`],
    ['no account version', `Bearer ${app.jwt.sign({ sub: 'ania' })}`],
    ['unknown user', `Bearer ${app.jwt.sign({ sub: 'nobody', ver: user.updatedAt })}`],
  ]
  for (const [name, header] of cases) {
    const res = await staffGet(app, header)
    t.equal(res.statusCode, 401, name)
    t.same(res.json(), UNAUTHORIZED, `${name}: JSON 401`)
  }
})

t.test('a disabled account, or one whose password changed, is signed out', async (t) => {
  const app = await build(t)
  await createStaff(app.db, 'ania', PASSWORD)
  const first = (await login(app, 'ania', PASSWORD)).json().token as string
  t.equal((await staffGet(app, `Bearer ${first}`)).statusCode, 200)

  await setPassword(app.db, 'ania', 'a-brand-new-password')
  t.same((await staffGet(app, `Bearer ${first}`)).json(), UNAUTHORIZED, 'old token after passwd')
  t.equal((await login(app, 'ania', PASSWORD)).statusCode, 401, 'the old password no longer works')
  const second = (await login(app, 'ania', 'a-brand-new-password')).json().token as string
  t.equal((await staffGet(app, `Bearer ${second}`)).statusCode, 200)

  await setDisabled(app.db, 'ania', true)
  const res = await staffGet(app, `Bearer ${second}`)
  t.equal(res.statusCode, 401, 'token of a disabled account')
  t.same(res.json(), UNAUTHORIZED)
  await setDisabled(app.db, 'ania', false)
  t.equal((await staffGet(app, `Bearer ${second}`)).statusCode, 401, 're-enabling does not revive old tokens')

  await app.db.deleteFrom('staff_users').execute()
  t.equal((await staffGet(app, `Bearer ${second}`)).statusCode, 401, 'deleted account')
})

t.test('the staff CLI creates, lists and disables accounts in the DATABASE_URL database', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'sakana-staff-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const databaseUrl = join(dir, 'staff.db')
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'production' }
  delete env.JWT_SECRET
  delete env.NODE_OPTIONS
  const run = (args: string[], input = '') =>
    spawnSync(process.execPath, ['--import', 'tsx', 'server/staff.ts', ...args], {
      cwd: ROOT,
      input,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    })

  const add = run(['add', 'Ania', '--password-stdin'], 'a-long-password\nsecond line ignored\n')
  t.equal(add.status, 0, add.stderr)
  t.match(add.stdout, /Created staff account "ania"/)

  const list = run(['list'])
  t.equal(list.status, 0, list.stderr)
  t.match(list.stdout, /^ania\s+active/m)

  const duplicate = run(['add', 'ania', '--password-stdin'], 'another-long-password\n')
  t.equal(duplicate.status, 1)
  t.match(duplicate.stderr, /already exists/)

  const short = run(['add', 'bartek', '--password-stdin'], 'short\n')
  t.equal(short.status, 1)
  t.match(short.stderr, /at least 10 characters/)

  const unknown = run(['disable', 'nobody'])
  t.equal(unknown.status, 1)
  t.match(unknown.stderr, /no staff account "nobody"/)

  const noFlag = run(['passwd', 'ania'])
  t.equal(noFlag.status, 1)
  t.match(noFlag.stderr, /--password-stdin/)

  const disable = run(['disable', 'ania'])
  t.equal(disable.status, 0, disable.stderr)
  t.match(run(['list']).stdout, /^ania\s+disabled/m)

  // The password was stored hashed, from the first line only (trailing newline trimmed).
  const db = openDatabase(databaseUrl)
  t.teardown(() => db.destroy())
  const stored = await findStaffByUsername(db, 'ania')
  t.match(stored?.passwordHash, /^scrypt\$17\$8\$1\$/)
  t.equal(await verifyPassword('a-long-password', stored?.passwordHash ?? ''), true)
})
