import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import t from 'tap'
import { build } from '../helpers/app.js'
import { dishes, orderBody } from '../helpers/fixtures.js'
import { kill9, serverOutputs, startServer, until } from '../helpers/server-process.js'
import { freePort, SmtpSink } from '../helpers/smtp-sink.js'
import { staffToken } from '../helpers/staff-helper.js'

// The outbox across kill -9: the real server process is killed while the SMTP server is down, and
// the e-mail still goes out exactly once after a restart; killing it again sends nothing twice.

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
