import { useEffect, useRef, useState } from 'react'
import type { StaffRole } from '#schemas/enums.js'
import { useI18n } from '../../i18n/index.js'
import { useNotify } from '../../shared/toast.js'
import { AccountsPanel, AuditPanel, DevicesPanel } from '../staff-accounts/index.js'
import { OrdersBoard } from '../staff-board/index.js'
import { DayState, PausePanel, SiteStatusPanel } from '../staff-day/index.js'
import { InvoiceSettingsPanel } from '../staff-invoices/index.js'
import { KitchenPanel } from '../staff-kitchen/index.js'
import { MenuTab } from '../staff-menu/index.js'
import { PromoCodesPanel } from '../staff-promo/index.js'
import { DailyReportPanel } from '../staff-report/index.js'
import {
  AccountPanel,
  type Me,
  managesTheDay,
  PasswordChangeForm,
  TwoFactorPanel,
  useAuth,
  useIdleSignOut,
  useMe,
  useStaffSession,
  type View,
  viewsFor,
} from '../staff-session/index.js'

const TAB_LABELS = {
  orders: 'manage.orders.title',
  day: 'manage.day.tab',
  menu: 'manage.menu.tab',
  report: 'manage.report.title',
  promo: 'manage.promo.title',
  kitchen: 'manage.kitchen.tab',
  accounts: 'manage.accounts.tab',
  audit: 'manage.audit.tab',
  invoices: 'manage.invoices.tab',
  account: 'manage.account.tab',
} as const

/**
 * What a signed-in staff member sees: the toolbar (with the day's state in one line), then either a step that comes first (a first
 * password to change, two-factor to turn on) or the tools of the role (docs/security.md, "Roles").
 */
export function StaffArea() {
  const { t } = useI18n()
  const { username, logout } = useAuth()
  const notify = useNotify()
  const { me, loaded, reload } = useMe()
  const { idleMs } = useStaffSession()
  const idle = me && me.idleMinutes > 0 ? me.idleMinutes * 60_000 : null
  if (idle !== null) idleMs.current = idle
  useIdleSignOut(() => {
    const notice = t('manage.idleSignedOut', { minutes: me?.idleMinutes ?? 0 })
    logout(notice)
    notify(notice, 'ALERT')
  }, idle)
  const toolbarRef = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    // After signing in, focus moves from the (now gone) form to the top of the staff area.
    toolbarRef.current?.focus()
  }, [])

  return (
    <div className="manage-area">
      <div className="manage-toolbar">
        <p className="manage-signed-in" tabIndex={-1} ref={toolbarRef}>
          {t('manage.signedInAs', { name: username ?? '' })}
        </p>
        <DayState />
        <button type="button" className="button button-ghost" onClick={() => logout()}>
          {t('manage.logout')}
        </button>
      </div>
      {!loaded ? null : me?.pending === 'PASSWORD_CHANGE_REQUIRED' ? (
        <PasswordChangeForm first waiting={me.waitingOrders} onDone={reload} />
      ) : me?.pending === 'TOTP_ENROLMENT_REQUIRED' ? (
        <TwoFactorPanel me={me} required onChanged={reload} />
      ) : (
        <StaffTools me={me} role={me?.role ?? null} onAccountChanged={reload} />
      )}
    </div>
  )
}

/**
 * The tabs and panels of one role: the orders board first, the day's levers (open/close, pause),
 * the menu, the report, promo codes, the kitchen settings, the own account.
 */
function StaffTools(props: { me: Me | null; role: StaffRole | null; onAccountChanged: () => void }) {
  const { t } = useI18n()
  const views = viewsFor(props.role)
  const [view, setView] = useState<View>('orders')
  // Promo codes, the menu and the report load the first time they are opened, and stay mounted.
  const [opened, setOpened] = useState<ReadonlySet<View>>(() => new Set(['orders']))

  const show = (next: View) => {
    setView(next)
    setOpened((current) => (current.has(next) ? current : new Set([...current, next])))
  }

  /**
   * The board with one order's card focused (read with its number) and its top in view below the
   * staff alerts (the page's scroll-padding), once the board is shown. Order ids are letters and
   * digits: safe in a selector as they are.
   */
  const showOrder = (orderId: string) => {
    show('orders')
    setTimeout(() => {
      const card = document.querySelector<HTMLElement>(`[data-order-id="${orderId}"]`)
      card?.focus({ preventScroll: true })
      // Optional: not every DOM has it (the component tests' has not).
      card?.scrollIntoView?.({ block: 'start' })
    })
  }

  return (
    <>
      <nav className="manage-tabs" aria-label={t('manage.sections')}>
        {views.map((entry) =>
          entry === 'account' && !props.me ? null : (
            <button
              key={entry}
              type="button"
              className="button"
              aria-pressed={view === entry}
              onClick={() => show(entry)}
            >
              {t(TAB_LABELS[entry])}
            </button>
          ),
        )}
      </nav>

      {/* The board stays mounted (and listening, and ringing) while another tab is shown. */}
      <div hidden={view !== 'orders'}>
        <OrdersBoard
          active={view === 'orders'}
          onShowOrders={() => show('orders')}
          managesInvoices={managesTheDay(props.role)}
        />
      </div>
      {/* Open/close today and the pause: out of the board's way, their state in the toolbar. */}
      {opened.has('day') ? (
        <div hidden={view !== 'day'}>
          {managesTheDay(props.role) ? <SiteStatusPanel /> : null}
          <PausePanel />
        </div>
      ) : null}
      {opened.has('menu') ? (
        <div hidden={view !== 'menu'}>
          <MenuTab availabilityOnly={!managesTheDay(props.role)} active={view === 'menu'} />
        </div>
      ) : null}
      {opened.has('report') && views.includes('report') ? (
        <div hidden={view !== 'report'}>
          <DailyReportPanel />
        </div>
      ) : null}
      {opened.has('promo') && views.includes('promo') ? (
        <div hidden={view !== 'promo'}>
          <PromoCodesPanel />
        </div>
      ) : null}
      {view === 'kitchen' && views.includes('kitchen') ? <KitchenPanel onShowOrder={showOrder} /> : null}
      {view === 'accounts' && views.includes('accounts') ? (
        <>
          <AccountsPanel />
          <DevicesPanel />
        </>
      ) : null}
      {view === 'audit' && views.includes('audit') ? <AuditPanel /> : null}
      {view === 'invoices' && views.includes('invoices') ? <InvoiceSettingsPanel /> : null}
      {view === 'account' && props.me ? (
        <AccountPanel me={props.me} onChanged={props.onAccountChanged} />
      ) : null}
    </>
  )
}
