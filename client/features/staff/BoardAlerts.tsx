import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useI18n } from '../../i18n/index.js'

/** The CSS variable the page reserves at its top for the alerts (client/styles/manage-alerts.css). */
const HEIGHT_VARIABLE = '--manage-alerts-height'

/**
 * On every tab of /manage/: new orders waiting, and a lost connection (docs/kitchen.md, "It cannot
 * be missed"). Fixed at the top of the screen; the page moves down by the alerts' height (measured
 * here), so they never cover the compact header, the toolbar or the tabs, and a focused control is
 * never scrolled in under them.
 */
export function BoardAlerts(props: { waiting: number; lost: boolean; onShowOrders?: () => void }) {
  const { t, tn } = useI18n()
  const box = useRef<HTMLDivElement>(null)
  const shown = props.waiting > 0 || props.lost

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
