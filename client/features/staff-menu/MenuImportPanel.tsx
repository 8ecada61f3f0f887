import { useId, useRef, useState } from 'react'
import { useI18n } from '../../i18n/index.js'
import { errorMessage } from '../../shared/api.js'
import { downloadFile } from '../../shared/download.js'
import { useNotify } from '../../shared/toast.js'
import { isSessionExpired, useAuth } from '../staff-session/index.js'
import { ChangeSummary } from './MenuChangesPanel.js'
import { importMenu, importPrices, type PlannedChange } from './menu-editor-api.js'
import { isVersionConflict, type MenuVersion } from './menu-version.js'

/** What a chosen file is sent as: the whole menu (the export's JSON) or the price list (CSV). */
type Upload = { kind: 'menu'; body: unknown } | { kind: 'prices'; file: Blob }

/** A spreadsheet's file: by its name, or the type the browser gives it (Excel's on Windows). */
const isSpreadsheet = (file: File) =>
  /\.csv$/i.test(file.name) || ['text/csv', 'application/vnd.ms-excel'].includes(file.type)

/**
 * Bulk work on the menu (docs/kitchen.md, "Import and export"): the whole menu as JSON and the price
 * list as CSV to download; either file to upload again, shown first as the dry run's list of
 * changes, then applied or dropped.
 */
export function MenuImportPanel() {
  const { t } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const ids = useId()
  const [pending, setPending] = useState<{ upload: Upload; changes: PlannedChange[] } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [fileKey, setFileKey] = useState(0)
  // The version the dry run saw: the import is applied on it, or refused when the menu moved on.
  const version = useRef<MenuVersion>({ current: null }).current

  const download = async (url: string, name: string) => {
    try {
      await staffCall((token) => downloadFile(token, url, name))
    } catch (failure) {
      if (!isSessionExpired(failure)) notify(errorMessage(failure, t('manage.error')), 'ALERT')
    }
  }

  const choose = async (file: File | undefined) => {
    setPending(null)
    setProblem(null)
    if (!file) return
    let upload: Upload
    if (isSpreadsheet(file)) upload = { kind: 'prices', file }
    else {
      try {
        upload = { kind: 'menu', body: JSON.parse(await file.text()) }
      } catch {
        setProblem(t('manage.import.notJson'))
        return
      }
    }
    setBusy(true)
    try {
      version.current = null
      const answer = await staffCall((token) => send(token, upload, true))
      setPending({ upload, changes: answer.changes })
    } catch (failure) {
      if (!isSessionExpired(failure)) setProblem(errorMessage(failure, t('manage.error')))
    } finally {
      setBusy(false)
    }
  }

  const send = (token: string, upload: Upload, dryRun: boolean) =>
    upload.kind === 'prices'
      ? importPrices(token, version, upload.file, dryRun)
      : importMenu(token, version, upload.body, dryRun)

  const drop = () => {
    setPending(null)
    setFileKey((key) => key + 1)
  }

  const apply = async () => {
    if (!pending) return
    setBusy(true)
    try {
      await staffCall((token) => send(token, pending.upload, false))
      const done = pending.upload.kind === 'prices' ? 'manage.import.pricesApplied' : 'manage.import.applied'
      notify(t(done, { count: pending.changes.length }), 'INFO')
      drop()
    } catch (failure) {
      if (isSessionExpired(failure)) return
      if (isVersionConflict(failure)) {
        drop()
        setProblem(t('manage.import.conflict'))
      } else setProblem(errorMessage(failure, t('manage.error')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="manage-panel manage-import" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>{t('manage.import.title')}</h2>
      <div className="manage-editor-actions">
        <button
          type="button"
          className="button button-ghost"
          onClick={() => void download('/api/menu/export', 'menu.json')}
        >
          {t('manage.import.export')}
        </button>
        <button
          type="button"
          className="button button-ghost"
          onClick={() => void download('/api/menu/prices.csv', 'cennik.csv')}
        >
          {t('manage.import.prices')}
        </button>
      </div>
      <div className="manage-field">
        <label htmlFor={`${ids}-file`}>{t('manage.import.file')}</label>
        <p className="manage-hint" id={`${ids}-hint`}>
          {t('manage.import.hint')}
        </p>
        <input
          key={fileKey}
          id={`${ids}-file`}
          type="file"
          accept="application/json,.json,text/csv,.csv"
          aria-describedby={problem ? `${ids}-hint ${ids}-problem` : `${ids}-hint`}
          aria-invalid={problem ? true : undefined}
          disabled={busy}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </div>
      {problem ? (
        <p className="manage-form-error" id={`${ids}-problem`} role="alert">
          {problem}
        </p>
      ) : null}
      {pending ? (
        <section className="manage-import-preview" aria-labelledby={`${ids}-preview`}>
          <h3 id={`${ids}-preview`}>{t('manage.import.preview', { count: pending.changes.length })}</h3>
          {pending.changes.length === 0 ? (
            <p>{t('manage.import.nothing')}</p>
          ) : (
            <ul className="manage-import-changes">
              {pending.changes.map((change) => (
                <li key={`${change.entity}:${change.id}`}>
                  <strong>{change.name}</strong>{' '}
                  <span className="muted">
                    ({t(change.entity === 'CATEGORY' ? 'manage.changes.category' : 'manage.changes.dish')})
                  </span>
                  : <ChangeSummary action={change.action} changes={change.changes} />
                </li>
              ))}
            </ul>
          )}
          <div className="manage-editor-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={busy || pending.changes.length === 0}
              onClick={() => void apply()}
            >
              {t('manage.import.apply')}
            </button>
            <button type="button" className="button button-ghost" disabled={busy} onClick={drop}>
              {t('manage.import.cancel')}
            </button>
          </div>
        </section>
      ) : null}
    </section>
  )
}
