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
 * The staff session held by the page's root (docs/product.md, "Staff": token, isLoggedIn, error flag), so
 * that staff stay signed in while they look at other pages. Only the state lives here: the login,
 * logout and staff-call logic (features/staff/auth.tsx) is in the staff area's own chunk, which no
 * guest downloads.
 *
 * Logged in means a token is held in memory only: React state and a ref, never local storage,
 * session storage or a cookie, so a reload logs the staff member out.
 */
export interface StaffSession {
  token: string | null
  username: string | null
  error: boolean
  pending: boolean
  /** The same token, readable synchronously by calls already in flight. */
  tokenRef: MutableRefObject<string | null>
  /** Counts login attempts: an answer to an older attempt is ignored. */
  attempt: MutableRefObject<number>
  set: (next: Partial<Pick<StaffSession, 'token' | 'username' | 'error' | 'pending'>>) => void
}

const SessionContext = createContext<StaffSession | null>(null)

export function AuthProvider(props: { children: ReactNode }) {
  const [state, setState] = useState({
    token: null as string | null,
    username: null as string | null,
    error: false,
    pending: false,
  })
  const tokenRef = useRef<string | null>(null)
  const attempt = useRef(0)
  const value = useMemo<StaffSession>(
    () => ({
      ...state,
      tokenRef,
      attempt,
      set: (next) => {
        if ('token' in next) tokenRef.current = next.token ?? null
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
