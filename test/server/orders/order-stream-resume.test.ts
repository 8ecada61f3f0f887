import type { AddressInfo } from 'node:net'
import t from 'tap'
import { build } from '../../helpers/app.js'
import { orderBody } from '../../helpers/fixtures.js'
import { OPEN } from '../../helpers/instants.js'
import { openStream } from '../../helpers/sse-client.js'
import { staffToken } from '../../helpers/staff-helper.js'

const ORDER = orderBody()

t.test(
  'order events carry ids; a board that reconnects with Last-Event-ID gets what it missed',
  async (t) => {
    const app = await build(t, { now: () => OPEN })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as AddressInfo).port
    const token = await staffToken(app)
    const auth = { authorization: `Bearer ${token}` }

    const first = openStream(port, token)
    await first.next((e) => e.event === 'ready')
    const one = (await app.inject({ method: 'POST', url: '/api/order', payload: ORDER })).json()
    const seen = await first.next((e) => e.event === 'order')
    t.match(seen.id, /^\d+$/, 'every order event has an id')
    first.close()
    await first.ended

    // While the board is away: a new order, and the first one accepted.
    const two = (await app.inject({ method: 'POST', url: '/api/order', payload: ORDER })).json()
    const moved = await app.inject({
      method: 'POST',
      url: `/api/orders/${one.id}/status`,
      headers: auth,
      payload: { status: 'ACCEPTED' },
    })
    t.equal(moved.statusCode, 200)

    const again = openStream(port, token, { 'last-event-id': seen.id! })
    await again.next((e) => e.event === 'order' && JSON.parse(e.data).type === 'updated')
    const replayed = again.orders()
    t.same(
      replayed.map((e) => [e.type, e.order.id]),
      [
        ['created', two.id],
        ['updated', one.id],
      ],
      'exactly the two missed events, oldest first, not the one already seen',
    )
    t.ok(replayed[0]!.id > Number(seen.id) && replayed[1]!.id > replayed[0]!.id, 'ids go up')
    t.equal(replayed[1]!.order.status, 'ACCEPTED')

    // And it stays live afterwards.
    const three = (await app.inject({ method: 'POST', url: '/api/order', payload: ORDER })).json()
    const live = await again.next((e) => e.event === 'order' && JSON.parse(e.data).order.id === three.id)
    t.equal(JSON.parse(live.data).type, 'created')
    again.close()

    // A board that connects for the first time (no Last-Event-ID) gets no history: it reads the list.
    const fresh = openStream(port, token)
    await fresh.next((e) => e.event === 'ready')
    await new Promise((r) => setTimeout(r, 200))
    t.equal(fresh.orders().length, 0)
    fresh.close()
  },
)

t.test('a malformed Last-Event-ID is ignored, not an error', async (t) => {
  const app = await build(t, { now: () => OPEN })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const port = (app.server.address() as AddressInfo).port
  const token = await staffToken(app)
  const stream = openStream(port, token, { 'last-event-id': 'abc; drop table orders' })
  await stream.next((e) => e.event === 'ready')
  await app.inject({ method: 'POST', url: '/api/order', payload: ORDER })
  const created = await stream.next((e) => e.event === 'order')
  t.equal(JSON.parse(created.data).type, 'created')
  t.equal(stream.orders().length, 1)
  stream.close()
})
