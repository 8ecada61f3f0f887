import { useCallback, useMemo } from 'react'
import { useI18n } from '../../i18n/index.js'
import { HttpStatusError, post } from '../../shared/api.js'
import { useNotify } from '../../shared/toast.js'
import { useStaffSession } from './session.js'

/**
 * Sign-in state (docs/product.md, "Staff"): signed in or not, the error flag. The token is held in
 * memory only, never persisted, and every staff call sends it as `Authorization: Bearer`
 * (docs/security.md, "Staff sessions"): a reload signs out, unless the staff member ticked "Remember
 * this device" at sign-in; then the reload gets a fresh token with the device's cookie (`restore`).
 */
export interface AuthValue {
  /** This page's number for the current sign-in; null when signed out. */
  session: number | null
  isLoggedIn: boolean
  /** The last sign-in failed (the description's error flag). */
  error: boolean
  /** It failed on a two-step code used already ("poczekaj na następny") or past the account's cap of wrong codes. */
  codeRefused: 'used' | 'locked' | null
  /** The name the staff member signed in with (for the toolbar); null when logged out. */
  username: string | null
  /** A login request is under way. */
  pending: boolean
  /** The page has asked the server whether this device is remembered (`restore`). */
  checked: boolean
  /** Why the last session ended, for the sign-in form ("Sesja wygasła…"); null after a sign-out. */
  notice: string | null
  /**
   * Clears the old token (signed out here), then POSTs /api/login and sets the new token; `remember`
   * asks the server to remember this device (a kitchen tablet). On failure sets the error flag and
   * shows the notification 'Błędne dane'. Resolves to whether it worked.
   */
  login: (
    username: string,
    password: string,
    second?: SecondFactor,
    remember?: boolean,
  ) => Promise<LoginOutcome>
  /** Once per page load: a remembered device gets a fresh token; otherwise the sign-in form. */
  restore: () => Promise<void>
  /**
   * Clears the token here and asks the server to end the session (on every instance) and forget a
   * remembered device; `notice` says why on the sign-in form (the idle time).
   */
  logout: (notice?: string) => void
  /**
   * Runs a staff call with the token held in memory (`call` sends it as `Authorization: Bearer`).
   * A 401 (ended or revoked session) ends the session here — back to the login form, with a
   * notification — and rejects with SessionExpiredError, which callers skip instead of showing
   * their own error.
   */
  staffCall: <T>(call: (token: string) => Promise<T>) => Promise<T>
  /** The same session goes on with a new token (a password change answers one). */
  replaceToken: (token: string) => void
  /** The token, for the order stream, which reads it at each (re)connection. */
  currentToken: () => string | null
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
 * Whether this device was remembered at sign-in, worth asking about on load: the device's credential
 * is an httpOnly cookie the page cannot read, so a flag (no name, no token) says that it was set and
 * has not been signed out of here. Without it a load shows the sign-in form without a refused call.
 */
const DEVICE_KEY = 'staffDevice'
function deviceRemembered(): boolean {
  try {
    return localStorage.getItem(DEVICE_KEY) === '1'
  } catch {
    return true
  }
}
function rememberDevice(remembered: boolean): void {
  try {
    if (remembered) localStorage.setItem(DEVICE_KEY, '1')
    else localStorage.removeItem(DEVICE_KEY)
  } catch {
    // No storage: every load asks the server.
  }
}

/** POST /api/staff/device/token: a remembered device's fresh token. */
interface DeviceToken {
  token: string
  username: string
}

/** The staff session with its actions; the state itself is kept by AuthProvider in the page's root. */
export function useAuth(): AuthValue {
  const { t } = useI18n()
  const notify = useNotify()
  const session = useStaffSession()
  const { set, sessionRef, tokenRef, attempt, lastUse, idleMs } = session

  const touch = useCallback(() => {
    lastUse.current = Date.now()
  }, [lastUse])

  const signedIn = useCallback(
    (username: string, token: string) => {
      tokenRef.current = token
      touch()
      set({
        session: attempt.current,
        username,
        error: false,
        codeRefused: null,
        pending: false,
        checked: true,
        notice: null,
      })
    },
    [set, attempt, touch, tokenRef],
  )

  const login = useCallback(
    async (
      name: string,
      password: string,
      second?: SecondFactor,
      remember = false,
    ): Promise<LoginOutcome> => {
      const current = ++attempt.current
      // Login first clears the old token (this page's sign-in ends), then sets the new one.
      set({ session: null, username: null, error: false, codeRefused: null, pending: true })
      try {
        const { token } = await post<{ token: string }>('/api/login', {
          username: name.trim(),
          password,
          ...second,
          ...(remember ? { remember: true } : {}),
        })
        if (current !== attempt.current) return false
        rememberDevice(remember)
        signedIn(name.trim(), token)
        return true
      } catch (failure) {
        if (current !== attempt.current) return false
        const code = failure instanceof HttpStatusError && failure.status === 401 ? failure.body?.code : null
        if (code === 'TOTP_REQUIRED') {
          // Not a failure: the second step follows, not signed in yet.
          set({ error: false, codeRefused: null, pending: false })
          return 'TOTP_REQUIRED'
        }
        set({
          error: true,
          codeRefused: code === 'TOTP_USED' ? 'used' : code === 'TOTP_LOCKED' ? 'locked' : null,
          pending: false,
        })
        const message =
          code === 'TOTP_USED'
            ? t('manage.twoFactor.usedCode')
            : code === 'INVALID_TOTP'
              ? t('manage.twoFactor.wrongCode')
              : code === 'TOTP_LOCKED'
                ? t('manage.twoFactor.lockedCodes')
                : loginFailureMessage(failure, t('manage.login.failed'), t('manage.error'))
        notify(message, 'ALERT')
        return false
      }
    },
    [notify, set, attempt, signedIn, t],
  )

  const restore = useCallback(async () => {
    const current = attempt.current
    // The token lived in the last page's memory: a reload is signed out, unless this device was
    // remembered. Without it, the sign-in form at once, without a refused call.
    if (!deviceRemembered()) {
      set({ checked: true })
      return
    }
    try {
      const fresh = await post<DeviceToken>('/api/staff/device/token')
      // A sign-in or sign-out started meanwhile decides instead.
      if (current !== attempt.current) return
      signedIn(fresh.username, fresh.token)
    } catch {
      if (current !== attempt.current) return
      rememberDevice(false)
      set({ checked: true })
    }
  }, [attempt, set, signedIn])

  const logout = useCallback(
    (notice?: string) => {
      attempt.current++
      const was = sessionRef.current
      const token = tokenRef.current
      rememberDevice(false)
      // The page signs out at once (the token is cleared); the server's answer changes nothing here.
      set({
        session: null,
        username: null,
        error: false,
        codeRefused: null,
        pending: false,
        notice: notice ?? null,
      })
      if (was !== null && token !== null)
        void post('/api/logout', undefined, { token }).catch(() => undefined)
    },
    [set, attempt, sessionRef, tokenRef],
  )

  const sessionExpired = useCallback(
    (refused: number) => {
      // Only the first refusal of the current sign-in ends it and notifies.
      if (sessionRef.current !== refused) return
      attempt.current++
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
      const token = tokenRef.current
      if (used === null || token === null) throw new SessionExpiredError()
      try {
        const answer = await call(token)
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
    [sessionExpired, sessionRef, tokenRef, touch],
  )

  const replaceToken = useCallback(
    (token: string) => {
      if (sessionRef.current !== null) tokenRef.current = token
    },
    [sessionRef, tokenRef],
  )
  const currentToken = useCallback(() => tokenRef.current, [tokenRef])

  return useMemo<AuthValue>(
    () => ({
      session: session.session,
      isLoggedIn: session.session !== null,
      error: session.error,
      codeRefused: session.codeRefused,
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
      replaceToken,
      currentToken,
    }),
    [
      session.session,
      session.error,
      session.codeRefused,
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
      replaceToken,
      currentToken,
    ],
  )
}
