import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { formatDate, formatTime } from '#domain/hours/format.js'
import { addDays, warsawDate } from '#domain/hours/warsaw-time.js'
import type { AuditResponse } from '#schemas/staff.js'
import { useI18n } from '../../i18n/index.js'
import { errorMessage, get } from '../../shared/api.js'
import { isSessionExpired, useAuth } from '../staff-session/index.js'
import { changeLines, fieldLabel, valueText } from './audit-view.js'

interface Query {
  from: string
  to: string
  username: string
}

/** Days between two Warsaw dates, both included. */
const spanOf = (q: Query) => Math.round((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000) + 1

/**
 * "Dziennik zmian" (owner; docs/security.md, "Audit trail"): who did what, to what, when and from
 * which address, newest first, from GET /api/audit. Filters: the dates and one account; "earlier"
 * and "later" move the period by its own length.
 */
export function AuditPanel() {
  const { t, lang } = useI18n()
  const { staffCall } = useAuth()
  const id = useId()
  const today = warsawDate(new Date())
  const [query, setQuery] = useState<Query>({ from: addDays(today, -6), to: today, username: '' })
  const [draft, setDraft] = useState<Query>(query)
  const [answer, setAnswer] = useState<AuditResponse | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [round, setRound] = useState(0)

  const load = useCallback(
    async (q: Query) => {
      setAnswer(null)
      setFailure(null)
      const params = new URLSearchParams({ from: q.from, to: q.to })
      if (q.username.trim()) params.set('username', q.username.trim())
      try {
        setAnswer(await staffCall((token) => get<AuditResponse>(`/api/audit?${params}`, { token })))
      } catch (problem) {
        if (!isSessionExpired(problem)) setFailure(errorMessage(problem, t('manage.error')))
      }
    },
    [staffCall, t],
  )
  useEffect(() => {
    void round
    void load(query)
  }, [load, query, round])

  const show = (next: Query) => {
    setDraft(next)
    setQuery(next)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    show({ ...draft })
  }
  const move = (direction: -1 | 1) => {
    const days = spanOf(query) * direction
    show({ ...query, from: addDays(query.from, days), to: addDays(query.to, days) })
  }
  const at = (instant: string) =>
    `${formatDate(new Date(instant), lang)}, ${formatTime(new Date(instant), lang)}`

  return (
    <section className="manage-panel manage-audit" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('manage.audit.title')}</h2>
      <p className="muted">{t('manage.audit.intro')}</p>
      <form className="manage-audit-filters" onSubmit={submit} aria-label={t('manage.audit.filters')}>
        <div className="manage-field">
          <label htmlFor={`${id}-from`}>{t('manage.audit.from')}</label>
          <input
            id={`${id}-from`}
            type="date"
            required
            max={today}
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </div>
        <div className="manage-field">
          <label htmlFor={`${id}-to`}>{t('manage.audit.to')}</label>
          <input
            id={`${id}-to`}
            type="date"
            required
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </div>
        <div className="manage-field">
          <label htmlFor={`${id}-user`}>{t('manage.audit.username')}</label>
          <input
            id={`${id}-user`}
            autoComplete="off"
            autoCapitalize="none"
            maxLength={64}
            value={draft.username}
            onChange={(e) => setDraft({ ...draft, username: e.target.value })}
          />
        </div>
        <button type="submit" className="button button-primary">
          {t('manage.audit.show')}
        </button>
      </form>

      <div className="manage-audit-pages">
        <button type="button" className="button button-ghost" onClick={() => move(-1)}>
          {t('manage.audit.earlier', { days: spanOf(query) })}
        </button>
        <p aria-live="polite">
          {t('manage.audit.period', { from: formatDate(query.from, lang), to: formatDate(query.to, lang) })}
        </p>
        <button
          type="button"
          className="button button-ghost"
          disabled={query.to >= today}
          onClick={() => move(1)}
        >
          {t('manage.audit.later', { days: spanOf(query) })}
        </button>
      </div>

      {failure !== null ? (
        <div className="manage-audit-failure" role="alert">
          <p>{failure}</p>
          <button type="button" className="button" onClick={() => setRound((r) => r + 1)}>
            {t('manage.audit.retry')}
          </button>
        </div>
      ) : answer === null ? (
        <p role="status">{t('manage.loading')}</p>
      ) : answer.entries.length === 0 ? (
        <p role="status">{t('manage.audit.empty')}</p>
      ) : (
        <>
          {answer.truncated ? (
            <p role="status" className="manage-audit-truncated">
              {t('manage.audit.truncated', { count: answer.entries.length })}
            </p>
          ) : null}
          <div className="manage-table-scroll">
            <table className="manage-table manage-audit-table">
              <caption className="visually-hidden">
                {t('manage.audit.caption', { count: answer.entries.length })}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('manage.audit.when')}</th>
                  <th scope="col">{t('manage.audit.who')}</th>
                  <th scope="col">{t('manage.audit.what')}</th>
                  <th scope="col">{t('manage.audit.target')}</th>
                  <th scope="col">{t('manage.audit.change')}</th>
                  <th scope="col">{t('manage.audit.address')}</th>
                </tr>
              </thead>
              <tbody>
                {answer.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td data-label={t('manage.audit.when')}>
                      <time dateTime={entry.at}>{at(entry.at)}</time>
                    </td>
                    <td data-label={t('manage.audit.who')}>
                      {entry.username ??
                        // No account and no address: the command line (npm run staff).
                        (entry.address === null ? t('manage.audit.commandLine') : t('manage.audit.nobody'))}
                    </td>
                    <td data-label={t('manage.audit.what')}>{t(`manage.audit.action.${entry.action}`)}</td>
                    <td data-label={t('manage.audit.target')}>{entry.target ?? '—'}</td>
                    <td data-label={t('manage.audit.change')}>
                      <ChangeList before={entry.before} after={entry.after} />
                    </td>
                    <td data-label={t('manage.audit.address')}>{entry.address ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}

/** What an entry changed, one line per field: "Rola: kuchnia → kierownik". */
function ChangeList(props: { before: unknown; after: unknown }) {
  const { t } = useI18n()
  const lines = changeLines(props.before, props.after)
  if (lines.length === 0) return <>—</>
  return (
    <ul className="manage-change-lines">
      {lines.map((line, index) => {
        const label = line.field === null ? '' : `${fieldLabel(line.field, t)}: `
        const text =
          line.from === undefined
            ? valueText(line.to, t)
            : line.to === undefined
              ? t('manage.audit.was', { value: valueText(line.from, t) })
              : `${valueText(line.from, t)} → ${valueText(line.to, t)}`
        return <li key={line.field ?? index}>{`${label}${text}`}</li>
      })}
    </ul>
  )
}
