import { useCallback, useEffect, useRef, useState } from 'react'
import { formatTime } from '../../../domain/hours.js'
import type { PrinterState, PrintJob } from '../../../schemas/printing.js'
import { useI18n } from '../../i18n/index.js'
import { get } from '../../shared/api.js'
import { useAuth } from './auth.js'
import { chime } from './chime.js'
import { ReprintButton } from './ReprintButton.js'

/** How often the board asks for the printers' state while it is open. */
const POLL_MS = 10_000

/**
 * The kitchen printers on the live board (docs/printing.md, What the board shows): each one ready,
 * offline since when, or with tickets waiting; an alarm (with its sound, again on every poll) while
 * tickets wait on a printer failing for more than a minute; the tickets not printed, with "print
 * again" where one waited too long. Nothing at all while no printer is set up.
 */
export function PrinterStates() {
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
      if (state.printers.some((p) => p.alarm)) chime.alarm()
      const pending = state.printers.some((p) => p.waiting > 0 || p.expired > 0)
      if (!pending) return setJobs([])
      const list = await staffCall((bearer) =>
        get<{ jobs: PrintJob[] }>('/api/print-jobs', { token: bearer }),
      )
      setJobs(list.jobs)
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

  if (printers.length === 0) return null
  const alarmed = printers.filter((p) => p.alarm)

  return (
    <section className="manage-printers" aria-label={t('manage.printers.board')}>
      {alarmed.length > 0 ? (
        <p className="manage-printer-alarm" role="alert">
          {t('manage.printers.alarm', { names: alarmed.map((p) => p.name).join(', ') })}
        </p>
      ) : null}
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
              <span className="manage-printer-error"> · {printer.lastError}</span>
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
                  {job.lastError ? ` · ${job.lastError}` : ''}
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
