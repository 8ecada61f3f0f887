/**
 * Unpaid ONLINE orders hold kitchen capacity and promo-code uses only briefly (docs/product.md,
 * "Online payment"): when the hold ends (UNPAID_HOLD_MINUTES) the system cancels the order, its
 * slot and its code's use go back; staff see how many places unpaid orders hold; one address may
 * leave only a few ONLINE orders unpaid.
 */
import t from 'tap'
import { OPEN, setup } from '../../helpers/payments-setup.js'
import { staffToken } from '../../helpers/staff-helper.js'

const at = (time: string) => new Date(`2026-11-25T${time}:00+01:00`).toISOString()
const SLOT = { orderTimeType: 'DATE', orderTime: at('16:00') }

t.test('an unpaid order gives its slot and its code’s use back when its hold ends', async (t) => {
  const { app, place, setNow } = await setup(t, { UNPAID_HOLD_MINUTES: '10' })
  const auth = { authorization: `Bearer ${await staffToken(app)}` }
  await app.inject({
    method: 'PUT',
    url: '/api/kitchen',
    headers: auth,
    payload: { slotCapacity: { SELF: 1 } },
  })
  const created = await app.inject({
    method: 'POST',
    url: '/api/promo-codes',
    headers: auth,
    payload: { code: 'RAZ', type: 'FIXED', value: 5, maxUses: 1 },
  })
  t.equal(created.statusCode, 201, created.body)

  const unpaid = await place({ ...SLOT, promoCode: 'RAZ' })
  t.equal(unpaid.statusCode, 201, unpaid.body)
  const board = async () =>
    (await app.inject({ url: '/api/orders', headers: auth })).json() as {
      orders: unknown[]
      unpaidHolds: number
    }
  t.match(await board(), { orders: [], unpaidHolds: 1 }, 'staff see the place an unpaid order holds')

  const cash = await place({ ...SLOT, paymentMethod: 'CASH' })
  t.equal(cash.json().code, 'SLOT_FULL', 'while it is held, the slot is full')
  const code = await place({ paymentMethod: 'CASH', promoCode: 'RAZ' })
  t.equal(code.json().code, 'PROMO_CODE_INVALID', 'and the code’s only use is taken')

  setNow(new Date(OPEN.getTime() + 9 * 60_000))
  t.equal(await app.orders.expireUnpaid(app.log), 0, 'still within its hold')
  setNow(new Date(OPEN.getTime() + 11 * 60_000))
  t.equal(await app.orders.expireUnpaid(app.log), 1, 'released after 10 minutes')
  const cancelled = await app.orders.find(unpaid.json().id)
  t.match(cancelled, {
    status: 'CANCELLED',
    cancelReason: 'Płatność online nie została dokończona w ciągu 10 minut.',
  })
  t.match(await board(), { unpaidHolds: 0 })
  t.equal((await place({ ...SLOT, paymentMethod: 'CASH' })).statusCode, 201, 'the slot is free again')
  t.equal(
    (await place({ paymentMethod: 'CASH', promoCode: 'RAZ' })).statusCode,
    201,
    'the code’s use was given back',
  )
  const codes = (await app.inject({ url: '/api/promo-codes', headers: auth })).json()
  t.match(codes, [{ code: 'RAZ', uses: 1 }], 'used once: by the order that stands')
})

t.test('two instances sweeping at once cancel each unpaid order once', async (t) => {
  const { app, payu, place, setNow } = await setup(t, { UNPAID_HOLD_MINUTES: '10' })
  const ids = [(await place()).json().id, (await place()).json().id, (await place()).json().id]
  setNow(new Date(OPEN.getTime() + 11 * 60_000))
  const counts = await Promise.all([app.orders.expireUnpaid(app.log), app.orders.expireUnpaid(app.log)])
  t.equal(counts[0]! + counts[1]!, 3, 'three orders cancelled in all, none twice')
  const calls = (method: string) =>
    payu.calls.filter((c) => c.method === method && /^\/api\/v2_1\/orders\/\w+$/.test(c.path)).length
  t.equal(calls('GET'), 3, 'PayU is asked about each order once')
  t.equal(calls('DELETE'), 3, 'and told to cancel each once')
  for (const id of ids) {
    const events = (await app.orders.find(id))!.events.filter((e) => e.toStatus === 'CANCELLED')
    t.equal(events.length, 1, 'one cancellation each')
  }
})

t.test('unpaid ONLINE orders have a tighter limit per address than orders paid on delivery', async (t) => {
  const { place } = await setup(t, { UNPAID_ORDER_RATE_LIMIT: '2', ORDER_RATE_LIMIT: '10' })
  t.equal((await place()).statusCode, 201)
  t.equal((await place()).statusCode, 201)
  const third = await place()
  t.equal(third.statusCode, 429)
  t.equal(third.json().code, 'RATE_LIMITED')
  t.ok(Number(third.headers['retry-after']) > 0)
  t.equal((await place({ paymentMethod: 'CASH' })).statusCode, 201, 'a cash order is still taken')
})
