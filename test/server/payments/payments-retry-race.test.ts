/**
 * Paying an order again (docs/checkout.md, "Paying again"): retries of one order run one at a time,
 * every attempt's PayU order stays linked to its order, and money PayU took for an attempt that did
 * not settle the order goes back.
 */
import t from 'tap'
import { setup } from '../../helpers/payments-setup.js'

const BLIK = { PAYU_BLIK_CODE: '1' }

t.test('three retries at once: one answers 201, the others 409, one live PayU order', async (t) => {
  const { app, payu, place, guest } = await setup(t, BLIK)
  const { id } = (await place({ blikCode: '000000' })).json()
  const retry = (code: string) =>
    app.inject({
      method: 'POST',
      url: `/api/order/${id}/payment`,
      payload: { blikCode: code },
      remoteAddress: '83.12.34.56',
    })
  // PayU takes its time, as it does: the first retry still waits for its PayU order while the
  // others arrive (without it a fast database lets one retry finish before the next one reads).
  payu.latencyMs = 300
  const answers = await Promise.all([retry('111111'), retry('222222'), retry('333333')])
  payu.latencyMs = 0
  const statuses = answers.map((a) => a.statusCode).sort()
  t.same(statuses, [201, 409, 409], 'exactly one retry goes ahead')
  for (const loser of answers.filter((a) => a.statusCode === 409)) {
    t.equal(loser.json().code, 'PAYMENT_IN_PROGRESS')
  }
  const live = [...payu.orders.values()].filter((o) => o.status !== 'CANCELED')
  t.equal(live.length, 1, 'one PayU order for the order')
  t.equal(live[0]!.extOrderId, `${id}-2`, 'the attempt number matches the PayU order')
  const stored = await app.db
    .selectFrom('payments')
    .select(['attempt', 'provider_order_id'])
    .executeTakeFirst()
  t.same(stored, { attempt: 2, provider_order_id: live[0]!.orderId }, 'the stored attempt is that PayU order')

  // The winner's attempt is paid: its signed COMPLETED settles the order.
  payu.orders.get(live[0]!.orderId)!.status = 'COMPLETED'
  t.equal(await payu.notify(live[0]!.orderId), 200)
  t.equal((await guest(id)).payment.status, 'PAID')

  // Once it is done, the guest may start again (an order still unpaid).
  const other = (await place({ blikCode: '000000' })).json().id
  const first = await app.inject({
    method: 'POST',
    url: `/api/order/${other}/payment`,
    payload: { blikCode: '444444' },
  })
  t.equal(first.statusCode, 201)
  const second = await app.inject({
    method: 'POST',
    url: `/api/order/${other}/payment`,
    payload: { method: 'REDIRECT' },
  })
  t.equal(second.statusCode, 201, 'a retry after the previous one finished is not refused')
})

t.test(
  'every attempt stays linked: a COMPLETED for an earlier attempt after another paid is refunded',
  async (t) => {
    const { app, payu, place, guest, payuOrderOf } = await setup(t, BLIK)
    const { id } = (await place({ blikCode: '777123' })).json()
    const first = payuOrderOf(id)
    const again = await app.inject({
      method: 'POST',
      url: `/api/order/${id}/payment`,
      payload: { method: 'REDIRECT' },
    })
    t.equal(again.statusCode, 201, again.body)
    const second = payuOrderOf(`${id}-2`)
    await payu.pay(second.orderId)
    t.equal((await guest(id)).payment.status, 'PAID', 'the second attempt settled the order')

    // The guest had also confirmed the first code in the bank app before it was cancelled.
    first.status = 'COMPLETED'
    t.equal(await payu.notify(first.orderId), 200, 'the earlier attempt is known')
    t.same(
      payu.refunds.map((r) => r.orderId),
      [first.orderId],
      'the money of the attempt that did not settle the order goes back; the settling one stays',
    )
    const paid = await guest(id)
    t.equal(paid.payment.status, 'PAID')
    t.equal(paid.status, 'NEW', 'the order stands')
    // A repeated notification asks for no second refund.
    t.equal(await payu.notify(first.orderId), 200)
    t.equal(payu.refunds.length, 1)
  },
)

t.test('the retry is limited per order and address', async (t) => {
  const { app, place } = await setup(t, { ...BLIK, PAYMENT_RETRY_LIMIT: '3' })
  const { id } = (await place({ blikCode: '000000' })).json()
  const retry = () =>
    app.inject({
      method: 'POST',
      url: `/api/order/${id}/payment`,
      payload: { blikCode: '000000' },
      remoteAddress: '83.12.34.56',
    })
  for (let i = 0; i < 3; i++) t.equal((await retry()).statusCode, 201)
  const limited = await retry()
  t.equal(limited.statusCode, 429)
  t.equal(limited.json().code, 'RATE_LIMITED')
  t.ok(Number(limited.headers['retry-after']) > 0, 'says how long to wait')
  const fromElsewhere = await app.inject({
    method: 'POST',
    url: `/api/order/${id}/payment`,
    payload: { blikCode: '000000' },
    remoteAddress: '83.12.34.99',
  })
  t.equal(fromElsewhere.statusCode, 201, 'another address has its own count')
})
