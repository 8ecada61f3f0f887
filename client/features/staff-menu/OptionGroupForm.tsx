import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import type { OptionGroupCreate, StaffOptionGroup } from '#schemas/options.js'
import { useI18n } from '../../i18n/index.js'

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
 * Creates or edits an option group (docs/menu.md, "Options"): its names in both languages, how many
 * a guest picks (min, max) and its options in order (names, price change, default), each row
 * movable up and down. The server checks the rules again and names the field it refuses.
 */
export function OptionGroupForm(props: {
  group?: StaffOptionGroup
  busy: boolean
  onSave: (body: OptionGroupCreate) => void
  onCancel: () => void
}) {
  const { t } = useI18n()
  const id = useId()
  const first = useRef<HTMLInputElement>(null)
  const [pl, setPl] = useState(props.group?.name.pl ?? '')
  const [en, setEn] = useState(props.group?.name.en ?? '')
  const [min, setMin] = useState(String(props.group?.min ?? 0))
  const [max, setMax] = useState(String(props.group?.max ?? 1))
  const [rows, setRows] = useState<Row[]>(() => props.group?.options.map(newRow) ?? [newRow()])
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

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const options = rows.map((r) => ({ ...r, priceDelta: parseDelta(r.delta) }))
    const bad = options.find((o) => o.priceDelta === null)
    if (bad) {
      setError(t('manage.options.badDelta', { value: bad.delta }))
      return
    }
    setError(null)
    props.onSave({
      name: { pl: pl.trim(), en: en.trim() },
      min: Number(min),
      max: Number(max),
      options: options.map((o) => ({
        ...(o.id ? { id: o.id } : {}),
        name: { pl: o.pl.trim(), en: o.en.trim() },
        priceDelta: o.priceDelta!,
        default: o.isDefault,
      })),
    })
  }

  return (
    <form className="manage-options-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{props.group ? t('manage.options.edit') : t('manage.options.new')}</h3>
      <div className="manage-options-grid">
        <label className="manage-field">
          <span>{t('manage.options.namePl')}</span>
          <input ref={first} value={pl} onChange={(e) => setPl(e.target.value)} required maxLength={80} />
        </label>
        <label className="manage-field">
          <span>{t('manage.options.nameEn')}</span>
          <input value={en} onChange={(e) => setEn(e.target.value)} required maxLength={80} lang="en" />
        </label>
        <label className="manage-field">
          <span>{t('manage.options.min')}</span>
          <input type="number" min={0} max={20} value={min} onChange={(e) => setMin(e.target.value)} />
        </label>
        <label className="manage-field">
          <span>{t('manage.options.max')}</span>
          <input type="number" min={1} max={20} value={max} onChange={(e) => setMax(e.target.value)} />
        </label>
      </div>
      <ol className="manage-options-rows">
        {rows.map((row, index) => {
          const label = row.pl || t('manage.options.optionN', { n: index + 1 })
          return (
            <li key={row.key}>
              <label className="manage-field">
                <span>{t('manage.options.optionPl')}</span>
                <input
                  value={row.pl}
                  onChange={(e) => update(row.key, { pl: e.target.value })}
                  required
                  maxLength={80}
                />
              </label>
              <label className="manage-field">
                <span>{t('manage.options.optionEn')}</span>
                <input
                  value={row.en}
                  lang="en"
                  onChange={(e) => update(row.key, { en: e.target.value })}
                  required
                  maxLength={80}
                />
              </label>
              <label className="manage-field">
                <span>{t('manage.options.delta')}</span>
                <input
                  value={row.delta}
                  inputMode="decimal"
                  onChange={(e) => update(row.key, { delta: e.target.value })}
                />
              </label>
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
