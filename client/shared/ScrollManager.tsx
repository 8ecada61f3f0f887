import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

const KEY_PREFIX = 'scroll:'
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/**
 * Scrolls back to `y`. The page of a back navigation may still be coming (its chunk, its data):
 * while it is too short the scroll stops short, so it is tried again each time the page grows, for
 * up to 3 s, unless the guest scrolls or presses a key first. Answers the function that stops it.
 */
function restoreScroll(y: number): () => void {
  window.scrollTo(0, y)
  if (Math.abs(window.scrollY - y) < 2 || typeof ResizeObserver === 'undefined') return () => undefined
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y)
    if (Math.abs(window.scrollY - y) < 2) stop()
  })
  const events = ['wheel', 'touchstart', 'keydown'] as const
  const timer = setTimeout(() => stop(), 3000)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
    for (const name of events) window.removeEventListener(name, stop)
  }
  for (const name of events) window.addEventListener(name, stop, { passive: true })
  observer.observe(document.documentElement)
  return stop
}

function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.slice(1))
  const target = id ? document.getElementById(id) : null
  if (!target) return false
  target.scrollIntoView()
  return true
}

/**
 * Saves the scroll position per page (history entry) and restores it on back/forward;
 * a URL hash scrolls to the element with that id; any other navigation starts at the top.
 */
export function ScrollManager() {
  const location = useLocation()
  const navigationType = useNavigationType()
  // The first page of a visit has the key 'default' whatever its path: add the path to tell them apart.
  const storageKey = `${KEY_PREFIX}${location.key === 'default' ? `default:${location.pathname}` : location.key}`
  // Updated while rendering, before the next page replaces the DOM: a scroll event caused by the
  // old page shrinking away must not overwrite the position saved for it.
  const current = useRef(storageKey)
  current.current = storageKey

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual'
  }, [])

  useIsomorphicLayoutEffect(() => {
    const saved = navigationType === 'POP' ? Number(sessionStorage.getItem(storageKey)) : Number.NaN
    let stopRestoring: () => void = () => undefined
    if (Number.isFinite(saved) && saved > 0) stopRestoring = restoreScroll(saved)
    else if (!(location.hash && scrollToHash(location.hash))) window.scrollTo(0, 0)
    let frame = 0
    const save = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        if (current.current !== storageKey) return
        try {
          sessionStorage.setItem(storageKey, String(Math.round(window.scrollY)))
        } catch {
          // sessionStorage unavailable: restoration simply does not happen.
        }
      })
    }
    window.addEventListener('scroll', save, { passive: true })
    return () => {
      stopRestoring()
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', save)
    }
  }, [storageKey])

  return null
}
