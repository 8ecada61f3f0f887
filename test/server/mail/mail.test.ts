import { randomUUID } from 'node:crypto'
import { Writable } from 'node:stream'
import t from 'tap'
import { formatPrice } from '#domain/money.js'
import type { StaffOrder } from '#schemas/orders.js'
import { backoffMs } from '#server/sender-loop.js'
import { build } from '../../helpers/app.js'
import { courierOrderBody, dishes } from '../../helpers/fixtures.js'
import { OPEN } from '../../helpers/instants.js'
import { productById } from '../../helpers/menu-seed.js'
import { freePort, SmtpSink } from '../../helpers/smtp-sink.js'
import { staffToken } from '../../helpers/staff-helper.js'

function order(overrides: Record<string, unknown> = {}) {
  return courierOrderBody({
    items: [
      { productId: dishes.salmonNigiri.id, count: 2 },
      { productId: dishes.salmonSashimi.id, count: 2 },
    ],
    ...overrides,
  })
}

async function setup(
  t: Parameters<typeof build>[0],
  smtpUrl: string | null,
  extra: Record<string, unknown> = {},
) {
  let clock = OPEN
  const app = await build(t, {
    env: smtpUrl ? { SMTP_URL: smtpUrl, MAIL_FROM: 'Sakana Sushi <zamowienia@sakanasushi.pl>' } : {},
    now: () => clock,
    mail: { autoStart: false, backoffBaseMs: 30_000 },
    ...extra,
  })
  const token = await staffToken(app)
  const auth = { authorization: `Bearer ${token}` }
  const place = async (overrides: Record<string, unknown> = {}, key = randomUUID()) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { 'idempotency-key': key },
      payload: order(overrides),
    })
    if (res.statusCode !== 201) throw new Error(res.body)
    return res.json() as { id: string; number: number; totals: { total: number } }
  }
  const staffView = async (id: string) =>
    (await app.inject({ url: `/api/orders/${id}`, headers: auth })).json() as StaffOrder
  const move = (id: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/orders/${id}/status`, headers: auth, payload })
  return {
    app,
    place,
    staffView,
    move,
    auth,
    setNow: (d: Date) => {
      clock = d
    },
  }
}

t.test(
  'a CASH order: the confirmation arrives once, in Polish, with everything the guest needs',
  async (t) => {
    const smtp = new SmtpSink()
    const url = await smtp.start()
    t.teardown(() => smtp.stop())
    const { app, place, staffView } = await setup(t, url)
    const key = randomUUID()
    const placed = await place({}, key)
    await place({}, key) // the checkout's retry: the same order, no second e-mail
    t.equal(await app.mail.run(), 1)
    t.equal(await app.mail.run(), 0, 'nothing left to send')
    t.equal(smtp.received.length, 1, 'exactly one message')
    const mail = smtp.received[0]!
    t.same(mail.to, ['anna@example.pl'])
    t.equal(mail.from, 'zamowienia@sakanasushi.pl')
    t.equal(mail.subject, `Zamówienie nr ${placed.number} — potwierdzenie | Sakana Sushi`)
    t.equal(mail.messageId, `<${placed.id.toLowerCase()}.confirmation@sakanasushi.test>`)
    const salmon = productById('nigiri-losos')!
    const sashimi = productById('sashimi-losos')!
    t.match(mail.text, 'Dzień dobry, Anna!')
    t.match(mail.text, `Zamówienie nr ${placed.number}`)
    t.match(mail.text, `2 × ${salmon.name.pl}: ${formatPrice(salmon.price * 2, 'pl')}`)
    t.match(mail.text, `2 × ${sashimi.name.pl}: ${formatPrice(sashimi.price * 2, 'pl')}`)
    t.match(mail.text, `Dostawa: 9,99\u00a0zł`)
    t.match(mail.text, `Do zapłaty: ${formatPrice(placed.totals.total, 'pl')}`)
    t.match(mail.text, 'Dostawa kurierem: ul. Józefa 12/4, 31-056 Kraków')
    t.match(mail.text, 'Czas: jak najszybciej, około 16:00', 'Warsaw time, 60 minutes for a courier')
    t.match(mail.text, 'Płatność: gotówką przy odbiorze')
    t.match(mail.text, `Status zamówienia: https://sakanasushi.test/dziekujemy/?id=${placed.id}`)
    t.match(mail.html, `<h1 style="font-size: 20px;">Zamówienie nr ${placed.number}</h1>`)
    t.match(mail.html, `href="https://sakanasushi.test/dziekujemy/?id=${placed.id}"`)
    t.match(mail.html, '<html lang="pl">')
    t.match((await staffView(placed.id)).emails, [
      { kind: 'CONFIRMATION', to: 'anna@example.pl', status: 'SENT', attempts: 1, lastError: null },
    ])
    const guest = (await app.inject({ url: `/api/order/${placed.id}` })).json()
    t.notOk('emails' in guest, 'the guest view shows no e-mail details')
  },
)

t.test('English, pick-up at a time, card: the confirmation says so in English', async (t) => {
  const smtp = new SmtpSink()
  const url = await smtp.start()
  t.teardown(() => smtp.stop())
  const { app, place } = await setup(t, url)
  const placed = await place({
    language: 'en',
    deliveryType: 'SELF',
    address: undefined,
    paymentMethod: 'CARD',
    orderTimeType: 'DATE',
    orderTime: '2026-11-25T17:30:00Z',
    items: [{ productId: 'nigiri-losos', count: 1 }],
  })
  await app.mail.run()
  const mail = smtp.received[0]!
  t.equal(mail.subject, `Order no. ${placed.number} — confirmation | Sakana Sushi`)
  t.match(mail.text, `1 × ${productById('nigiri-losos')!.name.en}`)
  t.match(mail.text, 'Pick-up: ul. Miodowa 22, 31-055 Kraków')
  t.match(mail.text, 'Time: for 18:30')
  t.match(mail.text, 'Payment: card on delivery or pick-up')
  t.match(mail.text, 'To pay: PLN')
  t.match(mail.html, '<html lang="en">')
})

t.test('staff accept (with the estimate) and cancel (with the reason): short messages', async (t) => {
  const smtp = new SmtpSink()
  const url = await smtp.start()
  t.teardown(() => smtp.stop())
  const { app, place, move } = await setup(t, url)
  const first = await place()
  t.equal(
    (await move(first.id, { status: 'ACCEPTED', estimatedReadyAt: '2026-11-25T15:45:00Z' })).statusCode,
    200,
  )
  const second = await place()
  t.equal(
    (await move(second.id, { status: 'CANCELLED', reason: 'Kurier nie dojedzie na Zabłocie' })).statusCode,
    200,
  )
  await app.mail.run()
  const accepted = smtp.received.find((m) => m.subject.includes(`nr ${first.number} — przyjęte`))!
  t.equal(accepted.subject, `Zamówienie nr ${first.number} — przyjęte, około 16:45 | Sakana Sushi`)
  t.match(accepted.text, 'Restauracja przyjęła Twoje zamówienie. Kurier dowiezie je około 16:45.')
  const cancelled = smtp.received.find((m) => m.subject.includes(`nr ${second.number} — anulowane`))!
  t.match(cancelled.text, 'Niestety musieliśmy anulować Twoje zamówienie.')
  t.match(cancelled.text, 'Powód: Kurier nie dojedzie na Zabłocie')
  t.equal(smtp.received.length, 4, 'two confirmations, one acceptance, one cancellation')
  // Moving on (ready, delivered) sends nothing more.
  await move(first.id, { status: 'IN_DELIVERY' })
  await app.mail.run()
  t.equal(smtp.received.length, 4)
})

t.test(
  'SMTP down: retries with backoff, staff see the failure, it goes out once the server is back',
  async (t) => {
    const port = await freePort()
    const { app, place, staffView, setNow } = await setup(t, `smtp://127.0.0.1:${port}`)
    const placed = await place()
    t.equal(await app.mail.run(), 0)
    let view = await staffView(placed.id)
    t.match(view.emails, [
      { kind: 'CONFIRMATION', status: 'PENDING', attempts: 1, lastError: /ECONNREFUSED|connect/i },
    ])
    t.equal(await app.mail.run(), 0, 'not retried before its time')
    t.match((await staffView(placed.id)).emails, [{ attempts: 1 }])
    setNow(new Date(OPEN.getTime() + 31_000))
    await app.mail.run()
    t.match((await staffView(placed.id)).emails, [{ attempts: 2 }], 'second attempt after 30 s')
    setNow(new Date(OPEN.getTime() + 31_000 + 59_000))
    await app.mail.run()
    t.match((await staffView(placed.id)).emails, [{ attempts: 2 }], 'the next one waits 60 s')

    const smtp = new SmtpSink()
    await smtp.start(port)
    t.teardown(() => smtp.stop())
    setNow(new Date(OPEN.getTime() + 31_000 + 61_000))
    t.equal(await app.mail.run(), 1)
    t.equal(smtp.received.length, 1)
    view = await staffView(placed.id)
    t.match(view.emails, [{ status: 'SENT', attempts: 3, lastError: null }])
    setNow(new Date(OPEN.getTime() + 3_600_000))
    await app.mail.run()
    t.equal(smtp.received.length, 1, 'never sent twice')
  },
)

t.test('a refused recipient fails for good after the last attempt; staff can send it again', async (t) => {
  const smtp = new SmtpSink()
  const url = await smtp.start()
  t.teardown(() => smtp.stop())
  smtp.refuse = 'Mailbox unavailable'
  const { app, place, staffView, auth, setNow } = await setup(t, url, {
    mail: { autoStart: false, backoffBaseMs: 1000, maxAttempts: 2 },
  })
  const placed = await place()
  await app.mail.run()
  setNow(new Date(OPEN.getTime() + 5000))
  await app.mail.run()
  t.match((await staffView(placed.id)).emails, [
    { status: 'FAILED', attempts: 2, lastError: /Mailbox unavailable/ },
  ])
  smtp.refuse = null
  const retry = await app.inject({
    method: 'POST',
    url: `/api/orders/${placed.id}/emails/retry`,
    headers: auth,
  })
  t.equal(retry.statusCode, 200, retry.body)
  t.match(retry.json().emails, [{ status: 'SENT' }])
  t.equal(smtp.received.length, 1)
  const none = await app.inject({
    method: 'POST',
    url: `/api/orders/${placed.id}/emails/retry`,
    headers: auth,
  })
  t.equal(none.statusCode, 409)
  const unknown = await app.inject({
    method: 'POST',
    url: '/api/orders/NOSUCHORDER2/emails/retry',
    headers: auth,
  })
  t.equal(unknown.statusCode, 404)
})

t.test('without SMTP_URL the e-mails are recorded and named in the log, never dropped', async (t) => {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  const { app, place, staffView } = await setup(t, null, { logger: { level: 'info', stream } })
  const placed = await place()
  t.equal(await app.mail.run(), 1)
  t.match((await staffView(placed.id)).emails, [{ status: 'RECORDED', attempts: 1 }])
  const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg?.startsWith('e-mail recorded'))
  t.ok(logged, 'the message is in the log')
  t.match(logged.subject, `Zamówienie nr ${placed.number}`)
  t.equal(logged.recipientDomain, 'example.pl', 'by its recipient domain, never the address or text')
  t.notOk(lines.join('').includes('anna@example.pl'))
  t.ok(
    lines.some((l) => l.includes('SMTP_URL is not set')),
    'the start says e-mails are only recorded',
  )
})

t.test('the sender runs by itself after each new e-mail and stops with the app', async (t) => {
  const smtp = new SmtpSink()
  const url = await smtp.start()
  t.teardown(() => smtp.stop())
  const app = await build(t, { env: { SMTP_URL: url }, now: () => OPEN })
  const res = await app.inject({ method: 'POST', url: '/api/order', payload: order() })
  t.equal(res.statusCode, 201)
  const deadline = Date.now() + 20_000
  while (smtp.received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
  t.equal(smtp.received.length, 1, 'sent without anyone asking')
})

t.test('backoff doubles up to its cap', async (t) => {
  t.equal(backoffMs(1, 30_000, 1_800_000), 30_000)
  t.equal(backoffMs(2, 30_000, 1_800_000), 60_000)
  t.equal(backoffMs(3, 30_000, 1_800_000), 120_000)
  t.equal(backoffMs(12, 30_000, 1_800_000), 1_800_000)
})
