import { useEffect, useRef } from 'react'
import { useStaffSession } from './session.js'

/** The page signs out this long after the server has (their clocks may differ by a little). */
const MARGIN_MS = 1_000

/**
 * Milliseconds until a session last used at `lastUse` has been idle for `idleMs` on the server too;
 * zero or less: the server has ended it.
 * @internal Exported for its tests; production uses it within this module.
 */
export function idleLeft(lastUse: number, idleMs: number, now: number): number {
  return lastUse + idleMs + MARGIN_MS - now
}

/**
 * The server's idle rule on the page (docs/security.md, "Staff sessions"): a session with no staff
 * call and no heartbeat of the order stream for `idleMs` (STAFF_IDLE_MINUTES, from GET
 * /api/staff/me) has ended on the server, so `onIdle` is called once, then — never earlier, so the
 * page never shows the sign-in form while the server still honours the session. An open board
 * (its stream's heartbeat every 25 s) therefore stays signed in; a tablet whose board lost the
 * server for longer signs out. `null`: the idle time is not known yet.
 */
export function useIdleSignOut(onIdle: () => void, idleMs: number | null): void {
  const { lastUse } = useStaffSession()
  const callback = useRef(onIdle)
  callback.current = onIdle
  useEffect(() => {
    if (idleMs === null) return
    // Nothing seen yet on this page: the idle time counts from now.
    if (lastUse.current === 0) lastUse.current = Date.now()
    let timer: ReturnType<typeof setTimeout> | undefined
    let done = false
    const check = () => {
      clearTimeout(timer)
      if (done) return
      const left = idleLeft(lastUse.current, idleMs, Date.now())
      if (left > 0) {
        timer = setTimeout(check, left)
        return
      }
      done = true
      callback.current()
    }
    check()
    // A device back from sleep (timers paused) looks again at once.
    document.addEventListener('visibilitychange', check)
    return () => {
      done = true
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', check)
    }
  }, [idleMs, lastUse])
}
