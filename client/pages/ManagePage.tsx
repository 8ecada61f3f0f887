import { useEffect } from 'react'
import { StaffArea } from '../features/staff/StaffArea.js'
import { useAuth } from '../features/staff-session/auth.js'
import { LoginForm } from '../features/staff-session/LoginForm.js'
import { useI18n } from '../i18n/index.js'
import { PageHead } from '../shared/PageHead.js'

/**
 * /manage/: the staff area. It renders for anyone, but the server only ever renders the login form;
 * staff data is fetched in the browser. On load the page asks the server whether its session cookie
 * still signs in (a reload, docs/security.md "Staff sessions") and then shows the staff area at once.
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
  const { isLoggedIn, checked, restore } = useAuth()
  useEffect(() => {
    if (!checked && !isLoggedIn) void restore()
    // Once per page load: `checked` stays true after it.
  }, [checked, isLoggedIn, restore])
  return isLoggedIn ? <StaffArea /> : <LoginForm />
}
