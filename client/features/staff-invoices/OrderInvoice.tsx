import { type FormEvent, useId, useState } from 'react'
import type { StaffOrder } from '#schemas/orders.js'
import { useI18n } from '../../i18n/index.js'
import { errorMessage, post } from '../../shared/api.js'
import { useNotify } from '../../shared/toast.js'
import { isSessionExpired, useAuth } from '../staff-session/index.js'

/**
 * An order card's invoice line (docs/invoices.md, "What happens to an invoice"): waiting, issued
 * with the restaurant's and KSeF's numbers, or not sent with KSeF's reason; the correction likewise.
 * For those who may (`manages`: the manager and the owner, as the API allows): "Wystaw ponownie" on
 * a failed invoice of a completed order (or "Wystaw fakturę" on one never queued because invoicing
 * was off), and "Korekta" with its reason on an issued invoice that has none yet. The answer is the
 * updated order (`onChanged`).
 */
export function OrderInvoice(props: {
  order: StaffOrder
  manages: boolean
  onChanged: (order: StaffOrder) => void
}) {
  const { order } = props
  const invoice = order.invoice
  const { t } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [correcting, setCorrecting] = useState(false)
  const [reason, setReason] = useState('')
  if (!invoice) return null

  const call = async (path: 'issue' | 'correction', body: unknown, done: string) => {
    setBusy(true)
    try {
      const updated = await staffCall((bearer) =>
        post<StaffOrder>(`/api/orders/${encodeURIComponent(order.id)}/invoice/${path}`, body, {
          token: bearer,
        }),
      )
      props.onChanged(updated)
      setCorrecting(false)
      setReason('')
      notify(done, 'INFO')
    } catch (failure) {
      if (!isSessionExpired(failure)) notify(errorMessage(failure, t('manage.error')), 'ALERT')
    } finally {
      setBusy(false)
    }
  }
  const correct = (event: FormEvent) => {
    event.preventDefault()
    void call(
      'correction',
      { reason: reason.trim() },
      t('manage.invoice.correctQueued', { number: order.number }),
    )
  }

  const completed = order.status === 'COMPLETED'
  const failed = invoice.status === 'FAILED' || invoice.correction?.status === 'FAILED'
  const canIssue = props.manages && completed && (failed || invoice.status === 'REQUESTED')
  const canCorrect = props.manages && invoice.status === 'ISSUED' && invoice.correction === null

  return (
    <div className={`manage-invoice-state${failed ? ' manage-invoice-failed' : ''}`}>
      <p data-testid="invoice-state">
        <InvoiceWords invoice={invoice} />
      </p>
      {invoice.correction ? (
        <p data-testid="invoice-correction">
          {invoice.correction.status === 'ISSUED'
            ? `${t('manage.invoice.correctionIssued', { number: invoice.correction.number })}${invoice.correction.ksefNumber ? ` · ${t('manage.invoice.ksef', { number: invoice.correction.ksefNumber })}` : ''}`
            : invoice.correction.status === 'FAILED'
              ? t('manage.invoice.correctionFailed', { number: invoice.correction.number })
              : t('manage.invoice.correctionWaiting', { number: invoice.correction.number })}
        </p>
      ) : null}
      {correcting ? (
        <form className="manage-invoice-correct" onSubmit={correct}>
          <label htmlFor={`${id}-reason`}>{t('manage.invoice.correctReason')}</label>
          <input
            id={`${id}-reason`}
            required
            minLength={3}
            maxLength={256}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="manage-actions">
            <button
              type="submit"
              className="button button-primary"
              disabled={busy || reason.trim().length < 3}
            >
              {t('manage.invoice.correctSend')}
            </button>
            <button type="button" className="button button-ghost" onClick={() => setCorrecting(false)}>
              {t('manage.invoice.correctBack')}
            </button>
          </div>
        </form>
      ) : canIssue || canCorrect ? (
        <div className="manage-actions">
          {canIssue ? (
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              aria-label={t(failed ? 'manage.invoice.reissueLabel' : 'manage.invoice.issueLabel', {
                number: order.number,
              })}
              onClick={() =>
                void call('issue', undefined, t('manage.invoice.queued', { number: order.number }))
              }
            >
              {failed ? t('manage.invoice.reissue') : t('manage.invoice.issue')}
            </button>
          ) : null}
          {canCorrect ? (
            <button
              type="button"
              className="button button-ghost"
              aria-label={t('manage.invoice.correctLabel', { number: order.number })}
              onClick={() => setCorrecting(true)}
            >
              {t('manage.invoice.correct')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

/** What became of the invoice, in one line. */
function InvoiceWords(props: { invoice: NonNullable<StaffOrder['invoice']> }) {
  const { t } = useI18n()
  const { invoice } = props
  const ksef = invoice.ksefNumber ? ` · ${t('manage.invoice.ksef', { number: invoice.ksefNumber })}` : ''
  switch (invoice.status) {
    case 'ISSUED':
      return <>{`${t('manage.invoice.issued', { number: invoice.number ?? '' })}${ksef}`}</>
    case 'CORRECTED':
      return <>{`${t('manage.invoice.corrected', { number: invoice.number ?? '' })}${ksef}`}</>
    case 'FAILED':
      return (
        <strong>
          {invoice.lastError
            ? t('manage.invoice.failed', { why: invoice.lastError })
            : t('manage.invoice.failedNoReason')}
        </strong>
      )
    default:
      // REQUESTED (until the order is completed, or invoicing is on) and ISSUING (in the queue).
      return <>{t('manage.invoice.waiting')}</>
  }
}
