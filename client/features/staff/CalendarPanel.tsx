import { useCallback, useEffect, useId, useState } from 'react'
import { formatDate, weekdayName } from '../../../domain/hours/format.js'
import { warsawDate, weekdayOf } from '../../../domain/hours/warsaw-time.js'
import type { CalendarList } from '../../../schemas/kitchen.js'
import { useI18n } from '../../i18n/index.js'
import { del, errorMessage, get, put } from '../../shared/api.js'
import { useNotify } from '../notifications/index.js'
import { useSiteStatus } from '../site-status/index.js'
import { isSessionExpired, useAuth } from './auth.js'

/** The calendar: the next 60 days' exceptions, a form to close a date or give it special hours. */
export function CalendarPanel() {
  const { t, lang } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const { refresh } = useSiteStatus()
  const id = useId()
  const [days, setDays] = useState<CalendarList['days'] | null>(null)
  const [date, setDate] = useState(() => warsawDate(Date.now()))
  const [closed, setClosed] = useState(true)
  const [opensAt, setOpensAt] = useState('12:00')
  const [closesAt, setClosesAt] = useState('18:00')
  const [note, setNote] = useState('')

  const load = useCallback(async () => setDays((await get<CalendarList>('/api/calendar')).days), [])
  useEffect(() => {
    load().catch(() => notify(t('manage.error'), 'ALERT'))
  }, [load, notify, t])

  const change = async (call: (token: string) => Promise<unknown>, done: string) => {
    try {
      await staffCall(call)
      notify(done, 'INFO')
      await Promise.all([load(), refresh()])
    } catch (failure) {
      if (!isSessionExpired(failure)) notify(errorMessage(failure, t('manage.error')), 'ALERT')
    }
  }
  const describe = (day: CalendarList['days'][number]) =>
    `${weekdayName(weekdayOf(day.date), lang)} ${formatDate(day.date, lang)}: ${
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
                    t('manage.calendar.removed'),
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
          const body = closed ? { closed: true } : { opensAt, closesAt }
          void change(
            (token) =>
              put(
                `/api/calendar/${date}`,
                { ...body, ...(note.trim() ? { note: note.trim() } : {}) },
                { token },
              ),
            t('manage.calendar.saved'),
          )
        }}
      >
        <label>
          {t('manage.calendar.date')}
          <input type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <label className="kitchen-check">
          <input type="checkbox" checked={closed} onChange={(e) => setClosed(e.target.checked)} />{' '}
          {t('manage.calendar.closed')}
        </label>
        {!closed && (
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
        <button type="submit" className="button button-primary">
          {t('manage.calendar.add')}
        </button>
      </form>
    </section>
  )
}
