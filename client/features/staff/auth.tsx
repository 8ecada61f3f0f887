import { useCallback, useMemo } from 'react'
import { useI18n } from '../../i18n/index.js'
import { HttpStatusError, post } from '../../shared/api.js'
import { useNotify } from '../notifications/index.js'
import { useStaffSession } from './session.js'

/**
 * Sign-in state (docs/product.md, "Staff"): token, isLoggedIn, error flag.
 *
 * Logged in means a token is held in memory only: React state and a ref, never local storage,
 * session storage or a cookie, so a reload logs the staff member out.
 */
interface AuthState {
  token: string | null
  isLoggedIn: boolean
  error: boolean
}

export interface AuthValue extends AuthState {
  /** The name the staff member signed in with (for the toolbar); null when logged out. */
  username: string | null
  /** A login request is under way. */
  pending: boolean
  /**
   * Clears the old token, then POSTs /api/login; on success sets the new token, on failure sets the
   * error flag and shows the notification 'Błędne dane'. Resolves to whether it worked.
   */
  login: (username: string, password: string, second?: SecondFactor) => Promise<LoginOutcome>
  /** Keeps the session going with the new token the server answered (after a password change). */
  replaceToken: (token: string) => void
  /** Clears the token and asks the server to end it (on every instance). */
  logout: () => void
  /**
   * Runs a staff call with the current token. A 401 (expired or revoked token) ends the session —
   * back to the login form, with a notification — and rejects with SessionExpiredError, which
   * callers skip instead of showing their own error.
   */
  staffCall: <T>(call: (token: string) => Promise<T>) => Promise<T>
  /** Ends the session after the server refused `token` (the live order stream uses it). */
  sessionExpired: (token: string) => void
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

/** The staff session with its actions; the state itself is kept by AuthProvider in the page's root. */
export function useAuth(): AuthValue {
  const { t } = useI18n()
  const notify = useNotify()
  const session = useStaffSession()
  const { set, tokenRef, attempt } = session

  const login = useCallback(
    async (name: string, password: string, second?: SecondFactor): Promise<LoginOutcome> => {
      const current = ++attempt.current
      // Login first clears the old token.
      set({ token: null, username: null, error: false, pending: true })
      try {
        const answer = await post<{ token: string }>('/api/login', {
          username: name.trim(),
          password,
          ...second,
        })
        if (current !== attempt.current) return false
        if (typeof answer?.token !== 'string' || !answer.token) throw new Error('no token in the answer')
        set({ token: answer.token, username: name.trim(), pending: false })
        return true
      } catch (failure) {
        if (current !== attempt.current) return false
        const code = failure instanceof HttpStatusError && failure.status === 401 ? failure.body?.code : null
        if (code === 'TOTP_REQUIRED') {
          // Not a failure: the second step follows, with no token yet.
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
    [notify, set, attempt, t],
  )

  const logout = useCallback(() => {
    attempt.current++
    const token = tokenRef.current
    set({ token: null, username: null, error: false, pending: false })
    // The page forgets the token at once; the server's answer changes nothing here.
    if (token) void post('/api/logout', undefined, { token }).catch(() => undefined)
  }, [set, attempt, tokenRef])

  const replaceToken = useCallback((token: string) => set({ token }), [set])

  const sessionExpired = useCallback(
    (refused: string) => {
      // Only the first refusal of the current token ends the session and notifies.
      if (tokenRef.current !== refused) return
      set({ token: null, username: null })
      notify(t('manage.sessionExpired'), 'ALERT')
    },
    [notify, set, tokenRef, t],
  )

  const staffCall = useCallback(
    async <T,>(call: (token: string) => Promise<T>): Promise<T> => {
      const used = tokenRef.current
      if (!used) throw new SessionExpiredError()
      try {
        return await call(used)
      } catch (failure) {
        if (failure instanceof HttpStatusError && failure.status === 401) {
          sessionExpired(used)
          throw new SessionExpiredError()
        }
        throw failure
      }
    },
    [sessionExpired, tokenRef],
  )

  return useMemo<AuthValue>(
    () => ({
      token: session.token,
      isLoggedIn: session.token !== null,
      error: session.error,
      username: session.username,
      pending: session.pending,
      login,
      replaceToken,
      logout,
      staffCall,
      sessionExpired,
    }),
    [
      session.token,
      session.error,
      session.username,
      session.pending,
      login,
      replaceToken,
      logout,
      staffCall,
      sessionExpired,
    ],
  )
}
