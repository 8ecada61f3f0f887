import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import t from 'tap'
import { warsawDate } from '#domain/hours.js'
import { build } from '../helpers/app.js'
import { courierOrderBody, dishes, orderBody } from '../helpers/fixtures.js'
import { OFFICE_BUYER } from '../helpers/invoice-fixtures.js'
import { KsefStandIn, ksefSiteEnv } from '../helpers/ksef-stand-in.js'
import { ensureProductionBuild } from '../helpers/production-build.js'
import { kill9, serverOutputs, startServer, until } from '../helpers/server-process.js'
import { freePort, SmtpSink } from '../helpers/smtp-sink.js'
import { staffToken } from '../helpers/staff-helper.js'

// The queues of things sent out, across kill -9 of the real server process:
// - the mail outbox: the server is killed while the SMTP server is down, and the e-mail still goes
//   out exactly once after a restart; killing it again sends nothing twice;
// - the invoice queue (docs/invoices.md): the production build is killed while KSeF holds the
//   answer about an invoice it took, and a fresh server issues it: one invoice in KSeF, under the
//   number given when the order was completed.

const dir = mkdtempSync(join(tmpdir(), 'sushi-mail-crash-'))
const database = join(dir, 'crash.db')
t.teardown(() => rmSync(dir, { recursive: true, force: true }))

function outbox(): { status: string; attempts: number }[] {
  const db = new SQLite(database, { readonly: true })
  try {
    return db.prepare('select status, attempts from mail_outbox').all() as {
      status: string
      attempts: number
    }[]
  } finally {
    db.close()
  }
}

const start = (smtpUrl: string) => startServer(database, { SMTP_URL: smtpUrl, MAIL_RETRY_SECONDS: '1' })

t.test('an e-mail survives kill -9 and is sent exactly once', async (t) => {
  // The order is placed by the app in-process (open today, whatever the hour), sender not started.
  const seed = await build(t, { env: { DATABASE_URL: database }, mail: { autoStart: false } })
  const auth = { authorization: `Bearer ${await staffToken(seed)}` }
  await seed.inject({ method: 'POST', url: '/api/utils/openToday', headers: auth })
  const placed = await seed.inject({
    method: 'POST',
    url: '/api/order',
    headers: { 'idempotency-key': randomUUID() },
    payload: orderBody({
      items: [{ productId: dishes.salmonNigiri.id, count: 2 }],
      customer: { name: 'Jan Nowak', phone: '600 100 200', email: 'jan@example.pl' },
    }),
  })
  t.equal(placed.statusCode, 201, placed.body)
  await seed.close()
  t.match(outbox(), [{ status: 'PENDING', attempts: 0 }], 'written with the order')

  const port = await freePort()
  const smtpUrl = `smtp://127.0.0.1:${port}`
  const first = await start(smtpUrl)
  // Two attempts have failed (the row waits for its retry, not leased to an attempt in flight).
  await until(() => {
    const row = outbox()[0]
    return row !== undefined && row.attempts >= 2 && row.status === 'PENDING'
  }, 'two failed attempts')
  await kill9(first)
  t.equal(outbox()[0]?.status === 'SENT', false, 'not sent while the SMTP server was down')

  const smtp = new SmtpSink()
  await smtp.start(port)
  t.teardown(() => smtp.stop())
  const second = await start(smtpUrl)
  await until(() => smtp.received.length > 0 && outbox()[0]?.status === 'SENT', 'the delivery').catch((e) => {
    console.error(JSON.stringify(outbox()), serverOutputs.join('\n----\n').slice(-6000))
    throw e
  })
  await kill9(second)
  t.equal(smtp.received.length, 1)
  t.match(smtp.received[0]!.subject, /^Zamówienie nr \d+ — potwierdzenie/)

  const third = await start(smtpUrl)
  await new Promise((resolve) => setTimeout(resolve, 1500))
  await kill9(third)
  t.equal(smtp.received.length, 1, 'a restart sends nothing twice')
  t.match(outbox(), [{ status: 'SENT' }])
})

t.test('an invoice KSeF took when the built server is killed is issued once, under its number', async (t) => {
  ensureProductionBuild()
  const invoiceDir = mkdtempSync(join(tmpdir(), 'sushi-invoice-crash-'))
  t.teardown(() => rmSync(invoiceDir, { recursive: true, force: true }))
  const file = join(invoiceDir, 'crash.db')
  const ksef = await new KsefStandIn().start()
  t.teardown(() => ksef.close())
  const env = {
    ...ksefSiteEnv(ksef),
  }
  const invoiceRow = () => {
    const db = new SQLite(file, { readonly: true })
    try {
      return db
        .prepare(
          'select number, status, attempts, ksef_invoice_ref as ref, ksef_number as ksefNumber from invoices',
        )
        .all() as {
        number: string
        status: string
        attempts: number
        ref: string | null
        ksefNumber: string
      }[]
    } finally {
      db.close()
    }
  }
  const waitFor = (check: () => boolean, what: string, ms?: number) =>
    until(check, what, ms, () => `${JSON.stringify(invoiceRow())}\n${serverOutputs.at(-1)?.slice(-4000)}`)

  // An office orders on its NIP and staff complete the order (in-process, its queue not started):
  // the invoice's number is taken in the transaction that completes it.
  const seed = await build(t, {
    env: { DATABASE_URL: file, ...env },
    mail: { autoStart: false },
    invoices: { autoStart: false },
  })
  const token = await staffToken(seed)
  const auth = { authorization: `Bearer ${token}` }
  await seed.inject({ method: 'POST', url: '/api/utils/openToday', headers: auth })
  const placed = await seed.inject({
    method: 'POST',
    url: '/api/order',
    headers: { 'idempotency-key': randomUUID() },
    payload: courierOrderBody({
      items: [{ productId: dishes.salmonNigiri.id, count: 6 }],
      invoice: OFFICE_BUYER,
    }),
  })
  if (placed.statusCode !== 201) throw new Error(placed.body)
  const id = (placed.json() as { id: string }).id
  for (const status of ['ACCEPTED', 'IN_DELIVERY', 'COMPLETED']) {
    const moved = await seed.inject({
      method: 'POST',
      url: `/api/orders/${id}/status`,
      headers: auth,
      payload: { status },
    })
    t.equal(moved.statusCode, 200, moved.body)
  }
  await seed.close()
  // The restaurant's number, by hand: the pattern FV/{YYYY}/{MM}/{n}, this month in Warsaw, the first.
  const [year, month] = warsawDate(new Date()).split('-')
  const number = `FV/${year}/${month}/1`
  t.match(invoiceRow(), [{ number, status: 'PENDING', attempts: 0 }], 'queued with its number')

  // KSeF takes the file and holds the answer about it: the server is killed while it waits.
  ksef.failNext({ method: 'GET', path: /^\/v2\/sessions\/[^/]+\/invoices\/[^/]+$/, hang: true })
  const port = String(await freePort())
  const first = await startServer(file, { ...env, PORT: port }, { production: true })
  await waitFor(
    () => ksef.received.some((r) => r.method === 'GET' && /\/invoices\/[^/]+$/.test(r.path)),
    'the question about the invoice',
  )
  await kill9(first)
  t.match(invoiceRow(), [{ number, status: 'SENDING', attempts: 1, ref: ksef.invoices[0]?.referenceNumber }])
  t.equal(ksef.invoices.length, 1, 'KSeF holds the file')
  await ksef.settled()

  // Ten minutes later the dead process's lease has run out (the test does not wait for it).
  const db = new SQLite(file)
  db.prepare('update invoices set locked_until = ?').run(new Date(Date.now() - 1000).toISOString())
  db.close()
  const second = await startServer(file, { ...env, PORT: port }, { production: true })
  t.teardown(() => kill9(second))
  await waitFor(() => invoiceRow()[0]?.status === 'ISSUED', 'the invoice issued', 120_000)

  const sent = ksef.received.filter(
    (r) => r.method === 'POST' && /\/sessions\/online\/[^/]+\/invoices$/.test(r.path),
  )
  t.equal(sent.length, 1, 'the file was sent once: the fresh server asked about it instead')
  t.equal(ksef.invoices.length, 1, 'one invoice in KSeF')
  t.equal(ksef.invoices[0]?.invoiceNumber, number, 'under the number given at completion')
  const staffView = await fetch(`http://127.0.0.1:${port}/api/orders/${id}`, { headers: auth })
  t.equal(staffView.status, 200)
  t.match(((await staffView.json()) as { invoice: unknown }).invoice, {
    status: 'ISSUED',
    number,
    ksefNumber: ksef.invoices[0]?.ksefNumber,
    lastError: null,
  })
})
