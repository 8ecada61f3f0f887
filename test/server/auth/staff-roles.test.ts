// Roles (docs/security.md, "Roles"): a table of role × staff route → status over every staff route the
// app has. The route list comes from the app itself, so a staff route added later is covered too:
// it fails here when it has no role guard, and is checked against the roles its guard declares.
import type { AddressInfo } from 'node:net'
import t from 'tap'
import { changeRoleOrState, createStaff } from '#plugins/auth/service.js'
import type { StaffRole } from '#schemas/enums.js'
import { build } from '../../helpers/app.js'
import { login, PASSWORD, UNAUTHORIZED } from './auth-setup.js'

const FORBIDDEN = {
  statusCode: 403,
  error: 'Forbidden',
  message: 'Brak uprawnień do tej czynności.',
  code: 'FORBIDDEN',
}

/** Who may call each staff route besides OWNER (who may call them all), as docs/security.md lists. */
const EXPECTED: Record<string, StaffRole[]> = {
  'POST /api/logout': ['MANAGER', 'KITCHEN'],
  'GET /api/audit': [],
  'GET /api/printers': [],
  'POST /api/printers': [],
  'PATCH /api/printers/:id': [],
  'DELETE /api/printers/:id': [],
  'POST /api/printers/:id/test': [],
  'GET /api/printers/status': ['MANAGER', 'KITCHEN'],
  'GET /api/print-jobs': ['MANAGER', 'KITCHEN'],
  'POST /api/orders/:id/print': ['MANAGER', 'KITCHEN'],
  'GET /api/staff': [],
  'GET /api/staff/devices': [],
  'DELETE /api/staff/devices/:id': [],
  'POST /api/staff': [],
  'PATCH /api/staff/:username': [],
  'DELETE /api/staff/totp/:username': [],
  'PUT /api/staff/policy': [],
  'GET /api/staff/me': ['MANAGER', 'KITCHEN'],
  'POST /api/staff/me/password': ['MANAGER', 'KITCHEN'],
  'POST /api/staff/me/totp': ['MANAGER', 'KITCHEN'],
  'POST /api/staff/me/totp/confirm': ['MANAGER', 'KITCHEN'],
  'DELETE /api/staff/me/totp': ['MANAGER', 'KITCHEN'],
  'GET /api/kitchen': ['MANAGER', 'KITCHEN'],
  'PUT /api/kitchen': ['MANAGER'],
  'PUT /api/calendar/:date': ['MANAGER'],
  'DELETE /api/calendar/:date': ['MANAGER'],
  'GET /api/calendar/:date/orders': ['MANAGER'],
  'POST /api/utils/openToday': ['MANAGER'],
  'POST /api/utils/closeToday': ['MANAGER'],
  'POST /api/utils/resetOverrides': ['MANAGER'],
  'POST /api/utils/pause': ['MANAGER', 'KITCHEN'],
  'POST /api/utils/resume': ['MANAGER', 'KITCHEN'],
  'PUT /api/menu/availability/:productId': ['MANAGER', 'KITCHEN'],
  'PUT /api/menu/availability/categories/:categoryKey': ['MANAGER', 'KITCHEN'],
  'GET /api/orders': ['MANAGER', 'KITCHEN'],
  'GET /api/orders/stream': ['MANAGER', 'KITCHEN'],
  'GET /api/orders/:id': ['MANAGER', 'KITCHEN'],
  'POST /api/orders/:id/status': ['MANAGER', 'KITCHEN'],
  'POST /api/orders/:id/time': ['MANAGER', 'KITCHEN'],
  'POST /api/orders/:id/emails/retry': ['MANAGER', 'KITCHEN'],
  'POST /api/payments/:id/refund': ['MANAGER'],
  'GET /api/promo-codes': ['MANAGER'],
  'POST /api/promo-codes': ['MANAGER'],
  'PATCH /api/promo-codes/:code': ['MANAGER'],
  'GET /api/reports/daily': ['MANAGER'],
  'GET /api/reports/orders.csv': ['MANAGER'],
  'GET /api/analytics/pageviews': ['MANAGER'],
  'GET /api/menu/editor': ['MANAGER'],
  'GET /api/menu/export': ['MANAGER'],
  'POST /api/menu/products': ['MANAGER'],
  'PATCH /api/menu/products/:id': ['MANAGER'],
  'DELETE /api/menu/products/:id': ['MANAGER'],
  'PUT /api/menu/products/:id/image': ['MANAGER'],
  'POST /api/menu/categories': ['MANAGER'],
  'PATCH /api/menu/categories/:id': ['MANAGER'],
  'DELETE /api/menu/categories/:id': ['MANAGER'],
  'PUT /api/menu/import': ['MANAGER'],
  'GET /api/menu/prices.csv': ['MANAGER'],
  'PUT /api/menu/prices.csv': ['MANAGER'],
  'GET /api/menu/changes': ['MANAGER'],
  'GET /api/menu/option-groups': ['MANAGER'],
  'POST /api/menu/option-groups': ['MANAGER'],
  'PATCH /api/menu/option-groups/:id': ['MANAGER'],
  'DELETE /api/menu/option-groups/:id': ['MANAGER'],
  'PUT /api/menu/products/:id/option-groups': ['MANAGER'],
  'PUT /api/menu/availability/options/:optionId': ['MANAGER', 'KITCHEN'],
  'GET /api/invoices/settings': [],
  'PUT /api/invoices/settings': [],
  'POST /api/invoices/settings/check': [],
  'GET /api/invoices/failing': ['MANAGER', 'KITCHEN'],
  'POST /api/orders/:id/invoice/issue': ['MANAGER'],
  'POST /api/orders/:id/invoice/correction': ['MANAGER'],
}

const ROLES: StaffRole[] = ['OWNER', 'MANAGER', 'KITCHEN']
const USERS: Record<StaffRole, string> = { OWNER: 'wlasciciel', MANAGER: 'kierownik', KITCHEN: 'kucharz' }

/** A URL for a route pattern: each parameter gets a harmless sample value. */
const sampleUrl = (url: string) => url.replace(/:(\w+)/g, (_, name: string) => `sample-${name}`)

t.test('every staff route answers its roles, 403 FORBIDDEN to the others and 401 to nobody', async (t) => {
  const app = await build(t)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  for (const role of ROLES) await createStaff(app.db, USERS[role], PASSWORD, undefined, { role })
  const signIn = async (role: StaffRole) => (await login(app, USERS[role], PASSWORD)).json().token as string

  /** Status and JSON body of one call; a stream is cut off once its headers arrive. */
  async function call(method: string, url: string, token?: string) {
    const abort = new AbortController()
    const res = await fetch(base + sampleUrl(url), {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: abort.signal,
    })
    const json = res.headers.get('content-type')?.startsWith('application/json') ? await res.json() : null
    abort.abort()
    return { status: res.status, json }
  }

  // The sign-in and a remembered device's token route: each authenticates with a credential of its own.
  const OWN_CREDENTIAL = ['/api/login', '/api/staff/device/token']
  const apiRoutes = app.routeAccess.filter(
    (r) => r.url.startsWith('/api/') && !OWN_CREDENTIAL.includes(r.url),
  )
  t.ok(apiRoutes.length > 30, `the app lists its routes (${apiRoutes.length})`)
  const staffRoutes: typeof apiRoutes = []
  for (const route of apiRoutes) {
    const anonymous = await call(route.method, route.url)
    const key = `${route.method} ${route.url}`
    if (route.roles === null) {
      t.not(anonymous.status, 401, `${key} asks for a token but has no role guard (app.requireRole)`)
      t.notOk(key in EXPECTED, `${key} is a staff route in the table but has no role guard`)
      continue
    }
    staffRoutes.push(route)
    t.equal(anonymous.status, 401, `${key} without a token`)
    t.same(anonymous.json, UNAUTHORIZED)
  }
  t.same(
    staffRoutes.map((r) => `${r.method} ${r.url}`).filter((key) => !(key in EXPECTED)),
    [],
    'every staff route of the app is in the table above (new ones: add their roles there)',
  )
  t.same(
    Object.keys(EXPECTED).filter((key) => !staffRoutes.some((r) => `${r.method} ${r.url}` === key)),
    [],
    'every route of the table is in the app',
  )

  const tokens = {
    OWNER: await signIn('OWNER'),
    MANAGER: await signIn('MANAGER'),
    KITCHEN: await signIn('KITCHEN'),
  }
  for (const route of staffRoutes) {
    const key = `${route.method} ${route.url}`
    const allowed = EXPECTED[key] ?? []
    t.same(
      [...(route.roles ?? [])].filter((role) => role !== 'OWNER').sort(),
      [...allowed].sort(),
      `${key}: the guard declares the roles of the table`,
    )
    for (const role of ROLES) {
      // Signing out ends the session: that route gets a fresh one.
      const token = key === 'POST /api/logout' ? await signIn(role) : tokens[role]
      const res = await call(route.method, route.url, token)
      if (role === 'OWNER' || allowed.includes(role)) {
        t.notOk([401, 403].includes(res.status), `${key} as ${role}: let in (${res.status})`)
      } else {
        t.equal(res.status, 403, `${key} as ${role}: 403`)
        t.same(res.json, FORBIDDEN)
      }
    }
  }
})

t.test('the role is read from the account: a change takes effect at the next request', async (t) => {
  const app = await build(t)
  await createStaff(app.db, 'ania', PASSWORD, undefined, { role: 'KITCHEN' })
  const token = (await login(app, 'ania', PASSWORD)).json().token as string
  const codes = () =>
    app.inject({ method: 'GET', url: '/api/promo-codes', headers: { authorization: `Bearer ${token}` } })
  t.equal((await codes()).statusCode, 403, 'KITCHEN may not read the promo codes')
  await changeRoleOrState(app.db, 'ania', { role: 'MANAGER' })
  t.equal((await codes()).statusCode, 401, 'a role change signs the account out (its version changed)')
  const again = (await login(app, 'ania', PASSWORD)).json().token as string
  const res = await app.inject({
    method: 'GET',
    url: '/api/promo-codes',
    headers: { authorization: `Bearer ${again}` },
  })
  t.equal(res.statusCode, 200, 'as MANAGER it may')
})

t.test('an anonymous caller meets 401 before any validation of the body', async (t) => {
  const app = await build(t)
  const res = await app.inject({
    method: 'POST',
    url: '/api/promo-codes',
    payload: { code: 1, nonsense: true },
  })
  t.equal(res.statusCode, 401)
  t.same(res.json(), UNAUTHORIZED, 'nothing about the schema')
  const badJson = await app.inject({
    method: 'PUT',
    url: '/api/kitchen',
    headers: { 'content-type': 'application/json' },
    payload: '{not json',
  })
  t.equal(badJson.statusCode, 401, 'not even whether the body parses')
})
