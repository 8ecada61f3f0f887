import type { KitchenTicket } from '#domain/order-presenter.js'

/** The parts of an order the card and the HTML ticket both show, in the presenter's words. */
interface PartProps {
  ticket: KitchenTicket
  className: string
}

/** "FAKTURA": seen before the receipt is printed. */
export function InvoiceBadge(props: PartProps) {
  return props.ticket.invoice ? (
    <strong className={props.className}>{props.ticket.invoice.mark}</strong>
  ) : null
}

/** A label and its value on one line: the extras, the kitchen's note, the courier's note. */
export function LabelledLine(props: { row: KitchenTicket['extras']; className: string }) {
  return props.row ? (
    <p className={props.className}>
      <strong>{props.row.label}:</strong> {props.row.value}
    </p>
  ) : null
}

/** The invoice's company: name, NIP and address. */
export function InvoiceDetails(props: PartProps) {
  const invoice = props.ticket.invoice
  if (!invoice) return null
  return (
    <div className={props.className}>
      <p>
        <strong>{invoice.label}:</strong> {invoice.company}
      </p>
      <p>{invoice.nip}</p>
      <p>{invoice.address}</p>
    </div>
  )
}

/** Each line's options under its dish ("+ jajko", "łosoś → tuńczyk"). */
export function LineDetails(props: { details: string[]; className: string }) {
  return props.details.length ? (
    <span className={props.className}>
      {props.details.map((detail) => (
        <span key={detail}>{detail}</span>
      ))}
    </span>
  ) : null
}
