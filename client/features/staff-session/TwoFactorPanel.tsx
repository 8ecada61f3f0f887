import { type FormEvent, useId, useState } from 'react'
import { useI18n } from '../../i18n/index.js'
import { del, errorMessage, HttpStatusError, post } from '../../shared/api.js'
import { CodeField } from '../../shared/CodeField.js'
import { useNotify } from '../../shared/toast.js'
import { isSessionExpired, useAuth } from './auth.js'
import type { Me } from './me.js'
import { RecoveryCodes } from './RecoveryCodes.js'

interface Enrolment {
  secret: string
  uri: string
  /** The server's SVG document of the otpauth URI (made from the secret, never from typed text). */
  qrSvg: string
}

/**
 * "Logowanie dwuetapowe" (docs/security.md, "Two-factor sign-in"): start the enrolment (the QR code
 * and the key), confirm it with a first code and the password, then the 10 recovery codes, shown
 * once (the answer's new token carries this session on: the account's other sessions end); turn it
 * off with a current code and the password. `required`: the role requires it, nothing else shows
 * until it is on.
 */
export function TwoFactorPanel(props: { me: Me; required?: boolean; onChanged: () => void }) {
  const { t } = useI18n()
  const notify = useNotify()
  const { staffCall, replaceToken } = useAuth()
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [codes, setCodes] = useState<readonly string[] | null>(null)
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  /** The server's refusal, and the field it names (the password or the code). */
  const [problem, setProblem] = useState<{ message: string; field: 'currentPassword' | 'totp' } | null>(null)
  const [sending, setSending] = useState(false)
  const id = useId()

  const run = async (call: (token: string) => Promise<void>) => {
    setSending(true)
    setProblem(null)
    try {
      await staffCall(call)
    } catch (failure) {
      if (!isSessionExpired(failure)) {
        const field = failure instanceof HttpStatusError ? failure.body?.field : undefined
        setProblem({
          message: errorMessage(failure, t('manage.error')),
          field: field === 'currentPassword' ? 'currentPassword' : 'totp',
        })
      }
    } finally {
      setSending(false)
    }
  }

  const start = () =>
    run(async (token) => {
      setEnrolment(await post<Enrolment>('/api/staff/me/totp', undefined, { token }))
      setCode('')
    })

  const confirm = (event: FormEvent) => {
    event.preventDefault()
    void run(async (token) => {
      const answer = await post<{ recoveryCodes: string[]; token: string }>(
        '/api/staff/me/totp/confirm',
        { totp: code, currentPassword: password },
        { token },
      )
      // A new token for this session: the account's other sessions have ended.
      replaceToken(answer.token)
      setEnrolment(null)
      setCodes(answer.recoveryCodes)
      setCode('')
      setPassword('')
    })
  }

  const disable = (event: FormEvent) => {
    event.preventDefault()
    void run(async (token) => {
      await del<void>('/api/staff/me/totp', { token }, { totp: code, currentPassword: password })
      setCode('')
      setPassword('')
      notify(t('manage.twoFactor.disabled'), 'INFO')
      props.onChanged()
    })
  }

  const error = problem ? (
    <p id={`${id}-error`} className="manage-field-error" role="alert">
      {problem.message}
    </p>
  ) : null
  const codeProblem = problem !== null && problem.field === 'totp'
  const describedBy = codeProblem ? `${id}-error` : undefined
  // The account's password, asked again before two-factor is turned on or off.
  const passwordField = (
    <div className="manage-field">
      <label htmlFor={`${id}-password`}>{t('manage.twoFactor.password')}</label>
      <input
        id={`${id}-password`}
        type="password"
        autoComplete="current-password"
        required
        maxLength={256}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-invalid={problem?.field === 'currentPassword' ? true : undefined}
        aria-describedby={problem?.field === 'currentPassword' ? `${id}-error` : undefined}
      />
    </div>
  )

  return (
    <section className="manage-panel manage-two-factor" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('manage.twoFactor.title')}</h2>
      {codes ? (
        <>
          <p className="manage-two-factor-save" role="status">
            <strong>{t('manage.twoFactor.saveNow')}</strong>
          </p>
          <RecoveryCodes codes={codes} username={props.me.username} />
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              setCodes(null)
              props.onChanged()
            }}
          >
            {t('manage.twoFactor.saved')}
          </button>
        </>
      ) : enrolment ? (
        <form onSubmit={confirm}>
          <p>{t('manage.twoFactor.scan')}</p>
          <img
            className="manage-qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
            alt={t('manage.twoFactor.qrAlt')}
            width={220}
            height={220}
          />
          <p>
            {t('manage.twoFactor.secret')}: <code className="manage-secret">{enrolment.secret}</code>
          </p>
          <CodeField
            label={t('manage.twoFactor.firstCode')}
            value={code}
            onChange={setCode}
            invalid={codeProblem}
            describedBy={describedBy}
          />
          {passwordField}
          {error}
          <button type="submit" className="button button-primary" disabled={sending}>
            {t('manage.twoFactor.confirm')}
          </button>
        </form>
      ) : props.me.totpEnabled ? (
        <form onSubmit={disable}>
          <p>{t('manage.twoFactor.on', { count: String(props.me.recoveryCodesLeft) })}</p>
          <CodeField
            label={t('manage.twoFactor.disableCode')}
            value={code}
            onChange={setCode}
            invalid={codeProblem}
            describedBy={describedBy}
          />
          {passwordField}
          {error}
          <button type="submit" className="button" disabled={sending}>
            {t('manage.twoFactor.disable')}
          </button>
        </form>
      ) : (
        <>
          <p>{props.required ? t('manage.twoFactor.required') : t('manage.twoFactor.off')}</p>
          {error}
          <button type="button" className="button button-primary" onClick={start} disabled={sending}>
            {t('manage.twoFactor.start')}
          </button>
        </>
      )}
    </section>
  )
}
