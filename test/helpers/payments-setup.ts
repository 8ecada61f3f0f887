/** The app with PayU pointed at the stand-in, and the order the payments suites place. */
import { randomUUID } from 'node:crypto'
import type { StaffOrder } from '#schemas/orders.js'
import { build } from './app.js'
import { dishes, GUEST, orderBody } from './fixtures.js'
// Wednesday 25 November 2026, 15:00 in Kraków: open.
import { OPEN } from './instants.js'
import { PayuStandIn } from './payu-stand-in.js'

export { OPEN }
export const NOTIFY = '/api/payments/payu/notify'

/** The error a promise rejects with (null if it resolves). */
export const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  )

export function order(overrides: Record<string, unknown> = {}) {
  return orderBody({
    items: [
      { productId: dishes.salmonNigiri.id, count: 2 },
      { productId: dishes.salmonSashimi.id, count: 1 },
    ],
    paymentMethod: 'ONLINE',
    customer: { ...GUEST, name: 'Anna Maria Kowalska' },
    ...overrides,
  })
}

/** The app with PayU pointed at a stand-in that notifies it through app.inject. */
export async function setup(t: Parameters<typeof build>[0], env: Record<string, string> = {}) {
  const payu = new PayuStandIn()
  await payu.start()
  t.teardown(() => payu.stop())
  let clock = OPEN
  const app = await build(t, {
    env: { ...payu.env(), ...env },
    now: () => clock,
    mail: { autoStart: false },
  })
  payu.deliver = async (url, headers, body) => {
    const res = await app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body })
    return res.statusCode
  }
  const place = async (overrides: Record<string, unknown> = {}, key: string = randomUUID()) =>
    app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { 'idempotency-key': key },
      payload: order(overrides),
      remoteAddress: '83.12.34.56',
    })
  const guest = async (id: string) => (await app.inject({ url: `/api/order/${id}` })).json()
  const payuOrderOf = (id: string) => [...payu.orders.values()].find((o) => o.extOrderId === id)!
  const kitchen = async (token: string) =>
    (await app.inject({ url: '/api/orders', headers: { authorization: `Bearer ${token}` } })).json()
      .orders as StaffOrder[]
  return {
    app,
    payu,
    place,
    guest,
    payuOrderOf,
    kitchen,
    setNow: (d: Date) => {
      clock = d
    },
  }
}
