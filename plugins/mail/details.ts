/**
 * The checkout's details in the confirmation e-mail (docs/checkout.md): the extras in the kitchen's
 * words, the kitchen's and the courier's notes, the invoice's company. Rows of label and value; the
 * template escapes every value for the HTML part.
 */
import { extrasLine } from '../../domain/extras.js'
import { formatNip } from '../../domain/nip.js'
import type { StaffOrder } from '../../schemas/orders.js'

/** The details an e-mail carries (absent on outbox rows written before they existed). */
export type MailDetails = Partial<Pick<StaffOrder, 'extras' | 'invoice' | 'comment' | 'deliveryNote'>>

/** The details of an order, as kept with its outbox row. */
export function mailDetails(order: MailDetails): MailDetails {
  return {
    extras: order.extras ?? null,
    invoice: order.invoice ?? null,
    comment: order.comment ?? null,
    deliveryNote: order.deliveryNote ?? null,
  }
}

/** The details' rows, in the guest's language. */
export function detailRows(order: MailDetails, lang: 'pl' | 'en'): [string, string][] {
  const pl = lang === 'pl'
  const rows: [string, string][] = []
  if (order.extras) rows.push([pl ? 'Dodatki' : 'Extras', extrasLine(order.extras, lang)])
  if (order.comment) rows.push([pl ? 'Uwagi dla kuchni' : 'Notes for the kitchen', order.comment])
  if (order.deliveryNote)
    rows.push([pl ? 'Wskazówki dla kuriera' : 'Note for the courier', order.deliveryNote])
  const invoice = order.invoice
  if (invoice) {
    const a = invoice.address
    const address = `${a.street} ${a.buildingNumber}${a.apartment ? `/${a.apartment}` : ''}, ${a.postalCode} ${a.city}`
    rows.push([
      pl ? 'Faktura VAT' : 'VAT invoice',
      `${invoice.companyName}, NIP ${formatNip(invoice.nip)}, ${address}`,
    ])
  }
  return rows
}
