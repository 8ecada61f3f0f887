import { useAuth } from '../features/staff/auth.js'
import { LoginForm } from '../features/staff/LoginForm.js'
import { StaffArea } from '../features/staff/StaffArea.js'
import { useI18n } from '../i18n/index.js'
import { PageHead } from '../shared/PageHead.js'

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
