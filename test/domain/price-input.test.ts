/**
 * Prices typed in the menu editor (docs/kitchen.md, "The menu editor"): Polish and English ways of
 * writing an amount all give the same PLN number; anything else is refused with its reason.
 */
import t from 'tap'
import { parsePriceInput, priceInputText } from '#domain/price-input.js'

t.test('what staff type becomes PLN with at most two decimals', async (t) => {
  const cases: [string, number][] = [
    ['12,5', 12.5],
    ['12.50', 12.5],
    ['12,50 zł', 12.5],
    ['12,50zł', 12.5],
    ['PLN 12.50', 12.5],
    [' 7 ', 7],
    ['0,01', 0.01],
    ['1 234,50', 1234.5],
    ['1\u00a0234,50\u00a0zł', 1234.5],
    ['1.234,50', 1234.5],
    ['1,234.50', 1234.5],
    ['9999,99', 9999.99],
    ['0,10', 0.1],
  ]
  for (const [typed, price] of cases) t.same(parsePriceInput(typed), { price }, typed)
})

t.test('not a price, or out of range', async (t) => {
  for (const typed of ['', 'abc', '12,505', '12,5O', '1,2,3', '-5', '12..5', '1.23.4,5', ',5', '1,234'])
    t.same(parsePriceInput(typed), { problem: 'FORMAT' }, typed)
  for (const typed of ['0', '0,00', '10000', '10 000,00'])
    t.same(parsePriceInput(typed), { problem: 'RANGE' }, typed)
})

t.test('the field shows a price the way the language writes it', async (t) => {
  t.equal(priceInputText(12.5, 'pl'), '12,50')
  t.equal(priceInputText(12.5, 'en'), '12.50')
  t.equal(priceInputText(1234, 'pl'), '1234,00')
  t.equal(priceInputText(0.07, 'pl'), '0,07')
})
