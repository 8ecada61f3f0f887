import type { ReactNode } from 'react'
import { useI18n } from '../../i18n/index.js'

/** The ids of a form's field, its error and its hint, from the form's own id prefix. */
export function fieldIds(prefix: string, field: string) {
  return { input: `${prefix}-${field}`, error: `${prefix}-${field}-error`, hint: `${prefix}-${field}-hint` }
}

/** aria-invalid and aria-describedby of a field: its hint, and its error when it has one. */
export function describedBy(prefix: string, field: string, error: string | undefined, hint?: boolean) {
  const ids = fieldIds(prefix, field)
  const described = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ')
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': described || undefined,
  }
}

/** A field's error, read out with the field (aria-describedby) and shown under it. */
export function FieldError(props: { prefix: string; field: string; error: string | undefined }) {
  if (!props.error) return null
  return (
    <p className="manage-field-error" id={fieldIds(props.prefix, props.field).error}>
      {props.error}
    </p>
  )
}

/** A labelled text input or text area with its hint and error. */
export function TextField(props: {
  prefix: string
  field: string
  label: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
  hint?: ReactNode
  multiline?: boolean
  lang?: 'pl' | 'en'
  inputMode?: 'decimal' | 'numeric'
  required?: boolean
}) {
  const ids = fieldIds(props.prefix, props.field)
  const common = {
    id: ids.input,
    value: props.value,
    lang: props.lang,
    required: props.required,
    ...describedBy(props.prefix, props.field, props.error, props.hint !== undefined),
  }
  return (
    <div className="manage-field">
      <label htmlFor={ids.input}>{props.label}</label>
      {props.hint !== undefined ? (
        <p className="manage-hint" id={ids.hint}>
          {props.hint}
        </p>
      ) : null}
      {props.multiline ? (
        <textarea {...common} rows={3} onChange={(event) => props.onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type="text"
          inputMode={props.inputMode}
          autoComplete="off"
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
      <FieldError prefix={props.prefix} field={props.field} error={props.error} />
    </div>
  )
}

/** Focuses the first field of `order` that has an error (a fieldset: its first control). */
export function focusFirstError(prefix: string, order: readonly string[], errors: Record<string, unknown>) {
  const first = order.find((field) => errors[field])
  if (!first) return
  const element = document.getElementById(fieldIds(prefix, first).input)
  const target =
    element instanceof HTMLFieldSetElement ? element.querySelector<HTMLElement>('input, select') : element
  target?.focus()
}

/** A checkbox of the editor's forms with its label, hint and error ("Widoczne", "Nowość"). */
function CheckField(props: {
  prefix: string
  field: 'visible' | 'isNew'
  label: string
  checked: boolean
  hint?: string
  error?: string
  onChange: (checked: boolean) => void
}) {
  const ids = fieldIds(props.prefix, props.field)
  return (
    <div className="manage-field manage-check">
      <input
        id={ids.input}
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
        {...describedBy(props.prefix, props.field, props.error, props.hint !== undefined)}
      />
      <label htmlFor={ids.input}>{props.label}</label>
      {props.hint ? (
        <p className="manage-hint" id={ids.hint}>
          {props.hint}
        </p>
      ) : null}
      <FieldError prefix={props.prefix} field={props.field} error={props.error} />
    </div>
  )
}

type CheckProps = { prefix: string; checked: boolean; error?: string; onChange: (checked: boolean) => void }

/** The "Nowość" checkbox of a dish: its card and page say so while it is ticked. */
export function NewMarkField(props: CheckProps) {
  const { t } = useI18n()
  return (
    <CheckField
      {...props}
      field="isNew"
      label={t('manage.editor.isNew')}
      hint={t('manage.editor.isNewHint')}
    />
  )
}

/** The "Widoczne" checkbox of a dish or a category, with its hint and error. */
export function VisibleField(props: CheckProps & { hint?: string }) {
  const { t } = useI18n()
  return <CheckField {...props} field="visible" label={t('manage.editor.visible')} />
}
