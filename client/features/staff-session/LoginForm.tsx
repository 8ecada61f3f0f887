import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { useI18n } from '../../i18n/index.js'
import { CodeField } from '../../shared/CodeField.js'
import { chime } from '../../shared/chime.js'
import { type SecondFactor, useAuth } from './auth.js'

/** What the form asks for: the password, then (two-factor on) the app's code or a recovery code. */
type Step = 'password' | 'totp' | 'recovery'

/**
 * Staff sign-in. The only thing /manage/ renders on the server: no staff data is in its HTML.
 * The submit (a click or Enter) is the user gesture that lets the board play its alert sound.
 * With two-factor on, the server answers TOTP_REQUIRED to the password alone; the form then asks
 * for the code and sends the password again with it (docs/security.md, "Two-factor sign-in").
 * "Zapamiętaj to urządzenie" is the kitchen tablet's explicit choice: a reload gets a fresh token
 * instead of signing out (docs/security.md, "Staff sessions").
 */
export function LoginForm() {
  const { t } = useI18n()
  const { login, pending, error, codeRefused, notice } = useAuth()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [step, setStep] = useState<Step>('password')
  const [code, setCode] = useState('')
  const [remember, setRemember] = useState(false)
  const usernameRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const rememberRef = useRef<HTMLInputElement>(null)
  const codeRef = useRef<HTMLInputElement>(null)
  const ids = useId()
  const errorId = `${ids}-error`

  useEffect(() => {
    if (step !== 'password') codeRef.current?.focus()
  }, [step])

  // The form is in the server's HTML: what was typed before the page's script took over is kept,
  // never wiped by the first render of empty fields.
  useLayoutEffect(() => {
    if (usernameRef.current?.value) setUsername(usernameRef.current.value)
    if (passwordRef.current?.value) setPassword(passwordRef.current.value)
    if (rememberRef.current?.checked) setRemember(true)
  }, [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    void chime.unlock()
    const second: SecondFactor | undefined =
      step === 'totp' ? { totp: code } : step === 'recovery' ? { recoveryCode: code.trim() } : undefined
    const outcome = await login(username, password, second, remember)
    if (outcome === 'TOTP_REQUIRED') {
      setCode('')
      setStep((current) => (current === 'password' ? 'totp' : current))
      return
    }
    if (outcome) return
    if (step === 'password') {
      setPassword('')
      passwordRef.current?.focus()
    } else {
      setCode('')
      codeRef.current?.focus()
    }
  }

  const switchTo = (next: Step) => {
    setCode('')
    setStep(next)
    if (next === 'password') {
      setPassword('')
      setTimeout(() => passwordRef.current?.focus())
    }
  }

  const invalid = error ? true : undefined
  const describedBy = error ? errorId : undefined
  return (
    <form
      className="manage-login manage-panel"
      method="post"
      onSubmit={submit}
      aria-labelledby={`${ids}-title`}
    >
      <h2 id={`${ids}-title`}>{t('manage.login.title')}</h2>
      {notice && !error ? (
        <p className="manage-form-error" role="status">
          {notice}
        </p>
      ) : null}
      {step === 'password' ? (
        <>
          <p className="manage-hint">{t('manage.login.hint')}</p>
          <div className="manage-field">
            <label htmlFor={`${ids}-username`}>{t('manage.login.username')}</label>
            <input
              id={`${ids}-username`}
              ref={usernameRef}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={64}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          </div>
          <div className="manage-field">
            <label htmlFor={`${ids}-password`}>{t('manage.login.password')}</label>
            <input
              id={`${ids}-password`}
              ref={passwordRef}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              maxLength={256}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={invalid}
              aria-describedby={describedBy}
            />
          </div>
          <div className="manage-field manage-remember">
            <label className="manage-check">
              <input
                ref={rememberRef}
                type="checkbox"
                name="remember"
                checked={remember}
                onChange={(e) => setRemember(e.target.checked)}
                aria-describedby={`${ids}-remember-hint`}
              />{' '}
              {t('manage.login.remember')}
            </label>
            <p id={`${ids}-remember-hint`} className="manage-hint">
              {t('manage.login.rememberHint')}
            </p>
          </div>
        </>
      ) : (
        <>
          <p className="manage-hint">{t('manage.twoFactor.codeStep')}</p>
          {step === 'totp' ? (
            <CodeField
              label={t('manage.twoFactor.code')}
              value={code}
              onChange={setCode}
              invalid={invalid}
              describedBy={describedBy}
              inputRef={codeRef}
            />
          ) : (
            <div className="manage-field">
              <label htmlFor={`${ids}-recovery`}>{t('manage.twoFactor.recoveryCode')}</label>
              <input
                id={`${ids}-recovery`}
                ref={codeRef}
                name="recoveryCode"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                required
                minLength={16}
                maxLength={40}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                aria-invalid={invalid}
                aria-describedby={describedBy}
              />
            </div>
          )}
        </>
      )}
      {error ? (
        <p id={errorId} className="manage-form-error" role="alert">
          {codeRefused === 'used'
            ? t('manage.twoFactor.usedCode')
            : codeRefused === 'locked'
              ? t('manage.twoFactor.lockedCodes')
              : step === 'password'
                ? t('manage.login.failed')
                : t('manage.twoFactor.wrongCode')}
        </p>
      ) : null}
      <button type="submit" className="button button-primary manage-button-big" disabled={pending}>
        {pending ? t('manage.login.pending') : t('manage.login.submit')}
      </button>
      {step !== 'password' ? (
        <p className="manage-login-alternatives">
          <button
            type="button"
            className="button button-ghost"
            onClick={() => switchTo(step === 'totp' ? 'recovery' : 'totp')}
          >
            {step === 'totp' ? t('manage.twoFactor.useRecovery') : t('manage.twoFactor.useApp')}
          </button>
          <button type="button" className="button button-ghost" onClick={() => switchTo('password')}>
            {t('manage.twoFactor.back')}
          </button>
        </p>
      ) : null}
    </form>
  )
}
