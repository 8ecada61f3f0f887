import { matchPage } from '../routes.js'
import { ChunkLoadError, loadPageComponent } from './pages.js'
import { pageDataUrl } from './paths.js'
import type { PageData } from './types.js'

/**
 * Pending page-data requests are retried every 200 ms, at most 3 times (docs/product.md, "Page loading").
 * @internal Exported for its tests; production uses it within this module.
 */
export const PAGE_DATA_RETRY_MS = 200
/** @internal Exported for its tests; production uses it within this module. */
export const PAGE_DATA_MAX_RETRIES = 3

/** What loading a page gave: the page with its data, the 404 page or the 500 page. */
export type PageResult = { kind: 'page'; data: PageData } | { kind: 'notFound' } | { kind: 'error' }

/** The page data could not be loaded after the retries: the load is an error (docs/product.md, "Page loading"). */
class PageDataError extends Error {
  constructor(path: string, cause?: unknown) {
    super(`page data of ${path} could not be loaded`, { cause })
    this.name = 'PageDataError'
  }
}

export interface LoaderDeps {
  fetch: typeof fetch
  wait: (ms: number) => Promise<void>
}

const defaultDeps = (): LoaderDeps => ({
  fetch: (...args) => fetch(...args),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
})

function isPageData(body: unknown, path: string, page: string): body is PageData {
  if (!body || typeof body !== 'object') return false
  const value = body as Record<string, unknown>
  return value.page === page && value.path === path && !!value.data && typeof value.data === 'object'
}

/**
 * Fetches /page-data/<path>/page-data.json. A 404 or a body that is not this page's data gives the
 * 404 page, a 500 the 500 page; any other failure (no answer, another status) is retried every
 * 200 ms, at most 3 times, and then throws PageDataError.
 * @internal Exported for its tests; production uses it within this module.
 */
export async function fetchPageData(path: string, deps: LoaderDeps = defaultDeps()): Promise<PageResult> {
  const match = matchPage(path)
  if (!match) return { kind: 'notFound' }
  let failure: unknown
  for (let attempt = 0; attempt <= PAGE_DATA_MAX_RETRIES; attempt++) {
    if (attempt > 0) await deps.wait(PAGE_DATA_RETRY_MS)
    try {
      const response = await deps.fetch(pageDataUrl(path), { headers: { accept: 'application/json' } })
      if (response.status === 404) return { kind: 'notFound' }
      if (response.status === 500) return { kind: 'error' }
      if (response.ok) {
        let body: unknown
        try {
          body = await response.json()
        } catch {
          return { kind: 'notFound' }
        }
        return isPageData(body, path, match.id) ? { kind: 'page', data: body } : { kind: 'notFound' }
      }
      failure = new Error(`HTTP error! Status: ${response.status}`)
    } catch (error) {
      failure = error
    }
  }
  throw new PageDataError(path, failure)
}

const results = new Map<string, Promise<PageResult>>()

/**
 * Loads what a page needs before it is shown: its data and its chunk, once per path (a second
 * navigation or a preload reuses the first). Rejects with PageDataError or ChunkLoadError.
 * `inDocument`: the data the server put in the document for the first page (docs/client.md,
 * "Hydration data"); used instead of a fetch when it is this path's page data.
 */
export function loadPage(path: string, deps?: LoaderDeps, inDocument?: unknown): Promise<PageResult> {
  let pending = results.get(path)
  if (!pending) {
    const match = inDocument === undefined ? null : matchPage(path)
    const known: PageResult | null =
      match && isPageData(inDocument, path, match.id) ? { kind: 'page', data: inDocument } : null
    pending = (async () => {
      const result = known ?? (await fetchPageData(path, deps))
      const match = matchPage(path)
      if (result.kind === 'page' && match) await loadPageComponent(match.id)
      return result
    })()
    results.set(path, pending)
    pending.catch(() => results.delete(path))
  }
  return pending
}

/** Whether a page was loaded (or is being loaded): preloading skips it. */
export function isPageLoaded(path: string): boolean {
  return results.has(path)
}

const RELOAD_KEY = 'chunkReload'

/**
 * A failed chunk load while routing reloads the path (a full page load gets the new build's
 * files), once: when the same path failed again right after its reload, it is not reloaded again.
 * Returns whether a reload was started.
 */
export function reloadOnce(path: string, win: Window = window): boolean {
  try {
    if (win.sessionStorage.getItem(RELOAD_KEY) === path) return false
    win.sessionStorage.setItem(RELOAD_KEY, path)
  } catch {
    return false
  }
  win.location.assign(path)
  return true
}

/** A page was shown: a later chunk failure on it may reload again. */
export function clearReloadMark(win: Window = window): void {
  try {
    win.sessionStorage.removeItem(RELOAD_KEY)
  } catch {
    // no sessionStorage: nothing was marked
  }
}

export { ChunkLoadError }
