import {
  createContext,
  type MutableRefObject,
  type ReactNode,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react'

/**
 * The staff session held by the page's root (docs/product.md, "Staff"), so that staff stay signed in
 * while they look at other pages. Only the state lives here: the login, logout and staff-call logic
 * (features/staff-session/auth.tsx) is in the staff area's own chunk, which no guest downloads.
 *
 * The token is held in memory only (`tokenRef`), never persisted (docs/security.md, "Staff sessions"):
 * a reload signs out, unless this device was remembered at sign-in, in which case the reload asks the
 * server for a fresh token with the device's httpOnly cookie. Signed in means `session` is set: the
 * number of this sign-in on this page.
 */
export interface StaffSession {
  /** This page's number for the current sign-in (or the session found on load); null: signed out. */
  session: number | null
  username: string | null
  error: boolean
  codeRefused: 'used' | 'locked' | null
  pending: boolean
  /** The page has asked the server once whether its cookie still signs in. */
  checked: boolean
  /** Why the last session ended (the idle time, a refusal), shown on the sign-in form until the next. */
  notice: string | null
  /** The staff token, in memory only: every staff call sends it as `Authorization: Bearer`. */
  tokenRef: MutableRefObject<string | null>
  /** The same session number, readable synchronously by calls already in flight. */
  sessionRef: MutableRefObject<number | null>
  /** Counts sign-ins and sign-outs: an answer to an older one is ignored. */
  attempt: MutableRefObject<number>
  /** When the server last saw this session used (ms): a staff call answered, the stream's heartbeat. */
  lastUse: MutableRefObject<number>
  /** STAFF_IDLE_MINUTES in ms, once GET /api/staff/me has said it. */
  idleMs: MutableRefObject<number | null>
  set: (
    next: Partial<
      Pick<StaffSession, 'session' | 'username' | 'error' | 'codeRefused' | 'pending' | 'checked' | 'notice'>
    >,
  ) => void
}

const SessionContext = createContext<StaffSession | null>(null)

export function AuthProvider(props: { children: ReactNode }) {
  const [state, setState] = useState({
    session: null as number | null,
    username: null as string | null,
    error: false,
    codeRefused: null as 'used' | 'locked' | null,
    pending: false,
    checked: false,
    notice: null as string | null,
  })
  const sessionRef = useRef<number | null>(null)
  const tokenRef = useRef<string | null>(null)
  const attempt = useRef(0)
  const lastUse = useRef(0)
  const idleMs = useRef<number | null>(null)
  const value = useMemo<StaffSession>(
    () => ({
      ...state,
      sessionRef,
      tokenRef,
      attempt,
      lastUse,
      idleMs,
      set: (next) => {
        if ('session' in next) {
          sessionRef.current = next.session ?? null
          // Signed out: the token is forgotten with the session.
          if (next.session == null) tokenRef.current = null
        }
        setState((current) => ({ ...current, ...next }))
      },
    }),
    [state],
  )
  return <SessionContext.Provider value={value}>{props.children}</SessionContext.Provider>
}

export function useStaffSession(): StaffSession {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useAuth must be used inside AuthProvider')
  return value
}
