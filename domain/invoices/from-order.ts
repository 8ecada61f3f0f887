/**
 * A completed order → the invoice the buyer receives (docs/invoices.md, "From an order"): the
 * order's lines at their gross after the discount and their rate, the delivery fee split over the
 * rates as the order stored it, the deposits as their own lines, the buyer from the order's NIP and
 * company, the order's number as the buyer's reference.
 */
import { toGrosze } from '#domain/money.js'
import { lineOptionText } from '#domain/option-words.js'
import type { StaffOrder } from '#schemas/orders.js'
import { deliveryFeeLine, type Invoice, type InvoiceLine, type InvoiceParty } from './model.js'

type InvoicedOrder = Pick<
  StaffOrder,
  'number' | 'paymentMethod' | 'items' | 'totals' | 'invoice' | 'createdAt'
>

/** Why an order cannot be invoiced, in Polish for the staff, or null when it can. */
export function notInvoiceable(order: InvoicedOrder): string | null {
  if (!order.invoice) return 'Zamówienie nie prosi o fakturę.'
  if (order.items.some((item) => item.vatRate === null || item.gross === null))
    return 'Zamówienie złożono, zanim sklep zapisywał stawki VAT: fakturę trzeba wystawić ręcznie.'
  return null
}

function lineName(item: StaffOrder['items'][number]): string {
  const options = (item.options ?? []).map((o) => lineOptionText(o)).filter(Boolean)
  return options.length > 0 ? `${item.name} (${options.join(', ')})` : item.name
}

/** The buyer as the invoice shows them: `ul. Długa 5/3`, `31-147 Kraków`. */
function buyerOf(invoice: NonNullable<StaffOrder['invoice']>): InvoiceParty {
  const a = invoice.address
  const postal = /^\d{5}$/.test(a.postalCode)
    ? `${a.postalCode.slice(0, 2)}-${a.postalCode.slice(2)}`
    : a.postalCode
  return {
    nip: invoice.nip,
    name: invoice.companyName,
    addressLine1: `${a.street} ${a.buildingNumber}${a.apartment ? `/${a.apartment}` : ''}`,
    addressLine2: `${postal} ${a.city}`,
  }
}

export interface InvoiceIssue {
  seller: InvoiceParty
  number: string
  /** `YYYY-MM-DD`, Warsaw: the day the invoice is written (the order's completion). */
  issueDate: string
  /** The order's completion day (P_6). */
  saleDate: string
  /** The day the order was placed (`YYYY-MM-DD`, Warsaw). */
  orderDate: string
  createdAt: string
}

/**
 * The invoice of a completed order. Each line is its gross after the discount (what the guest paid
 * for it); the delivery fee's share of a rate is that rate's gross less its lines (the split the
 * order stored, domain/vat.ts), so the invoice's totals per rate are the order's to the grosz.
 */
export function invoiceFromOrder(order: InvoicedOrder, issue: InvoiceIssue): Invoice {
  const problem = notInvoiceable(order)
  if (problem || !order.invoice) throw new RangeError(problem ?? 'no invoice')
  const lines: InvoiceLine[] = order.items.map((item) => {
    const gross = toGrosze(item.gross ?? 0)
    return {
      name: lineName(item),
      quantity: item.count,
      unitGross: Math.round(gross / item.count),
      gross,
      vatRate: item.vatRate ?? 8,
    }
  })
  for (const rate of order.totals.byRate) {
    const food = lines.filter((l) => l.vatRate === rate.rate).reduce((s, l) => s + l.gross, 0)
    const share = toGrosze(rate.gross) - food
    if (share > 0) lines.push(deliveryFeeLine(share, rate.rate))
  }
  const deposits = order.items
    .filter((item) => item.deposit > 0)
    .map((item) => ({
      name: `Kaucja: ${item.name}`,
      quantity: item.count,
      unitAmount: toGrosze(item.deposit),
      amount: toGrosze(item.deposit) * item.count,
    }))
  // Paid when the order was handed over (cash, card) or when it was placed (online).
  const paidOn = order.paymentMethod === 'ONLINE' ? issue.orderDate : issue.saleDate
  return {
    number: issue.number,
    issueDate: issue.issueDate,
    saleDate: issue.saleDate,
    createdAt: issue.createdAt,
    seller: issue.seller,
    buyer: buyerOf(order.invoice),
    lines,
    deposits,
    payment: { form: order.paymentMethod, paidOn },
    orderReference: String(order.number),
    orderDate: issue.orderDate,
  }
}
