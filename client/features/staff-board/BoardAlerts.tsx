import { type ReactNode, useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { formatTime } from '#domain/hours.js'
import type { PrinterState } from '#schemas/printing.js'
import { useI18n } from '../../i18n/index.js'
import { printerErrorText } from './printer-error.js'

/** The CSS variable the page reserves at its top for the alerts (client/styles/manage-alerts.css). */
const HEIGHT_VARIABLE = '--manage-alerts-height'

/**
 * On every tab of /manage/: new orders waiting, a lost connection, a printer whose tickets wait and
 * invoices that did not reach KSeF (docs/kitchen.md, "It cannot be missed"; docs/printing.md, "When a printer is offline"). Fixed at
 * the top of the screen; the page moves down by the alerts' height (measured here), so they never
 * cover the compact header, the toolbar or the tabs, and a focused control is never scrolled in
 * under them.
 */
export function BoardAlerts(props: {
  waiting: number
  lost: boolean
  /** Printers in alarm: tickets wait on a failure of more than a minute. */
  printers: PrinterState[]
  /** Invoices that did not reach KSeF (staff-invoices' alert), shown while `invoicesFailing`. */
  invoices?: ReactNode
  invoicesFailing?: boolean
  onShowOrders?: () => void
}) {
  const { t, tn, lang } = useI18n()
  const box = useRef<HTMLDivElement>(null)
  const shown = props.waiting > 0 || props.lost || props.printers.length > 0 || !!props.invoicesFailing

  useEffect(() => {
    const alerts = box.current
    const root = document.documentElement
    if (!alerts) return
    const measure = () =>
      root.style.setProperty(HEIGHT_VARIABLE, `${alerts.getBoundingClientRect().height}px`)
    measure()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    observer?.observe(alerts)
    return () => {
      observer?.disconnect()
      root.style.removeProperty(HEIGHT_VARIABLE)
    }
  }, [shown])

  if (!shown || typeof document === 'undefined') return null
  return createPortal(
    <div className="manage-alerts" ref={box}>
      {props.lost ? (
        <p className="manage-connection-lost" role="alert">
          {t('manage.orders.connectionLost')}
        </p>
      ) : null}
      {props.printers.length > 0 ? (
        <div className="manage-printer-alarm" role="alert">
          {props.printers.map((printer) => (
            <p key={printer.id}>
              <strong>
                {t('manage.printers.alarm', {
                  name: printer.name,
                  time: printer.offlineSince ? formatTime(new Date(printer.offlineSince), lang) : '',
                  tickets: tn('manage.printers.alarmTickets', printer.waiting),
                })}
              </strong>
              {printer.lastError ? ` (${printerErrorText(printer.lastError, t)})` : ''}
            </p>
          ))}
          <p>{t('manage.printers.alarmHelp')}</p>
        </div>
      ) : null}
      {props.invoicesFailing ? props.invoices : null}
      {props.waiting > 0 ? (
        <div className="manage-waiting" role="status">
          <span>{tn('manage.orders.waiting', props.waiting)}</span>
          {props.onShowOrders ? (
            <button type="button" className="button button-primary" onClick={props.onShowOrders}>
              {t('manage.orders.show')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>,
    document.body,
  )
}
