import { useCallback, useEffect, useRef, useState } from 'react'
import { formatDate, formatTime } from '#domain/hours.js'
import type { FailingInvoices } from '#schemas/invoices.js'
import type { StaffOrder } from '#schemas/orders.js'
import { useI18n } from '../../i18n/index.js'
import { errorMessage, get, post } from '../../shared/api.js'
import { useNotify } from '../../shared/toast.js'
import { isSessionExpired, useAuth } from '../staff-session/index.js'

/** How often the board asks for failing invoices: they fail over a day, a minute is soon enough. */
const POLL_MS = 60_000

type FailingInvoice = FailingInvoices['invoices'][number]

/**
 * GET /api/invoices/failing while the board is open (as the printers' state is polled): the
 * invoices KSeF refused or that failed for a day, for the board's alert. `reload` asks at once
 * (after a re-issue).
 */
export function useFailingInvoices(): { invoices: FailingInvoice[]; reload: () => void } {
  const { session, staffCall } = useAuth()
  const [invoices, setInvoices] = useState<FailingInvoice[]>([])
  const poll = useCallback(async () => {
    try {
      const list = await staffCall((bearer) =>
        get<FailingInvoices>('/api/invoices/failing', { token: bearer }),
      )
      setInvoices(list.invoices)
    } catch {
      // The board's own stream already says when the site is unreachable; the next poll tries again.
    }
  }, [staffCall])
  const pollRef = useRef(poll)
  pollRef.current = poll
  useEffect(() => {
    if (session === null) return
    void pollRef.current()
    const timer = setInterval(() => void pollRef.current(), POLL_MS)
    return () => clearInterval(timer)
  }, [session])
  return { invoices, reload: useCallback(() => void pollRef.current(), []) }
}

/**
 * The board's alert (BoardAlerts): each failing invoice with its order, number, since when and
 * KSeF's reason, and "Wystaw ponownie" for those who may (the order may be from an earlier day, so
 * not on today's board).
 */
export function FailingInvoicesAlert(props: {
  invoices: FailingInvoice[]
  manages: boolean
  /** The re-issued order (the board updates its card) */
  onReissued: (order: StaffOrder) => void
}) {
  const { t, tn, lang } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const [busy, setBusy] = useState<string | null>(null)
  if (props.invoices.length === 0) return null

  const reissue = async (entry: FailingInvoice) => {
    setBusy(entry.orderId)
    try {
      const order = await staffCall((bearer) =>
        post<StaffOrder>(`/api/orders/${encodeURIComponent(entry.orderId)}/invoice/issue`, undefined, {
          token: bearer,
        }),
      )
      notify(t('manage.invoice.queued', { number: entry.orderNumber }), 'INFO')
      props.onReissued(order)
    } catch (failure) {
      if (!isSessionExpired(failure)) notify(errorMessage(failure, t('manage.error')), 'ALERT')
    } finally {
      setBusy(null)
    }
  }

  const since = (iso: string) => `${formatDate(new Date(iso), lang)} ${formatTime(new Date(iso), lang)}`
  return (
    <div className="manage-invoice-alarm" role="alert">
      <p>
        <strong>{tn('manage.invoice.alarm', props.invoices.length)}</strong>
      </p>
      <ul>
        {props.invoices.map((entry) => (
          <li key={`${entry.orderId}-${entry.kind}`}>
            <span>
              {t('manage.invoice.alarmLine', {
                order: entry.orderNumber,
                kind: t(`manage.invoice.kind.${entry.kind}`),
                number: entry.number,
                since: since(entry.since),
              })}
              {entry.lastError ? `: ${entry.lastError}` : ''}
            </span>
            {props.manages ? (
              <button
                type="button"
                className="button"
                disabled={busy !== null}
                aria-label={t('manage.invoice.reissueLabel', { number: entry.orderNumber })}
                onClick={() => void reissue(entry)}
              >
                {t('manage.invoice.reissue')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <p>{t('manage.invoice.alarmHelp')}</p>
    </div>
  )
}
