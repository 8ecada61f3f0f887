/** The day's report and the orders export: sums in grosze, cancelled orders out of the money. */
import t from 'tap'
import { csvAmount, csvCell, type ExportOrder, ordersCsv } from '#domain/reports/csv.js'
import { dailyReport, type ReportLine, type ReportOrder } from '#domain/reports/daily.js'

const order = (number: number, fields: Partial<ReportOrder> = {}): ReportOrder => ({
  id: `O${number}`,
  number,
  status: 'COMPLETED',
  deliveryType: 'SELF',
  paymentMethod: 'CASH',
  discountGrosze: 0,
  totalGrosze: 10_000,
  depositsGrosze: 0,
  vatByRate: null,
  cancelReason: null,
  createdAt: '2026-11-25T17:00:00.000Z',
  ...fields,
})
const line = (orderId: string, productId: string, count: number): ReportLine => ({
  orderId,
  productId,
  name: productId.replace('-', ' '),
  count,
})

t.test('an empty day has zeros everywhere and no average', async (t) => {
  const report = dailyReport('2026-11-25', [], [])
  t.same(report.orders, {
    total: 0,
    byStatus: { NEW: 0, ACCEPTED: 0, READY: 0, IN_DELIVERY: 0, COMPLETED: 0, CANCELLED: 0 },
  })
  t.same(report.revenue, {
    completedOrders: 0,
    total: 0,
    byPaymentMethod: { CASH: 0, CARD: 0, ONLINE: 0 },
    byDeliveryType: { SELF: 0, COURIER: 0 },
  })
  t.equal(report.averageBasket, 0)
  t.same(report.topProducts, [])
  t.same(report.cancellations, [])
})

t.test('revenue counts completed orders only, split by payment and delivery, in exact grosze', async (t) => {
  const orders = [
    order(1, { totalGrosze: 11_889, paymentMethod: 'CASH', deliveryType: 'COURIER', discountGrosze: 1_210 }),
    order(2, { totalGrosze: 10_001, paymentMethod: 'ONLINE', deliveryType: 'SELF' }),
    order(3, { totalGrosze: 3, paymentMethod: 'CARD', deliveryType: 'SELF', discountGrosze: 1 }),
    order(4, { status: 'CANCELLED', totalGrosze: 50_000, cancelReason: 'Brak łososia', discountGrosze: 999 }),
    order(5, { status: 'ACCEPTED', totalGrosze: 7_000 }),
    order(6, { status: 'NEW', totalGrosze: 7_000 }),
  ]
  const report = dailyReport('2026-11-25', orders, [])
  t.same(report.orders.byStatus, {
    NEW: 1,
    ACCEPTED: 1,
    READY: 0,
    IN_DELIVERY: 0,
    COMPLETED: 3,
    CANCELLED: 1,
  })
  t.equal(report.orders.total, 6)
  t.equal(report.revenue.total, 218.93, '118.89 + 100.01 + 0.03, no float drift')
  t.equal(report.revenue.completedOrders, 3)
  t.same(report.revenue.byPaymentMethod, { CASH: 118.89, CARD: 0.03, ONLINE: 100.01 })
  t.same(report.revenue.byDeliveryType, { SELF: 100.04, COURIER: 118.89 })
  t.same(report.discounts, { total: 12.11, orders: 2 }, "the cancelled order's discount was never given")
  t.equal(report.averageBasket, 72.98, '218.93 / 3 = 72.976… rounded to the grosz')
  t.same(report.cancellations, [
    { number: 4, createdAt: '2026-11-25T17:00:00.000Z', total: 500, reason: 'Brak łososia' },
  ])
})

t.test('top products rank pieces over orders not cancelled, ten at most', async (t) => {
  const orders = [order(1), order(2, { status: 'CANCELLED' }), order(3, { status: 'NEW' })]
  const lines = [
    line('O1', 'nigiri-losos', 4),
    line('O3', 'nigiri-losos', 2),
    line('O2', 'sashimi-tunczyk', 50),
    line('O1', 'uramaki-kalifornia', 6),
    ...Array.from({ length: 12 }, (_, i) => line('O3', `napoj-${String(i).padStart(2, '0')}`, 1)),
  ]
  const report = dailyReport('2026-11-25', orders, lines)
  t.equal(report.topProducts.length, 10)
  t.same(report.topProducts[0], { productId: 'nigiri-losos', name: 'nigiri losos', count: 6 })
  t.same(report.topProducts[1], { productId: 'uramaki-kalifornia', name: 'uramaki kalifornia', count: 6 })
  t.notOk(
    report.topProducts.some((p) => p.productId === 'sashimi-tunczyk'),
    'a cancelled order is not cooked',
  )
  t.same(
    report.topProducts.slice(2).map((p) => p.productId),
    ['napoj-00', 'napoj-01', 'napoj-02', 'napoj-03', 'napoj-04', 'napoj-05', 'napoj-06', 'napoj-07'],
    'ties in name order',
  )
})

const exported = (fields: Partial<ExportOrder> = {}): ExportOrder => ({
  id: 'K7M2X9QPWA4T',
  number: 42,
  status: 'COMPLETED',
  deliveryType: 'COURIER',
  paymentMethod: 'ONLINE',
  discountGrosze: 1_210,
  deliveryGrosze: 999,
  totalGrosze: 11_889,
  promoCode: 'WITAJ10',
  postalCode: '31-056',
  createdAt: '2026-11-25T17:05:00.000Z',
  lines: [
    { name: 'Nigiri z łososiem', count: 4 },
    { name: 'Sashimi z łososia', count: 1 },
  ],
  ...fields,
})

t.test('the export: BOM, ; separators, Polish amounts and Warsaw times, CRLF rows', async (t) => {
  const csv = ordersCsv([
    exported(),
    exported({ number: 43, status: 'CANCELLED', promoCode: null, postalCode: null }),
  ])
  t.ok(csv.startsWith('\uFEFF'), 'a byte-order mark first')
  const rows = csv.slice(1).split('\r\n')
  t.equal(rows.at(-1), '', 'the last row ends with CRLF too')
  t.equal(
    rows[0],
    'Numer;Data i godzina;Status;Dostawa;Płatność;Produkty;Rabat (zł);Koszt dostawy (zł);Razem (zł);Kod rabatowy;Kod pocztowy;Faktura (NIP);Kaucje (zł);Netto 23% (zł);VAT 23% (zł);Brutto 23% (zł);Netto 8% (zł);VAT 8% (zł);Brutto 8% (zł);Netto 5% (zł);VAT 5% (zł);Brutto 5% (zł);Netto 0% (zł);VAT 0% (zł);Brutto 0% (zł)',
  )
  t.equal(
    rows[1],
    '42;2026-11-25 18:05;Zakończone;Dostawa;Online;4 × Nigiri z łososiem, 1 × Sashimi z łososia;12,10;9,99;118,89;WITAJ10;31-056;;0,00;;;;;;;;;;;;',
  )
  t.equal(rows[2]?.split(';')[2], 'Anulowane')
  t.equal(rows[2]?.split(';')[11], '')
  t.equal(
    ordersCsv([exported({ invoiceNip: '7740001454' })])
      .split('\r\n')[1]
      ?.split(';')[11],
    '774-000-14-54',
    'an invoice’s NIP, as printed on invoices',
  )
  // Summer time: 17:05 UTC is 19:05 in Kraków.
  t.match(ordersCsv([exported({ createdAt: '2026-07-01T17:05:00.000Z' })]), /;2026-07-01 19:05;/)
})

t.test('cells that would break the row or run as a formula are quoted or defused', async (t) => {
  t.equal(csvCell('a;b'), '"a;b"')
  t.equal(csvCell('say "hi"'), '"say ""hi"""')
  t.equal(csvCell('line\nbreak'), '"line\nbreak"')
  t.equal(csvCell('=HYPERLINK("x")'), '"\'=HYPERLINK(""x"")"')
  t.equal(csvCell('+48'), "'+48")
  t.equal(csvCell(7), '7')
  t.equal(csvAmount(0), '0,00')
  t.equal(csvAmount(5), '0,05')
  t.equal(csvAmount(123_456), '1234,56')
})

t.test('the export never carries the guest: no name, phone or e-mail column', async (t) => {
  const header = ordersCsv([]).slice(1).split('\r\n')[0] ?? ''
  for (const word of ['Imię', 'Nazwisko', 'Telefon', 'E-mail', 'Email', 'Adres']) {
    t.notOk(header.toLowerCase().includes(word.toLowerCase()), `no ${word}`)
  }
})

t.test('VAT per rate and deposits: completed orders summed per rate, in the CSV per order', async (t) => {
  // The shrimp-and-cola order of test/domain/vat.test.ts (98,49 zł with a 0,50 zł can) and a
  // pick-up at 8 % only; a cancelled order and one placed before rates were kept.
  const shrimp = [
    { rate: 23 as const, gross: 4000, net: 3252, vat: 748 },
    { rate: 8 as const, gross: 5799, net: 5369, vat: 430 },
  ]
  const orders = [
    order(1, { totalGrosze: 9849, depositsGrosze: 50, vatByRate: shrimp }),
    order(2, { totalGrosze: 4050, vatByRate: [{ rate: 8, gross: 4050, net: 3750, vat: 300 }] }),
    order(3, { status: 'CANCELLED', totalGrosze: 2000, depositsGrosze: 100, vatByRate: shrimp }),
    order(4, { totalGrosze: 1500 }),
  ]
  const report = dailyReport('2026-11-25', orders, [])
  t.same(report.vat, [
    { rate: 23, gross: 40, net: 32.52, vat: 7.48 },
    { rate: 8, gross: 98.49, net: 91.19, vat: 7.3 },
  ])
  t.equal(report.deposits, 0.5, 'the cancelled order’s deposits do not count')
  t.equal(report.revenue.total, 153.99, 'revenue keeps the deposits: 98,49 + 40,50 + 15,00')

  const row = ordersCsv([exported({ totalGrosze: 9849, depositsGrosze: 50, vatByRate: shrimp })])
    .split('\r\n')[1]!
    .split(';')
  t.same(row.slice(12), ['0,50', '32,52', '7,48', '40,00', '53,69', '4,30', '57,99', '', '', '', '', '', ''])
})
