import { Outlet, useLocation } from 'react-router-dom'
import { CookieConsent } from '../features/consent/CookieConsent.js'
import { ClosedDialog, useClosedDialog } from '../features/site-status/ClosedDialog.js'
import { useI18n } from '../i18n/index.js'
import { ScrollManager } from '../shared/ScrollManager.js'
import { NotificationStack } from '../shared/toast.js'
import { Footer } from './Footer.js'
import { Header } from './Header.js'

/** The shell on every page: skip link, header, the page, footer, notifications and guest dialogs. */
export function Layout() {
  const { t } = useI18n()
  const { pathname } = useLocation()
  // The staff area on the kitchen tablet: no guest dialogs over the orders board.
  const staffArea = pathname.startsWith('/manage')
  // A guest following the order just placed (or opened later from its e-mail) is not told that the
  // restaurant is closed over the order's status.
  const orderPage = pathname === '/dziekujemy/'
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
      {!staffArea && <GuestDialogs closedDialog={!orderPage} />}
    </>
  )
}

/** The closed dialog first (modal, on top); the cookie banner once it is dismissed. */
function GuestDialogs(props: { closedDialog: boolean }) {
  const closedDialog = useClosedDialog()
  const held = props.closedDialog && (closedDialog.open || closedDialog.pending)
  return (
    <>
      {props.closedDialog && <ClosedDialog state={closedDialog} />}
      <CookieConsent held={held} />
    </>
  )
}
