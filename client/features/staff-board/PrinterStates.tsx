import { useCallback, useEffect, useRef, useState } from 'react'
import { formatTime } from '#domain/hours.js'
import type { PrinterState, PrintJob } from '#schemas/printing.js'
import { useI18n } from '../../i18n/index.js'
import { get } from '../../shared/api.js'
import { chime } from '../../shared/chime.js'
import { useAuth } from '../staff-session/index.js'
import { printerErrorText } from './printer-error.js'
import { ReprintButton } from './ReprintButton.js'

/** How often the board asks for the printers' state while it is open. */
const POLL_MS = 10_000

/**
 * The kitchen printers on the live board (docs/printing.md, What the board shows): each one ready,
 * offline since when, or with tickets waiting; the tickets not printed, with "print again" where one
 * waited too long. Nothing at all while no printer is set up. The printers whose tickets wait on a
 * failure of more than a minute go to `onAlarm` (shown with the board's other alerts, BoardAlerts),
 * and the alarm sounds again on every poll while there is one.
 */
export function PrinterStates(props: { onAlarm: (printers: PrinterState[]) => void }) {
  const { onAlarm } = props
  const { t, tn, lang } = useI18n()
  const { session, staffCall } = useAuth()
  const [printers, setPrinters] = useState<PrinterState[]>([])
  const [jobs, setJobs] = useState<PrintJob[]>([])

  const poll = useCallback(async () => {
    try {
      const state = await staffCall((bearer) =>
        get<{ printers: PrinterState[] }>('/api/printers/status', { token: bearer }),
      )
      setPrinters(state.printers)
      const alarmed = state.printers.filter((p) => p.alarm)
      onAlarm(alarmed)
      if (alarmed.length > 0) chime.alarm()
      const pending = state.printers.some((p) => p.waiting > 0 || p.expired > 0)
      if (!pending) return setJobs([])
      const list = await staffCall((bearer) =>
        get<{ jobs: PrintJob[] }>('/api/print-jobs', { token: bearer }),
      )
      setJobs(list.jobs)
    } catch {
      // The board's own stream already says when the site is unreachable; the next poll tries again.
    }
  }, [staffCall, onAlarm])
  const pollRef = useRef(poll)
  pollRef.current = poll

  useEffect(() => {
    if (session === null) return
    void pollRef.current()
    const timer = setInterval(() => void pollRef.current(), POLL_MS)
    return () => clearInterval(timer)
  }, [session])

  if (printers.length === 0) return null

  return (
    <section className="manage-printers" aria-label={t('manage.printers.board')}>
      <ul className="manage-printer-list">
        {printers.map((printer) => (
          <li
            key={printer.id}
            className={`manage-printer manage-printer-${printer.status === 'READY' ? 'ready' : 'offline'}`}
          >
            <strong>{printer.name}</strong>{' '}
            <span>
              {printer.status === 'READY'
                ? t('manage.printers.ready')
                : printer.offlineSince
                  ? t('manage.printers.offlineSince', {
                      time: formatTime(new Date(printer.offlineSince), lang),
                    })
                  : t('manage.printers.offline')}
            </span>
            {printer.waiting > 0 ? <span> · {tn('manage.printers.waiting', printer.waiting)}</span> : null}
            {printer.expired > 0 ? <span> · {tn('manage.printers.expired', printer.expired)}</span> : null}
            {printer.status !== 'READY' && printer.lastError ? (
              <span className="manage-printer-error"> · {printerErrorText(printer.lastError, t)}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {jobs.length > 0 ? (
        <details className="manage-print-jobs">
          <summary>{tn('manage.printers.jobs', jobs.length)}</summary>
          <ul>
            {jobs.map((job) => (
              <li key={job.id}>
                <span>
                  {job.orderNumber !== null ? `#${job.orderNumber}` : t('manage.printers.testPage')} ·{' '}
                  {job.printerName} · {formatTime(new Date(job.createdAt), lang)} ·{' '}
                  {t(`manage.printers.job.${job.status}`)}
                  {job.lastError ? ` · ${printerErrorText(job.lastError, t)}` : ''}
                </span>
                {job.status === 'EXPIRED' && job.orderId && job.orderNumber !== null ? (
                  <ReprintButton order={{ id: job.orderId, number: job.orderNumber }} />
                ) : null}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  )
}
