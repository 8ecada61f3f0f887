import http from 'node:http'
import type { AddressInfo } from 'node:net'
import t from 'tap'
import { createStaff } from '#plugins/auth/service.js'
import { build } from '../../helpers/app.js'
import { orderBody } from '../../helpers/fixtures.js'
import { OPEN } from '../../helpers/instants.js'
import { staffToken } from '../../helpers/staff-helper.js'

const ORDER = orderBody({
  comment: 'Bez wasabi',
})

interface SseEvent {
  event: string
  data: string
}

/** An open stream over a real socket: inject() would wait for the end of the response. */
function openStream(port: number, token: string) {
  const events: SseEvent[] = []
  const waiters: { test: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = []
  let buffer = ''
  let ended = false
  let resolveEnd: () => void = () => {}
  const endedPromise = new Promise<void>((resolve) => (resolveEnd = resolve))

  const response = new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get(
      { port, path: '/api/orders/stream', headers: { authorization: `Bearer ${token}` } },
      (res) => {
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          buffer += chunk
          let cut = buffer.indexOf('\n\n')
          while (cut !== -1) {
            const block = buffer.slice(0, cut)
            buffer = buffer.slice(cut + 2)
            cut = buffer.indexOf('\n\n')
            const lines = block.split('\n')
            const event = lines.find((l) => l.startsWith('event: '))?.slice(7)
            const data = lines
              .filter((l) => l.startsWith('data: '))
              .map((l) => l.slice(6))
              .join('\n')
            if (!event) continue
            const parsed = { event, data }
            events.push(parsed)
            for (const w of [...waiters]) {
              if (w.test(parsed)) {
                waiters.splice(waiters.indexOf(w), 1)
                w.resolve(parsed)
              }
            }
          }
        })
        res.on('end', () => {
          ended = true
          resolveEnd()
        })
        res.on('close', () => {
          ended = true
          resolveEnd()
        })
        resolve(res)
      },
    )
    req.on('error', reject)
  })

  return {
    response,
    events,
    ended: () => ended,
    whenEnded: endedPromise,
    next(test: (e: SseEvent) => boolean, timeoutMs = 5000): Promise<SseEvent> {
      const found = events.find(test)
      if (found) return Promise.resolve(found)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no such event in time')), timeoutMs)
        waiters.push({
          test,
          resolve: (e) => {
            clearTimeout(timer)
            resolve(e)
          },
        })
      })
    },
  }
}

async function listening(t: Parameters<typeof build>[0]) {
  const app = await build(t, { now: () => OPEN })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const port = (app.server.address() as AddressInfo).port
  return { app, port }
}

t.test('the stream refuses a missing, malformed or bad token with 401', async (t) => {
  const app = await build(t, { now: () => OPEN })
  for (const authorization of [undefined, 'Bearer', 'Basic a2l0Y2hlbjp4', 'Bearer not-a-jwt']) {
    const res = await app.inject({
      url: '/api/orders/stream',
      headers: authorization ? { authorization } : {},
    })
    t.equal(res.statusCode, 401, String(authorization))
    t.match(res.headers['content-type'], /application\/json/)
    t.equal(res.json().code, 'UNAUTHORIZED')
  }
})

t.test('every staff call is refused without a valid token', async (t) => {
  const app = await build(t, { now: () => OPEN })
  const valid = await staffToken(app)
  const { sub, ver, jti } = app.jwt.decode<{ sub: string; ver: string; jti: string }>(valid)!
  // The same claims, signed with the right key, but expired 10 s ago; and one signed with another key.
  const expired = app.jwt.sign({ sub, ver, jti }, { expiresIn: -10 } as never)
  const control = await app.inject({ url: '/api/orders', headers: { authorization: `Bearer ${valid}` } })
  t.equal(control.statusCode, 200, 'the valid token passes')
  const forged = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJrdWNobmlhIn0.c2lnbmF0dXJlLW5vdC12YWxpZA'
  const calls: { method: 'GET' | 'POST' | 'PATCH'; url: string; payload?: object }[] = [
    { method: 'POST', url: '/api/utils/openToday' },
    { method: 'POST', url: '/api/utils/closeToday' },
    { method: 'POST', url: '/api/utils/resetOverrides' },
    { method: 'GET', url: '/api/orders' },
    { method: 'GET', url: '/api/orders/stream' },
    { method: 'GET', url: '/api/orders/ABCDEFGHJKMN' },
    { method: 'POST', url: '/api/orders/ABCDEFGHJKMN/status', payload: { status: 'ACCEPTED' } },
    { method: 'GET', url: '/api/promo-codes' },
    { method: 'POST', url: '/api/promo-codes', payload: { code: 'ZIMA10', type: 'PERCENTAGE', value: 10 } },
    { method: 'PATCH', url: '/api/promo-codes/ZIMA10', payload: { active: false } },
  ]
  for (const call of calls) {
    const tokens = { none: undefined, forged: `Bearer ${forged}`, expired: `Bearer ${expired}` }
    for (const [kind, authorization] of Object.entries(tokens)) {
      const res = await app.inject({
        method: call.method,
        url: call.url,
        headers: authorization ? { authorization } : {},
        ...(call.payload ? { payload: call.payload } : {}),
      })
      t.equal(res.statusCode, 401, `${call.method} ${call.url}: ${kind}`)
    }
  }
})

t.test('with a token: text/event-stream, ready, then created and updated order events', async (t) => {
  const { app, port } = await listening(t)
  const token = await staffToken(app)
  const stream = openStream(port, token)
  const res = await stream.response
  t.equal(res.statusCode, 200)
  t.match(res.headers['content-type'], /^text\/event-stream/)
  t.equal(res.headers['cache-control'], 'no-store')
  t.equal(res.headers['x-accel-buffering'], 'no')
  t.notOk(res.headers['content-encoding'], 'never compressed')

  const ready = await stream.next((e) => e.event === 'ready')
  t.same(JSON.parse(ready.data), { heartbeatMs: 25_000 })
  t.equal(app.boardUpdates.listenerCount('order'), 1, 'one listener per open stream')

  const placed = await app.inject({ method: 'POST', url: '/api/order', payload: ORDER })
  t.equal(placed.statusCode, 201, placed.body)
  const created = await stream.next((e) => e.event === 'order')
  const payload = JSON.parse(created.data)
  t.equal(payload.type, 'created')
  t.equal(payload.order.number, placed.json().number)
  t.equal(payload.order.id, placed.json().id)
  t.equal(payload.order.status, 'NEW')
  t.equal(payload.order.comment, 'Bez wasabi')
  t.equal(payload.order.customer.name, 'Anna Kowalska', 'staff data: the stream is authenticated')
  t.match(payload.order.customer.phone, /600 ?100 ?200/)

  const moved = await app.inject({
    method: 'POST',
    url: `/api/orders/${placed.json().id}/status`,
    headers: { authorization: `Bearer ${token}` },
    payload: { status: 'ACCEPTED', estimatedReadyAt: '2026-11-25T14:30:00Z' },
  })
  t.equal(moved.statusCode, 200, moved.body)
  const updated = await stream.next((e) => e.event === 'order' && JSON.parse(e.data).type === 'updated')
  t.equal(JSON.parse(updated.data).order.status, 'ACCEPTED')
  t.equal(JSON.parse(updated.data).order.estimatedReadyAt, '2026-11-25T14:30:00.000Z')
})

t.test('the listener goes when the client disconnects', async (t) => {
  const { app, port } = await listening(t)
  const token = await staffToken(app)
  const stream = openStream(port, token)
  const res = await stream.response
  await stream.next((e) => e.event === 'ready')
  t.equal(app.boardUpdates.listenerCount('order'), 1)
  res.destroy()
  const deadline = Date.now() + 3000
  while (app.boardUpdates.listenerCount('order') > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 10))
  }
  t.equal(app.boardUpdates.listenerCount('order'), 0, 'listener removed on close')
})

t.test('app.close() finishes promptly with streams open, and ends them', async (t) => {
  const { app, port } = await listening(t)
  const token = await staffToken(app)
  const first = openStream(port, token)
  const second = openStream(port, token)
  await first.next((e) => e.event === 'ready')
  await second.next((e) => e.event === 'ready')
  t.equal(app.boardUpdates.listenerCount('order'), 2)

  const started = Date.now()
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    app.close(),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('app.close() is held up by the open streams')), 5000)
    }),
  ])
  clearTimeout(timer)
  const took = Date.now() - started
  t.ok(took < 2000, `closed in ${took} ms`)
  await Promise.all([first.whenEnded, second.whenEnded])
  t.ok(first.ended() && second.ended(), 'clients saw the end of their streams')
  t.equal(app.boardUpdates.listenerCount('order'), 0, 'no listener left')
})

t.test('/manage/ is server-rendered with the login form only, never staff data', async (t) => {
  const app = await build(t, { now: () => OPEN })
  await app.inject({ method: 'POST', url: '/api/order', payload: ORDER })
  const res = await app.inject({ url: '/manage/' })
  t.equal(res.statusCode, 200)
  t.match(res.body, /<meta name="robots" content="noindex, nofollow"/)
  t.match(res.body, /<form[^>]*class="manage-login/)
  t.match(res.body, /autoComplete="current-password"|autocomplete="current-password"/)
  t.notMatch(res.body, /Anna Kowalska|Bez wasabi|600 100 200/, 'no order data')
  t.notMatch(res.body, /manage-board|manage-promo/, 'no staff panels')
})

t.test("a kitchen account's stream carries no guest e-mail; an owner's does", async (t) => {
  const { app, port } = await listening(t)
  await createStaff(app.db, 'kucharz', 'correct-horse-battery', new Date(), { role: 'KITCHEN' })
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'kucharz', password: 'correct-horse-battery' },
  })
  t.equal(signIn.statusCode, 200, signIn.body)
  const kitchen = openStream(port, signIn.json().token)
  // staffToken makes an OWNER account (the default role).
  const owner = openStream(port, await staffToken(app, 'wlasciciel'))
  await kitchen.next((e) => e.event === 'ready')
  await owner.next((e) => e.event === 'ready')

  const placed = await app.inject({ method: 'POST', url: '/api/order', payload: ORDER })
  t.equal(placed.statusCode, 201, placed.body)
  const forKitchen = await kitchen.next((e) => e.event === 'order')
  const forOwner = await owner.next((e) => e.event === 'order')
  const kitchenOrder = JSON.parse(forKitchen.data).order
  t.equal(kitchenOrder.number, placed.json().number)
  t.equal(kitchenOrder.customer.name, 'Anna Kowalska', 'the kitchen still sees who ordered')
  t.equal(kitchenOrder.customer.email, '', 'no e-mail for the kitchen')
  t.notOk(forKitchen.data.includes('anna@example.pl'), 'nor anywhere in the event (the e-mails sent)')
  t.ok(
    (kitchenOrder.emails ?? []).every((e: { to: string }) => e.to === ''),
    'the e-mails sent name no address',
  )
  t.equal(JSON.parse(forOwner.data).order.customer.email, 'anna@example.pl', 'the owner sees the e-mail')
})
