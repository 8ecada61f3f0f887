// Not in the PostgreSQL pass: it validates XML against the official XSD and uses no database.
import { createHash } from 'node:crypto'
import t from 'tap'
import { buildCorrectionXml, buildInvoiceXml } from '#domain/invoices/fa3.js'
import type { Invoice } from '#domain/invoices/model.js'
import { verificationLink } from '#domain/invoices/verification-link.js'
import { sha256Base64Url } from '#plugins/invoices/ksef-crypto.js'
import { validateFa3 } from '../../helpers/fa3-validator.js'
import { officeLunch } from '../../helpers/invoice-fixtures.js'

/** Every kind of invoice the core builds, each validated against schemat_FA(3)_v1-0E.xsd. */
const cases: [string, Invoice][] = [
  ['8 % and 23 % lines, delivery, a deposit, paid online', officeLunch()],
  [
    'no deposit, cash due later, sale date before issue',
    {
      ...officeLunch(),
      deposits: [],
      saleDate: '2027-01-14',
      payment: { form: 'CASH', dueOn: '2027-01-29' },
    },
  ],
  [
    'card, no order date, one address line',
    {
      ...officeLunch(),
      orderDate: undefined,
      payment: { form: 'CARD' },
      buyer: { ...officeLunch().buyer, addressLine2: undefined },
    },
  ],
  [
    '5 % and 0 %, transfer, several deposits',
    {
      ...officeLunch(),
      lines: [
        { name: 'Woda', quantity: 3, unitGross: 700, gross: 2100, vatRate: 5 },
        { name: 'Próbka & <degustacja>', quantity: 1, unitGross: 999, gross: 999, vatRate: 0 },
      ],
      deposits: [
        { name: 'Butelka szklana', quantity: 2, unitAmount: 100, amount: 200 },
        { name: 'Puszka', quantity: 3, unitAmount: 50, amount: 150 },
      ],
      payment: { form: 'TRANSFER', dueOn: '2027-01-22' },
    },
  ],
]

for (const [name, invoice] of cases) {
  t.test(`a VAT invoice is valid FA(3): ${name}`, async (t) => {
    const result = await validateFa3(buildInvoiceXml(invoice))
    t.same(result.errors, [])
    t.equal(result.valid, true)
  })
}

t.test('a correcting invoice (KOR) is valid FA(3), with and without deposits', async (t) => {
  for (const original of [officeLunch(), { ...officeLunch(), deposits: [] }]) {
    const xml = buildCorrectionXml({
      number: 'FV/2027/01/9',
      issueDate: '2027-01-16',
      createdAt: '2027-01-16T09:00:00Z',
      reason: 'Zwrot należności za anulowane zamówienie',
      original,
      originalKsefNumber: '6762000007-20270115-0100001AF629-AF',
    })
    const result = await validateFa3(xml)
    t.same(result.errors, [])
    t.equal(result.valid, true)
  }
})

t.test('the validator does refuse what the schema forbids', async (t) => {
  const xml = buildInvoiceXml(officeLunch())
  const noCurrency = await validateFa3(xml.replace('<KodWaluty>PLN</KodWaluty>', ''))
  t.equal(noCurrency.valid, false)
  const badRate = await validateFa3(xml.replace('<P_12>23</P_12>', '<P_12>24</P_12>'))
  t.equal(badRate.valid, false)
  t.match(badRate.errors.join(' '), /P_12/)
})

t.test('the verification link carries the SHA-256 of the very XML sent', async (t) => {
  const xml = buildInvoiceXml(officeLunch())
  const hash = sha256Base64Url(xml)
  t.equal(hash, createHash('sha256').update(Buffer.from(xml, 'utf8')).digest('base64url'))
  t.equal(
    verificationLink('https://qr.ksef.mf.gov.pl', '6762000007', '2027-01-15', hash),
    `https://qr.ksef.mf.gov.pl/invoice/6762000007/15-01-2027/${hash}`,
  )
})
