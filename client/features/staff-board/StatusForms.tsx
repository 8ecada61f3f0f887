import { type FormEvent, useId, useState } from 'react'
import { formatTime, warsawDate, warsawToInstant } from '#domain/hours.js'
import type { StaffOrder, StatusChange, TimeChange } from '#schemas/orders.js'
import { useI18n } from '../../i18n/index.js'

/**
 * Quick choices in minutes from now: when a pick-up order is ready, and when a courier order reaches
 * the guest (the kitchen's time plus the ride) — what the guest is told (docs/kitchen.md).
 */
const MINUTES = { SELF: [15, 30, 45], COURIER: [45, 60, 90] } as const

/**
 * Accepting an order, or changing an accepted order's time ("Zmień czas"): a courier order asks when
 * it will be delivered, a pick-up order when it is ready; quick choices or a typed time today (Warsaw).
 */
export function AcceptForm(props: {
  order: StaffOrder
  busy: boolean
  now: () => Date
  /** 'change': a new time for an accepted order. */
  mode?: 'accept' | 'change'
  onAccept: (change: StatusChange | TimeChange) => Promise<void>
  onBack: () => void
}) {
  const { t, lang } = useI18n()
  const courier = props.order.deliveryType === 'COURIER'
  const changing = props.mode === 'change'
  const send = (at: Date) =>
    void props.onAccept(
      changing
        ? { estimatedReadyAt: at.toISOString() }
        : { status: 'ACCEPTED', estimatedReadyAt: at.toISOString() },
    )
  const timeId = useId()
  const errorId = useId()
  const [time, setTime] = useState(() => {
    const expected = new Date(props.order.estimatedReadyAt ?? props.order.expectedAt)
    const at = Number.isNaN(expected.getTime()) || expected < props.now() ? props.now() : expected
    return formatTime(at, lang)
  })
  const [error, setError] = useState<string | null>(null)

  const acceptIn = (minutes: number) => send(new Date(props.now().getTime() + minutes * 60_000))

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
    send(at)
  }
  const kind = courier ? 'delivery' : 'ready'

  return (
    <form
      className="manage-inline-form"
      onSubmit={submit}
      noValidate
      aria-label={t(changing ? `manage.time.title.${kind}` : `manage.accept.title.${kind}`)}
    >
      <p className="manage-form-title">
        {t(changing ? `manage.time.title.${kind}` : `manage.accept.title.${kind}`)}
      </p>
      <div className="manage-quick">
        {MINUTES[props.order.deliveryType].map((minutes) => (
          <button
            key={minutes}
            type="button"
            className="button button-primary manage-button-big"
            disabled={props.busy}
            onClick={() => acceptIn(minutes)}
          >
            {t(`manage.accept.in.${kind}`, { minutes })}
          </button>
        ))}
      </div>
      <div className="manage-field-row">
        <label htmlFor={timeId}>{t(`manage.accept.at.${kind}`)}</label>
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
          {t(changing ? 'manage.time.submit' : 'manage.accept.submit')}
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

/** Cancelling an order: a reason is required (quick reasons or typed). */
export function CancelForm(props: {
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
