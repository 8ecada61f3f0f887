/**
 * Each printer's ticket language (docs/printing.md, Printers): Polish by default, English when the
 * owner picks it; the order's own words (dishes, labels, payment) follow it, and a ticket printed
 * again on request says so in that language.
 */
import t from 'tap'
import { readEscPos } from '../../helpers/printer-stand-in.js'
import { setup } from '../../helpers/printing-setup.js'

const text = (bytes: Buffer) =>
  readEscPos(bytes)
    .lines.map((line) => line.trim())
    .join(' ')

t.test('Polish by default; English on request; nothing else is accepted', async (t) => {
  const s = await setup(t)
  const printer = await s.addPrinter()
  t.match(printer, { ticketLanguage: 'pl' })
  const german = await s.app.inject({
    method: 'PATCH',
    url: `/api/printers/${printer.id}`,
    headers: s.auth,
    payload: { ticketLanguage: 'de' },
  })
  t.equal(german.statusCode, 400)
  t.match(german.json(), { statusCode: 400, field: 'ticketLanguage' })
  const english = await s.app.inject({
    method: 'PATCH',
    url: `/api/printers/${printer.id}`,
    headers: s.auth,
    payload: { ticketLanguage: 'en' },
  })
  t.equal(english.statusCode, 200, english.body)
  t.match(english.json(), { ticketLanguage: 'en' })
  const listed = await s.app.inject({ url: '/api/printers', headers: s.auth })
  t.match(listed.json().printers, [{ ticketLanguage: 'en' }])
})

t.test('an English printer prints the kitchen ticket and the courier copy in English', async (t) => {
  const s = await setup(t)
  await s.addPrinter({ ticketLanguage: 'en', courierCopy: true })
  const placed = await s.place({ comment: 'Bez sezamu' })
  t.equal(await s.run(), 2)
  const [kitchen, courier] = s.printer.tickets.map(text)
  t.match(kitchen, 'KITCHEN TICKET')
  t.match(kitchen, `#${placed.number}`)
  t.match(kitchen, 'Courier delivery - placed 15:00')
  t.match(kitchen, 'As soon as possible')
  t.match(kitchen, '2 × Salmon nigiri', 'the dish’s English name')
  t.match(kitchen, '2 × Tuna nigiri')
  t.match(kitchen, '1 × Salmon sashimi')
  t.match(kitchen, 'Bez sezamu', 'the guest’s note as they wrote it')
  t.match(kitchen, 'Payment: Cash')
  t.match(kitchen, /Total: PLN\s142\.99/, 'the total as English writes it')
  t.notMatch(kitchen, 'BON KUCHENNY')
  t.notMatch(kitchen, 'Nigiri z łososiem')
  t.match(courier, 'COURIER COPY')
  t.match(courier, '3 lines / 5 pcs')
})

t.test('a ticket printed again on request says so, in the printer’s language', async (t) => {
  const s = await setup(t)
  const polish = await s.addPrinter({ name: 'Kuchnia' })
  const english = await s.addPrinter({ name: 'Bar', ticketLanguage: 'en' })
  const placed = await s.place({ deliveryType: 'SELF', address: undefined })
  t.equal(await s.run(), 2, 'the first tickets, unmarked')
  for (const first of s.printer.tickets.map(text)) {
    t.notMatch(first, 'DRUK PONOWNY')
    t.notMatch(first, 'REPRINT')
  }
  for (const id of [polish.id, english.id]) {
    const res = await s.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.id}/print`,
      headers: s.auth,
      payload: { printerId: id },
    })
    t.same(res.json(), { jobs: 1 })
  }
  t.equal(await s.run(), 2)
  const [again, againEn] = s.printer.tickets.slice(2).map(text)
  t.match(again, 'DRUK PONOWNY')
  t.match(again, 'Odbiór osobisty')
  t.match(againEn, 'REPRINT')
  t.match(againEn, 'Pick-up')
})
