import { useEffect, useRef } from 'react'

/**
 * No key, pointer or scroll on the staff page for this long signs the staff member out.
 * @internal Exported for its tests; production uses it within this module.
 */
export const STAFF_IDLE_MS = 60 * 60_000

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const

/**
 * Calls `onIdle` once when nobody has used the page for `idleMs` (docs/security.md, "Staff
 * sessions"): a tablet left signed in on a counter signs itself out, as the server ends a session
 * that sent no request for an hour.
 */
export function useIdleSignOut(onIdle: () => void, idleMs: number = STAFF_IDLE_MS): void {
  const callback = useRef(onIdle)
  callback.current = onIdle
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>
    const restart = () => {
      clearTimeout(timer)
      timer = setTimeout(() => callback.current(), idleMs)
    }
    restart()
    for (const event of ACTIVITY) window.addEventListener(event, restart, { passive: true })
    return () => {
      clearTimeout(timer)
      for (const event of ACTIVITY) window.removeEventListener(event, restart)
    }
  }, [idleMs])
}
