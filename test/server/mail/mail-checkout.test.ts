/** The confirmation e-mail repeats the checkout's details: extras, notes (escaped), the invoice. */
import t from 'tap'
import { build } from '../../helpers/app.js'
import { OPEN } from '../../helpers/instants.js'
import { order } from '../../helpers/orders-setup.js'
import { SmtpSink } from '../../helpers/smtp-sink.js'

async function confirmation(t: Parameters<typeof build>[0], body: Record<string, unknown>) {
  const smtp = new SmtpSink()
  const url = await smtp.start()
  t.teardown(() => smtp.stop())
  const app = await build(t, {
    env: { SMTP_URL: url },
    now: () => OPEN,
    mail: { autoStart: false, backoffBaseMs: 30_000 },
  })
  const res = await app.inject({ method: 'POST', url: '/api/order', payload: order(body) })
  t.equal(res.statusCode, 201, res.body)
  t.equal(await app.mail.run(), 1)
  return smtp.received[0]!
}

t.test('extras, notes and the invoice in the confirmation, notes escaped', async (t) => {
  const mail = await confirmation(t, {
    extras: { chopsticks: 3, soySauce: true, ginger: true, wasabi: false },
    comment: 'Bez sezamu <b>proszę</b>',
    deliveryNote: 'Domofon 12 & brama "od podwórza" <script>alert(1)</script>',
    invoice: {
      nip: '5252674798',
      companyName: 'Allegro <sp. z o.o.>',
      address: { street: 'ul. Grunwaldzka', buildingNumber: '182', postalCode: '60-166', city: 'Poznań' },
    },
  })
  t.match(mail.text, 'Dodatki: Pałeczki: 3 · sos sojowy · imbir · bez wasabi')
  t.match(mail.text, 'Uwagi dla kuchni: Bez sezamu <b>proszę</b>', 'the text part as typed')
  t.match(mail.text, 'Wskazówki dla kuriera: Domofon 12 & brama')
  t.match(
    mail.text,
    'Faktura VAT: Allegro <sp. z o.o.>, NIP 525-267-47-98, ul. Grunwaldzka 182, 60-166 Poznań',
  )
  t.notMatch(mail.html, '<script>', 'no markup from the guest in the HTML part')
  t.notMatch(mail.html, '<b>proszę')
  t.match(mail.html, 'Bez sezamu &lt;b&gt;proszę&lt;/b&gt;')
  t.match(mail.html, '&lt;script&gt;alert(1)&lt;/script&gt;')
  t.match(mail.html, 'Allegro &lt;sp. z o.o.&gt;, NIP 525-267-47-98')
})

t.test('in English, without an invoice or notes', async (t) => {
  const mail = await confirmation(t, {
    language: 'en',
    extras: { chopsticks: 0, soySauce: false, ginger: false, wasabi: false, cutlery: true },
  })
  t.match(mail.text, 'Extras: No chopsticks · no soy sauce · no ginger · no wasabi · cutlery')
  t.notMatch(mail.text, 'VAT invoice')
  t.notMatch(mail.text, 'Note for the courier')
})
