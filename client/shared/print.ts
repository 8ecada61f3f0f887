import { useEffect } from 'react'

/**
 * Prints what is mounted for printing (a kitchen ticket, the recovery codes: a portal at the end of
 * <body> that the print styles show alone) while `printing` is set: the browser's print dialog opens
 * once the part has rendered, and `done` runs when it closes (or when printing is impossible), so
 * that the part is removed again.
 */
export function usePrintWhileMounted(printing: unknown, done: () => void): void {
  // Keyed on `printing` alone: `done` is a new function each render and must not print again.
  useEffect(() => {
    if (!printing) return
    window.addEventListener('afterprint', done)
    const timer = setTimeout(() => {
      try {
        window.print()
      } catch {
        done()
      }
    }, 50)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('afterprint', done)
    }
  }, [printing])
}
