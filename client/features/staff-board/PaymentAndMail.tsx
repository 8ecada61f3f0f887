import { useState } from 'react'
import type { StaffOrder } from '#schemas/orders.js'
import { useI18n } from '../../i18n/index.js'

/** A refund's outcome and e-mails that did not reach the guest, with a button to try again. */
export function PaymentAndMail(props: {
  order: StaffOrder
  busy: boolean
  onRetry: ((order: StaffOrder, what: 'refund' | 'emails') => Promise<void>) | undefined
}) {
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
