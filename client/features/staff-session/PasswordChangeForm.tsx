import { type FormEvent, useId, useState } from 'react'
import { RESTAURANT } from '#domain/restaurant.js'
import { useI18n } from '../../i18n/index.js'
import { errorMessage, HttpStatusError, post } from '../../shared/api.js'
import { useNotify } from '../../shared/toast.js'
import { isSessionExpired, useAuth } from './auth.js'
import type { Me } from './me.js'

/** The new password's shortest length: the API's (schemas/staff.ts, Password). */
const MIN_LENGTH = 10

type Field = 'currentPassword' | 'newPassword' | 'repeat'

/**
 * The staff member's own password (POST /api/staff/me/password). A first password set by the owner
 * must be changed here before anything else (`first`); the answer is a new token for this session.
 * The rules the server checks are listed before the first try, and a first sign-in hears how many
 * orders wait behind it (docs/security.md, "Staff passwords").
 */
export function PasswordChangeForm(props: {
  first?: boolean
  /** GET /api/staff/me's count of today's waiting orders (a first sign-in only). */
  waiting?: Me['waitingOrders']
  onDone: () => void
}) {
  const { t, tn } = useI18n()
  const notify = useNotify()
  const { staffCall, replaceToken, username } = useAuth()
  const [values, setValues] = useState<Record<Field, string>>({
    currentPassword: '',
    newPassword: '',
    repeat: '',
  })
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null)
  const [sending, setSending] = useState(false)
  const id = useId()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (values.newPassword !== values.repeat) {
      setProblem({ field: 'repeat', message: t('manage.password.mismatch') })
      return
    }
    setSending(true)
    setProblem(null)
    try {
      // The answer is a new token for the same session: the page goes on with it, in memory.
      const { token } = await staffCall((bearer) =>
        post<{ token: string }>(
          '/api/staff/me/password',
          { currentPassword: values.currentPassword, newPassword: values.newPassword },
          { token: bearer },
        ),
      )
      replaceToken(token)
      notify(t('manage.password.changed'), 'INFO')
      props.onDone()
    } catch (failure) {
      if (isSessionExpired(failure)) return
      const field = failure instanceof HttpStatusError ? failure.body?.field : undefined
      setProblem({
        field: field === 'currentPassword' ? 'currentPassword' : 'newPassword',
        message: errorMessage(failure, t('manage.error')),
      })
    } finally {
      setSending(false)
    }
  }

  const input = (field: Field, label: string, autoComplete: string) => (
    <div className="manage-field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        type="password"
        autoComplete={autoComplete}
        required
        minLength={field === 'currentPassword' ? 1 : MIN_LENGTH}
        maxLength={256}
        value={values[field]}
        onChange={(e) => setValues((current) => ({ ...current, [field]: e.target.value }))}
        aria-invalid={problem?.field === field ? true : undefined}
        aria-describedby={
          [field === 'newPassword' ? `${id}-rules` : '', problem?.field === field ? `${id}-error` : '']
            .filter(Boolean)
            .join(' ') || undefined
        }
      />
      {problem?.field === field ? (
        <p id={`${id}-error`} className="manage-field-error" role="alert">
          {problem.message}
        </p>
      ) : null}
    </div>
  )

  return (
    <form className="manage-panel manage-password" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('manage.password.title')}</h2>
      {props.first && props.waiting ? (
        <p className="manage-password-waiting" role="status">
          {tn('manage.password.waiting', props.waiting)}
        </p>
      ) : null}
      {props.first ? <p className="manage-hint">{t('manage.password.first')}</p> : null}
      <div id={`${id}-rules`} className="manage-hint manage-password-rules">
        <p>{t('manage.password.rules')}</p>
        <ul>
          <li>{t('manage.password.rule.length', { min: MIN_LENGTH })}</li>
          <li>{t('manage.password.rule.restaurant', { name: RESTAURANT.name })}</li>
          {username ? <li>{t('manage.password.rule.login', { login: username })}</li> : null}
          <li>{t('manage.password.rule.common')}</li>
        </ul>
      </div>
      {input('currentPassword', t('manage.password.current'), 'current-password')}
      {input('newPassword', t('manage.password.new'), 'new-password')}
      {input('repeat', t('manage.password.repeat'), 'new-password')}
      <button type="submit" className="button button-primary" disabled={sending}>
        {t('manage.password.submit')}
      </button>
    </form>
  )
}
