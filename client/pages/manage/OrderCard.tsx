import { type FormEvent, useId, useState } from 'react'
import { formatTime, warsawDate, warsawToInstant } from '../../../domain/hours.js'
import { formatPrice } from '../../../domain/money.js'
import { nextStatuses } from '../../../domain/order-lifecycle.js'
import { formatPolishPhone } from '../../../domain/order-rules.js'
import type { StaffOrder, StatusChange } from '../../../schemas/orders.js'
import { useI18n } from '../../i18n/index.js'
import { needsAttention } from './board-state.js'
import {
  addressLines,
  deliveryLabel,
  moveLabel,
  paymentLabel,
  placedAt,
  requestedTimeLabel,
  statusLabel,
  telHref,
} from './labels.js'

/** Quick choices for the estimated ready time, in minutes from now. */
export const READY_IN_MINUTES = [15, 30, 45] as const

export interface OrderCardProps {
  order: StaffOrder
  /** Moves the order; resolves to whether the server accepted the move. */
  onMove: (order: StaffOrder, change: StatusChange) => Promise<boolean>
  onPrint: (order: StaffOrder) => void
  /** Asks again for a failed refund or failed e-mails. */
  onRetry?: (order: StaffOrder, what: 'refund' | 'emails') => Promise<void>
  /** The clock (tests). */
  now?: () => Date
}

export function OrderCard(props: OrderCardProps) {
  const { order } = props
  const { t, lang } = useI18n()
  const now = props.now ?? (() => new Date())
  const [form, setForm] = useState<'accept' | 'cancel' | null>(null)
  const [busy, setBusy] = useState(false)
  const headingId = useId()
  const highlighted = needsAttention(order)
  const next = nextStatuses(order.status, order.deliveryType)

  const move = async (change: StatusChange) => {
    setBusy(true)
    try {
      const ok = await props.onMove(order, change)
      if (ok) setForm(null)
    } finally {
      setBusy(false)
    }
  }

  const address = addressLines(order)
  const statusClass = `manage-status manage-status-${order.status.toLowerCase().replace('_', '-')}`

  return (
    <article
      className={`manage-order${highlighted ? ' manage-order-new' : ''}${next.length === 0 ? ' manage-order-done' : ''}`}
      aria-labelledby={headingId}
      data-order-id={order.id}
      data-highlighted={highlighted ? 'true' : undefined}
    >
      <header className="manage-order-head">
        <h3 id={headingId} className="manage-order-number">
          <span className="visually-hidden">{t('manage.order.number')} </span>#{order.number}
        </h3>
        <span className="manage-order-placed">
          <span className="visually-hidden">{t('manage.order.placed')} </span>
          {placedAt(order, lang)}
        </span>
        <span className={statusClass}>{statusLabel(t, order.status)}</span>
        {highlighted ? <strong className="manage-new-badge">{t('manage.order.newBadge')}</strong> : null}
      </header>

      <dl className="manage-facts">
        <div>
          <dt>{t('manage.order.delivery')}</dt>
          <dd>{deliveryLabel(t, order)}</dd>
        </div>
        <div>
          <dt>{t('manage.order.when')}</dt>
          <dd className="manage-strong">{requestedTimeLabel(t, order, lang, now())}</dd>
        </div>
        <div>
          <dt>{t('manage.order.payment')}</dt>
          <dd>{paymentLabel(t, order)}</dd>
        </div>
        {order.estimatedReadyAt ? (
          <div>
            <dt>{t('manage.order.readyAt')}</dt>
            <dd className="manage-strong">{formatTime(new Date(order.estimatedReadyAt), lang)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('manage.order.customer')}</dt>
          <dd>{order.customer.name}</dd>
        </div>
        <div>
          <dt>{t('manage.order.phone')}</dt>
          <dd>
            <a href={telHref(order.customer.phone)}>{formatPolishPhone(order.customer.phone)}</a>
          </dd>
        </div>
        {address.length ? (
          <div className="manage-facts-wide">
            <dt>{t('manage.order.address')}</dt>
            <dd>
              {address[0]}
              {order.address?.floor ? `, ${t('manage.order.floor', { floor: order.address.floor })}` : ''}
              <br />
              {address[1]}
            </dd>
          </div>
        ) : null}
      </dl>

      <ul className="manage-items" aria-label={t('manage.order.items')}>
        {order.items.map((item) => (
          <li key={item.productId}>
            <span className="manage-qty">{item.count} ×</span>
            <span className="manage-item-name">{item.name}</span>
            <span className="manage-money">{formatPrice(item.lineTotal, lang)}</span>
          </li>
        ))}
      </ul>

      {order.comment ? (
        <p className="manage-comment">
          <strong>{t('manage.order.comment')}:</strong> {order.comment}
        </p>
      ) : null}

      <dl className="manage-totals">
        <div>
          <dt>{t('manage.order.products')}</dt>
          <dd>{formatPrice(order.totals.products, lang)}</dd>
        </div>
        {order.totals.discount > 0 ? (
          <div>
            <dt>
              {t('manage.order.discount')}
              {order.promoCode ? ` (${order.promoCode})` : ''}
            </dt>
            <dd>−{formatPrice(order.totals.discount, lang)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('manage.order.deliveryFee')}</dt>
          <dd>{formatPrice(order.totals.delivery, lang)}</dd>
        </div>
        <div className="manage-total">
          <dt>{t('manage.order.total')}</dt>
          <dd>{formatPrice(order.totals.total, lang)}</dd>
        </div>
      </dl>

      {order.status === 'CANCELLED' && order.cancelReason ? (
        <p className="manage-cancel-reason">
          <strong>{t('manage.order.cancelReason')}:</strong> {order.cancelReason}
        </p>
      ) : null}

      <PaymentAndMail order={order} busy={busy} onRetry={props.onRetry} />

      {form === 'accept' ? (
        <AcceptForm order={order} busy={busy} now={now} onAccept={move} onBack={() => setForm(null)} />
      ) : form === 'cancel' ? (
        <CancelForm busy={busy} onCancel={move} onBack={() => setForm(null)} />
      ) : (
        <div className="manage-actions">
          {next.map((to) =>
            to === 'ACCEPTED' ? (
              <button
                key={to}
                type="button"
                className="button button-primary manage-button-big"
                disabled={busy}
                onClick={() => setForm('accept')}
              >
                {t('manage.move.ACCEPTED')}
              </button>
            ) : to === 'CANCELLED' ? (
              <button
                key={to}
                type="button"
                className="button button-ghost manage-button-danger"
                disabled={busy}
                onClick={() => setForm('cancel')}
              >
                {t('manage.move.CANCELLED')}
              </button>
            ) : (
              <button
                key={to}
                type="button"
                className="button button-primary manage-button-big"
                disabled={busy}
                onClick={() => void move({ status: to })}
              >
                {moveLabel(t, to, order)}
              </button>
            ),
          )}
          <button type="button" className="button button-ghost" onClick={() => props.onPrint(order)}>
            {t('manage.order.print')}
          </button>
        </div>
      )}
    </article>
  )
}

function AcceptForm(props: {
  order: StaffOrder
  busy: boolean
  now: () => Date
  onAccept: (change: StatusChange) => Promise<void>
  onBack: () => void
}) {
  const { t, lang } = useI18n()
  const timeId = useId()
  const errorId = useId()
  const [time, setTime] = useState(() => {
    const expected = new Date(props.order.expectedAt)
    const at = Number.isNaN(expected.getTime()) || expected < props.now() ? props.now() : expected
    return formatTime(at, lang)
  })
  const [error, setError] = useState<string | null>(null)

  const acceptIn = (minutes: number) =>
    void props.onAccept({
      status: 'ACCEPTED',
      estimatedReadyAt: new Date(props.now().getTime() + minutes * 60_000).toISOString(),
    })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const now = props.now()
    let at: Date
    try {
      at = warsawToInstant(warsawDate(now), time)
    } catch {
      setError(t('manage.accept.badTime'))
      return
    }
    if (at.getTime() < now.getTime() - 60_000) {
      setError(t('manage.accept.pastTime'))
      return
    }
    setError(null)
    void props.onAccept({ status: 'ACCEPTED', estimatedReadyAt: at.toISOString() })
  }

  return (
    <form className="manage-inline-form" onSubmit={submit} noValidate aria-label={t('manage.accept.title')}>
      <p className="manage-form-title">{t('manage.accept.title')}</p>
      <div className="manage-quick">
        {READY_IN_MINUTES.map((minutes) => (
          <button
            key={minutes}
            type="button"
            className="button button-primary manage-button-big"
            disabled={props.busy}
            onClick={() => acceptIn(minutes)}
          >
            {t('manage.accept.in', { minutes })}
          </button>
        ))}
      </div>
      <div className="manage-field-row">
        <label htmlFor={timeId}>{t('manage.accept.at')}</label>
        <input
          id={timeId}
          type="time"
          required
          value={time}
          onChange={(e) => setTime(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="button button-primary" disabled={props.busy}>
          {t('manage.accept.submit')}
        </button>
        <button type="button" className="button button-ghost" onClick={props.onBack}>
          {t('manage.back')}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="manage-form-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  )
}

function CancelForm(props: {
  busy: boolean
  onCancel: (change: StatusChange) => Promise<void>
  onBack: () => void
}) {
  const { t } = useI18n()
  const reasonId = useId()
  const errorId = useId()
  const [reason, setReason] = useState('')
  const [error, setError] = useState(false)
  const quick = [t('manage.cancel.reason1'), t('manage.cancel.reason2'), t('manage.cancel.reason3')]

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const text = reason.trim()
    if (!text) {
      setError(true)
      return
    }
    setError(false)
    void props.onCancel({ status: 'CANCELLED', reason: text })
  }

  return (
    <form
      className="manage-inline-form manage-cancel-form"
      onSubmit={submit}
      noValidate
      aria-label={t('manage.cancel.title')}
    >
      <p className="manage-form-title">{t('manage.cancel.title')}</p>
      <div className="manage-quick">
        {quick.map((text) => (
          <button
            key={text}
            type="button"
            className="button button-ghost button-small"
            onClick={() => setReason(text)}
          >
            {text}
          </button>
        ))}
      </div>
      <label htmlFor={reasonId}>{t('manage.cancel.reason')}</label>
      <textarea
        id={reasonId}
        required
        maxLength={300}
        rows={2}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className="manage-form-error" role="alert">
          {t('manage.cancel.required')}
        </p>
      ) : null}
      <div className="manage-field-row">
        <button
          type="submit"
          className="button button-primary manage-button-danger-solid"
          disabled={props.busy}
        >
          {t('manage.cancel.submit')}
        </button>
        <button type="button" className="button button-ghost" onClick={props.onBack}>
          {t('manage.back')}
        </button>
      </div>
    </form>
  )
}

/** A refund's outcome and e-mails that did not reach the guest, with a button to try again. */
function PaymentAndMail(props: { order: StaffOrder; busy: boolean; onRetry: OrderCardProps['onRetry'] }) {
  const { t } = useI18n()
  const { order, onRetry } = props
  const [busy, setBusy] = useState(false)
  const refund = order.payment?.refund
  const troubled = (order.emails ?? []).filter(
    (e) => e.status === 'FAILED' || (e.status === 'PENDING' && e.lastError),
  )
  if (!refund && troubled.length === 0) return null
  const retry = async (what: 'refund' | 'emails') => {
    setBusy(true)
    try {
      await onRetry?.(order, what)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="manage-notices">
      {refund ? (
        <p className={refund.status === 'FAILED' ? 'notice notice-alert' : 'notice'} role="status">
          {refund.status === 'FAILED'
            ? t('manage.refund.FAILED', { error: refund.error ?? '' })
            : t(`manage.refund.${refund.status}`)}
          {refund.status === 'FAILED' && onRetry ? (
            <>
              {' '}
              <button
                type="button"
                className="button button-ghost button-small"
                disabled={busy || props.busy}
                onClick={() => void retry('refund')}
              >
                {t('manage.refund.retry')}
              </button>
            </>
          ) : null}
        </p>
      ) : null}
      {troubled.map((mail) => (
        <p key={mail.kind} className="notice notice-alert" role="status">
          {mail.status === 'FAILED'
            ? t('manage.mail.failed', { kind: t(`manage.mail.${mail.kind}`), error: mail.lastError ?? '' })
            : t('manage.mail.retrying', {
                kind: t(`manage.mail.${mail.kind}`),
                attempts: String(mail.attempts),
                error: mail.lastError ?? '',
              })}
          {mail.status === 'FAILED' && onRetry ? (
            <>
              {' '}
              <button
                type="button"
                className="button button-ghost button-small"
                disabled={busy || props.busy}
                onClick={() => void retry('emails')}
              >
                {t('manage.mail.retry')}
              </button>
            </>
          ) : null}
        </p>
      ))}
    </div>
  )
}
