import t from 'tap'
import { deliveryFeeLine, type InvoiceLine } from '#domain/invoices/model.js'
import { depositsTotal, invoiceTotals, totalsByRate } from '#domain/invoices/totals.js'
import { vatOfGross } from '#domain/vat.js'
import { officeLunch } from '../../helpers/invoice-fixtures.js'

const line = (gross: number, vatRate: InvoiceLine['vatRate']): InvoiceLine => ({
  name: 'x',
  quantity: 1,
  unitGross: gross,
  gross,
  vatRate,
})

t.test('three 8 % lines summing to 123,00 zł: VAT 9,11 zł, net 113,89 zł', async (t) => {
  // 12300 × 8 / 108 = 911.11… → 911 gr.
  t.same(totalsByRate([line(4200, 8), line(3900, 8), line(4200, 8)]), [
    { rate: 8, gross: 12300, net: 11389, vat: 911 },
  ])
})

t.test('VAT is taken out of each rate once, not line by line', async (t) => {
  // Per line 1099 × 8 / 108 = 81.41 → 81, three times 243; once on 3297: 244.22 → 244.
  t.same(totalsByRate([line(1099, 8), line(1099, 8), line(1099, 8)]), [
    { rate: 8, gross: 3297, net: 3053, vat: 244 },
  ])
})

t.test('mixed 8 % and 23 %, highest rate first', async (t) => {
  // 23 %: 1199 × 23 / 123 = 224.20 → 224, net 975. 8 %: 12300 → 911, net 11389.
  t.same(totalsByRate([line(12300, 8), line(1199, 23)]), [
    { rate: 23, gross: 1199, net: 975, vat: 224 },
    { rate: 8, gross: 12300, net: 11389, vat: 911 },
  ])
})

t.test('5 % and 0 %', async (t) => {
  // 2100 × 5 / 105 = 100 exactly; 0 % has no VAT.
  t.same(totalsByRate([line(2100, 5), line(999, 0)]), [
    { rate: 5, gross: 2100, net: 2000, vat: 100 },
    { rate: 0, gross: 999, net: 999, vat: 0 },
  ])
})

t.test('vatOfGross rounds to the grosz and mirrors negatives', async (t) => {
  t.equal(vatOfGross(12300, 8), 911)
  t.equal(vatOfGross(-12300, 8), -911)
  t.equal(vatOfGross(12300, 23), 2300) // 12300 × 23 / 123 = 2300
  t.equal(vatOfGross(1, 23), 0) // 0.19 gr
  t.equal(vatOfGross(3, 23), 1) // 0.56 gr
  t.throws(() => vatOfGross(10.5, 8), RangeError)
})

t.test('a 0,50 zł deposit is outside VAT: added to what is paid, in no rate', async (t) => {
  const invoice = officeLunch()
  const totals = invoiceTotals(invoice)
  // 8 %: 4200 + 3900 + 3600 + 600 (delivery) = 12300 → VAT 911; 23 %: 1199 → 224.
  t.same(totals.byRate, [
    { rate: 23, gross: 1199, net: 975, vat: 224 },
    { rate: 8, gross: 12300, net: 11389, vat: 911 },
  ])
  t.equal(totals.gross, 13499)
  t.equal(totals.vat, 1135)
  t.equal(totals.net, 12364)
  t.equal(totals.deposits, 50)
  t.equal(totals.toPay, 13549)
  t.equal(depositsTotal([]), 0)
})

t.test('the delivery fee is a line at 8 % unless told otherwise', async (t) => {
  t.same(deliveryFeeLine(999), { name: 'Dostawa', quantity: 1, unitGross: 999, gross: 999, vatRate: 8 })
  t.equal(deliveryFeeLine(999, 23).vatRate, 23)
})
