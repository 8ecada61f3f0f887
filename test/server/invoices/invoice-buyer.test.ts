/**
 * The buyer's copy of an issued invoice, through the real app, the KSeF stand-in and a local SMTP
 * server: the PDF from the order's status (404 until KSeF gives the number), and one e-mail with
 * the PDF attached once the invoice is issued, also when KSeF or the mail server fail first.
 */
import t, { type Test } from 'tap'
import { build } from '../../helpers/app.js'
import { OFFICE_BUYER } from '../../helpers/invoice-fixtures.js'
import { KsefStandIn, ksefSiteEnv, STAND_IN_CLIENT } from '../../helpers/ksef-stand-in.js'
import { OPEN, order } from '../../helpers/orders-setup.js'
import { pdfPagesText } from '../../helpers/pdf-reader.js'
import { SmtpSink } from '../../helpers/smtp-sink.js'
import { staffToken } from '../../helpers/staff-helper.js'

async function shop(t: Test) {
  const ksef = await new KsefStandIn({ authPendingPolls: 1, invoicePendingPolls: 1 }).start()
  t.teardown(() => ksef.close())
  const smtp = new SmtpSink()
  const smtpUrl = await smtp.start()
  t.teardown(() => smtp.stop())
  const clock = { now: OPEN }
  const app = await build(t, {
    now: () => clock.now,
    env: {
      ...ksefSiteEnv(ksef),
      SMTP_URL: smtpUrl,
    },
    invoices: {
      autoStart: false,
      client: STAND_IN_CLIENT,
    },
  })
  const token = await staffToken(app)
  const auth = { authorization: `Bearer ${token}` }

  async function place(body = order({ invoice: OFFICE_BUYER })): Promise<string> {
    const placed = await app.inject({ method: 'POST', url: '/api/order', payload: body })
    if (placed.statusCode !== 201) throw new Error(placed.body)
    return placed.json().id as string
  }
  async function complete(id: string) {
    for (const status of ['ACCEPTED', 'IN_DELIVERY', 'COMPLETED']) {
      const moved = await app.inject({
        method: 'POST',
        url: `/api/orders/${id}/status`,
        headers: auth,
        payload: { status },
      })
      if (moved.statusCode !== 200) throw new Error(moved.body)
    }
  }
  const invoiceMails = () => smtp.received.filter((m) => /^(Faktura|Invoice) /.test(m.subject))
  return { app, ksef, smtp, clock, auth, place, complete, invoiceMails }
}

/** The decoded bytes of the message's application/pdf part, and its headers. */
function pdfAttachment(raw: string): { head: string; bytes: Buffer } | null {
  const start = raw.search(/Content-Type: application\/pdf/i)
  if (start === -1) return null
  const rest = raw.slice(start)
  const headEnd = rest.search(/\r?\n\r?\n/)
  const body = rest.slice(headEnd).replace(/^\s+/, '')
  const end = body.search(/\r?\n--/)
  return {
    head: rest.slice(0, headEnd),
    bytes: Buffer.from((end === -1 ? body : body.slice(0, end)).replace(/\s+/g, ''), 'base64'),
  }
}

t.test('the PDF is there once the invoice is issued, and only for that order', async (t) => {
  const { app, place, complete } = await shop(t)
  const id = await place()
  const pdfOf = (orderId: string) => app.inject({ url: `/api/order/${orderId}/invoice.pdf` })

  // Placed, then completed (the invoice waits in the queue): nothing to download yet.
  let res = await pdfOf(id)
  t.equal(res.statusCode, 404)
  t.equal(res.json().code, 'INVOICE_NOT_FOUND')
  t.equal((await app.inject({ url: `/api/order/${id}` })).json().invoiceIssued, false)
  await complete(id)
  t.equal((await pdfOf(id)).statusCode, 404, 'not while KSeF has not given the number')
  t.equal((await app.inject({ url: `/api/order/${id}` })).json().invoiceIssued, false)

  t.equal(await app.invoices.run(), 1)
  const ksefNumber = (await app.db.selectFrom('invoices').select('ksef_number').executeTakeFirstOrThrow())
    .ksef_number as string
  t.match(ksefNumber, /^6762000007-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/)

  res = await pdfOf(id)
  t.equal(res.statusCode, 200)
  t.equal(res.headers['content-type'], 'application/pdf')
  t.equal(res.headers['content-disposition'], 'attachment; filename="Faktura-FV-2026-11-1.pdf"')
  t.equal(res.headers['cache-control'], 'private, no-store')
  t.equal(res.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-')
  const text = (await pdfPagesText(res.rawPayload)).join('\n')
  t.match(text, 'FV/2026/11/1')
  t.match(text, ksefNumber)
  t.match(text, 'Biuro „Łąka” sp. z o.o.')
  // The public id is read as the status page reads it, in any case.
  t.equal((await pdfOf(id.toLowerCase())).statusCode, 200)
  t.equal((await app.inject({ url: `/api/order/${id}` })).json().invoiceIssued, true)

  // An unknown id, and another guest's completed order without an invoice: 404 alike.
  t.equal((await pdfOf('ZZZZZZZZZZZZ')).statusCode, 404)
  const other = await place(order())
  await complete(other)
  t.equal((await pdfOf(other)).statusCode, 404)
  t.equal((await app.inject({ url: `/api/order/${other}` })).json().invoiceIssued, false)
  // An id the API refuses names the field.
  const long = await pdfOf('A'.repeat(41))
  t.equal(long.statusCode, 400)
  t.match(long.json().message, /id/)
})

t.test('the buyer gets one e-mail with the PDF, in Polish', async (t) => {
  const { app, place, complete, invoiceMails } = await shop(t)
  const id = await place()
  await complete(id)
  await app.mail.run()
  t.equal(invoiceMails().length, 0, 'nothing before KSeF gives the number')

  t.equal(await app.invoices.run(), 1)
  t.equal(await app.invoices.run(), 0)
  await app.mail.run()
  await app.mail.run()
  const mails = invoiceMails()
  t.equal(mails.length, 1, 'exactly one')
  const mail = mails[0]!
  const ksefNumber = (await app.db.selectFrom('invoices').select('ksef_number').executeTakeFirstOrThrow())
    .ksef_number as string
  t.same(mail.to, ['anna@example.pl'])
  t.equal(
    mail.subject,
    `Faktura FV/2026/11/1 — Zamówienie nr ${(await app.inject({ url: `/api/order/${id}` })).json().number} | Sakana Sushi`,
  )
  t.match(mail.text, 'Dzień dobry, Anna!')
  t.match(mail.text, `W załączniku przesyłamy fakturę VAT nr FV/2026/11/1`)
  t.match(mail.text, `numer KSeF: ${ksefNumber}`)
  t.match(mail.text, `Fakturę można też pobrać tutaj: https://sakanasushi.test/api/order/${id}/invoice.pdf`)
  const attached = pdfAttachment(mail.raw)
  t.ok(attached, 'the PDF is attached')
  t.match(attached?.head, /filename="?Faktura-FV-2026-11-1\.pdf"?/)
  const download = await app.inject({ url: `/api/order/${id}/invoice.pdf` })
  t.ok(attached?.bytes.equals(download.rawPayload), 'the same bytes as the download')
  t.match((await pdfPagesText(attached?.bytes ?? Buffer.alloc(0))).join('\n'), ksefNumber)
  t.equal(
    (await app.db.selectFrom('mail_outbox').select('kind').where('kind', '=', 'INVOICE').execute()).length,
    1,
  )
})

t.test(
  'in English for an order placed in English; once, though KSeF and the mail server fail first',
  async (t) => {
    const { app, ksef, smtp, clock, place, complete, invoiceMails } = await shop(t)
    const id = await place(order({ invoice: OFFICE_BUYER, language: 'en' }))
    await complete(id)
    await app.mail.run()
    // KSeF takes the file, then fails while it is asked for the number: the next run asks again.
    ksef.failNext({ path: /^\/v2\/sessions\/[^/]+\/invoices\/[^/]+$/, status: 503 })
    t.equal(await app.invoices.run(), 0)
    t.equal(invoiceMails().length, 0)
    clock.now = new Date(OPEN.getTime() + 61_000)
    t.equal(await app.invoices.run(), 1)
    t.equal(ksef.invoices.filter((i) => i.ksefNumber).length, 1)

    // The mail server refuses the first attempt; the retry sends it, once.
    smtp.refuse = '550 mailbox busy'
    t.equal(await app.mail.run(), 0)
    smtp.refuse = null
    clock.now = new Date(clock.now.getTime() + 10 * 60_000)
    await app.mail.run()
    await app.mail.run()
    const mails = invoiceMails()
    t.equal(mails.length, 1)
    t.match(mails[0]!.subject, /^Invoice FV\/2026\/11\/1 — Order no\. \d+ \| Sakana Sushi$/)
    t.match(mails[0]!.text, 'Attached is VAT invoice no. FV/2026/11/1')
    t.match(mails[0]!.text, 'The invoice is in Polish.')
    t.ok(pdfAttachment(mails[0]!.raw), 'the PDF is attached')
    t.match(
      await app.db
        .selectFrom('mail_outbox')
        .select(['kind', 'status', 'attempts'])
        .where('kind', '=', 'INVOICE')
        .execute(),
      [{ kind: 'INVOICE', status: 'SENT', attempts: 2 }],
    )
  },
)
