/**
 * A first sign-in that must change its password (docs/security.md, "Staff passwords") hears how
 * many of today's orders wait to be accepted, from GET /api/staff/me, the one read such a session
 * may make: a number, never an order.
 */
import t from 'tap'
import { createStaff } from '#plugins/auth/service.js'
import { app, order } from '../../helpers/orders-setup.js'
import { staffToken } from '../../helpers/staff-helper.js'

// Sunday 22 November 2026, 15:00 in Kraków: open (13:00–21:00), the day before the suite's Wednesday.
const SUNDAY = new Date('2026-11-22T14:00:00Z')
const FIRST = 'pierwsze-haslo-123'

t.test(
  'the first sign-in hears how many of today’s orders wait; afterwards the answer leaves it out',
  async (t) => {
    const a = await app(t)
    const owner = { authorization: `Bearer ${await staffToken(a, 'ania')}` }
    const place = async (remoteAddress: string) => {
      const res = await a.inject({ method: 'POST', url: '/api/order', payload: order(), remoteAddress })
      t.equal(res.statusCode, 201, res.body)
      return res.json().id as string
    }
    // Sunday's order is still NEW but not today's: it is not counted.
    a.setNow(SUNDAY)
    await place('10.0.0.1')
    a.setNow(new Date('2026-11-25T14:00:00Z'))
    const ids = [
      await place('10.0.0.2'),
      await place('10.0.0.3'),
      await place('10.0.0.4'),
      await place('10.0.0.5'),
    ]
    const accepted = await a.inject({
      method: 'POST',
      url: `/api/orders/${ids[0]}/status`,
      headers: owner,
      payload: { status: 'ACCEPTED', estimatedReadyAt: '2026-11-25T14:45:00Z' },
    })
    t.equal(accepted.statusCode, 200, accepted.body)

    await createStaff(a.db, 'kucharz', FIRST, new Date('2026-11-25T13:00:00Z'), {
      role: 'KITCHEN',
      mustChangePassword: true,
    })
    const signIn = await a.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'kucharz', password: FIRST },
    })
    const cook = { authorization: `Bearer ${signIn.json().token}` }
    t.equal((await a.inject({ url: '/api/orders', headers: cook })).json().code, 'PASSWORD_CHANGE_REQUIRED')

    // Four of today's orders placed, one accepted: three wait.
    const me = await a.inject({ url: '/api/staff/me', headers: cook })
    t.equal(me.statusCode, 200, me.body)
    t.strictSame(me.json(), {
      username: 'kucharz',
      role: 'KITCHEN',
      pending: 'PASSWORD_CHANGE_REQUIRED',
      totpEnabled: false,
      recoveryCodesLeft: 0,
      waitingOrders: 3,
      idleMinutes: me.json().idleMinutes,
    })

    const owners = (await a.inject({ url: '/api/staff/me', headers: owner })).json()
    t.notOk('waitingOrders' in owners, 'a session without the step does not get it (the board is open to it)')

    const changed = await a.inject({
      method: 'POST',
      url: '/api/staff/me/password',
      headers: cook,
      payload: { currentPassword: FIRST, newPassword: 'zielony-czajnik-77' },
    })
    t.equal(changed.statusCode, 200, changed.body)
    const after = (
      await a.inject({ url: '/api/staff/me', headers: { authorization: `Bearer ${changed.json().token}` } })
    ).json()
    t.equal(after.pending, null)
    t.notOk('waitingOrders' in after)
  },
)

t.test('with no order today the first sign-in hears 0', async (t) => {
  const a = await app(t)
  await createStaff(a.db, 'kucharz', FIRST, new Date('2026-11-25T13:00:00Z'), {
    role: 'KITCHEN',
    mustChangePassword: true,
  })
  const signIn = await a.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'kucharz', password: FIRST },
  })
  const me = await a.inject({
    url: '/api/staff/me',
    headers: { authorization: `Bearer ${signIn.json().token}` },
  })
  t.equal(me.json().waitingOrders, 0)
})
