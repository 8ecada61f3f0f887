import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useI18n } from '../../i18n/index.js'
import { errorMessage, HttpStatusError } from '../../shared/api.js'
import { ConfirmDialog } from '../../shared/ConfirmDialog.js'
import { useNotify } from '../../shared/toast.js'
import { isSessionExpired, useAuth } from '../staff-session/index.js'
import { focusFirstError } from './MenuFields.js'
import { isVersionConflict, useMenuVersion } from './menu-version.js'

/**
 * What the dish and category forms share: their field errors (the browser's checks and the API's
 * `field`), the message of an error no field owns, and the call under way.
 */
export function useEditorForm<F extends string>(
  order: readonly F[],
  toField: (apiField?: string) => F | null,
) {
  const { t, lang } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const prefix = useId()
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  // A colleague changed the menu since it was loaded: the form offers to load it again.
  const [conflict, setConflict] = useState(false)

  /** Shows the browser's own findings; true when there are none. */
  const check = (found: Partial<Record<F, string>>): boolean => {
    setErrors(found)
    setFormError(null)
    if (Object.keys(found).length === 0) return true
    focusFirstError(prefix, order, found)
    return false
  }

  /** Runs a call; a refusal that names a field lands on it (focused), any other above the buttons. */
  const run = async (call: () => Promise<void>) => {
    setSaving(true)
    try {
      await call()
    } catch (failure) {
      if (isSessionExpired(failure)) return
      if (isVersionConflict(failure)) {
        setConflict(true)
        return
      }
      const field = failure instanceof HttpStatusError ? toField(failure.body?.field) : null
      const message = errorMessage(failure, t('manage.error'))
      if (field) {
        const next = { [field]: message } as Partial<Record<F, string>>
        setErrors(next)
        setTimeout(() => focusFirstError(prefix, order, next))
      } else setFormError(message)
    } finally {
      setSaving(false)
    }
  }

  const reset = () => {
    setErrors({})
    setFormError(null)
  }

  /**
   * The frame's delete of the dish or category the form edits: the question names it, the call
   * deletes it, then "deleted" is told and `onDeleted` runs; a refusal shows as any other.
   */
  const removal = (
    names: { pl: string; en: string },
    text: string,
    call: (token: string) => Promise<unknown>,
    onDeleted: () => void,
  ) => ({
    name: names[lang],
    text,
    run: () =>
      run(async () => {
        await staffCall(call)
        notify(t('manage.editor.deleted', { name: names.pl }), 'INFO')
        onDeleted()
      }),
  })

  /** What EditorFormFrame shows of the form's state. */
  const frame = { prefix, formError, conflict, saving }

  return { prefix, errors, setErrors, formError, check, run, reset, removal, frame }
}

/** A form's heading with its close button, the form, its general error, and save / cancel / delete. */
export function EditorFormFrame(props: {
  prefix: string
  title: string
  formError: string | null
  /** The last save was refused because the menu changed meanwhile (docs/kitchen.md, "The menu editor"). */
  conflict: boolean
  saving: boolean
  onSubmit: () => void
  onCancel: () => void
  onClose: () => void
  /** Present when the thing exists: its name for the question, the question's text, the deletion. */
  remove?: { name: string; text: string; run: () => Promise<void> }
  children: ReactNode
}) {
  const { t } = useI18n()
  const [asking, setAsking] = useState(false)
  // Stable, so the open dialog keeps its focus while the form re-renders.
  const stopAsking = useCallback(() => setAsking(false), [])
  const { remove } = props
  const { reload } = useMenuVersion()
  const section = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    // An opened form takes the focus (on a phone it replaces the list the button was in).
    heading.current?.focus({ preventScroll: true })
    section.current?.scrollIntoView?.({ block: 'start' })
  }, [])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    props.onSubmit()
  }
  return (
    <section ref={section} className="manage-editor-form" aria-labelledby={`${props.prefix}-heading`}>
      <div className="manage-editor-form-head">
        <h3 id={`${props.prefix}-heading`} ref={heading} tabIndex={-1}>
          {props.title}
        </h3>
        <button type="button" className="button button-ghost" onClick={props.onClose}>
          {t('manage.editor.backToList')}
        </button>
      </div>
      <form noValidate onSubmit={submit}>
        {props.children}
        {props.formError ? (
          <p className="manage-form-error" role="alert">
            {props.formError}
          </p>
        ) : null}
        {props.conflict ? (
          <div className="manage-form-error" role="alert">
            <p>{t('manage.editor.conflict')}</p>
            <button type="button" className="button button-primary" onClick={reload}>
              {t('manage.editor.conflictReload')}
            </button>
          </div>
        ) : null}
        <div className="manage-editor-actions">
          <button type="submit" className="button button-primary" disabled={props.saving}>
            {t('manage.editor.save')}
          </button>
          <button
            type="button"
            className="button button-ghost"
            onClick={props.onCancel}
            disabled={props.saving}
          >
            {t('manage.editor.cancel')}
          </button>
          {remove ? (
            <button
              type="button"
              className="button button-ghost manage-button-danger"
              onClick={() => setAsking(true)}
              disabled={props.saving}
            >
              {t('manage.editor.delete')}
            </button>
          ) : null}
        </div>
      </form>
      {asking && remove ? (
        <ConfirmDialog
          title={t('manage.editor.deleteTitle', { name: remove.name })}
          text={remove.text}
          confirmLabel={t('manage.editor.deleteConfirm')}
          cancelLabel={t('manage.editor.deleteCancel')}
          busy={props.saving}
          onConfirm={() => void remove.run().finally(stopAsking)}
          onCancel={stopAsking}
        />
      ) : null}
    </section>
  )
}
