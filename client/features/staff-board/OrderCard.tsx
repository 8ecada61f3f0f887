import { useId, useState } from 'react'
import { nextStatuses } from '#domain/order-lifecycle.js'
import { presentOrder } from '#domain/order-presenter.js'
import type { StaffOrder, StatusChange, TimeChange } from '#schemas/orders.js'
import { useI18n } from '../../i18n/index.js'
import { moveLabel, statusLabel, telHref } from '../../shared/order-labels.js'
import { Totals } from '../../shared/Totals.js'
import { OrderInvoice } from '../staff-invoices/index.js'
import { needsAttention } from './board-state.js'
import { InvoiceBadge, InvoiceDetails, LabelledLine, LineDetails } from './OrderDetails.js'
import { PaymentAndMail } from './PaymentAndMail.js'
import { ReprintButton } from './ReprintButton.js'
import { SoldOutButton } from './SoldOutButton.js'
import { AcceptForm, CancelForm } from './StatusForms.js'

export interface OrderCardProps {
  order: StaffOrder
  /** Moves the order or changes its time; resolves to whether the server accepted it. */
  onMove: (order: StaffOrder, change: StatusChange | TimeChange) => Promise<boolean>
  onPrint: (order: StaffOrder) => void
  /** Asks again for a failed refund or failed e-mails. */
  onRetry?: (order: StaffOrder, what: 'refund' | 'emails') => Promise<void>
  /** The clock (tests). */
  now?: () => Date
  /** "Wystaw ponownie" and "Korekta" on the invoice (the manager and the owner). */
  managesInvoices?: boolean
  /** The order after its invoice was issued again or corrected. */
  onInvoice?: (order: StaffOrder) => void
}

export function OrderCard(props: OrderCardProps) {
  const { order } = props
  const { t, lang } = useI18n()
  const now = props.now ?? (() => new Date())
  const [form, setForm] = useState<'accept' | 'time' | 'cancel' | null>(null)
  const [busy, setBusy] = useState(false)
  const headingId = useId()
  const highlighted = needsAttention(order)
  const next = nextStatuses(order.status, order.deliveryType)
  const forward = next.filter((to) => to !== 'CANCELLED')
  const timeChangeable = ['ACCEPTED', 'READY', 'IN_DELIVERY'].includes(order.status)

  const move = async (change: StatusChange | TimeChange) => {
    setBusy(true)
    try {
      const ok = await props.onMove(order, change)
      if (ok) setForm(null)
    } finally {
      setBusy(false)
    }
  }

  const ticket = presentOrder(order, lang, now())
  const address = ticket.customer?.address ?? []
  const statusClass = `manage-status manage-status-${order.status.toLowerCase().replace('_', '-')}`

  return (
    <article
      className={`manage-order${highlighted ? ' manage-order-new' : ''}${next.length === 0 ? ' manage-order-done' : ''}`}
      aria-labelledby={headingId}
      data-order-id={order.id}
      // Focusable from code only: the calendar's list of orders leads here (StaffArea.tsx).
      tabIndex={-1}
      data-highlighted={highlighted ? 'true' : undefined}
    >
      <header className="manage-order-head">
        <h3 id={headingId} className="manage-order-number">
          <span className="visually-hidden">{t('manage.order.number')} </span>#{order.number}
        </h3>
        <span className="manage-order-placed">
          <span className="visually-hidden">{t('manage.order.placed')} </span>
          {ticket.placed}
        </span>
        <span className={statusClass}>{statusLabel(t, order.status)}</span>
        <InvoiceBadge ticket={ticket} className="manage-invoice-badge" />
        {highlighted ? <strong className="manage-new-badge">{t('manage.order.newBadge')}</strong> : null}
      </header>

      {/* The decision comes first, where the eye is (docs/kitchen.md, "Layout per screen"): accepting
          with its time choices, the next move, a new time. Cancelling and printing close the card. */}
      {form === 'accept' || form === 'time' ? (
        <AcceptForm
          order={order}
          mode={form === 'time' ? 'change' : 'accept'}
          busy={busy}
          now={now}
          onAccept={move}
          onBack={() => setForm(null)}
        />
      ) : form === null && (forward.length > 0 || timeChangeable) ? (
        <div className="manage-actions manage-actions-main">
          {forward.map((to) => (
            <button
              key={to}
              type="button"
              className="button button-primary manage-button-big"
              disabled={busy}
              onClick={() => (to === 'ACCEPTED' ? setForm('accept') : void move({ status: to }))}
            >
              {to === 'ACCEPTED' ? t('manage.move.ACCEPTED') : moveLabel(t, to, order)}
            </button>
          ))}
          {timeChangeable ? (
            <button
              type="button"
              className="button button-ghost"
              disabled={busy}
              onClick={() => setForm('time')}
            >
              {t('manage.time.change')}
            </button>
          ) : null}
        </div>
      ) : null}
      <LabelledLine row={ticket.kitchenNote} className="manage-comment" />

      <dl className="manage-facts">
        <div>
          <dt>{t('manage.order.delivery')}</dt>
          <dd>{ticket.delivery}</dd>
        </div>
        <div>
          <dt>{t('manage.order.when')}</dt>
          <dd className="manage-strong">{ticket.when}</dd>
        </div>
        <div>
          <dt>{t('manage.order.payment')}</dt>
          <dd>{ticket.payment.value}</dd>
        </div>
        {ticket.readyAt ? (
          <div>
            <dt>{ticket.readyAt.label}</dt>
            <dd className="manage-strong">{ticket.readyAt.value}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('manage.order.customer')}</dt>
          <dd>{order.customer.name}</dd>
        </div>
        <div>
          <dt>{t('manage.order.phone')}</dt>
          <dd>
            <a href={telHref(order.customer.phone)}>{ticket.customer?.phone}</a>
          </dd>
        </div>
        {address.length ? (
          <div className="manage-facts-wide">
            <dt>{t('manage.order.address')}</dt>
            <dd>
              {address[0]}
              <br />
              {address[1]}
            </dd>
          </div>
        ) : null}
      </dl>
      <LabelledLine row={ticket.courierNote} className="manage-courier-note" />

      <ul className="manage-items" aria-label={t('manage.order.items')}>
        {order.items.map((item, index) => (
          <li key={`${item.productId}-${index}`}>
            <span className="manage-qty">{ticket.lines[index]?.quantity}</span>
            <span className="manage-item-name">
              {item.name}
              <LineDetails details={ticket.lines[index]?.details ?? []} className="manage-item-options" />
            </span>
            <span className="manage-money">{ticket.lines[index]?.total}</span>
            {next.length > 0 ? <SoldOutButton productId={item.productId} name={item.name} /> : null}
          </li>
        ))}
      </ul>

      <LabelledLine row={ticket.extras} className="manage-extras" />
      <InvoiceDetails ticket={ticket} className="manage-invoice" />
      <OrderInvoice
        order={order}
        manages={props.managesInvoices ?? false}
        onChanged={props.onInvoice ?? (() => undefined)}
      />

      <Totals
        totals={order.totals}
        promoCode={order.promoCode}
        look="staff"
        totalLabel={t('manage.order.total')}
      />

      {order.status === 'CANCELLED' && order.cancelReason ? (
        <p className="manage-cancel-reason">
          <strong>{t('manage.order.cancelReason')}:</strong> {order.cancelReason}
        </p>
      ) : null}

      <PaymentAndMail order={order} busy={busy} onRetry={props.onRetry} />

      {form === 'cancel' ? (
        <CancelForm busy={busy} onCancel={move} onBack={() => setForm(null)} />
      ) : form === null ? (
        <div className="manage-actions manage-actions-more">
          {next.includes('CANCELLED') ? (
            <button
              type="button"
              className="button button-ghost manage-button-danger"
              disabled={busy}
              onClick={() => setForm('cancel')}
            >
              {t('manage.move.CANCELLED')}
            </button>
          ) : null}
          <button type="button" className="button button-ghost" onClick={() => props.onPrint(order)}>
            {t('manage.order.print')}
          </button>
          <ReprintButton order={order} />
        </div>
      ) : null}
    </article>
  )
}
