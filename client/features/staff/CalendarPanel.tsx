import { useCallback, useEffect, useId, useState } from 'react'
import { formatDate, weekdayName } from '../../../domain/hours/format.js'
import { warsawDate, weekdayOf } from '../../../domain/hours/warsaw-time.js'
import type { CalendarDay, CalendarList } from '../../../schemas/kitchen.js'
import { useI18n } from '../../i18n/index.js'
import { del, errorMessage, get, put } from '../../shared/api.js'
import { useNotify } from '../notifications/index.js'
import { useSiteStatus } from '../site-status/index.js'
import { isSessionExpired, useAuth } from './auth.js'
import { ConfirmDialog } from './ConfirmDialog.js'

/** The calendar: the next 60 days' exceptions, a form to close a date or give it special hours. */
export function CalendarPanel() {
  const { t, lang } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const { refresh } = useSiteStatus()
  const id = useId()
  const [days, setDays] = useState<CalendarList['days'] | null>(null)
  // A fresh form: no date and no kind chosen, so nothing is closed by a stray tap on "Zapisz".
  const [date, setDate] = useState('')
  const [kind, setKind] = useState<'closed' | 'hours' | null>(null)
  const [confirming, setConfirming] = useState(false)
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
  const save = () => {
    const body = kind === 'closed' ? { closed: true } : { opensAt, closesAt }
    const saved: CalendarDay = {
      date,
      closed: kind === 'closed',
      opensAt: kind === 'closed' ? null : opensAt,
      closesAt: kind === 'closed' ? null : closesAt,
      note: note.trim() || null,
    }
    void change(
      (token) =>
        put(`/api/calendar/${date}`, { ...body, ...(note.trim() ? { note: note.trim() } : {}) }, { token }),
      t('manage.calendar.saved', { date: dateWords(date) }),
      () =>
        setDays((list) =>
          [...(list ?? []).filter((d) => d.date !== date), saved].sort((a, b) =>
            a.date.localeCompare(b.date),
          ),
        ),
    )
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
          if (kind === 'closed' && date === warsawDate(Date.now())) setConfirming(true)
          else save()
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
        <button type="submit" className="button button-primary">
          {t('manage.calendar.add')}
        </button>
      </form>
      {confirming && (
        <ConfirmDialog
          title={t('manage.calendar.confirmTitle', { date: dateWords(date) })}
          text={t('manage.calendar.confirmText')}
          confirmLabel={t('manage.calendar.confirm')}
          cancelLabel={t('manage.cancel')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            save()
          }}
        />
      )}
    </section>
  )
}
