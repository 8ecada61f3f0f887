import { useEffect, useRef, useState } from 'react'
import { useI18n } from '../../i18n/index.js'
import { useNotify } from '../notifications/notifications.js'
import { useAuth } from './auth.js'
import { useIdleSignOut } from './idle.js'
import { OrdersBoard } from './OrdersBoard.js'
import { PromoCodesPanel } from './PromoCodesPanel.js'
import { SiteStatusPanel } from './SiteStatusPanel.js'

type View = 'orders' | 'promo'

/** What a signed-in staff member sees: the toolbar, site status, the orders board and promo codes. */
export function StaffArea() {
  const { t } = useI18n()
  const { username, logout } = useAuth()
  const notify = useNotify()
  useIdleSignOut(() => {
    logout()
    notify(t('manage.idleSignedOut'), 'ALERT')
  })
  const [view, setView] = useState<View>('orders')
  // Promo codes load the first time they are opened, and stay mounted afterwards.
  const [promoOpened, setPromoOpened] = useState(false)
  const toolbarRef = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    // After signing in, focus moves from the (now gone) form to the top of the staff area.
    toolbarRef.current?.focus()
  }, [])

  const show = (next: View) => {
    setView(next)
    if (next === 'promo') setPromoOpened(true)
  }

  return (
    <div className="manage-area">
      <div className="manage-toolbar">
        <p className="manage-signed-in" tabIndex={-1} ref={toolbarRef}>
          {t('manage.signedInAs', { name: username ?? '' })}
        </p>
        <button type="button" className="button button-ghost" onClick={logout}>
          {t('manage.logout')}
        </button>
      </div>

      <SiteStatusPanel />

      <nav className="manage-tabs" aria-label={t('manage.sections')}>
        <button
          type="button"
          className="button"
          aria-pressed={view === 'orders'}
          onClick={() => show('orders')}
        >
          {t('manage.orders.title')}
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={view === 'promo'}
          onClick={() => show('promo')}
        >
          {t('manage.promo.title')}
        </button>
      </nav>

      {/* The board stays mounted (and listening, and ringing) while promo codes are shown. */}
      <div hidden={view !== 'orders'}>
        <OrdersBoard />
      </div>
      {promoOpened ? (
        <div hidden={view !== 'promo'}>
          <PromoCodesPanel />
        </div>
      ) : null}
    </div>
  )
}
