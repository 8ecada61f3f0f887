import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useState } from 'react'
import { KSEF_ENVIRONMENTS } from '#schemas/enums.js'
import type { ConnectionCheck, InvoiceSettings, InvoiceSettingsUpdate } from '#schemas/invoices.js'
import { useI18n } from '../../i18n/index.js'
import { errorMessage, get, HttpStatusError, post, put } from '../../shared/api.js'
import { useNotify } from '../../shared/toast.js'
import { isSessionExpired, useAuth } from '../staff-session/index.js'

type TextField = 'sellerNip' | 'sellerName' | 'sellerAddressLine1' | 'sellerAddressLine2' | 'numberPattern'
const COMPANY: readonly TextField[] = ['sellerNip', 'sellerName', 'sellerAddressLine1', 'sellerAddressLine2']
const LIMITS: Record<TextField, number> = {
  sellerNip: 32,
  sellerName: 256,
  sellerAddressLine1: 512,
  sellerAddressLine2: 512,
  numberPattern: 60,
}

/** The form's text as the settings give it (an unset value is an empty field). */
function draftOf(s: InvoiceSettings): Record<TextField, string> {
  return {
    sellerNip: s.sellerNip ?? '',
    sellerName: s.sellerName ?? '',
    sellerAddressLine1: s.sellerAddressLine1 ?? '',
    sellerAddressLine2: s.sellerAddressLine2 ?? '',
    numberPattern: s.numberPattern,
  }
}

/**
 * "Faktury / KSeF" (owner; docs/invoices.md, "What a restaurant sets up"): the company as on its
 * invoices, KSeF's environment, the token (never shown back: only whether one is set and where it
 * comes from; replacing it is a step of its own), the numbering with the next number, on/off, and
 * "Sprawdź połączenie" with the server's words. The API's refusal of a field is shown at that field.
 */
export function InvoiceSettingsPanel() {
  const { t } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const id = useId()
  const [settings, setSettings] = useState<InvoiceSettings | null>(null)
  const [draft, setDraft] = useState<Record<TextField, string> | null>(null)
  const [environment, setEnvironment] = useState<InvoiceSettings['environment']>('production')
  const [enabled, setEnabled] = useState(true)
  const [replacing, setReplacing] = useState(false)
  const [token, setToken] = useState('')
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [check, setCheck] = useState<ConnectionCheck | 'checking' | null>(null)

  const show = useCallback((s: InvoiceSettings) => {
    setSettings(s)
    setDraft(draftOf(s))
    setEnvironment(s.environment)
    setEnabled(s.enabled ?? true)
  }, [])

  useEffect(() => {
    let live = true
    staffCall((bearer) => get<InvoiceSettings>('/api/invoices/settings', { token: bearer })).then(
      (s) => live && show(s),
      (failure) => {
        if (live && !isSessionExpired(failure)) notify(errorMessage(failure, t('manage.error')), 'ALERT')
      },
    )
    return () => {
      live = false
    }
  }, [staffCall, notify, t, show])

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!settings || !draft) return
    // Only what changed goes: a field left alone keeps following the configuration.
    const change: InvoiceSettingsUpdate = {}
    for (const field of Object.keys(draft) as TextField[]) {
      const value = draft[field].trim()
      const before = draftOf(settings)[field]
      if (value !== before) change[field] = value === '' ? null : value
    }
    if (environment !== settings.environment) change.environment = environment
    if (enabled !== (settings.enabled ?? true)) change.enabled = enabled
    if (replacing && token.trim() !== '') change.token = token.trim()
    setBusy(true)
    setError(null)
    try {
      const saved = await staffCall((bearer) =>
        put<InvoiceSettings>('/api/invoices/settings', change, { token: bearer }),
      )
      show(saved)
      setReplacing(false)
      setToken('')
      setCheck(null)
      notify(t('manage.invoices.saved'), 'INFO')
    } catch (failure) {
      if (isSessionExpired(failure)) return
      const field = failure instanceof HttpStatusError ? (failure.body?.field ?? null) : null
      setError({ field, message: errorMessage(failure, t('manage.error')) })
    } finally {
      setBusy(false)
    }
  }

  const runCheck = async () => {
    setCheck('checking')
    try {
      setCheck(
        await staffCall((bearer) =>
          post<ConnectionCheck>('/api/invoices/settings/check', undefined, { token: bearer }),
        ),
      )
    } catch (failure) {
      if (isSessionExpired(failure)) return setCheck(null)
      setCheck({ ok: false, message: errorMessage(failure, t('manage.error')) })
    }
  }

  if (!settings || !draft) return null

  // The API names a field by its property (`sellerNip`, or `/sellerNip` from the schema's check).
  const errorAt = (field: string) => (error?.field?.replace(/^\//, '') === field ? error.message : null)
  const field = (name: string, label: string, control: (a: object) => ReactNode, hint?: string) => {
    const message = errorAt(name)
    const hintId = hint ? `${id}-${name}-hint` : ''
    const errorId = message ? `${id}-${name}-error` : ''
    return (
      <div className="manage-field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {hint ? (
          <p id={hintId} className="manage-hint">
            {hint}
          </p>
        ) : null}
        {control({
          id: `${id}-${name}`,
          'aria-invalid': message ? true : undefined,
          'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
        })}
        {message ? (
          <p id={errorId} className="manage-field-error">
            {message}
          </p>
        ) : null}
      </div>
    )
  }
  const text = (name: TextField, label: string, hint?: string, extra: object = {}) =>
    field(
      name,
      label,
      (a) => (
        <input
          {...a}
          {...extra}
          maxLength={LIMITS[name]}
          value={draft[name]}
          onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
        />
      ),
      hint,
    )
  const tokenWords =
    settings.token === 'SETTINGS'
      ? t('manage.invoices.tokenSettings')
      : settings.token === 'CONFIGURATION'
        ? t('manage.invoices.tokenConfiguration')
        : t('manage.invoices.tokenNone')
  // An error of a field the form shows goes there; any other under the form.
  const shown = [...COMPANY, 'numberPattern', 'environment', ...(replacing ? ['token'] : [])]
  const generalError = error && !shown.includes(error.field?.replace(/^\//, '') ?? '')

  return (
    <section className="manage-panel manage-invoices" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('manage.invoices.title')}</h2>
      <p className="manage-hint">{t('manage.invoices.hint')}</p>
      <p className={`manage-invoices-state${settings.active ? ' manage-invoices-on' : ''}`} role="status">
        <strong>{settings.active ? t('manage.invoices.active') : t('manage.invoices.inactive')}</strong>
        {settings.missing.length > 0
          ? ` ${t('manage.invoices.missing', { what: settings.missing.join(', ') })}`
          : ''}
      </p>

      <form className="manage-invoices-form" onSubmit={(event) => void save(event)} noValidate>
        <fieldset>
          <legend>{t('manage.invoices.company')}</legend>
          {text('sellerNip', t('manage.invoices.sellerNip'), undefined, {
            inputMode: 'numeric',
            autoComplete: 'off',
          })}
          {COMPANY.slice(1).map((name) => (
            <div key={name}>{text(name, t(`manage.invoices.${name}`))}</div>
          ))}
        </fieldset>

        <fieldset>
          <legend>KSeF</legend>
          {field('environment', t('manage.invoices.environment'), (a) => (
            <select
              {...a}
              value={environment}
              onChange={(e) => setEnvironment(e.target.value as typeof environment)}
            >
              {KSEF_ENVIRONMENTS.map((env) => (
                <option key={env} value={env}>
                  {t(`manage.invoices.env.${env}`)}
                </option>
              ))}
            </select>
          ))}
          <p className="manage-hint">{t('manage.invoices.apiUrl', { url: settings.apiUrl })}</p>
          <div className="manage-field">
            <span className="manage-invoices-label">{t('manage.invoices.token')}</span>
            <p data-testid="invoice-token-state">{tokenWords}</p>
            {replacing ? (
              <>
                {field(
                  'token',
                  t('manage.invoices.tokenNew'),
                  (a) => (
                    <input
                      {...a}
                      type="password"
                      autoComplete="new-password"
                      maxLength={1000}
                      value={token}
                      onChange={(e) => setToken(e.target.value)}
                    />
                  ),
                  t('manage.invoices.tokenHint'),
                )}
                <button
                  type="button"
                  className="button button-ghost"
                  onClick={() => {
                    setReplacing(false)
                    setToken('')
                  }}
                >
                  {t('manage.invoices.tokenKeep')}
                </button>
              </>
            ) : (
              <button type="button" className="button button-ghost" onClick={() => setReplacing(true)}>
                {settings.token ? t('manage.invoices.tokenReplace') : t('manage.invoices.tokenSet')}
              </button>
            )}
          </div>
        </fieldset>

        <fieldset>
          <legend>{t('manage.invoices.numbering')}</legend>
          {text('numberPattern', t('manage.invoices.numberPattern'), t('manage.invoices.numberPatternHint'), {
            spellCheck: false,
          })}
          <p data-testid="invoice-next-number">
            {t('manage.invoices.nextNumber', { number: settings.nextNumber })}
          </p>
        </fieldset>

        <label className="manage-check">
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          {t('manage.invoices.enabled')}
        </label>

        {generalError ? (
          <p className="manage-form-error" role="alert">
            {error.message}
          </p>
        ) : null}
        <div className="manage-actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {t('manage.invoices.save')}
          </button>
          <button
            type="button"
            className="button button-ghost"
            disabled={check === 'checking'}
            onClick={() => void runCheck()}
          >
            {check === 'checking' ? t('manage.invoices.checking') : t('manage.invoices.check')}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {check && check !== 'checking' ? (
          <p
            className={check.ok ? 'manage-invoices-check-ok' : 'manage-form-error'}
            data-testid="invoice-check"
          >
            {check.message}
          </p>
        ) : null}
      </div>
    </section>
  )
}
