/**
 * The invoice as the invoicing core takes it: plain data, amounts in integer grosze
 * (domain/money.ts), dates as `YYYY-MM-DD` in Warsaw time. Built from a completed order by the
 * caller; nothing here reads an order (docs/invoices.md, "The invoice model").
 */

import type { VatRate } from '#schemas/enums.js'

/** A company as it appears on the invoice: NIP (10 digits), name and up to two address lines. */
export interface InvoiceParty {
  nip: string
  name: string
  addressLine1: string
  addressLine2?: string
}

/** A sold line, priced gross (art. 106e ust. 7–8: the invoice is computed from gross amounts). */
export interface InvoiceLine {
  name: string
  quantity: number
  /** Unit gross price after the discount, grosze. */
  unitGross: number
  /** The line's gross value after the discount, grosze (what the guest pays for the line). */
  gross: number
  vatRate: VatRate
}

/**
 * A returnable packaging deposit (kaucja): outside the scope of VAT, so it has no rate and is
 * not in the per-rate totals (docs/invoices.md, "The deposit").
 */
export interface InvoiceDeposit {
  name: string
  quantity: number
  /** Grosze per unit. */
  unitAmount: number
  /** Grosze for the line. */
  amount: number
}

/** How the order was paid: the site's payment methods plus a bank transfer. */
type InvoicePaymentForm = 'CASH' | 'CARD' | 'ONLINE' | 'TRANSFER'

export interface InvoicePayment {
  form: InvoicePaymentForm
  /** The day it was paid (`YYYY-MM-DD`), when it was paid before the invoice was issued. */
  paidOn?: string
  /** The day it is due, when it was not paid yet. */
  dueOn?: string
}

export interface Invoice {
  /** The restaurant's number, from numbering.ts (e.g. `FV/2027/01/7`). */
  number: string
  /** P_1, `YYYY-MM-DD`. */
  issueDate: string
  /** P_6, the day the order was completed, `YYYY-MM-DD`. */
  saleDate: string
  /** When the XML was made, an ISO timestamp (the header's DataWytworzeniaFa). */
  createdAt: string
  seller: InvoiceParty
  buyer: InvoiceParty
  /** The dishes and the delivery fee (deliveryFeeLine()), in the order's order. */
  lines: InvoiceLine[]
  deposits: InvoiceDeposit[]
  payment: InvoicePayment
  /** The order's number, given to the buyer as their order reference. */
  orderReference: string
  /** The day the order was placed, `YYYY-MM-DD`. */
  orderDate?: string
}

/** A correcting invoice (KOR) that reverses the whole of an issued invoice (a cancelled or refunded order). */
export interface CorrectionInvoice {
  number: string
  issueDate: string
  createdAt: string
  /** Why (PrzyczynaKorekty), e.g. `Zwrot należności za anulowane zamówienie`. */
  reason: string
  /** The invoice corrected, as issued, and the number KSeF gave it. */
  original: Invoice
  originalKsefNumber: string
}

/** The delivery fee's line name on the invoice. */
const DELIVERY_LINE_NAME = 'Dostawa'

/**
 * The delivery fee as a line. Delivering a meal is part of one supply with the meal, so it takes
 * the rate of the meal, 8 % (docs/invoices.md, "The delivery fee").
 */
export function deliveryFeeLine(gross: number, vatRate: VatRate = 8): InvoiceLine {
  return { name: DELIVERY_LINE_NAME, quantity: 1, unitGross: gross, gross, vatRate }
}
