import { Outlet, useLocation } from 'react-router-dom'
import { CookieConsent } from '../features/consent/CookieConsent.js'
import { NotificationStack } from '../features/notifications/notifications.js'
import { ClosedDialog, useClosedDialog } from '../features/site-status/ClosedDialog.js'
import { useI18n } from '../i18n/index.js'
import { ScrollManager } from '../shared/ScrollManager.js'
import { Footer } from './Footer.js'
import { Header } from './Header.js'

/** The shell on every page: skip link, header, the page, footer, notifications and guest dialogs. */
export function Layout() {
  const { t } = useI18n()
  // The staff area on the kitchen tablet: no guest dialogs over the orders board.
  const staffArea = useLocation().pathname.startsWith('/manage')
  return (
    <>
      <ScrollManager />
      <a className="skip-link" href="#content">
        {t('skip.toContent')}
      </a>
      <Header compact={staffArea} />
      <main id="content" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <NotificationStack />
      {!staffArea && <GuestDialogs />}
    </>
  )
}

/** The closed dialog first (modal, on top); the cookie banner once it is dismissed. */
function GuestDialogs() {
  const closedDialog = useClosedDialog()
  return (
    <>
      <ClosedDialog state={closedDialog} />
      <CookieConsent held={closedDialog.open || closedDialog.pending} />
    </>
  )
}
