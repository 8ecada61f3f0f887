// Not in the PostgreSQL pass: HTTP transports and headers.
// Transports in production: PayU over https (a loopback stand-in excepted), SMTP over TLS unless
// SMTP_ALLOW_PLAIN=1; a PayU notification only with the signature algorithm the POS is set to.
import t from 'tap'
import { verifyNotificationSignature } from '#plugins/payments/payu/client.js'
import { loadConfig } from '#server/config.js'
import { build } from '../../helpers/app.js'
import { OPEN, order } from '../../helpers/orders-setup.js'
import { NOTIFY, setup } from '../../helpers/payments-setup.js'
import { PayuStandIn } from '../../helpers/payu-stand-in.js'
import { SmtpSink } from '../../helpers/smtp-sink.js'

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  PUBLIC_URL: 'https://sakanasushi.pl',
}

t.test('production refuses PayU over http://, except on this machine', async (t) => {
  t.throws(
    () => loadConfig({ ...PRODUCTION, PAYU_URL: 'http://secure.payu.com' }),
    /PAYU_URL must use https:\/\//,
  )
  for (const url of ['https://secure.payu.com', 'http://127.0.0.1:4010', 'http://localhost:4010']) {
    t.doesNotThrow(() => loadConfig({ ...PRODUCTION, PAYU_URL: url }), url)
  }
  t.doesNotThrow(() => loadConfig({ PAYU_URL: 'http://payu.test' }), 'development may use anything')
})

t.test('production sends e-mail over TLS only unless SMTP_ALLOW_PLAIN=1', async (t) => {
  t.equal(loadConfig({ ...PRODUCTION, SMTP_URL: 'smtp://mail.example.pl:587' }).mail.requireTls, true)
  t.equal(loadConfig({ ...PRODUCTION, SMTP_URL: 'smtps://mail.example.pl' }).mail.requireTls, false)
  t.equal(
    loadConfig({ ...PRODUCTION, SMTP_URL: 'smtp://mail.example.pl:587', SMTP_ALLOW_PLAIN: '1' }).mail
      .requireTls,
    false,
  )
  t.equal(
    loadConfig({ ...PRODUCTION, SMTP_URL: 'smtp://127.0.0.1:25' }).mail.requireTls,
    false,
    'local relay',
  )
  t.equal(loadConfig({ SMTP_URL: 'smtp://mail.example.pl:587' }).mail.requireTls, false, 'development')
  for (const url of ['smtp://mail.example.pl?ignoreTLS=true', 'smtps://mail.example.pl?secure=false']) {
    t.throws(() => loadConfig({ ...PRODUCTION, SMTP_URL: url }), /SMTP_URL must not turn TLS off/, url)
    t.doesNotThrow(() => loadConfig({ ...PRODUCTION, SMTP_URL: url, SMTP_ALLOW_PLAIN: '1' }))
  }
  t.throws(() => loadConfig({ SMTP_ALLOW_PLAIN: 'yes' }), /SMTP_ALLOW_PLAIN/)

  // A server that offers no STARTTLS gets nothing when TLS is required.
  const smtp = new SmtpSink()
  const url = await smtp.start()
  t.teardown(() => smtp.stop())
  const app = await build(t, {
    env: { SMTP_URL: url },
    now: () => OPEN,
    mail: { autoStart: false, requireTls: true },
  })
  t.equal((await app.inject({ method: 'POST', url: '/api/order', payload: order() })).statusCode, 201)
  await app.mail.run()
  t.equal(smtp.received.length, 0, 'not sent in plain text')
  const row = await app.db
    .selectFrom('mail_outbox')
    .select(['status', 'last_error'])
    .executeTakeFirstOrThrow()
  t.equal(row.status, 'PENDING', 'kept for a retry')
  t.match(row.last_error, /TLS/i)
})

t.test('a notification is accepted only with the algorithm the POS is set to', async (t) => {
  const body = Buffer.from('{"order":{}}')
  const payu = new PayuStandIn({ secondKey: 'k' })
  const md5 = payu.sign(body.toString(), 'MD5')
  const sha = payu.sign(body.toString(), 'SHA-256')
  t.ok(verifyNotificationSignature(body, md5, 'k'), 'MD5 by default')
  t.notOk(verifyNotificationSignature(body, sha, 'k'), 'a SHA-256 header on an MD5 POS')
  t.ok(verifyNotificationSignature(body, sha, 'k', 'SHA-256'))
  t.notOk(verifyNotificationSignature(body, md5, 'k', 'SHA-256'), 'an MD5 header on a SHA-256 POS')
  t.equal(loadConfig({}).payu, null)
  t.throws(() => loadConfig({ PAYU_SIGNATURE_ALGORITHM: 'SHA1' }), /PAYU_SIGNATURE_ALGORITHM/)

  const {
    app,
    place,
    payu: standIn,
    guest,
    payuOrderOf,
  } = await setup(t, { PAYU_SIGNATURE_ALGORITHM: 'MD5' })
  const placed = (await place()).json()
  const payuOrder = payuOrderOf(placed.id)
  payuOrder.status = 'COMPLETED'
  const notification = standIn.orderNotification(payuOrder)
  payuOrder.status = 'NEW' // what PayU answers when asked: the guest has not paid
  const res = await app.inject({
    method: 'POST',
    url: NOTIFY,
    headers: {
      'content-type': 'application/json;charset=UTF-8',
      'openpayu-signature': standIn.sign(notification, 'SHA-256'),
    },
    payload: notification,
  })
  t.equal(res.statusCode, 401, 'the POS signs with MD5: a SHA-256 header is refused')
  t.match(res.json(), { code: 'SIGNATURE_INVALID' })
  t.match(await guest(placed.id), { payment: { status: 'PENDING' } }, 'the order stays unpaid')
})
