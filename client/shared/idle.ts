/**
 * Runs `work` once the browser is idle after the first paint and hydration (at most `timeoutMs`
 * later): calls the page's first paint does not need (the page view, the calendar for search
 * engines) wait for it instead of competing with hydration (docs/client.md, "Profile").
 * Returns a function that cancels it; where requestIdleCallback is missing, a timer stands in.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof window !== 'undefined' && typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = setTimeout(work, 1)
  return () => clearTimeout(timer)
}
