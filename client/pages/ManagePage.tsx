import { PageHead } from '../head.js'
import { useI18n } from '../i18n/index.js'
import { useAuth } from '../state/auth.js'
import { LoginForm } from './manage/LoginForm.js'
import { StaffArea } from './manage/StaffArea.js'

/**
 * /manage/: the staff area. It renders for anyone, but the server only ever renders the login form;
 * staff data is fetched in the browser after login, with the token held in memory (AuthProvider in
 * Root: it survives client-side navigation, not a reload).
 */
export function ManagePage() {
  const { t } = useI18n()
  return (
    <div className="page manage-page">
      <PageHead
        title={t('page.manage.title')}
        description={t('page.manage.description')}
        path="/manage/"
        noindex
      />
      <h1>{t('page.manage.title')}</h1>
      <ManageContent />
    </div>
  )
}

function ManageContent() {
  const { isLoggedIn } = useAuth()
  return isLoggedIn ? <StaffArea /> : <LoginForm />
}
