import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { inPromoDateRange } from '#domain/promo-dates.js'
import type { DiscountType } from '#schemas/enums.js'
import type { PromoCode } from '#schemas/promo-codes.js'
import { PROMO_DATE_MAX, PROMO_DATE_MIN } from '#schemas/promo-codes.js'
import { useI18n } from '../../i18n/index.js'
import { errorMessage, get, HttpStatusError, patch, post } from '../../shared/api.js'
import { useNotify } from '../../shared/toast.js'
import { isSessionExpired, useAuth } from '../staff-session/index.js'
import { PromoCodesTable } from './PromoCodesTable.js'

type Field = 'code' | 'type' | 'value' | 'validFrom' | 'validTo' | 'maxUses'

interface Draft {
  code: string
  type: DiscountType
  value: string
  validFrom: string
  validTo: string
  maxUses: string
}

const EMPTY: Draft = { code: '', type: 'PERCENTAGE', value: '', validFrom: '', validTo: '', maxUses: '' }

/**
 * The body of POST /api/promo-codes from the form (a Polish decimal comma is accepted).
 * @internal Exported for its tests; production uses it within this module.
 */
export function promoCodeBody(draft: Draft): Record<string, unknown> {
  const body: Record<string, unknown> = {
    code: draft.code.trim(),
    type: draft.type,
    value: Number(draft.value.trim().replace(',', '.')),
  }
  if (draft.validFrom) body.validFrom = draft.validFrom
  if (draft.validTo) body.validTo = draft.validTo
  if (draft.maxUses.trim()) body.maxUses = Number(draft.maxUses.trim())
  return body
}

/** The first date field outside the site's date range (1900-01-01 to 2099-12-31), if any. */
function dateOutOfRange(draft: Draft): 'validFrom' | 'validTo' | null {
  for (const field of ['validFrom', 'validTo'] as const) {
    const value = draft[field]
    if (value && !inPromoDateRange(value)) return field
  }
  return null
}

/** Promo codes: the list, a form to create one, deactivate and reactivate. */
export function PromoCodesPanel() {
  const { t } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const [codes, setCodes] = useState<PromoCode[] | null>(null)
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const [formError, setFormError] = useState<{ message: string; field: Field | null } | null>(null)
  const [saving, setSaving] = useState(false)
  const [toggling, setToggling] = useState<string | null>(null)
  const ids = useId()
  const id = (name: string) => `${ids}-${name}`
  const fieldRefs = useRef<Partial<Record<Field, HTMLInputElement | HTMLSelectElement | null>>>({})

  const load = useCallback(async () => {
    try {
      setCodes(await staffCall((token) => get<PromoCode[]>('/api/promo-codes', { token })))
    } catch (failure) {
      if (!isSessionExpired(failure)) notify(errorMessage(failure, t('manage.error')), 'ALERT')
    }
  }, [notify, staffCall, t])

  useEffect(() => {
    void load()
  }, [load])

  const set = (name: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }))

  const create = async (event: FormEvent) => {
    event.preventDefault()
    const body = promoCodeBody(draft)
    if (!body.code || !draft.value.trim() || !Number.isFinite(body.value as number)) {
      const field: Field = body.code ? 'value' : 'code'
      setFormError({
        message: t(field === 'code' ? 'manage.promo.needCode' : 'manage.promo.needValue'),
        field,
      })
      fieldRefs.current[field]?.focus()
      return
    }
    const badDate = dateOutOfRange(draft)
    if (badDate) {
      setFormError({ message: t('manage.promo.dateRange'), field: badDate })
      fieldRefs.current[badDate]?.focus()
      return
    }
    setSaving(true)
    setFormError(null)
    try {
      const created = await staffCall((token) => post<PromoCode>('/api/promo-codes', body, { token }))
      setCodes((current) => [created, ...(current ?? []).filter((c) => c.code !== created.code)])
      setDraft(EMPTY)
      notify(t('manage.promo.created', { code: created.code }), 'INFO')
    } catch (failure) {
      if (isSessionExpired(failure)) return
      const field =
        failure instanceof HttpStatusError ? (failure.body?.field as Field | undefined) : undefined
      const known = field && field in EMPTY ? field : null
      setFormError({ message: errorMessage(failure, t('manage.error')), field: known })
      if (known) fieldRefs.current[known]?.focus()
    } finally {
      setSaving(false)
    }
  }

  const toggle = async (code: PromoCode) => {
    setToggling(code.code)
    try {
      const updated = await staffCall((token) =>
        patch<PromoCode>(
          `/api/promo-codes/${encodeURIComponent(code.code)}`,
          { active: !code.active },
          { token },
        ),
      )
      setCodes((current) => (current ?? []).map((c) => (c.code === updated.code ? updated : c)))
    } catch (failure) {
      if (!isSessionExpired(failure)) notify(errorMessage(failure, t('manage.error')), 'ALERT')
    } finally {
      setToggling(null)
    }
  }

  const invalid = (field: Field) =>
    formError?.field === field ? { 'aria-invalid': true, 'aria-describedby': id('error') } : {}

  return (
    <section className="manage-panel manage-promo" aria-labelledby={id('heading')}>
      <h2 id={id('heading')}>{t('manage.promo.title')}</h2>

      <form className="manage-promo-form" onSubmit={create} noValidate aria-labelledby={id('form-title')}>
        <h3 id={id('form-title')}>{t('manage.promo.new')}</h3>
        <div className="manage-promo-grid">
          <div className="manage-field">
            <label htmlFor={id('code')}>{t('manage.promo.code')}</label>
            <input
              id={id('code')}
              ref={(el) => {
                fieldRefs.current.code = el
              }}
              value={draft.code}
              onChange={set('code')}
              required
              maxLength={32}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              aria-describedby={id('code-hint')}
              {...invalid('code')}
            />
            <span id={id('code-hint')} className="manage-hint">
              {t('manage.promo.codeHint')}
            </span>
          </div>
          <div className="manage-field">
            <label htmlFor={id('type')}>{t('manage.promo.type')}</label>
            <select
              id={id('type')}
              ref={(el) => {
                fieldRefs.current.type = el
              }}
              value={draft.type}
              onChange={set('type')}
              {...invalid('type')}
            >
              <option value="PERCENTAGE">{t('manage.promo.PERCENTAGE')}</option>
              <option value="FIXED">{t('manage.promo.FIXED')}</option>
            </select>
          </div>
          <div className="manage-field">
            <label htmlFor={id('value')}>
              {draft.type === 'PERCENTAGE' ? t('manage.promo.valuePercent') : t('manage.promo.valuePln')}
            </label>
            <input
              id={id('value')}
              ref={(el) => {
                fieldRefs.current.value = el
              }}
              inputMode="decimal"
              value={draft.value}
              onChange={set('value')}
              required
              {...invalid('value')}
            />
          </div>
          <div className="manage-field">
            <label htmlFor={id('validFrom')}>{t('manage.promo.validFrom')}</label>
            <input
              id={id('validFrom')}
              ref={(el) => {
                fieldRefs.current.validFrom = el
              }}
              type="date"
              min={PROMO_DATE_MIN}
              max={PROMO_DATE_MAX}
              value={draft.validFrom}
              onChange={set('validFrom')}
              {...invalid('validFrom')}
            />
          </div>
          <div className="manage-field">
            <label htmlFor={id('validTo')}>{t('manage.promo.validTo')}</label>
            <input
              id={id('validTo')}
              ref={(el) => {
                fieldRefs.current.validTo = el
              }}
              type="date"
              min={PROMO_DATE_MIN}
              max={PROMO_DATE_MAX}
              value={draft.validTo}
              onChange={set('validTo')}
              {...invalid('validTo')}
            />
          </div>
          <div className="manage-field">
            <label htmlFor={id('maxUses')}>{t('manage.promo.maxUses')}</label>
            <input
              id={id('maxUses')}
              ref={(el) => {
                fieldRefs.current.maxUses = el
              }}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={draft.maxUses}
              onChange={set('maxUses')}
              {...invalid('maxUses')}
            />
          </div>
        </div>
        {formError ? (
          <p id={id('error')} className="manage-form-error" role="alert">
            {formError.message}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={saving}>
          {t('manage.promo.create')}
        </button>
      </form>

      {codes === null ? (
        <p className="manage-empty">{t('manage.loading')}</p>
      ) : codes.length === 0 ? (
        <p className="manage-empty">{t('manage.promo.empty')}</p>
      ) : (
        <PromoCodesTable codes={codes} toggling={toggling} onToggle={(code) => void toggle(code)} />
      )}
    </section>
  )
}
