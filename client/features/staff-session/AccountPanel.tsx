import { useI18n } from '../../i18n/index.js'
import type { Me } from './me.js'
import { PasswordChangeForm } from './PasswordChangeForm.js'
import { TwoFactorPanel } from './TwoFactorPanel.js'

/** "Moje konto": the role, two-factor sign-in on or off, and the own password. */
export function AccountPanel(props: { me: Me; onChanged: () => void }) {
  const { t } = useI18n()
  return (
    <div className="manage-account">
      <p className="manage-hint">{t('manage.account.role', { role: t(`manage.role.${props.me.role}`) })}</p>
      <TwoFactorPanel me={props.me} onChanged={props.onChanged} />
      <PasswordChangeForm onDone={props.onChanged} />
    </div>
  )
}
