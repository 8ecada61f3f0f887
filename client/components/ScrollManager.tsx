import { useEffect, useLayoutEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

const KEY_PREFIX = 'scroll:'
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

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

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual'
  }, [])

  useIsomorphicLayoutEffect(() => {
    const storageKey = KEY_PREFIX + location.key
    if (navigationType === 'POP') {
      const saved = Number(sessionStorage.getItem(storageKey))
      if (Number.isFinite(saved) && saved > 0) window.scrollTo(0, saved)
      else if (!(location.hash && scrollToHash(location.hash))) window.scrollTo(0, 0)
    } else if (!(location.hash && scrollToHash(location.hash))) {
      window.scrollTo(0, 0)
    }
    let frame = 0
    const save = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        try {
          sessionStorage.setItem(storageKey, String(Math.round(window.scrollY)))
        } catch {
          // sessionStorage unavailable: restoration simply does not happen.
        }
      })
    }
    window.addEventListener('scroll', save, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', save)
    }
  }, [location.key])

  return null
}
