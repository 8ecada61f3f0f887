// Staff sessions: tokens refused, accounts disabled or changed, the staff CLI.
// (auth.test.ts: passwords, accounts, login and its limits.)
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSigner } from 'fast-jwt'
import t from 'tap'
import { openDatabase } from '#infra/db/database.js'
import { changeRoleOrState, createStaff, findStaffByUsername, setPassword } from '#plugins/auth/service.js'
import { verifyPassword } from '#plugins/auth/sign-in/password.js'
import { build, TEST_JWT_SECRET } from '../../helpers/app.js'
import { runBuiltCli } from '../../helpers/built-cli.js'
import { childEnv } from '../../helpers/child-env.js'
import { b64url, decodePart, login, PASSWORD, staffGet, UNAUTHORIZED } from './auth-setup.js'

t.test('staff routes refuse missing, malformed, forged, expired and unsigned tokens', async (t) => {
  const app = await build(t)
  const user = await createStaff(app.db, 'ania', PASSWORD)
  // A live session's jti: without one even a token signed here is refused.
  const { jti } = decodePart(((await login(app, 'ania', PASSWORD)).json().token as string).split('.')[1])
  const claims = { sub: 'ania', ver: user.updatedAt, jti: jti as string }
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
    ['no account version', `Bearer ${app.jwt.sign({ sub: 'ania', jti: claims.jti })}`],
    ['unknown user', `Bearer ${app.jwt.sign({ sub: 'nobody', ver: user.updatedAt, jti: claims.jti })}`],
    ['no jti', `Bearer ${app.jwt.sign({ sub: 'ania', ver: user.updatedAt })}`],
    ['a jti without a session', `Bearer ${app.jwt.sign({ ...claims, jti: 'never-signed-in' })}`],
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

  // Another owner, so that Ania is not the last one (which cannot be disabled).
  await createStaff(app.db, 'bartek', PASSWORD)
  await changeRoleOrState(app.db, 'ania', { disabled: true })
  const res = await staffGet(app, `Bearer ${second}`)
  t.equal(res.statusCode, 401, 'token of a disabled account')
  t.same(res.json(), UNAUTHORIZED)
  await changeRoleOrState(app.db, 'ania', { disabled: false })
  t.equal((await staffGet(app, `Bearer ${second}`)).statusCode, 401, 're-enabling does not revive old tokens')

  await app.db.deleteFrom('staff_users').execute()
  t.equal((await staffGet(app, `Bearer ${second}`)).statusCode, 401, 'deleted account')
})

t.test('the staff CLI creates, lists and disables accounts in the DATABASE_URL database', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'sakana-staff-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const databaseUrl = join(dir, 'staff.db')
  const env = childEnv({ ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'production' })
  delete env.JWT_SECRET
  const run = (args: string[], input = '') => runBuiltCli('staff', args, env, input)

  const add = run(['add', 'Ania', '--password-stdin'], 'a-long-password\nsecond line ignored\n')
  t.equal(add.status, 0, add.stderr)
  t.match(add.stdout, /Created staff account "ania"/)

  const list = run(['list'])
  t.equal(list.status, 0, list.stderr)
  t.match(list.stdout, /^ania\s+OWNER\s+active/m)

  const duplicate = run(['add', 'ania', '--password-stdin'], 'another-long-password\n')
  t.equal(duplicate.status, 1)
  t.match(duplicate.stderr, /już istnieje/)

  const short = run(['add', 'bartek', '--password-stdin'], 'short\n')
  t.equal(short.status, 1)
  t.match(short.stderr, /co najmniej 10 znaków/)

  const unknown = run(['disable', 'nobody'])
  t.equal(unknown.status, 1)
  t.match(unknown.stderr, /Nie ma konta obsługi „nobody”/)

  const noFlag = run(['passwd', 'ania'])
  t.equal(noFlag.status, 1)
  t.match(noFlag.stderr, /--password-stdin/)

  // The last owner cannot be disabled (last-owner.test.ts): another owner first.
  t.equal(run(['add', 'bartek', '--password-stdin'], 'zielony-czajnik-77\n').status, 0)
  const disable = run(['disable', 'ania'])
  t.equal(disable.status, 0, disable.stderr)
  t.match(run(['list']).stdout, /^ania\s+OWNER\s+disabled/m)

  // The password was stored hashed, from the first line only (trailing newline trimmed).
  const db = openDatabase(databaseUrl)
  t.teardown(() => db.destroy())
  const stored = await findStaffByUsername(db, 'ania')
  t.match(stored?.passwordHash, /^scrypt\$17\$8\$1\$/)
  t.equal(await verifyPassword('a-long-password', stored?.passwordHash ?? ''), true)
})
