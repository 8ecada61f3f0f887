import { matchPage } from '../routes.js'
import { isPageLoaded, loadPage } from './loader.js'

/**
 * Page preloading (docs/product.md, "Page loading"): starts 3 s after load, 4 pages at a time, 3 s between batches.
 * @internal Exported for its tests; production uses it within this module.
 */
export const PRELOAD_START_MS = 3000
const PRELOAD_BATCH_SIZE = 4
/** @internal Exported for its tests; production uses it within this module. */
export const PRELOAD_BATCH_GAP_MS = 3000

const CRAWLER = /bot|crawl|spider|slurp|lighthouse|headlesschrome|bingpreview|facebookexternalhit/i

/** @internal Exported for its tests; production uses it within this module. */
export interface PreloadEnv {
  document: Pick<Document, 'querySelectorAll'>
  navigator: Pick<Navigator, 'userAgent'> & { connection?: { effectiveType?: string; saveData?: boolean } }
  location: Pick<Location, 'pathname'>
  setTimeout: (fn: () => void, ms: number) => unknown
  load: (path: string) => Promise<unknown>
  isLoaded: (path: string) => boolean
}

/**
 * Whether this visit preloads at all: never on 2g, in save-data mode or for crawlers.
 * @internal Exported for its tests; production uses it within this module.
 */
export function preloadAllowed(nav: PreloadEnv['navigator']): boolean {
  const connection = nav.connection
  if (connection?.saveData) return false
  if (connection?.effectiveType?.includes('2g')) return false
  return !CRAWLER.test(nav.userAgent)
}

/** The site's pages linked from the document, each once, without the current one and loaded ones. */
function pagesToPreload(env: Pick<PreloadEnv, 'document' | 'location' | 'isLoaded'>): string[] {
  const paths = new Set<string>()
  for (const link of env.document.querySelectorAll('a[href^="/"]')) {
    const href = link.getAttribute('href') ?? ''
    const path = href.split(/[?#]/)[0] ?? ''
    if (!path || path === env.location.pathname || !matchPage(path) || env.isLoaded(path)) continue
    paths.add(path)
  }
  return [...paths]
}

/**
 * Preloads the linked pages' data and chunks in the background: 3 s after it is called (at the
 * window's load event), 4 pages at a time, 3 s after each batch finished. Pages loaded meanwhile
 * (by navigation) are skipped.
 * @internal Exported for its tests; production uses it within this module.
 */
export function startPreloading(env: PreloadEnv): void {
  if (!preloadAllowed(env.navigator)) return
  const tried = new Set<string>()
  const batch = () => {
    const next = pagesToPreload(env)
      .filter((path) => !tried.has(path))
      .slice(0, PRELOAD_BATCH_SIZE)
    if (next.length === 0) return
    for (const path of next) tried.add(path)
    void Promise.allSettled(next.map((path) => env.load(path))).then(() =>
      env.setTimeout(batch, PRELOAD_BATCH_GAP_MS),
    )
  }
  env.setTimeout(batch, PRELOAD_START_MS)
}

/** Preloading in the browser. */
export function startBrowserPreloading(): void {
  startPreloading({
    document,
    navigator,
    location: window.location,
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    load: loadPage,
    isLoaded: isPageLoaded,
  })
}
