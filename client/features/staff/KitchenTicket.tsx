import { formatTime } from '../../../domain/hours.js'
import { formatPrice } from '../../../domain/money.js'
import { formatPolishPhone } from '../../../domain/order-rules.js'
import type { StaffOrder } from '../../../schemas/orders.js'
import { useI18n } from '../../i18n/index.js'
import { addressLines, deliveryLabel, paymentLabel, placedAt, requestedTimeLabel } from './labels.js'
import { CourierNote, ExtrasLine, InvoiceBadge, InvoiceDetails } from './OrderDetails.js'

/**
 * The kitchen ticket of one order: what the cooks and the courier need, in large print. It is shown
 * only when printing (manage-promo-print.css: @media print hides everything else on the page).
 */
export function KitchenTicket(props: { order: StaffOrder; now?: Date }) {
  const { order } = props
  const { t, lang } = useI18n()
  const address = addressLines(order)
  return (
    <section className="manage-ticket" aria-label={t('manage.ticket.title', { number: order.number })}>
      <p className="manage-ticket-number">
        #{order.number} <InvoiceBadge order={order} className="manage-ticket-invoice-badge" />
      </p>
      <p className="manage-ticket-line">
        {deliveryLabel(t, order)} · {t('manage.ticket.placed', { time: placedAt(order, lang) })}
      </p>
      <p className="manage-ticket-when">{requestedTimeLabel(t, order, lang, props.now)}</p>
      {order.estimatedReadyAt ? (
        <p className="manage-ticket-line">
          {t('manage.order.readyAt')}: {formatTime(new Date(order.estimatedReadyAt), lang)}
        </p>
      ) : null}
      <ul className="manage-ticket-items">
        {order.items.map((item) => (
          <li key={item.productId}>
            <span className="manage-ticket-qty">{item.count} ×</span> {item.name}
          </li>
        ))}
      </ul>
      <ExtrasLine order={order} className="manage-ticket-extras" />
      {order.comment ? (
        <p className="manage-ticket-comment">
          {t('manage.order.comment')}: {order.comment}
        </p>
      ) : null}
      <InvoiceDetails order={order} className="manage-ticket-invoice" />
      <hr />
      <p className="manage-ticket-line">{order.customer.name}</p>
      <p className="manage-ticket-line">{formatPolishPhone(order.customer.phone)}</p>
      {address.map((line) => (
        <p key={line} className="manage-ticket-line">
          {line}
        </p>
      ))}
      {order.address?.floor ? (
        <p className="manage-ticket-line">{t('manage.order.floor', { floor: order.address.floor })}</p>
      ) : null}
      <CourierNote order={order} className="manage-ticket-comment" />
      <p className="manage-ticket-line">
        {paymentLabel(t, order)} · {t('manage.order.total')}: {formatPrice(order.totals.total, lang)}
      </p>
    </section>
  )
}
