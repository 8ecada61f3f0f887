/**
 * Prices typed by staff (docs/kitchen.md, "The menu editor"): the menu editor's price field accepts
 * what a Polish or English speaker types — `12,5`, `12.50`, `12,50 zł`, `PLN 12.50`, `1 234,50`,
 * `1.234,50`, `1,234.50` — and the API receives a PLN number with at most two decimals.
 */
import type { Language } from '#schemas/enums.js'
import { toGrosze } from './money.js'

/** The cheapest and the dearest price a dish may have, PLN. */
const PRICE_MIN = 0.01
const PRICE_MAX = 9999.99

/** What is wrong with a typed price: not a number with at most two decimals, or out of range. */
export type PriceInputProblem = 'FORMAT' | 'RANGE'

/** The amount typed, in PLN, or why it is not a price. */
export function parsePriceInput(text: string): { price: number } | { problem: PriceInputProblem } {
  let s = text
    .trim()
    .replace(/^pln\s*/i, '')
    .replace(/\s*(zł|zl|pln)$/i, '')
    .replace(/[\s\u00a0\u202f]/g, '')
  const comma = s.lastIndexOf(',')
  const dot = s.lastIndexOf('.')
  if (comma >= 0 && dot >= 0) {
    // Both marks: the last one is the decimal mark, the other groups thousands (1.234,50 or 1,234.50).
    const [decimal, group] = comma > dot ? [',', '.'] : ['.', ',']
    const [whole, fraction, ...rest] = s.split(decimal)
    const grouped = group === '.' ? /^\d{1,3}(\.\d{3})+$/ : /^\d{1,3}(,\d{3})+$/
    if (rest.length > 0 || !grouped.test(whole!)) return { problem: 'FORMAT' }
    s = `${whole!.split(group).join('')}.${fraction}`
  } else {
    s = s.replace(',', '.')
  }
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return { problem: 'FORMAT' }
  const price = toGrosze(Number(s)) / 100
  if (price < PRICE_MIN || price > PRICE_MAX) return { problem: 'RANGE' }
  return { price }
}

/** A price as the editor's field shows it: `12,50` in Polish, `12.50` in English (no currency). */
export function priceInputText(pln: number, lang: Language): string {
  const grosze = toGrosze(pln)
  return `${Math.floor(grosze / 100)}${lang === 'pl' ? ',' : '.'}${String(grosze % 100).padStart(2, '0')}`
}
