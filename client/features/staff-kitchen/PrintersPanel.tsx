import { useCallback, useEffect, useId, useState } from 'react'
import type { Printer, PrinterBody } from '#schemas/printing.js'
import { useI18n } from '../../i18n/index.js'
import { del, errorMessage, get, HttpStatusError, patch, post } from '../../shared/api.js'
import { ConfirmDialog } from '../../shared/ConfirmDialog.js'
import { useNotify } from '../../shared/toast.js'
import { isSessionExpired, useAuth } from '../staff-session/index.js'
import { type FieldError, PrinterForm } from './PrinterForm.js'

/**
 * "Drukarki" (docs/printing.md, Printers): the owner's list of kitchen printers, adding and editing
 * one, a test page, and deleting with a confirmation. Hidden from staff the API refuses (403).
 */
export function PrintersPanel() {
  const { t } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const headingId = useId()
  const [printers, setPrinters] = useState<Printer[] | null>(null)
  const [forbidden, setForbidden] = useState(false)
  const [editing, setEditing] = useState<Printer | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Printer | null>(null)
  const [rotating, setRotating] = useState<Printer | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<FieldError | null>(null)

  const fail = useCallback(
    (failure: unknown) => {
      if (!isSessionExpired(failure)) notify(errorMessage(failure, t('manage.error')), 'ALERT')
    },
    [notify, t],
  )
  const load = useCallback(async () => {
    try {
      const list = await staffCall((bearer) =>
        get<{ printers: Printer[] }>('/api/printers', { token: bearer }),
      )
      setPrinters(list.printers)
    } catch (failure) {
      if (failure instanceof HttpStatusError && failure.status === 403) setForbidden(true)
      else fail(failure)
    }
  }, [fail, staffCall])
  useEffect(() => {
    void load()
  }, [load])

  const save = async (body: PrinterBody) => {
    setBusy(true)
    setError(null)
    try {
      const saved = await staffCall((bearer) =>
        editing && editing !== 'new'
          ? patch<Printer>(`/api/printers/${editing.id}`, body, { token: bearer })
          : post<Printer>('/api/printers', body, { token: bearer }),
      )
      notify(t('manage.printers.saved', { name: saved.name }), 'INFO')
      // A new CloudPRNT printer stays open: its Server URL is what the owner needs next.
      setEditing(saved.kind === 'CLOUDPRNT' && editing === 'new' ? saved : null)
      await load()
    } catch (failure) {
      if (failure instanceof HttpStatusError && failure.body?.message) {
        setError({ field: failure.body.field ?? '', message: failure.body.message })
      } else fail(failure)
    } finally {
      setBusy(false)
    }
  }

  const testPage = async (printer: Printer) => {
    try {
      await staffCall((bearer) => post(`/api/printers/${printer.id}/test`, {}, { token: bearer }))
      notify(t('manage.printers.testSent', { name: printer.name }), 'INFO')
    } catch (failure) {
      fail(failure)
    }
  }

  /** A new CloudPRNT secret (docs/printing.md, CloudPRNT): the form stays open with the new settings. */
  const rotate = async (printer: Printer) => {
    setBusy(true)
    try {
      const saved = await staffCall((bearer) =>
        patch<Printer>(`/api/printers/${printer.id}`, { newSecret: true }, { token: bearer }),
      )
      notify(t('manage.printers.rotated', { name: saved.name }), 'INFO')
      setRotating(null)
      setEditing(saved)
      await load()
    } catch (failure) {
      fail(failure)
    } finally {
      setBusy(false)
    }
  }

  const remove = async (printer: Printer) => {
    setBusy(true)
    try {
      await staffCall((bearer) => del(`/api/printers/${printer.id}`, { token: bearer }))
      notify(t('manage.printers.deleted', { name: printer.name }), 'INFO')
      setDeleting(null)
      await load()
    } catch (failure) {
      fail(failure)
    } finally {
      setBusy(false)
    }
  }

  if (forbidden) return null
  return (
    <section className="manage-panel printers-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('manage.printers.title')}</h2>
      <p>{t('manage.printers.intro')}</p>
      {printers === null ? (
        <p>{t('manage.loading')}</p>
      ) : printers.length === 0 ? (
        <p>{t('manage.printers.none')}</p>
      ) : (
        <ul className="printers-list">
          {printers.map((printer) => (
            <li key={printer.id}>
              <strong>{printer.name}</strong>{' '}
              <span>
                {printer.kind === 'DIRECT'
                  ? `${printer.host}:${printer.port}`
                  : t('manage.printers.kindCloud')}{' '}
                · {printer.paperWidth} mm ·{' '}
                {printer.status === 'READY' ? t('manage.printers.ready') : t('manage.printers.offline')}
              </span>
              <span className="manage-actions">
                <button type="button" className="button button-ghost" onClick={() => setEditing(printer)}>
                  {t('manage.printers.edit', { name: printer.name })}
                </button>
                <button type="button" className="button button-ghost" onClick={() => void testPage(printer)}>
                  {t('manage.printers.test', { name: printer.name })}
                </button>
                <button
                  type="button"
                  className="button button-ghost manage-button-danger"
                  onClick={() => setDeleting(printer)}
                >
                  {t('manage.printers.delete', { name: printer.name })}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <PrinterForm
          key={editing === 'new' ? 'new' : editing.id}
          printer={editing === 'new' ? null : editing}
          busy={busy}
          error={error}
          onSave={(body) => void save(body)}
          onRotate={
            editing !== 'new' && editing.kind === 'CLOUDPRNT' ? () => setRotating(editing) : undefined
          }
          onCancel={() => {
            setEditing(null)
            setError(null)
          }}
        />
      ) : (
        <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
          {t('manage.printers.add')}
        </button>
      )}
      {rotating ? (
        <ConfirmDialog
          title={t('manage.printers.rotateTitle', { name: rotating.name })}
          text={t('manage.printers.rotateText')}
          confirmLabel={t('manage.printers.rotateConfirm')}
          cancelLabel={t('manage.printers.cancel')}
          busy={busy}
          onConfirm={() => void rotate(rotating)}
          onCancel={() => setRotating(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('manage.printers.deleteTitle', { name: deleting.name })}
          text={t('manage.printers.deleteText')}
          confirmLabel={t('manage.printers.deleteConfirm')}
          cancelLabel={t('manage.printers.cancel')}
          busy={busy}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </section>
  )
}
