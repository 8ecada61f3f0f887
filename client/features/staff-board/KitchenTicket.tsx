import { presentOrder } from '#domain/order-presenter.js'
import type { StaffOrder } from '#schemas/orders.js'
import { useI18n } from '../../i18n/index.js'
import { InvoiceBadge, InvoiceDetails, LabelledLine, LineDetails } from './OrderDetails.js'

/**
 * The kitchen ticket of one order: what the cooks and the courier need, in large print, in the words
 * of domain/order-presenter.ts (the printed ticket's). It is shown only when printing
 * (manage-promo-print.css: @media print hides everything else on the page).
 */
export function KitchenTicket(props: { order: StaffOrder; now?: Date }) {
  const { order } = props
  const { t, lang } = useI18n()
  const ticket = presentOrder(order, lang, props.now ?? new Date())
  return (
    <section className="manage-ticket" aria-label={t('manage.ticket.title', { number: order.number })}>
      <p className="manage-ticket-number">
        #{ticket.number} <InvoiceBadge ticket={ticket} className="manage-ticket-invoice-badge" />
      </p>
      <p className="manage-ticket-line">
        {ticket.delivery} · {ticket.placedLine}
      </p>
      <p className="manage-ticket-when">{ticket.when}</p>
      {ticket.readyAt ? (
        <p className="manage-ticket-line">
          {ticket.readyAt.label}: {ticket.readyAt.value}
        </p>
      ) : null}
      <ul className="manage-ticket-items">
        {ticket.lines.map((line, index) => (
          <li key={`${order.items[index]?.productId}-${index}`}>
            <span className="manage-ticket-qty">{line.quantity}</span> {line.name}
            <LineDetails details={line.details} className="manage-ticket-options" />
          </li>
        ))}
      </ul>
      <LabelledLine row={ticket.extras} className="manage-ticket-extras" />
      <LabelledLine row={ticket.kitchenNote} className="manage-ticket-comment" />
      <InvoiceDetails ticket={ticket} className="manage-ticket-invoice" />
      <hr />
      {ticket.customer ? (
        <>
          <p className="manage-ticket-line">{ticket.customer.name}</p>
          <p className="manage-ticket-line">{ticket.customer.phone}</p>
          {ticket.customer.address.map((line) => (
            <p key={line} className="manage-ticket-line">
              {line}
            </p>
          ))}
        </>
      ) : null}
      <LabelledLine row={ticket.courierNote} className="manage-ticket-comment" />
      <p className="manage-ticket-line">
        {ticket.payment.value} · {ticket.totals.at(-1)?.label}: {ticket.totals.at(-1)?.value}
      </p>
    </section>
  )
}
