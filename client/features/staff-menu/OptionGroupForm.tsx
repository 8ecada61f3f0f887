import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import type { OptionGroupCreate, StaffOptionGroup } from '#schemas/options.js'
import { useI18n } from '../../i18n/index.js'
import { errorMessage, HttpStatusError } from '../../shared/api.js'
import { describedBy, FieldError, fieldIds } from './MenuFields.js'

interface Row {
  key: string
  id?: string
  pl: string
  en: string
  delta: string
  isDefault: boolean
}

let rowKeys = 0
const newRow = (from?: StaffOptionGroup['options'][number]): Row => ({
  key: `row-${++rowKeys}`,
  ...(from ? { id: from.id } : {}),
  pl: from?.name.pl ?? '',
  en: from?.name.en ?? '',
  delta: from ? from.priceDelta.toFixed(2).replace('.', ',') : '0,00',
  isDefault: from?.default ?? false,
})

/** "6", "6,5", "-2,00" → PLN; null when it is not an amount with at most two decimals. */
function parseDelta(text: string): number | null {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.').replace('−', '-')
  if (!/^-?\d{1,4}(\.\d{1,2})?$/.test(clean)) return null
  return Number(clean)
}

/**
 * The form's field an API refusal names (`field` of the error answer): "max", "name.pl",
 * "options.2.name" → "row2-pl", "options.1.priceDelta" → "row1-delta"; null for one no field owns.
 */
function formField(apiField: string | undefined): string | null {
  if (!apiField) return null
  const top: Record<string, string> = {
    name: 'namePl',
    'name.pl': 'namePl',
    'name.en': 'nameEn',
    min: 'min',
    max: 'max',
    repeatable: 'repeatable',
  }
  if (top[apiField]) return top[apiField]
  const row = /^options\.(\d+)\.(\w+)(?:\.(\w+))?$/.exec(apiField)
  if (!row) return null
  const [, index, key, sub] = row
  if (key === 'priceDelta') return `row${index}-delta`
  if (key === 'name' && sub === 'en') return `row${index}-en`
  if (key === 'name' || key === 'id') return `row${index}-pl`
  return null
}

/** A labelled input of the form, its hint and its error (read out with it). */
function Field(props: {
  prefix: string
  field: string
  label: string
  error: string | undefined
  hint?: ReactNode
  input: (attributes: { id: string } & ReturnType<typeof describedBy>) => ReactNode
}) {
  const ids = fieldIds(props.prefix, props.field)
  return (
    <div className="manage-field">
      <label htmlFor={ids.input}>{props.label}</label>
      {props.input({ id: ids.input, ...describedBy(props.prefix, props.field, props.error, !!props.hint) })}
      {props.hint ? (
        <p className="manage-hint" id={ids.hint}>
          {props.hint}
        </p>
      ) : null}
      <FieldError prefix={props.prefix} field={props.field} error={props.error} />
    </div>
  )
}

/**
 * Creates or edits an option group (docs/menu.md, "Options"): its names in both languages, how many
 * a guest picks (min, max), whether an option may be taken more than once (max then counts
 * portions, and the form says so) and its options in order (names, price change, default), each
 * row movable up and down. The server checks the rules again; a refusal that names a field is shown
 * under that field, which takes the focus, and any other above the buttons. `onSave` answers the
 * failure, or null once saved.
 */
export function OptionGroupForm(props: {
  group?: StaffOptionGroup
  busy: boolean
  onSave: (body: OptionGroupCreate) => Promise<unknown>
  onCancel: () => void
}) {
  const { t } = useI18n()
  const id = useId()
  const first = useRef<HTMLInputElement>(null)
  const [pl, setPl] = useState(props.group?.name.pl ?? '')
  const [en, setEn] = useState(props.group?.name.en ?? '')
  const [min, setMin] = useState(String(props.group?.min ?? 0))
  const [max, setMax] = useState(String(props.group?.max ?? 1))
  const [repeatable, setRepeatable] = useState(props.group?.repeatable ?? false)
  const [rows, setRows] = useState<Row[]>(() => props.group?.options.map(newRow) ?? [newRow()])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [error, setError] = useState<string | null>(null)

  useEffect(() => first.current?.focus(), [])

  const update = (key: string, change: Partial<Row>) =>
    setRows((current) => current.map((r) => (r.key === key ? { ...r, ...change } : r)))
  const move = (index: number, by: -1 | 1) =>
    setRows((current) => {
      const next = [...current]
      const [row] = next.splice(index, 1)
      next.splice(index + by, 0, row!)
      return next
    })

  /** Shows one error under its field and focuses the field (after React has drawn it). */
  const showAt = (field: string, message: string) => {
    setErrors({ [field]: message })
    setError(null)
    setTimeout(() => document.getElementById(fieldIds(id, field).input)?.focus())
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const options = rows.map((r) => ({ ...r, priceDelta: parseDelta(r.delta) }))
    const bad = options.findIndex((o) => o.priceDelta === null)
    if (bad !== -1) {
      showAt(`row${bad}-delta`, t('manage.options.badDelta', { value: options[bad]!.delta }))
      return
    }
    setErrors({})
    setError(null)
    const failure = await props.onSave({
      name: { pl: pl.trim(), en: en.trim() },
      min: Number(min),
      max: Number(max),
      repeatable,
      options: options.map((o) => ({
        ...(o.id ? { id: o.id } : {}),
        name: { pl: o.pl.trim(), en: o.en.trim() },
        priceDelta: o.priceDelta!,
        default: o.isDefault,
      })),
    })
    if (!failure) return
    const message = errorMessage(failure, t('manage.error'))
    const field = failure instanceof HttpStatusError ? formField(failure.body?.field) : null
    if (field) showAt(field, message)
    else setError(message)
  }

  const common = { prefix: id }
  return (
    <form className="manage-options-form" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>{props.group ? t('manage.options.edit') : t('manage.options.new')}</h3>
      <div className="manage-options-grid">
        <Field
          {...common}
          field="namePl"
          label={t('manage.options.namePl')}
          error={errors.namePl}
          input={(a) => (
            <input
              {...a}
              ref={first}
              value={pl}
              onChange={(e) => setPl(e.target.value)}
              required
              maxLength={80}
            />
          )}
        />
        <Field
          {...common}
          field="nameEn"
          label={t('manage.options.nameEn')}
          error={errors.nameEn}
          input={(a) => (
            <input
              {...a}
              value={en}
              onChange={(e) => setEn(e.target.value)}
              required
              maxLength={80}
              lang="en"
            />
          )}
        />
        <Field
          {...common}
          field="min"
          label={t('manage.options.min')}
          error={errors.min}
          input={(a) => (
            <input
              {...a}
              type="number"
              min={0}
              max={20}
              value={min}
              onChange={(e) => setMin(e.target.value)}
            />
          )}
        />
        <Field
          {...common}
          field="max"
          label={t('manage.options.max')}
          error={errors.max}
          hint={repeatable ? t('manage.options.maxPortions') : undefined}
          input={(a) => (
            <input
              {...a}
              type="number"
              min={1}
              max={20}
              value={max}
              onChange={(e) => setMax(e.target.value)}
            />
          )}
        />
      </div>
      <div className="manage-field manage-check">
        <input
          id={fieldIds(id, 'repeatable').input}
          type="checkbox"
          checked={repeatable}
          onChange={(e) => setRepeatable(e.target.checked)}
          {...describedBy(id, 'repeatable', errors.repeatable, true)}
        />
        <label htmlFor={fieldIds(id, 'repeatable').input}>{t('manage.options.repeatable')}</label>
        <p className="manage-hint" id={fieldIds(id, 'repeatable').hint}>
          {t('manage.options.repeatableHint')}
        </p>
        <FieldError prefix={id} field="repeatable" error={errors.repeatable} />
      </div>
      <ol className="manage-options-rows">
        {rows.map((row, index) => {
          const label = row.pl || t('manage.options.optionN', { n: index + 1 })
          return (
            <li key={row.key}>
              <Field
                {...common}
                field={`row${index}-pl`}
                label={t('manage.options.optionPl')}
                error={errors[`row${index}-pl`]}
                input={(a) => (
                  <input
                    {...a}
                    value={row.pl}
                    onChange={(e) => update(row.key, { pl: e.target.value })}
                    required
                    maxLength={80}
                  />
                )}
              />
              <Field
                {...common}
                field={`row${index}-en`}
                label={t('manage.options.optionEn')}
                error={errors[`row${index}-en`]}
                input={(a) => (
                  <input
                    {...a}
                    value={row.en}
                    lang="en"
                    onChange={(e) => update(row.key, { en: e.target.value })}
                    required
                    maxLength={80}
                  />
                )}
              />
              <Field
                {...common}
                field={`row${index}-delta`}
                label={t('manage.options.delta')}
                error={errors[`row${index}-delta`]}
                input={(a) => (
                  <input
                    {...a}
                    value={row.delta}
                    inputMode="decimal"
                    onChange={(e) => update(row.key, { delta: e.target.value })}
                  />
                )}
              />
              <label className="manage-check">
                <input
                  type="checkbox"
                  checked={row.isDefault}
                  onChange={(e) => update(row.key, { isDefault: e.target.checked })}
                />
                {t('manage.options.default')}
              </label>
              <span className="manage-options-row-actions">
                <button
                  type="button"
                  className="button button-small"
                  disabled={index === 0}
                  aria-label={t('manage.options.up', { name: label })}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button-small"
                  disabled={index === rows.length - 1}
                  aria-label={t('manage.options.down', { name: label })}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button button-small"
                  disabled={rows.length === 1}
                  aria-label={t('manage.options.removeRow', { name: label })}
                  onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                >
                  ×
                </button>
              </span>
            </li>
          )
        })}
      </ol>
      {error ? (
        <p className="manage-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="manage-options-actions">
        <button type="button" className="button" onClick={() => setRows((r) => [...r, newRow()])}>
          {t('manage.options.addRow')}
        </button>
        <button type="button" className="button" onClick={props.onCancel}>
          {t('manage.options.cancel')}
        </button>
        <button type="submit" className="button button-primary" disabled={props.busy}>
          {t('manage.options.save')}
        </button>
      </div>
    </form>
  )
}
