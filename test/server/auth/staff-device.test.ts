// Staff sessions as the description writes them (docs/security.md, "Staff sessions"): the token is
// answered in the body only and every staff call carries it as `Authorization: Bearer`; no cookie
// stands for it. "Remember this device" is a credential of its own: an httpOnly, SameSite=Strict
// cookie from which a page of this site gets a fresh token, forgotten at sign-out, by the owner, or
// when the account changes.
import t, { type Test } from 'tap'
import { createStaff } from '#plugins/auth/service.js'
import { build } from '../../helpers/app.js'
import { login, PASSWORD, UNAUTHORIZED } from './auth-setup.js'

const SITE = 'sakana.example:8080'
const FROM_SITE = { host: SITE, origin: `http://${SITE}` }
const CROSS_SITE = {
  statusCode: 403,
  error: 'Forbidden',
  message:
    'Żądanie z innej witryny odrzucone: zmiany w panelu można wprowadzać tylko ze strony tej restauracji.',
  code: 'CROSS_SITE_REQUEST',
}
const FORGOTTEN = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'To urządzenie nie jest już zapamiętane — zaloguj się.',
  code: 'UNAUTHORIZED',
}
const TABLET_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36'

type App = Awaited<ReturnType<typeof build>>
type Reply = { headers: Record<string, unknown>; cookies: { name: string; value: string }[] }

function setCookieLines(res: Reply): string[] {
  const header = res.headers['set-cookie']
  return Array.isArray(header) ? header : header === undefined ? [] : [String(header)]
}

/** The Set-Cookie line of the device cookie, as the browser receives it. */
function deviceCookieLine(res: Reply): string {
  const line = setCookieLines(res).find((l) => l.startsWith('sakana_device='))
  if (!line) throw new Error(`no device cookie in ${JSON.stringify(setCookieLines(res))}`)
  return line
}

const deviceOf = (res: Reply) => res.cookies.find((c) => c.name === 'sakana_device')?.value ?? ''
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

function signIn(app: App, username: string, remember: boolean, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'user-agent': TABLET_UA, ...headers },
    payload: { username, password: PASSWORD, ...(remember ? { remember: true } : {}) },
  })
}

/** A reload of /manage/ on a remembered device: its cookie, from a page of this site. */
function reload(app: App, device: string, headers: Record<string, string> = FROM_SITE) {
  return app.inject({
    method: 'POST',
    url: '/api/staff/device/token',
    headers,
    cookies: { sakana_device: device },
  })
}

async function withAccounts(t: Test, env: Record<string, string> = {}) {
  const app = await build(t, { env })
  await createStaff(app.db, 'ania', PASSWORD, new Date(), { role: 'OWNER' })
  await createStaff(app.db, 'kuchnia', PASSWORD, new Date(), { role: 'KITCHEN' })
  return app
}

t.test('a sign-in answers the token in its body only; no cookie stands for it', async (t) => {
  const app = await withAccounts(t)
  const res = await login(app, 'kuchnia', PASSWORD)
  t.equal(res.statusCode, 200)
  t.same(setCookieLines(res), [], 'no cookie without "Remember this device"')
  const { token } = res.json()
  t.equal((await app.inject({ method: 'GET', url: '/api/orders', headers: bearer(token) })).statusCode, 200)
  for (const name of ['sakana_staff', 'sakana_device']) {
    const byCookie = await app.inject({ method: 'GET', url: '/api/orders', cookies: { [name]: token } })
    t.equal(byCookie.statusCode, 401, `the token in a ${name} cookie signs nothing in`)
    t.same(byCookie.json(), UNAUTHORIZED)
  }
})

t.test('"Remember this device": an httpOnly, SameSite=Strict cookie of its own', async (t) => {
  const app = await withAccounts(t)
  const res = await signIn(app, 'kuchnia', true)
  t.equal(res.statusCode, 200)
  const line = deviceCookieLine(res)
  const device = deviceOf(res)
  t.not(device, res.json().token, 'the cookie is not the token')
  t.notOk(device.includes('.') && res.json().token.includes(device.split('.')[1]), 'nor any part of it')
  t.match(line, /; HttpOnly/)
  t.match(line, /; SameSite=Strict/)
  t.match(line, /; Path=\/api\/staff\/device(;|$)/, 'only the route that turns it into a token gets it')
  t.match(line, /; Max-Age=57600/, '16 hours: a kitchen day')
  t.notMatch(line, /Secure/, 'plain http outside production: no Secure (a LAN address could not keep it)')

  const production = await withAccounts(t, { NODE_ENV: 'production' })
  t.match(deviceCookieLine(await signIn(production, 'kuchnia', true)), /; Secure/, 'production: Secure')
  const proxied = await withAccounts(t, { TRUST_PROXY: 'loopback' })
  const viaTls = await signIn(proxied, 'kuchnia', true, { 'x-forwarded-proto': 'https' })
  t.match(deviceCookieLine(viaTls), /; Secure/, 'https as the trusted proxy says')

  const stored = await app.db.selectFrom('staff_devices').selectAll().execute()
  t.equal(stored.length, 1)
  t.notOk(JSON.stringify(stored).includes(device.split('.')[1]!), 'the secret itself is not stored')
})

t.test('a reload of a remembered device gets a fresh token, from this site only', async (t) => {
  const app = await withAccounts(t)
  const signedIn = await signIn(app, 'kuchnia', true)
  const device = deviceOf(signedIn)
  const fresh = await reload(app, device)
  t.equal(fresh.statusCode, 200)
  t.equal(fresh.json().username, 'kuchnia')
  t.not(fresh.json().token, signedIn.json().token, 'a new token')
  t.equal(fresh.headers['cache-control'], 'no-store')
  const orders = await app.inject({ method: 'GET', url: '/api/orders', headers: bearer(fresh.json().token) })
  t.equal(orders.statusCode, 200, 'the fresh token reads the board')

  const foreign = await reload(app, device, { host: SITE, origin: 'https://evil.example' })
  t.equal(foreign.statusCode, 403)
  t.same(foreign.json(), CROSS_SITE)
  t.equal((await reload(app, device, { host: SITE })).statusCode, 403, 'neither Origin nor Referer')
  t.equal(
    (await reload(app, device, { host: SITE, referer: `http://${SITE}/manage/` })).statusCode,
    200,
    'a Referer of this site without an Origin',
  )
  const forged = `${device.split('.')[0]}.${'A'.repeat(43)}`
  t.same((await reload(app, forged)).json(), FORGOTTEN, 'a wrong secret')
  const none = await app.inject({ method: 'POST', url: '/api/staff/device/token', headers: FROM_SITE })
  t.same(none.json(), FORGOTTEN, 'no cookie')
})

t.test('signing out forgets the device and every token issued from it', async (t) => {
  const app = await withAccounts(t)
  const signedIn = await signIn(app, 'kuchnia', true)
  const device = deviceOf(signedIn)
  const reloaded = (await reload(app, device)).json().token
  const out = await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(reloaded) })
  t.equal(out.statusCode, 204)
  const cleared = deviceCookieLine(out)
  t.match(cleared, /^sakana_device=;/, 'emptied')
  t.match(cleared, /Expires=Thu, 01 Jan 1970 00:00:00 GMT/, 'expired')
  t.match(cleared, /; Path=\/api\/staff\/device/)
  const again = await reload(app, device)
  t.same(again.json(), FORGOTTEN, 'the device no longer gives a token')
  t.match(deviceCookieLine(again), /^sakana_device=;/, 'and the browser is told to forget it')
  const first = await app.inject({
    method: 'GET',
    url: '/api/orders',
    headers: bearer(signedIn.json().token),
  })
  t.same(first.json(), UNAUTHORIZED, 'the sign-in’s own token ended with the device')
})

t.test('the owner sees the remembered devices and ends one', async (t) => {
  const app = await withAccounts(t)
  const tablet = await signIn(app, 'kuchnia', true)
  await signIn(app, 'kuchnia', false)
  const owner = (await login(app, 'ania', PASSWORD)).json().token
  const list = await app.inject({ method: 'GET', url: '/api/staff/devices', headers: bearer(owner) })
  t.equal(list.statusCode, 200)
  const devices = list.json().devices
  t.equal(devices.length, 1, 'only the sign-in that asked to be remembered')
  t.match(devices[0], { username: 'kuchnia', label: 'Chrome · Android' })
  t.notOk(JSON.stringify(list.json()).includes(deviceOf(tablet).split('.')[1]!), 'never the secret')

  const kitchen = await app.inject({
    method: 'GET',
    url: '/api/staff/devices',
    headers: bearer(tablet.json().token),
  })
  t.equal(kitchen.statusCode, 403, 'the kitchen cannot list devices')

  const end = await app.inject({
    method: 'DELETE',
    url: `/api/staff/devices/${devices[0].id}`,
    headers: bearer(owner),
  })
  t.equal(end.statusCode, 204)
  t.same((await reload(app, deviceOf(tablet))).json(), FORGOTTEN, 'the tablet must sign in again')
  const board = await app.inject({ method: 'GET', url: '/api/orders', headers: bearer(tablet.json().token) })
  t.same(board.json(), UNAUTHORIZED, 'its open page is signed out too')
  const after = await app.inject({ method: 'GET', url: '/api/staff/devices', headers: bearer(owner) })
  t.same(after.json(), { devices: [] })
  const twice = await app.inject({
    method: 'DELETE',
    url: `/api/staff/devices/${devices[0].id}`,
    headers: bearer(owner),
  })
  t.equal(twice.statusCode, 404)
  t.equal(twice.json().field, 'id')
})

t.test('an account change forgets the device; the account’s own new password keeps it', async (t) => {
  const app = await withAccounts(t)
  const tablet = await signIn(app, 'kuchnia', true)
  const changed = await app.inject({
    method: 'POST',
    url: '/api/staff/me/password',
    headers: bearer(tablet.json().token),
    payload: { currentPassword: PASSWORD, newPassword: 'nowe haslo kuchni 2026' },
  })
  t.equal(changed.statusCode, 200)
  t.equal((await reload(app, deviceOf(tablet))).statusCode, 200, 'still remembered after my own change')

  const owner = (await login(app, 'ania', PASSWORD)).json().token
  const demoted = await app.inject({
    method: 'PATCH',
    url: '/api/staff/kuchnia',
    headers: bearer(owner),
    payload: { disabled: true },
  })
  t.equal(demoted.statusCode, 200)
  t.same((await reload(app, deviceOf(tablet))).json(), FORGOTTEN, 'a disabled account’s device is forgotten')
})

t.test('a sign-in posted from another site is refused; a script sends no Origin', async (t) => {
  const app = await withAccounts(t)
  const foreign = await signIn(app, 'kuchnia', true, { host: SITE, origin: 'https://evil.example' })
  t.equal(foreign.statusCode, 403)
  t.same(foreign.json(), CROSS_SITE)
  t.same(setCookieLines(foreign), [], 'no device remembered')
  t.equal((await signIn(app, 'kuchnia', true, FROM_SITE)).statusCode, 200, 'the site itself')
  t.equal((await login(app, 'kuchnia', PASSWORD)).statusCode, 200, 'a script')
})

t.test('the OpenAPI document names the device cookie on the one route that reads it', async (t) => {
  const app = await build(t)
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
  t.match(doc.components.securitySchemes.deviceCookie, {
    type: 'apiKey',
    in: 'cookie',
    name: 'sakana_device',
  })
  t.notOk(doc.components.securitySchemes.sessionCookie, 'no cookie stands for the token')
  t.same(doc.paths['/api/staff/device/token'].post.security, [{ deviceCookie: [] }])
  t.same(doc.paths['/api/orders'].get.security, [{ bearerAuth: [] }], 'staff operations: the bearer token')
  t.match(doc.paths['/api/login'].post.responses['200'].headers['Set-Cookie'].description, /sakana_device/)
  t.ok(doc.paths['/api/staff/devices'].get.operationId)
})
