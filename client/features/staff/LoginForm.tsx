import { type FormEvent, useId, useRef, useState } from 'react'
import { useI18n } from '../../i18n/index.js'
import { useAuth } from './auth.js'
import { chime } from './chime.js'

/**
 * Staff sign-in. The only thing /manage/ renders on the server: no staff data is in its HTML.
 * The submit (a click or Enter) is the user gesture that lets the board play its alert sound.
 */
export function LoginForm() {
  const { t } = useI18n()
  const { login, pending, error } = useAuth()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const passwordRef = useRef<HTMLInputElement>(null)
  const ids = useId()
  const errorId = `${ids}-error`

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    void chime.unlock()
    const ok = await login(username, password)
    if (!ok) {
      setPassword('')
      passwordRef.current?.focus()
    }
  }

  return (
    <form
      className="manage-login manage-panel"
      method="post"
      onSubmit={submit}
      aria-labelledby={`${ids}-title`}
    >
      <h2 id={`${ids}-title`}>{t('manage.login.title')}</h2>
      <p className="manage-hint">{t('manage.login.hint')}</p>
      <div className="manage-field">
        <label htmlFor={`${ids}-username`}>{t('manage.login.username')}</label>
        <input
          id={`${ids}-username`}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          maxLength={64}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      {error ? (
        <p id={errorId} className="manage-form-error" role="alert">
          {t('manage.login.failed')}
        </p>
      ) : null}
      <button type="submit" className="button button-primary manage-button-big" disabled={pending}>
        {pending ? t('manage.login.pending') : t('manage.login.submit')}
      </button>
    </form>
  )
}
