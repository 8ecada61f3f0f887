// Times a guest can trust (docs/kitchen.md): staff accept a courier order with the time it will be
// delivered, change it later with POST /api/orders/{id}/time, and the guest's page and an e-mail
// follow; what may not change is refused with a code naming the field.
import t from 'tap'
import { renderMail } from '#plugins/mail/templates.js'
import { app, order } from '../../helpers/orders-setup.js'
import { staffToken } from '../../helpers/staff-helper.js'

const AT_1640 = '2026-11-25T15:40:00.000Z' // 16:40 in Kraków
const AT_1710 = '2026-11-25T16:10:00.000Z' // 17:10
const AT_1725 = '2026-11-25T16:25:00.000Z' // 17:25

t.test('a new time for an accepted order: the guest sees it and gets one e-mail per change', async (t) => {
  const a = await app(t)
  const auth = { authorization: `Bearer ${await staffToken(a)}` }
  const placed = (await a.inject({ method: 'POST', url: '/api/order', payload: order() })).json()
  const time = (id: string, estimatedReadyAt: string, headers: Record<string, string> = auth) =>
    a.inject({ method: 'POST', url: `/api/orders/${id}/time`, headers, payload: { estimatedReadyAt } })

  const early = await time(placed.id, AT_1710)
  t.equal(early.statusCode, 409, 'not before the order is accepted')
  t.match(early.json(), { code: 'TIME_NOT_CHANGEABLE', field: 'estimatedReadyAt' })

  const accepted = await a.inject({
    method: 'POST',
    url: `/api/orders/${placed.id}/status`,
    headers: auth,
    payload: { status: 'ACCEPTED', estimatedReadyAt: AT_1640 },
  })
  t.equal(accepted.statusCode, 200)
  t.equal((await a.inject({ url: `/api/order/${placed.id}` })).json().estimatedReadyAt, AT_1640)

  const changed = await time(placed.id, AT_1710)
  t.equal(changed.statusCode, 200, changed.body)
  t.equal(changed.json().estimatedReadyAt, AT_1710)
  t.equal(changed.json().status, 'ACCEPTED', 'the status does not move')
  t.equal((await a.inject({ url: `/api/order/${placed.id}` })).json().estimatedReadyAt, AT_1710, 'guest page')

  const mails = () =>
    a.db
      .selectFrom('mail_outbox')
      .select(['kind', 'params', 'message_id', 'status'])
      .where('order_id', '=', placed.id)
      .where('kind', '=', 'TIME_CHANGED')
      .execute()
  const first = await mails()
  t.equal(first.length, 1, 'one e-mail about the new time')
  t.equal(JSON.parse(first[0]!.params).estimatedReadyAt, AT_1710)

  t.equal((await time(placed.id, AT_1725)).statusCode, 200)
  const second = await mails()
  t.equal(second.length, 1, 'a later change replaces the message (one row per order and kind)')
  t.equal(JSON.parse(second[0]!.params).estimatedReadyAt, AT_1725)
  // The outbox's worker may already be sending it (PostgreSQL is fast): wait until it is delivered.
  let status = second[0]!.status
  for (let i = 0; i < 100 && status !== 'RECORDED'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    status = (await mails())[0]!.status
  }
  t.equal(status, 'RECORDED', 'and it is sent again')
  t.not(second[0]!.message_id, first[0]!.message_id, 'with its own Message-ID')
  const mail = renderMail('TIME_CHANGED', JSON.parse(second[0]!.params), 'https://sakanasushi.test')
  t.match(mail.subject, /nowy czas, około 17:25/)
  t.match(mail.text, 'Restauracja zmieniła czas Twojego zamówienia. Kurier dowiezie je około 17:25.')
})

t.test('refusals: past times, unknown orders, guests, finished orders, bad bodies', async (t) => {
  const a = await app(t)
  const auth = { authorization: `Bearer ${await staffToken(a)}` }
  const placed = (await a.inject({ method: 'POST', url: '/api/order', payload: order() })).json()
  await a.inject({
    method: 'POST',
    url: `/api/orders/${placed.id}/status`,
    headers: auth,
    payload: { status: 'ACCEPTED', estimatedReadyAt: AT_1640 },
  })
  const time = (id: string, payload: object, headers: Record<string, string> = auth) =>
    a.inject({ method: 'POST', url: `/api/orders/${id}/time`, headers, payload })

  const past = await time(placed.id, { estimatedReadyAt: '2026-11-25T13:00:00.000Z' }) // 14:00, an hour ago
  t.equal(past.statusCode, 422)
  t.match(past.json(), { code: 'TIME_IN_PAST', field: 'estimatedReadyAt' })
  t.equal((await time('ZZZZZZZZZZZZ', { estimatedReadyAt: AT_1710 })).statusCode, 404)
  t.equal((await time(placed.id, { estimatedReadyAt: AT_1710 }, {})).statusCode, 401, 'staff only')
  const bad = await time(placed.id, { estimatedReadyAt: 'jutro' })
  t.equal(bad.statusCode, 400)
  t.match(bad.json().message, /estimatedReadyAt/)

  for (const status of ['IN_DELIVERY', 'COMPLETED']) {
    await a.inject({
      method: 'POST',
      url: `/api/orders/${placed.id}/status`,
      headers: auth,
      payload: { status },
    })
  }
  const done = await time(placed.id, { estimatedReadyAt: AT_1710 })
  t.equal(done.statusCode, 409, 'a completed order keeps its time')
  t.match(done.json(), { code: 'TIME_NOT_CHANGEABLE' })
})
