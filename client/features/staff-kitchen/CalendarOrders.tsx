import { useId } from 'react'
import { formatTime } from '#domain/hours/format.js'
import { useI18n } from '../../i18n/index.js'
import { statusLabel } from '../../shared/order-labels.js'
import type { PlacedOrder } from './calendar-orders.js'

/**
 * After a date was closed or given special hours: the orders already placed for it, those outside
 * the new hours marked, each today's one with a way to its card on the board (where the guest's
 * phone is), so that staff can call the guests.
 */
export function CalendarOrders(props: {
  /** The date in words ("czwartek 24.12.2026"). */
  dateWords: string
  orders: readonly PlacedOrder[]
  outside: ReadonlySet<string>
  /** Shows an order on the board: only for today's orders (the board holds today's). */
  onShowOrder?: (id: string) => void
  onDismiss: () => void
}) {
  const { t, tn } = useI18n()
  const id = useId()
  return (
    <section className="kitchen-calendar-orders" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} tabIndex={-1}>
        {tn('manage.calendar.affectedTitle', props.orders.length, { date: props.dateWords })}
      </h3>
      <p>{t('manage.calendar.affectedHint')}</p>
      <ul>
        {props.orders.map((order) => (
          <li key={order.id} data-calendar-order={order.number}>
            <span>
              {t('manage.calendar.affectedOrder', {
                number: order.number,
                time: formatTime(Date.parse(order.plannedAt)),
                delivery: t(`manage.delivery.${order.deliveryType}`),
                status: statusLabel(t, order.status),
              })}
              {props.outside.has(order.id) ? (
                <strong className="kitchen-calendar-outside"> — {t('manage.calendar.outside')}</strong>
              ) : null}
            </span>
            {props.onShowOrder ? (
              <button
                type="button"
                className="button button-ghost"
                onClick={() => props.onShowOrder?.(order.id)}
              >
                {t('manage.calendar.showOnBoard', { number: order.number })}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <button type="button" className="button button-ghost" onClick={props.onDismiss}>
        {t('manage.calendar.dismiss')}
      </button>
    </section>
  )
}
