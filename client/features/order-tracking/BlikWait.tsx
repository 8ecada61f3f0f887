import { type FormEvent, useEffect, useId, useMemo, useState } from 'react'
import type { OrderCreated, PublicOrder } from '#schemas/orders.js'
import { useI18n } from '../../i18n/index.js'
import { errorMessage, post } from '../../shared/api.js'
import { paymentRedirect } from '../checkout/index.js'

/** 1:45 */
function clock(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000))
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

/**
 * A BLIK code typed on the checkout (docs/checkout.md, BLIK): "Potwierdź płatność w aplikacji
 * banku" with the code's two minutes counting down while the page follows the payment (our
 * notification from PayU); a refused or expired code says so and takes a new code, or sends the
 * guest to PayU's page, without a second order.
 */
export function BlikWait(props: { order: PublicOrder; onChange: () => void }) {
  const { t } = useI18n()
  const { order } = props
  const blik = order.payment?.blik
  const id = useId()
  const [now, setNow] = useState(() => Date.now())
  const [code, setCode] = useState('')
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const waiting = blik?.status === 'WAITING'
  // Counted on this device's clock from what the server said when asked (the clocks may differ).
  const deadline = useMemo(() => Date.now() + (blik?.secondsLeft ?? 0) * 1000, [order, blik?.secondsLeft])
  useEffect(() => {
    if (!waiting) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [waiting])
  if (!blik || order.payment?.status !== 'PENDING' || order.status === 'CANCELLED') return null

  async function retry(body: { blikCode: string } | { method: 'REDIRECT' }) {
    setSending(true)
    setError(null)
    try {
      const answer = await post<OrderCreated>(`/api/order/${encodeURIComponent(order.id)}/payment`, body)
      if (answer.payment?.redirectUrl) paymentRedirect.assign(answer.payment.redirectUrl)
      else props.onChange()
      setCode('')
    } catch (failure) {
      setError(errorMessage(failure, t('checkout.failed')))
    } finally {
      setSending(false)
    }
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const digits = code.replace(/\s/g, '')
    if (!/^\d{6}$/.test(digits)) setError(t('checkout.blikInvalid'))
    else void retry({ blikCode: digits })
  }

  if (waiting) {
    // Never more than the server said (this render's clock may read a little before the deadline's).
    const left = Math.min(deadline - now, blik.secondsLeft * 1000)
    return (
      <section className="info-card blik-wait" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('thanks.blik.wait')}</h2>
        <p className="blik-countdown" role="timer" aria-live="off">
          {left > 0 ? t('thanks.blik.countdown', { time: clock(left) }) : t('thanks.blik.expiredWait')}
        </p>
      </section>
    )
  }
  return (
    <section className="info-card blik-wait blik-failed" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} role="alert">
        {t('thanks.blik.failed')}
      </h2>
      <form className="blik-retry" onSubmit={onSubmit} noValidate>
        <div className="field blik-code">
          <label htmlFor={`${id}-code`}>{t('checkout.blikCode')}</label>
          <input
            id={`${id}-code`}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            placeholder="123 456"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error ? (
            <p className="field-error" id={`${id}-error`}>
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button-primary" disabled={sending} aria-busy={sending}>
          {sending ? t('thanks.blik.sending') : t('thanks.blik.retry')}
        </button>
        <button
          type="button"
          className="button button-ghost"
          disabled={sending}
          onClick={() => void retry({ method: 'REDIRECT' })}
        >
          {t('thanks.blik.redirect')}
        </button>
      </form>
    </section>
  )
}
