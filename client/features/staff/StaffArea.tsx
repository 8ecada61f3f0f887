import { useEffect, useRef, useState } from 'react'
import { useI18n } from '../../i18n/index.js'
import { useNotify } from '../notifications/index.js'
import { useAuth } from './auth.js'
import { DailyReportPanel } from './DailyReportPanel.js'
import { useIdleSignOut } from './idle.js'
import { KitchenPanel } from './KitchenPanel.js'
import { MenuTab } from './MenuTab.js'
import { OrdersBoard } from './OrdersBoard.js'
import { PausePanel } from './PausePanel.js'
import { PromoCodesPanel } from './PromoCodesPanel.js'
import { SiteStatusPanel } from './SiteStatusPanel.js'

type View = 'orders' | 'menu' | 'report' | 'kitchen' | 'promo'

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
  // Promo codes, the menu and the report load the first time they are opened, and stay mounted.
  const [opened, setOpened] = useState<ReadonlySet<View>>(() => new Set(['orders']))
  const toolbarRef = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    // After signing in, focus moves from the (now gone) form to the top of the staff area.
    toolbarRef.current?.focus()
  }, [])

  const show = (next: View) => {
    setView(next)
    setOpened((current) => (current.has(next) ? current : new Set([...current, next])))
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
      <PausePanel />

      <nav className="manage-tabs" aria-label={t('manage.sections')}>
        <button
          type="button"
          className="button"
          aria-pressed={view === 'orders'}
          onClick={() => show('orders')}
        >
          {t('manage.orders.title')}
        </button>
        <button type="button" className="button" aria-pressed={view === 'menu'} onClick={() => show('menu')}>
          {t('manage.menu.tab')}
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={view === 'report'}
          onClick={() => show('report')}
        >
          {t('manage.report.title')}
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={view === 'promo'}
          onClick={() => show('promo')}
        >
          {t('manage.promo.title')}
        </button>
        <button
          type="button"
          className="button"
          aria-pressed={view === 'kitchen'}
          onClick={() => show('kitchen')}
        >
          {t('manage.kitchen.tab')}
        </button>
      </nav>

      {/* The board stays mounted (and listening, and ringing) while promo codes are shown. */}
      <div hidden={view !== 'orders'}>
        <OrdersBoard active={view === 'orders'} onShowOrders={() => show('orders')} />
      </div>
      {opened.has('menu') ? (
        <div hidden={view !== 'menu'}>
          <MenuTab />
        </div>
      ) : null}
      {opened.has('report') ? (
        <div hidden={view !== 'report'}>
          <DailyReportPanel />
        </div>
      ) : null}
      {opened.has('promo') ? (
        <div hidden={view !== 'promo'}>
          <PromoCodesPanel />
        </div>
      ) : null}
      {view === 'kitchen' ? <KitchenPanel /> : null}
    </div>
  )
}
