/**
 * A guest's e-mail address stays out of the log and out of what staff see of a failed e-mail
 * (docs/security.md, "Logs"): the transport's rejection carries the recipient, so the log keeps
 * only the error's code, the outbox's last error shows the address masked, and both retention
 * paths clear it.
 */
import { Writable } from 'node:stream'
import t from 'tap'
import { eraseGuestOrders } from '#plugins/retention/guest-data.js'
import { runRetention } from '#plugins/retention/service.js'
import { loggerOptions } from '#server/logger.js'
import { build, testConfig } from '../../helpers/app.js'
import { OPEN, order } from '../../helpers/orders-setup.js'
import { SmtpSink } from '../../helpers/smtp-sink.js'

const ADDRESS = 'zofia.nowak@example.pl'

async function refusingApp(t: Parameters<typeof build>[0]) {
  const smtp = new SmtpSink()
  const url = await smtp.start()
  t.teardown(() => smtp.stop())
  // As Postfix words it: the refused address is in the server's answer.
  smtp.refuse = `5.1.1 <${ADDRESS}>: Recipient address rejected: User unknown in virtual mailbox table`
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  const options = loggerOptions(testConfig({ LOG_LEVEL: 'info' })) as Record<string, unknown>
  const app = await build(t, {
    env: { SMTP_URL: url },
    now: () => OPEN,
    mail: { autoStart: false, backoffBaseMs: 1000, maxAttempts: 1 },
    logger: { ...options, transport: undefined, stream },
  })
  const placed = await app.inject({
    method: 'POST',
    url: '/api/order',
    payload: order({ customer: { ...order().customer, email: ADDRESS } }),
  })
  t.equal(placed.statusCode, 201, placed.body)
  await app.mail.run()
  return { app, lines, id: placed.json().id as string }
}

t.test('a refused recipient: the log has the error code, staff see the address masked', async (t) => {
  const { app, lines, id } = await refusingApp(t)
  const failed = lines.map((l) => JSON.parse(l)).find((e) => /e-mail delivery failed/.test(e.msg))
  t.match(failed, { errorCode: 'EENVELOPE', responseCode: 550 }, 'the failure is logged by its code')
  t.notOk(lines.join('').includes(ADDRESS), 'the address is nowhere in the log')
  t.notOk(lines.join('').includes('zofia.nowak'), 'not even its local part')
  const row = await app.db
    .selectFrom('mail_outbox')
    .select(['status', 'last_error'])
    .executeTakeFirstOrThrow()
  t.equal(row.status, 'FAILED')
  t.match(row.last_error, /z\*\*\*@example\.pl/, 'masked: first letter and domain')
  t.match(row.last_error, /Recipient address rejected/, 'the reason stays readable')
  t.notOk(row.last_error?.includes('zofia.nowak'))
  const staff = await app.orders.find(id)
  t.match(staff?.emails, [{ status: 'FAILED', lastError: /z\*\*\*@example\.pl/ }], 'staff see it masked')
})

t.test('both retention paths clear the last error', async (t) => {
  const erased = await refusingApp(t)
  await eraseGuestOrders(erased.app.db, [erased.id], OPEN)
  const afterErase = await erased.app.db
    .selectFrom('mail_outbox')
    .select('last_error')
    .executeTakeFirstOrThrow()
  t.equal(afterErase.last_error, null, 'erasure on request')

  const aged = await refusingApp(t)
  // 31 days later the e-mail's recipient and text go; its error with them.
  const report = await runRetention(aged.app.db, {
    now: new Date(OPEN.getTime() + 31 * 24 * 60 * 60_000),
    orderPiiDays: 365,
  })
  t.equal(report.mailBodiesCleared, 1)
  const afterAge = await aged.app.db.selectFrom('mail_outbox').select('last_error').executeTakeFirstOrThrow()
  t.equal(afterAge.last_error, null, 'the 30-day clearing')
})
