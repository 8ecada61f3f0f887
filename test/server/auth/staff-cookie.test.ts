// The staff session cookie (docs/security.md, "Staff sessions"): its attributes, a reload signed in
// by the cookie alone, the cross-site rule for cookie writes, sign-out.
import t, { type Test } from 'tap'
import { createStaff } from '#plugins/auth/service.js'
import { build } from '../../helpers/app.js'
import { login, PASSWORD, UNAUTHORIZED } from './auth-setup.js'

const SITE = 'sakana.example:8080'
const CROSS_SITE = {
  statusCode: 403,
  error: 'Forbidden',
  message:
    'Żądanie z innej witryny odrzucone: zmiany w panelu można wprowadzać tylko ze strony tej restauracji.',
  code: 'CROSS_SITE_REQUEST',
}

type Reply = { headers: Record<string, unknown>; cookies: { name: string; value: string }[] }

/** The Set-Cookie line of the session cookie, as the browser receives it. */
function sessionCookieLine(res: Reply): string {
  const header = res.headers['set-cookie']
  const lines = Array.isArray(header) ? header : header === undefined ? [] : [String(header)]
  const line = lines.find((l) => l.startsWith('sakana_staff='))
  if (!line) throw new Error(`no session cookie in ${JSON.stringify(lines)}`)
  return line
}

const cookieValue = (res: Reply) => res.cookies.find((c) => c.name === 'sakana_staff')?.value ?? ''

async function signedIn(t: Test, env: Record<string, string> = {}) {
  const app = await build(t, { env })
  await createStaff(app.db, 'ania', PASSWORD, new Date(), { role: 'MANAGER' })
  const res = await login(app, 'ania', PASSWORD)
  t.equal(res.statusCode, 200)
  return { app, res, cookie: cookieValue(res), token: res.json().token as string }
}

t.test('sign-in sets the token as an httpOnly, SameSite=Strict cookie for /api, for 12 hours', async (t) => {
  const { res, cookie, token } = await signedIn(t)
  const line = sessionCookieLine(res)
  t.equal(cookie, token, 'the cookie carries the same token the answer gives scripts')
  t.match(line, /; HttpOnly/)
  t.match(line, /; SameSite=Strict/)
  t.match(line, /; Path=\/api(;|$)/)
  t.match(line, /; Max-Age=43200/)
  t.notMatch(line, /Secure/, 'plain http outside production: no Secure (a LAN address could not keep it)')
  t.notMatch(line, /Domain=/)
})

t.test('the cookie is Secure behind a trusted https proxy, and always in production', async (t) => {
  const proxied = await build(t, { env: { TRUST_PROXY: 'loopback' } })
  await createStaff(proxied.db, 'ania', PASSWORD)
  const viaTls = await proxied.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'x-forwarded-proto': 'https' },
    payload: { username: 'ania', password: PASSWORD },
  })
  t.match(sessionCookieLine(viaTls), /; Secure/, 'https as the trusted proxy says')

  const production = await build(t, { env: { NODE_ENV: 'production' } })
  await createStaff(production.db, 'ania', PASSWORD)
  const plain = await login(production, 'ania', PASSWORD)
  t.equal(plain.statusCode, 200)
  t.match(sessionCookieLine(plain), /; Secure/, 'production: Secure even on a plain connection')
})

t.test('a reload: the cookie alone reads my account and the orders', async (t) => {
  const { app, cookie } = await signedIn(t)
  const me = await app.inject({ method: 'GET', url: '/api/staff/me', cookies: { sakana_staff: cookie } })
  t.equal(me.statusCode, 200)
  t.same(me.json(), {
    username: 'ania',
    role: 'MANAGER',
    pending: null,
    totpEnabled: false,
    recoveryCodesLeft: 0,
    idleMinutes: 60,
  })
  const orders = await app.inject({ method: 'GET', url: '/api/orders', cookies: { sakana_staff: cookie } })
  t.equal(orders.statusCode, 200)
  t.same(orders.json().orders, [])
  const none = await app.inject({ method: 'GET', url: '/api/staff/me' })
  t.same(none.json(), UNAUTHORIZED, 'neither cookie nor token: 401')
})

t.test('a write with the cookie must come from this site: Origin, else Referer, against Host', async (t) => {
  const { app, cookie, token } = await signedIn(t)
  const closeToday = (headers: Record<string, string>, withCookie = true) =>
    app.inject({
      method: 'POST',
      url: '/api/utils/closeToday',
      headers: { host: SITE, ...headers },
      ...(withCookie ? { cookies: { sakana_staff: cookie } } : {}),
    })

  const refused: [string, Record<string, string>][] = [
    ['another site', { origin: 'https://evil.example' }],
    ['the same name on another port', { origin: 'http://sakana.example:9090' }],
    ['a look-alike host', { origin: 'http://sakana.example:8080.evil.example' }],
    ['Origin: null (a sandboxed page)', { origin: 'null' }],
    ['a foreign Referer', { referer: 'https://evil.example/sakana' }],
    ['neither Origin nor Referer', {}],
    [
      'a foreign Origin beats a same-site Referer',
      { origin: 'https://evil.example', referer: `http://${SITE}/` },
    ],
  ]
  for (const [name, headers] of refused) {
    const res = await closeToday(headers)
    t.equal(res.statusCode, 403, name)
    t.same(res.json(), CROSS_SITE, `${name}: 403 CROSS_SITE_REQUEST`)
  }
  const state = await app.inject({ method: 'GET', url: '/api/site-status' })
  t.not(state.json().reason, 'OVERRIDE_CLOSED', 'nothing was changed by the refused writes')

  t.equal((await closeToday({ origin: `http://${SITE}` })).statusCode, 200, 'same Origin')
  t.equal(
    (await closeToday({ origin: 'HTTP://SAKANA.EXAMPLE:8080' })).statusCode,
    200,
    'case does not matter',
  )
  t.equal((await closeToday({ referer: `http://${SITE}/manage/` })).statusCode, 200, 'same-site Referer')
  const bearer = await closeToday({ authorization: `Bearer ${token}` }, false)
  t.equal(bearer.statusCode, 200, 'a script with the bearer token needs no Origin')
  const bearerFromAfar = await closeToday({
    authorization: `Bearer ${token}`,
    origin: 'https://evil.example',
  })
  t.equal(bearerFromAfar.statusCode, 200, 'the bearer token decides, whatever the cookie and Origin')
  const read = await app.inject({
    method: 'GET',
    url: '/api/orders',
    headers: { host: SITE, origin: 'https://evil.example' },
    cookies: { sakana_staff: cookie },
  })
  t.equal(read.statusCode, 200, 'reading is not a write')
})

t.test('X-Forwarded-Host counts only from a trusted proxy', async (t) => {
  for (const trusted of [true, false]) {
    const { app, cookie } = await signedIn(t, trusted ? { TRUST_PROXY: 'loopback' } : {})
    const res = await app.inject({
      method: 'POST',
      url: '/api/utils/closeToday',
      headers: {
        host: '10.0.0.5:3000',
        'x-forwarded-host': 'sakanasushi.pl',
        origin: 'https://sakanasushi.pl',
      },
      cookies: { sakana_staff: cookie },
    })
    t.equal(res.statusCode, trusted ? 200 : 403, trusted ? 'trusted proxy' : 'untrusted: its Host decides')
  }
})

t.test('a sign-in posted from another site is refused; a script sends no Origin', async (t) => {
  const app = await build(t)
  await createStaff(app.db, 'ania', PASSWORD)
  const foreign = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { host: SITE, origin: 'https://evil.example' },
    payload: { username: 'ania', password: PASSWORD },
  })
  t.equal(foreign.statusCode, 403)
  t.same(foreign.json(), CROSS_SITE)
  t.notOk(foreign.headers['set-cookie'], 'no cookie set')
  const same = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { host: SITE, origin: `http://${SITE}` },
    payload: { username: 'ania', password: PASSWORD },
  })
  t.equal(same.statusCode, 200, 'the site itself')
})

t.test('sign-out clears the cookie and ends its session; a dead cookie is cleared too', async (t) => {
  const { app, cookie } = await signedIn(t)
  const out = await app.inject({
    method: 'POST',
    url: '/api/logout',
    headers: { host: SITE, origin: `http://${SITE}` },
    cookies: { sakana_staff: cookie },
  })
  t.equal(out.statusCode, 204)
  const line = sessionCookieLine(out)
  t.match(line, /^sakana_staff=;/, 'emptied')
  t.match(line, /Expires=Thu, 01 Jan 1970 00:00:00 GMT/, 'expired')
  t.match(line, /; Path=\/api/)
  const after = await app.inject({ method: 'GET', url: '/api/staff/me', cookies: { sakana_staff: cookie } })
  t.same(after.json(), UNAUTHORIZED, 'the old cookie no longer signs in')
  t.match(sessionCookieLine(after), /^sakana_staff=;/, 'and the browser is told to forget it')
  const bearer = await app.inject({
    method: 'GET',
    url: '/api/staff/me',
    headers: { authorization: 'Bearer x' },
  })
  t.notOk(bearer.headers['set-cookie'], 'a refused bearer token sets no cookie')
})

t.test('a new password goes on in the same cookie session', async (t) => {
  const { app, cookie } = await signedIn(t)
  const res = await app.inject({
    method: 'POST',
    url: '/api/staff/me/password',
    headers: { host: SITE, origin: `http://${SITE}` },
    cookies: { sakana_staff: cookie },
    payload: { currentPassword: PASSWORD, newPassword: 'a-brand-new-password-2' },
  })
  t.equal(res.statusCode, 200)
  const renewed = cookieValue(res)
  t.equal(renewed, res.json().token, 'the new token is the cookie')
  t.match(sessionCookieLine(res), /; HttpOnly/)
  const me = await app.inject({ method: 'GET', url: '/api/staff/me', cookies: { sakana_staff: renewed } })
  t.equal(me.statusCode, 200, 'the renewed cookie signs in')
  const old = await app.inject({ method: 'GET', url: '/api/staff/me', cookies: { sakana_staff: cookie } })
  t.equal(old.statusCode, 401, 'the cookie from before the change does not')
})

t.test('the OpenAPI document names the cookie, its Set-Cookie and CROSS_SITE_REQUEST', async (t) => {
  const app = await build(t)
  const doc = (await app.inject({ url: '/api/openapi.json' })).json()
  t.match(doc.components.securitySchemes.sessionCookie, {
    type: 'apiKey',
    in: 'cookie',
    name: 'sakana_staff',
  })
  t.match(
    doc.paths['/api/login'].post.responses[200].headers['Set-Cookie'].description,
    /HttpOnly; SameSite=Strict/,
  )
  t.match(doc.paths['/api/login'].post.responses[403].description, /CROSS_SITE_REQUEST/)
  t.match(doc.paths['/api/logout'].post.responses[204].headers['Set-Cookie'].description, /1970/)
  t.match(doc.paths['/api/staff/me/password'].post.responses[200].headers['Set-Cookie'], {})
  t.match(doc.paths['/api/utils/closeToday'].post.responses[403].description, /CROSS_SITE_REQUEST/)
  t.notMatch(
    doc.paths['/api/orders'].get.responses[403]?.description ?? '',
    /CROSS_SITE_REQUEST/,
    'not on reads',
  )
})
