import t from 'tap'
import {
  amount,
  buildCorrectionXml,
  buildInvoiceXml,
  escapeXml,
  FA3_FORM_CODE,
  FA3_NAMESPACE,
} from '#domain/invoices/fa3.js'
import { officeLunch } from '../../helpers/invoice-fixtures.js'

/** The text of the first element of a name (enough for these flat checks). */
function first(xml: string, name: string): string | undefined {
  return new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1]
}

t.test('amounts and escaping', async (t) => {
  t.equal(amount(12300), '123.00')
  t.equal(amount(5), '0.05')
  t.equal(amount(-91100), '-911.00')
  t.equal(amount(0), '0.00')
  t.throws(() => amount(1.5), RangeError)
  t.equal(escapeXml(`Biuro "Łąka" & <Syn>'s\u0007`), 'Biuro &quot;Łąka&quot; &amp; &lt;Syn&gt;&apos;s')

  // What KSeF's XML check refuses is dropped: DEL and C1 controls (NEL stays), noncharacters,
  // a lone surrogate; a character outside the BMP keeps both halves.
  t.equal(escapeXml('Sushi\u007F\u0080\u0085\u009F bar'), 'Sushi\u0085 bar')
  t.equal(escapeXml('A\uFDD0B\uFDEFC\uFFFE\uFFFF'), 'ABC')
  t.equal(escapeXml('x\uD83F\uDFFEy\uD800z\uDC00'), 'xyz')
  t.equal(escapeXml('ryba 🐟'), 'ryba 🐟')
})

t.test('a VAT invoice: header, parties, totals per rate, lines, deposit, payment, order', async (t) => {
  const xml = buildInvoiceXml(officeLunch())
  t.ok(
    xml.startsWith(
      '<?xml version="1.0" encoding="UTF-8"?>\n<Faktura xmlns="http://crd.gov.pl/wzor/2025/06/25/13775/">',
    ),
  )
  t.equal(FA3_NAMESPACE, 'http://crd.gov.pl/wzor/2025/06/25/13775/')
  t.same(FA3_FORM_CODE, { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' })
  t.match(
    xml,
    '<KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza><WariantFormularza>3</WariantFormularza>',
  )
  t.equal(first(xml, 'DataWytworzeniaFa'), '2027-01-15T12:30:00Z')
  t.match(xml, '<Nazwa>Biuro &quot;Łąka&quot; &amp; Synowie</Nazwa>')
  t.match(xml, '<P_7>Maki łosoś &lt;6 szt.&gt;</P_7>')
  t.equal(first(xml, 'P_1'), '2027-01-15')
  t.equal(first(xml, 'P_2'), 'FV/2027/01/7')
  t.notMatch(xml, '<P_6>', 'no sale date when it is the issue date')
  // 23 %: 11,99 gross → 9,75 net + 2,24 VAT; 8 %: 123,00 → 113,89 + 9,11 (delivery 6,00 included).
  t.match(
    xml,
    '<P_13_1>9.75</P_13_1><P_14_1>2.24</P_14_1><P_13_2>113.89</P_13_2><P_14_2>9.11</P_14_2><P_15>134.99</P_15>',
  )
  t.match(
    xml,
    '<NrWierszaFa>3</NrWierszaFa><P_7>Nigiri tuńczyk</P_7><P_8A>szt.</P_8A><P_8B>2</P_8B><P_9B>18.00</P_9B><P_11A>36.00</P_11A><P_12>8</P_12>',
  )
  t.match(
    xml,
    '<P_7>Dostawa</P_7><P_8A>szt.</P_8A><P_8B>1</P_8B><P_9B>6.00</P_9B><P_11A>6.00</P_11A><P_12>8</P_12>',
  )
  t.equal(xml.match(/<FaWiersz>/g)?.length, 5, 'the deposit is not a line')
  t.match(
    xml,
    '<Rozliczenie><Obciazenia><Kwota>0.50</Kwota><Powod>Kaucja za opakowanie zwrotne (poza zakresem VAT): Puszka × 1</Powod></Obciazenia><SumaObciazen>0.50</SumaObciazen><DoZaplaty>135.49</DoZaplaty></Rozliczenie>',
  )
  t.match(
    xml,
    '<Platnosc><Zaplacono>1</Zaplacono><DataZaplaty>2027-01-15</DataZaplaty><PlatnoscInna>1</PlatnoscInna><OpisPlatnosci>Płatność online</OpisPlatnosci></Platnosc>',
  )
  t.match(
    xml,
    '<Zamowienia><DataZamowienia>2027-01-15</DataZamowienia><NrZamowienia>A-1042</NrZamowienia></Zamowienia>',
  )
  t.match(xml, '<RodzajFaktury>VAT</RodzajFaktury>')
})

t.test('payment forms, a sale date, no deposit', async (t) => {
  const invoice = {
    ...officeLunch(),
    deposits: [],
    saleDate: '2027-01-14',
    payment: { form: 'CASH' as const, dueOn: '2027-01-29' },
  }
  const xml = buildInvoiceXml(invoice)
  t.equal(first(xml, 'P_6'), '2027-01-14')
  t.notMatch(xml, '<Rozliczenie>')
  t.match(
    xml,
    '<Platnosc><TerminPlatnosci><Termin>2027-01-29</Termin></TerminPlatnosci><FormaPlatnosci>1</FormaPlatnosci></Platnosc>',
  )
  t.match(
    buildInvoiceXml({ ...invoice, payment: { form: 'CARD' } }),
    '<Platnosc><FormaPlatnosci>2</FormaPlatnosci></Platnosc>',
  )
  t.match(
    buildInvoiceXml({ ...invoice, payment: { form: 'TRANSFER' } }),
    '<FormaPlatnosci>6</FormaPlatnosci>',
  )
})

t.test('5 % and 0 % rates use their own fields and codes', async (t) => {
  const invoice = {
    ...officeLunch(),
    lines: [
      { name: 'Woda', quantity: 1, unitGross: 2100, gross: 2100, vatRate: 5 as const },
      { name: 'Próbka', quantity: 1, unitGross: 999, gross: 999, vatRate: 0 as const },
    ],
  }
  const xml = buildInvoiceXml(invoice)
  t.match(xml, '<P_13_3>20.00</P_13_3><P_14_3>1.00</P_14_3><P_13_6_1>9.99</P_13_6_1><P_15>30.99</P_15>')
  t.match(xml, '<P_12>0 KR</P_12>')
})

t.test('bad invoices are refused before any XML', async (t) => {
  t.throws(() => buildInvoiceXml({ ...officeLunch(), lines: [] }), /at least one line/)
  t.throws(() => buildInvoiceXml({ ...officeLunch(), issueDate: '15.01.2027' }), /issueDate/)
  t.throws(
    () => buildInvoiceXml({ ...officeLunch(), buyer: { ...officeLunch().buyer, nip: '0123456789' } }),
    /buyer NIP/,
  )
  // Ten digits of the right form but a wrong checksum (6762000007 is right: its 7 becomes 8).
  t.throws(
    () => buildInvoiceXml({ ...officeLunch(), buyer: { ...officeLunch().buyer, nip: '6762000008' } }),
    /buyer NIP/,
  )
  t.throws(
    () => buildInvoiceXml({ ...officeLunch(), buyer: { ...officeLunch().buyer, name: '  ' } }),
    /buyer name is empty/,
  )
  t.throws(() => buildInvoiceXml({ ...officeLunch(), createdAt: 'yesterday' }), /createdAt/)
})

t.test('a correcting invoice reverses the whole invoice and names it by its KSeF number', async (t) => {
  const xml = buildCorrectionXml({
    number: 'FV/2027/01/9',
    issueDate: '2027-01-16',
    createdAt: '2027-01-16T09:00:00Z',
    reason: 'Zwrot należności za anulowane zamówienie',
    original: officeLunch(),
    originalKsefNumber: '6762000007-20270115-0100001AF629-AF',
  })
  t.match(xml, '<P_1>2027-01-16</P_1><P_2>FV/2027/01/9</P_2><P_6>2027-01-15</P_6>')
  t.match(
    xml,
    '<P_13_1>-9.75</P_13_1><P_14_1>-2.24</P_14_1><P_13_2>-113.89</P_13_2><P_14_2>-9.11</P_14_2><P_15>-134.99</P_15>',
  )
  t.match(
    xml,
    '<RodzajFaktury>KOR</RodzajFaktury><PrzyczynaKorekty>Zwrot należności za anulowane zamówienie</PrzyczynaKorekty><TypKorekty>2</TypKorekty><DaneFaKorygowanej><DataWystFaKorygowanej>2027-01-15</DataWystFaKorygowanej><NrFaKorygowanej>FV/2027/01/7</NrFaKorygowanej><NrKSeF>1</NrKSeF><NrKSeFFaKorygowanej>6762000007-20270115-0100001AF629-AF</NrKSeFFaKorygowanej></DaneFaKorygowanej>',
  )
  t.match(xml, '<P_8B>-2</P_8B><P_9B>18.00</P_9B><P_11A>-36.00</P_11A>')
  t.match(xml, '<Odliczenia><Kwota>0.50</Kwota>')
  t.match(xml, '<SumaOdliczen>0.50</SumaOdliczen><DoRozliczenia>135.49</DoRozliczenia></Rozliczenie>')
  t.throws(
    () =>
      buildCorrectionXml({
        number: 'K/1',
        issueDate: '2027-01-16',
        createdAt: '2027-01-16T09:00:00Z',
        reason: 'x',
        original: officeLunch(),
        originalKsefNumber: 'nope',
      }),
    /KSeF number/,
  )
})
