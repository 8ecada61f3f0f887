import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { STAFF_ROLES, type StaffRole } from '#schemas/enums.js'
import type { StaffList } from '#schemas/staff.js'
import { useI18n } from '../../i18n/index.js'
import { del, errorMessage, get, patch, post, put } from '../../shared/api.js'
import { useNotify } from '../../shared/toast.js'
import { isSessionExpired, useAuth } from '../staff-session/index.js'

/**
 * "Konta" (owner; docs/security.md, "Roles"): every account with its role, state and two-factor;
 * add one, change its role, disable or enable it, set a first password again, reset its two-factor
 * sign-in (a lost phone and recovery codes); and the roles that must use two-factor sign-in. A
 * refusal (409 LAST_OWNER…) is shown next to the control.
 */
export function AccountsPanel() {
  const { t } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const [list, setList] = useState<StaffList | null>(null)
  const [problems, setProblems] = useState<Record<string, string>>({})
  const [passwords, setPasswords] = useState<Record<string, string>>({})
  const [draft, setDraft] = useState({ username: '', role: 'KITCHEN' as StaffRole, password: '' })
  const id = useId()

  const load = useCallback(async () => {
    try {
      setList(await staffCall((token) => get<StaffList>('/api/staff', { token })))
    } catch (failure) {
      if (!isSessionExpired(failure)) notify(errorMessage(failure, t('manage.error')), 'ALERT')
    }
  }, [staffCall, notify, t])
  useEffect(() => {
    void load()
  }, [load])

  const change = async (key: string, call: (token: string) => Promise<unknown>) => {
    setProblems(({ [key]: _, ...rest }) => rest)
    try {
      await staffCall(call)
      notify(t('manage.accounts.saved'), 'INFO')
      await load()
      return true
    } catch (failure) {
      if (!isSessionExpired(failure))
        setProblems((current) => ({ ...current, [key]: errorMessage(failure, t('manage.error')) }))
      return false
    }
  }
  const update = (name: string, body: object) =>
    change(name, (token) => patch(`/api/staff/${encodeURIComponent(name)}`, body, { token }))

  const add = async (event: FormEvent) => {
    event.preventDefault()
    if (await change('new', (token) => post('/api/staff', draft, { token })))
      setDraft({ username: '', role: 'KITCHEN', password: '' })
  }

  const problem = (key: string) =>
    problems[key] ? (
      <p id={`${id}-${key}-error`} className="manage-field-error" role="alert">
        {problems[key]}
      </p>
    ) : null
  const roleOptions = STAFF_ROLES.map((role) => (
    <option key={role} value={role}>
      {t(`manage.role.${role}`)}
    </option>
  ))

  if (!list) return null
  return (
    <section className="manage-panel manage-accounts" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('manage.accounts.title')}</h2>
      <div className="manage-table-scroll">
        <table className="manage-table">
          <thead>
            <tr>
              <th scope="col">{t('manage.accounts.username')}</th>
              <th scope="col">{t('manage.accounts.role')}</th>
              <th scope="col">{t('manage.accounts.status')}</th>
              <th scope="col">{t('manage.accounts.twoFactor')}</th>
              <th scope="col">{t('manage.accounts.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.accounts.map((account) => {
              const name = account.username
              return (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td data-label={t('manage.accounts.role')}>
                    <select
                      aria-label={t('manage.accounts.roleOf', { name })}
                      value={account.role}
                      onChange={(e) => void update(name, { role: e.target.value })}
                    >
                      {roleOptions}
                    </select>
                  </td>
                  <td data-label={t('manage.accounts.status')}>
                    {account.disabled ? t('manage.accounts.disabledState') : t('manage.accounts.enabled')}
                  </td>
                  <td data-label={t('manage.accounts.twoFactor')}>
                    {account.totpEnabled ? t('manage.accounts.yes') : t('manage.accounts.no')}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button"
                      onClick={() => void update(name, { disabled: !account.disabled })}
                    >
                      {account.disabled
                        ? t('manage.accounts.enable', { name })
                        : t('manage.accounts.disable', { name })}
                    </button>
                    <form
                      className="manage-inline-form"
                      onSubmit={(event) => {
                        event.preventDefault()
                        void update(name, { password: passwords[name] ?? '' }).then(
                          (ok) => ok && setPasswords(({ [name]: _, ...rest }) => rest),
                        )
                      }}
                    >
                      <label htmlFor={`${id}-reset-${name}`}>
                        {t('manage.accounts.resetPassword', { name })}
                      </label>
                      <input
                        id={`${id}-reset-${name}`}
                        type="password"
                        autoComplete="new-password"
                        minLength={10}
                        maxLength={256}
                        required
                        value={passwords[name] ?? ''}
                        onChange={(e) => setPasswords((current) => ({ ...current, [name]: e.target.value }))}
                      />
                      <button type="submit" className="button button-ghost">
                        {t('manage.accounts.resetSubmit', { name })}
                      </button>
                    </form>
                    {account.totpEnabled ? (
                      <button
                        type="button"
                        className="button button-ghost"
                        onClick={() =>
                          void change(name, (token) =>
                            del(`/api/staff/totp/${encodeURIComponent(name)}`, { token }),
                          )
                        }
                      >
                        {t('manage.accounts.resetTwoFactor', { name })}
                      </button>
                    ) : null}
                    {problem(name)}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>

      <form className="manage-accounts-add" onSubmit={add} aria-labelledby={`${id}-add`}>
        <h3 id={`${id}-add`}>{t('manage.accounts.add')}</h3>
        <div className="manage-field">
          <label htmlFor={`${id}-username`}>{t('manage.accounts.username')}</label>
          <input
            id={`${id}-username`}
            autoComplete="off"
            autoCapitalize="none"
            required
            minLength={2}
            maxLength={64}
            value={draft.username}
            onChange={(e) => setDraft({ ...draft, username: e.target.value })}
          />
        </div>
        <div className="manage-field">
          <label htmlFor={`${id}-role`}>{t('manage.accounts.role')}</label>
          <select
            id={`${id}-role`}
            value={draft.role}
            onChange={(e) => setDraft({ ...draft, role: e.target.value as StaffRole })}
          >
            {roleOptions}
          </select>
        </div>
        <div className="manage-field">
          <label htmlFor={`${id}-password`}>{t('manage.accounts.firstPassword')}</label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="new-password"
            required
            minLength={10}
            maxLength={256}
            value={draft.password}
            onChange={(e) => setDraft({ ...draft, password: e.target.value })}
          />
        </div>
        {problem('new')}
        <button type="submit" className="button button-primary">
          {t('manage.accounts.add')}
        </button>
      </form>

      <fieldset className="manage-accounts-policy">
        <legend>{t('manage.accounts.policy')}</legend>
        {(['OWNER', 'MANAGER'] as const).map((role) => (
          <label key={role} className="manage-check">
            <input
              type="checkbox"
              checked={list.totpRequiredRoles.includes(role)}
              onChange={(e) => {
                const others = list.totpRequiredRoles.filter((r) => r !== role && r !== 'KITCHEN')
                void change('policy', (token) =>
                  put(
                    '/api/staff/policy',
                    { totpRequiredRoles: e.target.checked ? [...others, role] : others },
                    { token },
                  ),
                )
              }}
            />{' '}
            {t('manage.accounts.policyFor', { role: t(`manage.role.${role}`) })}
          </label>
        ))}
        {problem('policy')}
      </fieldset>
    </section>
  )
}
