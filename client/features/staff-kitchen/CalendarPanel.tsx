import { useCallback, useEffect, useId, useState } from 'react'
import { formatDate, weekdayName } from '#domain/hours/format.js'
import { warsawDate, weekdayOf } from '#domain/hours/warsaw-time.js'
import type { CalendarDay, CalendarList } from '#schemas/kitchen.js'
import { useI18n } from '../../i18n/index.js'
import { del, errorMessage, get, put } from '../../shared/api.js'
import { ConfirmDialog } from '../../shared/ConfirmDialog.js'
import { useNotify } from '../../shared/toast.js'
import { useSiteStatus } from '../site-status/index.js'
import { isSessionExpired, useAuth } from '../staff-session/index.js'
import { CalendarOrders } from './CalendarOrders.js'
import {
  type CalendarChange,
  ordersWarning,
  outsideOf,
  type PlacedOrder,
  placedOrders,
} from './calendar-orders.js'

/** A change waiting for the staff's word: closing today, or orders already placed for the date. */
interface Pending {
  change: CalendarChange
  today: boolean
  orders: PlacedOrder[]
}

/** The orders a saved change touched, listed under the form until hidden. */
interface Touched {
  date: string
  today: boolean
  orders: PlacedOrder[]
  outside: Set<string>
}

/**
 * The calendar: the next 60 days' exceptions, a form to close a date or give it special hours. Before
 * saving it asks which orders are already placed for the date and, when there are any (or the date
 * closing is today), asks for confirmation saying what the change does to them.
 */
export function CalendarPanel(props: { onShowOrder?: (id: string) => void } = {}) {
  const { t, tn, lang } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const { refresh } = useSiteStatus()
  const id = useId()
  const [days, setDays] = useState<CalendarList['days'] | null>(null)
  // A fresh form: no date and no kind chosen, so nothing is closed by a stray tap on "Zapisz".
  const [date, setDate] = useState('')
  const [kind, setKind] = useState<'closed' | 'hours' | null>(null)
  const [pending, setPending] = useState<Pending | null>(null)
  const [checking, setChecking] = useState(false)
  const [touched, setTouched] = useState<Touched | null>(null)
  const [opensAt, setOpensAt] = useState('12:00')
  const [closesAt, setClosesAt] = useState('18:00')
  const [note, setNote] = useState('')

  // The list is public and cached by browsers for a few seconds: staff read it fresh.
  const load = useCallback(
    async () => setDays((await get<CalendarList>('/api/calendar', { cache: 'no-store' })).days),
    [],
  )
  useEffect(() => {
    load().catch(() => notify(t('manage.error'), 'ALERT'))
  }, [load, notify, t])

  const change = async (call: (token: string) => Promise<unknown>, done: string, update: () => void) => {
    try {
      await staffCall(call)
      update()
      notify(done, 'INFO')
      await Promise.all([load(), refresh()])
    } catch (failure) {
      if (!isSessionExpired(failure)) notify(errorMessage(failure, t('manage.error')), 'ALERT')
    }
  }
  /** A date as staff read it: "środa 24.12.2026". */
  const dateWords = (d: string) => `${weekdayName(weekdayOf(d), lang)} ${formatDate(d, lang)}`
  /** Saves the change (the form's note with it); the orders it touched are listed under the form. */
  const save = (orders: PlacedOrder[], planned: CalendarChange, today: boolean) => {
    const { date: day, closed } = planned
    const body = closed ? { closed: true } : { opensAt: planned.opensAt, closesAt: planned.closesAt }
    const saved: CalendarDay = { ...planned, note: note.trim() || null }
    void change(
      (token) =>
        put(`/api/calendar/${day}`, { ...body, ...(note.trim() ? { note: note.trim() } : {}) }, { token }),
      t('manage.calendar.saved', { date: dateWords(day) }),
      () => {
        setDays((list) =>
          [...(list ?? []).filter((d) => d.date !== day), saved].sort((a, b) => a.date.localeCompare(b.date)),
        )
        setTouched(
          orders.length > 0
            ? { date: day, today, orders, outside: planned.closed ? new Set() : outsideOf(orders, planned) }
            : null,
        )
      },
    )
  }
  /** Asks the server which orders the change touches; saves at once only when nothing needs a word. */
  const submit = async () => {
    const planned: CalendarChange = {
      date,
      closed: kind === 'closed',
      opensAt: kind === 'closed' ? null : opensAt,
      closesAt: kind === 'closed' ? null : closesAt,
    }
    const today = date === warsawDate(Date.now())
    setChecking(true)
    try {
      const { orders } = await staffCall((token) => placedOrders(date, token))
      if (orders.length > 0 || (planned.closed && today)) setPending({ change: planned, today, orders })
      else save(orders, planned, today)
    } catch (failure) {
      if (!isSessionExpired(failure)) notify(errorMessage(failure, t('manage.error')), 'ALERT')
    } finally {
      setChecking(false)
    }
  }
  /** The dialog's words: closing today, the orders placed for the date, or both in one. */
  const confirmWords = ({ change, today, orders }: Pending) => {
    const when = dateWords(change.date)
    const closingToday = change.closed && today
    const text = [
      closingToday ? t('manage.calendar.confirmText') : '',
      ordersWarning({ t, tn }, orders, change),
    ]
    return {
      title: closingToday
        ? t('manage.calendar.confirmTitle', { date: when })
        : change.closed
          ? t('manage.calendar.closeTitle', { date: when })
          : t('manage.calendar.hoursTitle', { date: when, hours: `${change.opensAt}–${change.closesAt}` }),
      text: text.filter(Boolean).join(' '),
      confirmLabel: closingToday
        ? t('manage.calendar.confirm')
        : t(change.closed ? 'manage.calendar.confirmClose' : 'manage.calendar.confirmHours'),
    }
  }
  const describe = (day: CalendarList['days'][number]) =>
    `${dateWords(day.date)}: ${
      day.closed ? t('manage.calendar.closedDay') : `${day.opensAt}–${day.closesAt}`
    }${day.note ? ` (${day.note})` : ''}`

  return (
    <section className="manage-panel" aria-labelledby={`${id}-calendar`}>
      <h2 id={`${id}-calendar`}>{t('manage.calendar.title')}</h2>
      {days === null ? (
        <p>{t('manage.loading')}</p>
      ) : days.length === 0 ? (
        <p>{t('manage.calendar.empty')}</p>
      ) : (
        <ul className="kitchen-calendar">
          {days.map((day) => (
            <li key={day.date}>
              <span>{describe(day)}</span>
              <button
                type="button"
                className="button button-ghost"
                onClick={() =>
                  void change(
                    (token) => del(`/api/calendar/${day.date}`, { token }),
                    t('manage.calendar.removed', { date: formatDate(day.date, lang) }),
                    () => setDays((list) => list?.filter((d) => d.date !== day.date) ?? null),
                  )
                }
              >
                {t('manage.calendar.remove', { date: formatDate(day.date, lang) })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="kitchen-row"
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <label>
          {t('manage.calendar.date')}
          <input type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        {date && (
          <span className="kitchen-picked" aria-live="polite">
            {t('manage.calendar.picked', { date: dateWords(date) })}
          </span>
        )}
        <fieldset className="kitchen-types">
          <legend>{t('manage.calendar.kind')}</legend>
          <label className="kitchen-check">
            <input
              type="radio"
              name={`${id}-kind`}
              required
              checked={kind === 'closed'}
              onChange={() => setKind('closed')}
            />{' '}
            {t('manage.calendar.closed')}
          </label>
          <label className="kitchen-check">
            <input
              type="radio"
              name={`${id}-kind`}
              required
              checked={kind === 'hours'}
              onChange={() => setKind('hours')}
            />{' '}
            {t('manage.calendar.hours')}
          </label>
        </fieldset>
        {kind === 'hours' && (
          <>
            <label>
              {t('manage.calendar.opensAt')}
              <input type="time" required value={opensAt} onChange={(e) => setOpensAt(e.target.value)} />
            </label>
            <label>
              {t('manage.calendar.closesAt')}
              <input type="time" required value={closesAt} onChange={(e) => setClosesAt(e.target.value)} />
            </label>
          </>
        )}
        <label>
          {t('manage.calendar.note')}
          <input value={note} maxLength={120} onChange={(e) => setNote(e.target.value)} />
        </label>
        <button type="submit" className="button button-primary" disabled={checking}>
          {t('manage.calendar.add')}
        </button>
        {checking ? <span aria-live="polite">{t('manage.calendar.checking')}</span> : null}
      </form>
      {touched && (
        <CalendarOrders
          dateWords={dateWords(touched.date)}
          orders={touched.orders}
          outside={touched.outside}
          onShowOrder={touched.today ? props.onShowOrder : undefined}
          onDismiss={() => setTouched(null)}
        />
      )}
      {pending && (
        <ConfirmDialog
          {...confirmWords(pending)}
          cancelLabel={t('manage.cancel')}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            setPending(null)
            save(pending.orders, pending.change, pending.today)
          }}
        />
      )}
    </section>
  )
}
