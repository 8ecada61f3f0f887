// Not in the PostgreSQL pass: the wording of e-mails; the outbox is tested on PostgreSQL in mail.
/**
 * The confirmation goes to an address nobody verified, so it must not carry links the guest typed
 * (docs/security.md, "E-mails"): URLs and web addresses in the name, the notes, the delivery
 * address and the invoice's company are neutralised in both the text and the HTML part; the
 * restaurant's own link to the order's status stays.
 */
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

const LINKS = ['https://odbierz-nagrode.example/pl', 'www.wygrana.pl/kod', 'darmowe-sushi.com', 'nagroda.pl']

t.test('links typed into the name, notes, address and company are not sent back', async (t) => {
  const mail = await confirmation(t, {
    customer: {
      name: 'https://odbierz-nagrode.example/pl Nowak',
      phone: '600 100 200',
      email: 'ofiara@example.pl',
    },
    comment: 'Odbierz nagrodę na www.wygrana.pl/kod',
    deliveryNote: 'Wejdź na darmowe-sushi.com',
    invoice: {
      nip: '5252674798',
      companyName: 'Promocja nagroda.pl',
      address: { street: 'ul. Grunwaldzka', buildingNumber: '182', postalCode: '60-166', city: 'Poznań' },
    },
  })
  for (const link of LINKS) {
    t.notOk(mail.text.includes(link), `the text part does not carry ${link}`)
    t.notOk(mail.html.includes(link), `the HTML part does not carry ${link}`)
  }
  t.match(mail.text, 'Uwagi dla kuchni: Odbierz nagrodę na [link usunięty]', 'the rest of the note stays')
  t.match(mail.text, 'Wskazówki dla kuriera: Wejdź na [link usunięty]')
  t.match(mail.text, 'Faktura VAT: Promocja [link usunięty], NIP 525-267-47-98')
  t.match(mail.html, 'Odbierz nagrodę na [link usunięty]')
  t.match(mail.text, /https:\/\/sakanasushi\.test\/dziekujemy\/\?id=\w+/, 'the order’s own link stays')
  t.equal((mail.html.match(/<a /g) ?? []).length, 1, 'one link in the HTML: the order’s status')
})

t.test('ordinary text stays as typed: street names, decimals, e-mail-like notes, times', async (t) => {
  const mail = await confirmation(t, {
    comment: 'Bez sezamu, 2.5 porcji imbiru, ul. Długa 5 o 17.30, pytania: anna@kowalska.pl',
    deliveryNote: 'Domofon 12, kl. B',
    language: 'en',
  })
  t.match(mail.text, 'Bez sezamu, 2.5 porcji imbiru, ul. Długa 5 o 17.30, pytania: anna@kowalska.pl')
  t.match(mail.text, 'Domofon 12, kl. B')
  t.notMatch(mail.text, 'link removed')
})
