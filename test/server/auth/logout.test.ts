// Signing out: POST /api/logout ends that token at once on every instance, and a session with no
// request for 60 minutes ends by itself.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { createStaff } from '#plugins/auth/service.js'
import { build, freshDatabaseUrl } from '../../helpers/app.js'
import { decodePart, login, PASSWORD, staffGet, UNAUTHORIZED } from './auth-setup.js'

const START = new Date('2026-11-25T14:00:00Z')
const minutes = (n: number) => new Date(START.getTime() + n * 60_000)

function logout(app: Awaited<ReturnType<typeof build>>, token: string) {
  return app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } })
}

t.test('POST /api/logout ends that token at once, and only that one', async (t) => {
  const app = await build(t)
  await createStaff(app.db, 'ania', PASSWORD)
  const tablet = (await login(app, 'ania', PASSWORD)).json().token as string
  const phone = (await login(app, 'ania', PASSWORD)).json().token as string
  t.equal((await staffGet(app, `Bearer ${tablet}`)).statusCode, 200)
  const res = await logout(app, tablet)
  t.equal(res.statusCode, 204)
  t.equal(res.body, '')
  const after = await staffGet(app, `Bearer ${tablet}`)
  t.equal(after.statusCode, 401, 'the token no longer works')
  t.same(after.json(), UNAUTHORIZED)
  t.equal((await logout(app, tablet)).statusCode, 401, 'signing out twice: 401')
  t.equal((await staffGet(app, `Bearer ${phone}`)).statusCode, 200, "the same account's other session stays")
  t.equal((await app.inject({ method: 'POST', url: '/api/logout' })).statusCode, 401, 'no token: 401')
})

t.test('a sign-out on one instance holds on the other at once', async (t) => {
  let databaseUrl = await freshDatabaseUrl(t)
  if (databaseUrl === ':memory:') {
    const dir = mkdtempSync(join(tmpdir(), 'sakana-logout-'))
    t.teardown(() => rmSync(dir, { recursive: true, force: true }))
    databaseUrl = join(dir, 'shared.db')
  }
  const one = await build(t, { env: { DATABASE_URL: databaseUrl } })
  const two = await build(t, { env: { DATABASE_URL: databaseUrl } })
  await createStaff(one.db, 'ania', PASSWORD)
  const token = (await login(one, 'ania', PASSWORD)).json().token as string
  t.equal((await staffGet(two, `Bearer ${token}`)).statusCode, 200)
  t.equal((await logout(one, token)).statusCode, 204)
  t.equal((await staffGet(two, `Bearer ${token}`)).statusCode, 401, 'refused by the other instance')
})

t.test('60 minutes without a request end the session; each request starts the hour again', async (t) => {
  let clock = START
  const app = await build(t, { now: () => clock })
  await createStaff(app.db, 'ania', PASSWORD)
  const token = (await login(app, 'ania', PASSWORD)).json().token as string
  clock = minutes(59)
  t.equal((await staffGet(app, `Bearer ${token}`)).statusCode, 200, 'after 59 minutes')
  clock = minutes(59 + 59)
  t.equal((await staffGet(app, `Bearer ${token}`)).statusCode, 200, '59 minutes after the last request')
  clock = minutes(59 + 59 + 61)
  const idle = await staffGet(app, `Bearer ${token}`)
  t.equal(idle.statusCode, 401, '61 minutes without a request')
  t.same(idle.json(), UNAUTHORIZED)
  clock = minutes(59 + 59 + 62)
  t.equal((await staffGet(app, `Bearer ${token}`)).statusCode, 401, 'and it stays ended')
  const again = (await login(app, 'ania', PASSWORD)).json().token as string
  t.equal((await staffGet(app, `Bearer ${again}`)).statusCode, 200, 'signing in again works')
})

t.test('long-lived sessions (the order stream) see the sign-out and the idle hour', async (t) => {
  let clock = START
  const app = await build(t, { now: () => clock })
  const user = await createStaff(app.db, 'ania', PASSWORD)
  const token = (await login(app, 'ania', PASSWORD)).json().token as string
  const other = (await login(app, 'ania', PASSWORD)).json().token as string
  const session = (jwt: string) => ({
    username: 'ania',
    version: user.updatedAt,
    sessionId: decodePart(jwt.split('.')[1]).jti as string,
  })
  t.ok(await app.staffSessions.isCurrent(session(token)))
  await logout(app, token)
  t.notOk(await app.staffSessions.isCurrent(session(token)), 'signed out')
  t.ok(await app.staffSessions.isCurrent(session(other)))
  clock = minutes(61)
  t.notOk(await app.staffSessions.isCurrent(session(other)), 'idle')
})

/** The same signature spelled differently: the last base64url character's two unused bits flipped. */
function respelled(token: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
  const last = alphabet.indexOf(token.at(-1)!)
  return token.slice(0, -1) + alphabet[last ^ 1]
}

t.test('a re-spelled token does not bring a signed-out session back', async (t) => {
  const app = await build(t)
  await createStaff(app.db, 'ania', PASSWORD)
  const token = (await login(app, 'ania', PASSWORD)).json().token as string
  const twin = respelled(token)
  t.not(twin, token)
  t.equal((await staffGet(app, `Bearer ${twin}`)).statusCode, 200, 'the library accepts the other spelling')
  t.equal((await logout(app, token)).statusCode, 204)
  const res = await staffGet(app, `Bearer ${twin}`)
  t.equal(res.statusCode, 401, 'the other spelling is signed out too: one jti, one session')
  t.same(res.json(), UNAUTHORIZED)
  const rows = await app.db.selectFrom('staff_sessions').select('id').execute()
  t.equal(rows.length, 1, 'no second session was started')
})
