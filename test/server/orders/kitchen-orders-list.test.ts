/**
 * GET /api/orders and GET /api/orders/{id} for a KITCHEN account (docs/security.md, "Roles"): today
 * only (and the night's orders after midnight), without the guest's e-mail; a manager reads any day
 * with it.
 */
import t from 'tap'
import { createStaff } from '#plugins/auth/service.js'
import { app as openApp, order } from '../../helpers/orders-setup.js'

const PASSWORD = 'correct-horse-battery'

async function signedIn(
  app: Awaited<ReturnType<typeof openApp>>,
  username: string,
  role: 'KITCHEN' | 'MANAGER',
) {
  await createStaff(app.db, username, PASSWORD, new Date(), { role })
  return signIn(app, username)
}

/** A fresh sign-in (a session ends after an idle hour: the tests below move the clock by hours). */
async function signIn(app: Awaited<ReturnType<typeof openApp>>, username: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password: PASSWORD },
  })
  return { authorization: `Bearer ${res.json().token}` }
}

t.test('the kitchen lists today without e-mails; other days are refused; a manager sees them', async (t) => {
  const app = await openApp(t)
  const placed = await app.inject({ method: 'POST', url: '/api/order', payload: order() })
  t.equal(placed.statusCode, 201, placed.body)
  const kitchen = await signedIn(app, 'kuchnia', 'KITCHEN')
  const manager = await signedIn(app, 'kierownik', 'MANAGER')

  const today = await app.inject({ url: '/api/orders', headers: kitchen })
  t.equal(today.statusCode, 200)
  const [listed] = today.json().orders
  t.match(listed.customer, { name: 'Anna Kowalska', phone: String })
  t.equal(listed.customer.email, '', 'no e-mail for the kitchen')
  t.notOk(today.body.includes('anna@example.pl'), 'nor anywhere else (the e-mails sent list no address)')
  t.same(
    listed.emails.map((e: { to: string }) => e.to),
    [''],
  )
  const one = await app.inject({ url: `/api/orders/${listed.id}`, headers: kitchen })
  t.equal(one.statusCode, 200)
  t.notOk(one.body.includes('anna@example.pl'), 'nor in one order')
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/orders/${listed.id}/status`,
    headers: kitchen,
    payload: { status: 'ACCEPTED' },
  })
  t.equal(accepted.statusCode, 200, accepted.body)
  t.equal(accepted.json().customer.email, '', 'nor in the answer to a move')
  t.notOk(accepted.body.includes('anna@example.pl'))
  const explicit = await app.inject({ url: '/api/orders?date=2026-11-25', headers: kitchen })
  t.equal(explicit.statusCode, 200, 'today named explicitly')

  for (const date of ['2026-11-24', '2026-01-01', '2026-11-26']) {
    const other = await app.inject({ url: `/api/orders?date=${date}`, headers: kitchen })
    t.equal(other.statusCode, 403, `${date}: refused`)
    t.match(other.json(), { code: 'FORBIDDEN', field: 'date' })
  }
  const past = await app.inject({ url: '/api/orders?date=2026-11-24', headers: manager })
  t.equal(past.statusCode, 200, 'a manager reads another day')
  const withEmail = await app.inject({ url: '/api/orders', headers: manager })
  t.equal(withEmail.json().orders[0].customer.email, 'anna@example.pl', 'with the guest’s e-mail')

  // 00:30 in Warsaw on the 26th: the night's board still reads the 25th.
  app.setNow(new Date('2026-11-25T23:30:00Z'))
  const nightShift = await signIn(app, 'kuchnia')
  const night = await app.inject({ url: '/api/orders?date=2026-11-25', headers: nightShift })
  t.equal(night.statusCode, 200, 'yesterday’s orders after midnight')
  t.equal(night.json().orders.length, 1)
  const nightOne = await app.inject({ url: `/api/orders/${listed.id}`, headers: nightShift })
  t.equal(nightOne.statusCode, 200, 'and each of them')
  t.equal(nightOne.json().customer.email, '')
  app.setNow(new Date('2026-11-26T05:00:00Z'))
  const morning = await signIn(app, 'kuchnia')
  t.equal(
    (await app.inject({ url: '/api/orders?date=2026-11-25', headers: morning })).statusCode,
    403,
    'not after 06:00',
  )
  // One order of a day the list refuses is refused the same way: by id, as by date.
  const pastOne = await app.inject({ url: `/api/orders/${listed.id}`, headers: morning })
  t.equal(pastOne.statusCode, 403, 'one order of yesterday: refused after 06:00')
  t.match(pastOne.json(), {
    code: 'FORBIDDEN',
    field: 'id',
    message: 'Kuchnia widzi tylko dzisiejsze zamówienia.',
  })
  t.notOk(pastOne.body.includes('Kowalska'), 'nothing of the guest')
  const missing = await app.inject({ url: '/api/orders/ABCDEFGHJK23', headers: morning })
  t.equal(missing.statusCode, 404, 'an order that does not exist is still 404')
  const managerMorning = await signIn(app, 'kierownik')
  const managerOne = await app.inject({ url: `/api/orders/${listed.id}`, headers: managerMorning })
  t.equal(managerOne.statusCode, 200, 'a manager reads it')
  t.equal(managerOne.json().customer.email, 'anna@example.pl')
})
