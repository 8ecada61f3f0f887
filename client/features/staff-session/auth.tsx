import { useCallback, useMemo } from 'react'
import { useI18n } from '../../i18n/index.js'
import { get, HttpStatusError, post } from '../../shared/api.js'
import { useNotify } from '../../shared/toast.js'
import { useStaffSession } from './session.js'

/**
 * Sign-in state (docs/product.md, "Staff"): signed in or not, the error flag. The page never holds the
 * token: the server sets it as an httpOnly session cookie that every API call carries by itself
 * (docs/security.md, "Staff sessions"), so a reload stays signed in (`restore`).
 */
export interface AuthValue {
  /** This page's number for the current sign-in; null when signed out. */
  session: number | null
  isLoggedIn: boolean
  error: boolean
  /** The name the staff member signed in with (for the toolbar); null when logged out. */
  username: string | null
  /** A login request is under way. */
  pending: boolean
  /** The page has asked the server whether its session cookie still signs in (`restore`). */
  checked: boolean
  /** Why the last session ended, for the sign-in form ("Sesja wygasła…"); null after a sign-out. */
  notice: string | null
  /**
   * Ends the sign-in of this page, then POSTs /api/login; on success the server has set the session
   * cookie; on failure sets the error flag and shows the notification 'Błędne dane'. Resolves to
   * whether it worked.
   */
  login: (username: string, password: string, second?: SecondFactor) => Promise<LoginOutcome>
  /** Once per page load: the session cookie's account, if it still signs in (a reload). */
  restore: () => Promise<void>
  /**
   * Signs out here and asks the server to end the session (on every instance) and clear the cookie;
   * `notice` says why on the sign-in form (the idle time).
   */
  logout: (notice?: string) => void
  /**
   * Runs a staff call; the session cookie authenticates it (`call` gets an empty token: no
   * Authorization header). A 401 (ended or revoked session) ends the session here — back to the
   * login form, with a notification — and rejects with SessionExpiredError, which callers skip
   * instead of showing their own error.
   */
  staffCall: <T>(call: (token: string) => Promise<T>) => Promise<T>
  /** Ends sign-in `session` after the server refused it (the live order stream uses it). */
  sessionExpired: (session: number) => void
  /** The server has just seen the session used (the order stream's heartbeat): idle time restarts. */
  touch: () => void
}

/** The second step of a sign-in with two-factor on: the app's code or one recovery code. */
export type SecondFactor = { totp: string } | { recoveryCode: string }

/**
 * true: signed in; false: refused (the user has been told); 'TOTP_REQUIRED': the password was right
 * and the account has two-factor on, so the form asks for the code (docs/security.md).
 * @internal Exported for its tests; the form reads it through `login`'s answer.
 */
export type LoginOutcome = boolean | 'TOTP_REQUIRED'

/** A staff call was refused because the session ended; the user has already been told. */
export class SessionExpiredError extends Error {
  constructor() {
    super('Session expired')
    this.name = 'SessionExpiredError'
  }
}

export function isSessionExpired(error: unknown): error is SessionExpiredError {
  return error instanceof SessionExpiredError
}

/**
 * What a failed login says: 'Błędne dane' for refused credentials; the server's own message when
 * it rate-limits (it says when to try again); 'Wystąpił błąd' when the server or network failed.
 * @internal Exported for its tests; production uses it within this module.
 */
export function loginFailureMessage(failure: unknown, refused: string, broken: string): string {
  if (!(failure instanceof HttpStatusError)) return broken
  if (failure.status === 429 && failure.body?.message) return failure.body.message
  return failure.status < 500 ? refused : broken
}

/**
 * Whether this browser holds a staff session worth asking about on load: the session itself is an
 * httpOnly cookie the page cannot read, so a flag (no name, no token) says that a sign-in happened
 * and has not ended here.
 */
const SIGNED_IN_KEY = 'staffSignedIn'
function remembered(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_KEY) === '1'
  } catch {
    return true
  }
}
function remember(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_KEY, '1')
    else localStorage.removeItem(SIGNED_IN_KEY)
  } catch {
    // No storage: every load asks the server.
  }
}

/** GET /api/staff/me, as much as the sign-in needs. */
interface SignedInAccount {
  username: string
  idleMinutes: number
}

/** The staff session with its actions; the state itself is kept by AuthProvider in the page's root. */
export function useAuth(): AuthValue {
  const { t } = useI18n()
  const notify = useNotify()
  const session = useStaffSession()
  const { set, sessionRef, attempt, lastUse, idleMs } = session

  const touch = useCallback(() => {
    lastUse.current = Date.now()
  }, [lastUse])

  const signedIn = useCallback(
    (username: string) => {
      remember(true)
      touch()
      set({ session: attempt.current, username, error: false, pending: false, checked: true, notice: null })
    },
    [set, attempt, touch],
  )

  const login = useCallback(
    async (name: string, password: string, second?: SecondFactor): Promise<LoginOutcome> => {
      const current = ++attempt.current
      // Login first ends this page's sign-in.
      set({ session: null, username: null, error: false, pending: true })
      try {
        await post<{ token: string }>('/api/login', { username: name.trim(), password, ...second })
        if (current !== attempt.current) return false
        signedIn(name.trim())
        return true
      } catch (failure) {
        if (current !== attempt.current) return false
        const code = failure instanceof HttpStatusError && failure.status === 401 ? failure.body?.code : null
        if (code === 'TOTP_REQUIRED') {
          // Not a failure: the second step follows, not signed in yet.
          set({ error: false, pending: false })
          return 'TOTP_REQUIRED'
        }
        set({ error: true, pending: false })
        const message =
          code === 'INVALID_TOTP'
            ? t('manage.twoFactor.wrongCode')
            : loginFailureMessage(failure, t('manage.login.failed'), t('manage.error'))
        notify(message, 'ALERT')
        return false
      }
    },
    [notify, set, attempt, signedIn, t],
  )

  const restore = useCallback(async () => {
    const current = attempt.current
    // Nobody signed in on this browser: the sign-in form at once, without a refused call (a 401
    // in the console of every first visit to /manage/).
    if (!remembered()) {
      set({ checked: true })
      return
    }
    try {
      const me = await get<SignedInAccount>('/api/staff/me', { cache: 'no-store' })
      // A sign-in or sign-out started meanwhile decides instead.
      if (current !== attempt.current) return
      idleMs.current = me.idleMinutes * 60_000
      signedIn(me.username)
    } catch {
      if (current !== attempt.current) return
      remember(false)
      set({ checked: true })
    }
  }, [attempt, idleMs, set, signedIn])

  const logout = useCallback(
    (notice?: string) => {
      attempt.current++
      const was = sessionRef.current
      remember(false)
      set({ session: null, username: null, error: false, pending: false, notice: notice ?? null })
      // The page signs out at once; the server's answer (it also clears the cookie) changes nothing here.
      if (was !== null) void post('/api/logout').catch(() => undefined)
    },
    [set, attempt, sessionRef],
  )

  const sessionExpired = useCallback(
    (refused: number) => {
      // Only the first refusal of the current sign-in ends it and notifies.
      if (sessionRef.current !== refused) return
      attempt.current++
      remember(false)
      const idle = idleMs.current
      const wasIdle = idle !== null && Date.now() - lastUse.current >= idle
      const notice = wasIdle
        ? t('manage.idleSignedOut', { minutes: idle / 60_000 })
        : t('manage.sessionExpired')
      set({ session: null, username: null, notice })
      notify(notice, 'ALERT')
    },
    [notify, set, sessionRef, attempt, idleMs, lastUse, t],
  )

  const staffCall = useCallback(
    async <T,>(call: (token: string) => Promise<T>): Promise<T> => {
      const used = sessionRef.current
      if (used === null) throw new SessionExpiredError()
      try {
        const answer = await call('')
        touch()
        return answer
      } catch (failure) {
        if (failure instanceof HttpStatusError && failure.status === 401) {
          sessionExpired(used)
          throw new SessionExpiredError()
        }
        // Any other answer of the server came after the session was checked: it was used.
        if (failure instanceof HttpStatusError && failure.status !== 403) touch()
        throw failure
      }
    },
    [sessionExpired, sessionRef, touch],
  )

  return useMemo<AuthValue>(
    () => ({
      session: session.session,
      isLoggedIn: session.session !== null,
      error: session.error,
      username: session.username,
      pending: session.pending,
      checked: session.checked,
      notice: session.notice,
      login,
      restore,
      logout,
      staffCall,
      sessionExpired,
      touch,
    }),
    [
      session.session,
      session.error,
      session.username,
      session.pending,
      session.checked,
      session.notice,
      login,
      restore,
      logout,
      staffCall,
      sessionExpired,
      touch,
    ],
  )
}
