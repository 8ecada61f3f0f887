// Not in the PostgreSQL pass: the PDF is a pure function of the invoice; no storage is touched.

import jsQR from 'jsqr'
import t from 'tap'
import type { Invoice } from '#domain/invoices/model.js'
import { invoicePdf } from '#plugins/invoices/pdf.js'
import { qrLabel } from '#plugins/invoices/pdf-qr.js'
import { officeLunch } from '../../helpers/invoice-fixtures.js'
import { pdfInfo, pdfPagesText, renderPdfPage } from '../../helpers/pdf-reader.js'

const LINK =
  'https://qr-test.ksef.mf.gov.pl/invoice/6762000007/15-01-2027/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE'
const KSEF_NUMBER = '6762000007-20270115-0100401A2B3C-4D'

/**
 * The text a reader extracts, no-break spaces as spaces (DejaVu draws both with one glyph) and runs
 * of spaces between the text's pieces as one.
 */
async function textOf(pdf: Buffer) {
  return (await pdfPagesText(pdf)).map((p) => p.replaceAll('\u00a0', ' ').replace(/ {2,}/g, ' '))
}

t.test('a reader opens one A4 page titled with the invoice number', async (t) => {
  const pdf = await invoicePdf({ invoice: officeLunch(), ksefNumber: KSEF_NUMBER, verificationLink: LINK })
  t.equal(pdf.subarray(0, 5).toString(), '%PDF-')
  const { pages, view, info } = await pdfInfo(pdf)
  t.equal(pages, 1)
  t.same(
    view.map((v) => Math.round(v)),
    [0, 0, 595, 842],
    'A4 in points',
  )
  t.equal(info.Title, 'Faktura VAT FV/2027/01/7')
  t.equal(info.Language, 'pl-PL')
})

t.test('the text carries the parties, dates, lines, totals per rate, payment and KSeF number', async (t) => {
  const [text = ''] = await textOf(
    await invoicePdf({ invoice: officeLunch(), ksefNumber: KSEF_NUMBER, verificationLink: LINK }),
  )
  for (const expected of [
    'Faktura VAT',
    'nr FV/2027/01/7',
    'Data wystawienia: 15.01.2027',
    'Data sprzedaży: 15.01.2027',
    `Numer KSeF: ${KSEF_NUMBER}`,
    // Seller and buyer, NIP as printed on Polish invoices.
    'Sakana Sushi sp. z o.o.\nul. Józefa 12\n31-056 Kraków\nNIP: 676-200-00-07',
    'Biuro "Łąka" & Synowie\nul. Długa 5/3\n31-147 Kraków\nNIP: 123-456-32-18',
    // Lines: number, name, quantity, unit gross, rate, gross; the delivery fee and the deposit are lines.
    '1 Zestaw Sakana 16 szt. 1 42,00 zł 8 % 42,00 zł',
    '3 Nigiri tuńczyk 2 18,00 zł 8 % 36,00 zł',
    '4 Ramune 1 11,99 zł 23 % 11,99 zł',
    '5 Dostawa 1 6,00 zł 8 % 6,00 zł',
    '6 Kaucja za opakowanie zwrotne: Puszka 1 0,50 zł poza VAT 0,50 zł',
    // 8 %: 42 + 39 + 36 + 6 = 123,00 gross, VAT 123 × 8 / 108 = 9,11, net 113,89.
    '8 % 113,89 zł 9,11 zł 123,00 zł',
    // 23 %: 11,99 gross, VAT 11,99 × 23 / 123 = 2,242 → 2,24, net 9,75.
    '23 % 9,75 zł 2,24 zł 11,99 zł',
    'Razem 123,64 zł 11,35 zł 134,99 zł',
    'Kaucje (poza VAT) 0,50 zł',
    // 134,99 + 0,50 deposit.
    'Do zapłaty 135,49 zł',
    'Forma płatności: płatność online',
    'Zapłacono: 15.01.2027',
    'Numer zamówienia: A-1042 z dnia 15.01.2027',
    LINK,
  ])
    t.ok(text.includes(expected), expected)
})

t.test('every Polish letter round-trips through the embedded font', async (t) => {
  const invoice = officeLunch()
  invoice.buyer.name = 'Zażółć gęślą jaźń sp.j.'
  invoice.buyer.addressLine1 = 'ul. ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż 1'
  const [text = ''] = await textOf(
    await invoicePdf({ invoice, ksefNumber: KSEF_NUMBER, verificationLink: LINK }),
  )
  t.match(text, 'Zażółć gęślą jaźń sp.j.')
  t.match(text, 'ul. ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż 1')
})

t.test(
  'the QR code on the rendered page decodes to the exact verification link, the KSeF number under it',
  async (t) => {
    const pdf = await invoicePdf({ invoice: officeLunch(), ksefNumber: KSEF_NUMBER, verificationLink: LINK })
    const page = await renderPdfPage(pdf, 1, 2)
    const code = jsQR(page.rgba, page.width, page.height)
    t.equal(code?.data, LINK)
    // Under the code: the label is printed just below its bottom edge (y grows downwards in pixels).
    const bottom = Math.max(code!.location.bottomLeftCorner.y, code!.location.bottomRightCorner.y)
    t.ok(bottom < page.height / 3, 'the code is at the top of the page')
    t.equal(qrLabel(KSEF_NUMBER), KSEF_NUMBER)
  },
)

t.test('without a KSeF number yet the code is labelled OFFLINE, as KSeF prescribes', async (t) => {
  const pdf = await invoicePdf({ invoice: officeLunch(), ksefNumber: null, verificationLink: LINK })
  const [text = ''] = await textOf(pdf)
  t.match(text, 'OFFLINE')
  t.match(text, 'Numer KSeF: nie nadano jeszcze')
  t.notMatch(text, KSEF_NUMBER)
})

t.test('an unpaid invoice shows its due date; cash and card are named', async (t) => {
  const invoice: Invoice = {
    ...officeLunch(),
    payment: { form: 'TRANSFER', dueOn: '2027-01-29' },
    deposits: [],
  }
  const [text = ''] = await textOf(
    await invoicePdf({ invoice, ksefNumber: KSEF_NUMBER, verificationLink: LINK }),
  )
  t.match(text, 'Forma płatności: przelew')
  t.match(text, 'Termin płatności: 29.01.2027')
  t.notMatch(text, 'Kaucj', 'no deposit, no deposit lines')
  t.match(text, 'Do zapłaty 134,99 zł')
  for (const [form, word] of [
    ['CASH', 'gotówka'],
    ['CARD', 'karta płatnicza'],
  ] as const) {
    const [cash = ''] = await textOf(
      await invoicePdf({
        invoice: { ...invoice, payment: { form, paidOn: '2027-01-15' } },
        ksefNumber: KSEF_NUMBER,
        verificationLink: LINK,
      }),
    )
    t.match(cash, `Forma płatności: ${word}`)
  }
})

t.test('a long order flows onto further pages with the table header repeated', async (t) => {
  const invoice = officeLunch()
  invoice.lines = Array.from({ length: 60 }, (_, i) => ({
    name: `Nigiri łosoś nr ${i + 1}`,
    quantity: 1,
    unitGross: 1000,
    gross: 1000,
    vatRate: 8 as const,
  }))
  const pdf = await invoicePdf({ invoice, ksefNumber: KSEF_NUMBER, verificationLink: LINK })
  const pages = (await textOf(pdf)).filter((p) => p.trim() !== '')
  t.ok(pages.length >= 2, `${pages.length} pages`)
  t.ok(
    pages.filter((p) => p.includes('Nigiri')).every((p) => p.includes('Lp. Nazwa Ilość')),
    'each page of lines has the header',
  )
  const all = pages.join('\n')
  t.match(all, '60 Nigiri łosoś nr 60 1 10,00 zł 8 % 10,00 zł')
  // 60 × 10,00 = 600,00 at 8 %: VAT 600 × 8 / 108 = 44,44, net 555,56; plus the 0,50 deposit.
  t.match(all, '8 % 555,56 zł 44,44 zł 600,00 zł')
  t.match(all, 'Do zapłaty 600,50 zł')
})

t.test('the same invoice gives the same bytes (no clock inside)', async (t) => {
  const input = { invoice: officeLunch(), ksefNumber: KSEF_NUMBER, verificationLink: LINK }
  const a = await invoicePdf(input)
  const b = await invoicePdf(input)
  t.ok(a.equals(b))
})
