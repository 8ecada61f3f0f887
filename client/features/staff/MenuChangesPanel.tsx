import { useEffect, useId, useState } from 'react'
import { formatDate, formatTime } from '../../../domain/hours/format.js'
import { formatPrice } from '../../../domain/money.js'
import type { Language } from '../../../schemas/enums.js'
import { type Translator, useI18n } from '../../i18n/index.js'
import { errorMessage } from '../../shared/api.js'
import { useNotify } from '../notifications/index.js'
import { isSessionExpired, useAuth } from './auth.js'
import { loadChanges, type MenuChange } from './menu-editor-api.js'

/** A changed value as staff read it: prices in złoty, visibility in words, both languages' texts. */
export function changeValue(field: string, value: unknown, lang: Language, t: Translator['t']): string {
  if (value === null || value === undefined || value === '') return '—'
  if (field === 'price' && typeof value === 'number') return formatPrice(value, lang)
  if (typeof value === 'boolean')
    return field === 'visible' ? t(value ? 'manage.changes.shown' : 'manage.changes.hidden') : String(value)
  if (typeof value === 'object' && value !== null && 'pl' in value && 'en' in value) {
    const both = value as { pl: unknown; en: unknown }
    return `${String(both.pl)} / ${String(both.en)}`
  }
  if (Array.isArray(value)) return value.join(', ')
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** The change log ("Historia zmian"): who changed what and when, old → new, newest first. */
export function MenuChangesPanel() {
  const { t, lang } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const headingId = useId()
  const [changes, setChanges] = useState<MenuChange[] | null>(null)

  useEffect(() => {
    let cancelled = false
    staffCall((token) => loadChanges(token)).then(
      (answer) => {
        if (!cancelled) setChanges(answer.changes)
      },
      (failure) => {
        if (!cancelled && !isSessionExpired(failure))
          notify(errorMessage(failure, t('manage.error')), 'ALERT')
      },
    )
    return () => {
      cancelled = true
    }
  }, [staffCall, notify, t])

  return (
    <section className="manage-panel manage-changes" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('manage.changes.title')}</h2>
      {changes === null ? (
        <p role="status">{t('manage.loading')}</p>
      ) : changes.length === 0 ? (
        <p>{t('manage.changes.empty')}</p>
      ) : (
        <div className="manage-changes">
          <table className="manage-table">
            <thead>
              <tr>
                <th scope="col">{t('manage.changes.when')}</th>
                <th scope="col">{t('manage.changes.who')}</th>
                <th scope="col">{t('manage.changes.what')}</th>
                <th scope="col">{t('manage.changes.change')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change, index) => (
                <tr key={index}>
                  <td>
                    {formatDate(change.at, lang)}, {formatTime(new Date(change.at), lang)}
                  </td>
                  <td>{change.by}</td>
                  <td>
                    {change.name} <span className="muted">({change.field})</span>
                  </td>
                  <td>
                    {changeValue(change.field, change.old, lang, t)} →{' '}
                    {changeValue(change.field, change.new, lang, t)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
