/**
 * Per-rate totals as Polish invoices compute them from gross amounts (art. 106e ust. 7–8): the
 * lines of a rate are summed gross, the VAT is taken out of that sum once, gross × rate / (100 +
 * rate) rounded to the grosz, and net is what remains. Rounding once per rate, not per line, is
 * what makes the invoice's totals equal to what the guest paid (docs/invoices.md, "Totals").
 */
import { type RateTotal, vatOfGross } from '#domain/vat.js'
import { VAT_RATES, type VatRate } from '#schemas/enums.js'
import type { Invoice, InvoiceDeposit, InvoiceLine } from './model.js'

/** One total per rate present on the lines, highest rate first (the order of FA(3)'s P_13_x fields). @internal Exported for its tests. */
export function totalsByRate(lines: readonly InvoiceLine[]): RateTotal[] {
  const grossByRate = new Map<VatRate, number>()
  for (const line of lines) grossByRate.set(line.vatRate, (grossByRate.get(line.vatRate) ?? 0) + line.gross)
  return VAT_RATES.filter((rate) => grossByRate.has(rate)).map((rate) => {
    const gross = grossByRate.get(rate) ?? 0
    const vat = vatOfGross(gross, rate)
    return { rate, gross, net: gross - vat, vat }
  })
}

/** The deposits' sum, grosze. @internal Exported for its tests. */
export function depositsTotal(deposits: readonly InvoiceDeposit[]): number {
  return deposits.reduce((sum, d) => sum + d.amount, 0)
}

export interface InvoiceTotals {
  byRate: RateTotal[]
  /** The lines' gross sum: FA(3)'s P_15, the amount subject to VAT. */
  gross: number
  net: number
  vat: number
  /** Outside VAT, added after P_15. */
  deposits: number
  /** What the buyer pays: gross plus deposits. */
  toPay: number
}

export function invoiceTotals(invoice: Pick<Invoice, 'lines' | 'deposits'>): InvoiceTotals {
  const byRate = totalsByRate(invoice.lines)
  const gross = byRate.reduce((s, r) => s + r.gross, 0)
  const vat = byRate.reduce((s, r) => s + r.vat, 0)
  const deposits = depositsTotal(invoice.deposits)
  return { byRate, gross, net: gross - vat, vat, deposits, toPay: gross + deposits }
}
