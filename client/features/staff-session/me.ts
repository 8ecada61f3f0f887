import { useCallback, useEffect, useState } from 'react'
import type { StaffRole } from '#schemas/enums.js'
import { get } from '../../shared/api.js'
import { isSessionExpired, useAuth } from './auth.js'

/** GET /api/staff/me: who is signed in, the role, and a step that must come before anything else. */
export interface Me {
  username: string
  role: StaffRole
  pending: 'PASSWORD_CHANGE_REQUIRED' | 'TOTP_ENROLMENT_REQUIRED' | null
  totpEnabled: boolean
  recoveryCodesLeft: number
  /** PASSWORD_CHANGE_REQUIRED only: today's orders waiting to be accepted. */
  waitingOrders?: number
  /** STAFF_IDLE_MINUTES: the page's idle rule (idle.ts) is the server's. */
  idleMinutes: number
}

/** The staff area's tabs; which of them a role sees is in `viewsFor`. */
export type View =
  | 'orders'
  | 'day'
  | 'menu'
  | 'report'
  | 'promo'
  | 'kitchen'
  | 'accounts'
  | 'audit'
  | 'invoices'
  | 'account'

/**
 * What each role may use (docs/security.md, "Roles"): the kitchen the board, sold out and pause (its "Dzień" tab without open/close); the
 * manager everything but the accounts and the audit trail; the owner everything. Without an answer
 * from /api/staff/me (`null`) every tab shows and the server still refuses what the role may not do.
 */
export function viewsFor(role: StaffRole | null): readonly View[] {
  if (role === 'KITCHEN') return ['orders', 'day', 'menu', 'account']
  if (role === 'OWNER')
    return ['orders', 'day', 'menu', 'report', 'promo', 'kitchen', 'accounts', 'audit', 'invoices', 'account']
  return ['orders', 'day', 'menu', 'report', 'promo', 'kitchen', 'account']
}

/** Only the owner and the manager run the day: open/close, the calendar, the menu editor. */
export const managesTheDay = (role: StaffRole | null) => role !== 'KITCHEN'

/** The signed-in account, read after sign-in and again after a step (password, two-factor) is done. */
export function useMe(): { me: Me | null; loaded: boolean; reload: () => void } {
  const { staffCall } = useAuth()
  const [state, setState] = useState<{ me: Me | null; loaded: boolean }>({ me: null, loaded: false })
  const [round, setRound] = useState(0)
  useEffect(() => {
    let live = true
    void round
    staffCall((token) => get<Me>('/api/staff/me', { token })).then(
      (me) => live && setState({ me, loaded: true }),
      (failure) => {
        if (live && !isSessionExpired(failure)) setState({ me: null, loaded: true })
      },
    )
    return () => {
      live = false
    }
  }, [staffCall, round])
  const reload = useCallback(() => setRound((r) => r + 1), [])
  return { ...state, reload }
}
