/**
 * The checkout's details in the confirmation e-mail (docs/checkout.md): the extras in the kitchen's
 * words, the kitchen's and the courier's notes, the invoice's company, as domain/order-presenter.ts
 * words them. Rows of label and value; the template escapes every value for the HTML part.
 */
import type { KitchenTicket } from '#domain/order-presenter.js'
import type { StaffOrder } from '#schemas/orders.js'

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

/** The details' rows, in the guest's language: the kitchen's words, labelled for the guest. */
export function detailRows(ticket: KitchenTicket, lang: 'pl' | 'en'): [string, string][] {
  const pl = lang === 'pl'
  const rows: [string, string][] = []
  if (ticket.extras) rows.push([pl ? 'Dodatki' : 'Extras', ticket.extras.value])
  if (ticket.kitchenNote)
    rows.push([pl ? 'Uwagi dla kuchni' : 'Notes for the kitchen', ticket.kitchenNote.value])
  if (ticket.courierNote)
    rows.push([pl ? 'Wskazówki dla kuriera' : 'Note for the courier', ticket.courierNote.value])
  const invoice = ticket.invoice
  if (invoice)
    rows.push([pl ? 'Faktura VAT' : 'VAT invoice', `${invoice.company}, ${invoice.nip}, ${invoice.address}`])
  return rows
}
