import { StrictMode, startTransition } from 'react'
import * as helmet from 'react-helmet-async'
import { BrowserRouter } from 'react-router-dom'
import { ClientApp } from './App.js'
import { APP_DATA_ID, Document } from './Document.js'
import { isLanguage, loadDictionary } from './i18n/index.js'
import { loadPage } from './page-data/loader.js'
import { startBrowserPreloading } from './page-data/preload.js'
import { ErrorPage } from './pages/ErrorPage.js'
import { Root } from './Root.js'
import { provideHelmet } from './shared/helmet.js'

provideHelmet(helmet)

interface HydrationData {
  lang: string
  origin?: string
  error?: boolean
  /** The first page's data (the server rendered from it): no fetch before hydrating. */
  page?: unknown
}

// The data block as the server wrote it: the document renders it again, byte for byte.
const appData = document.getElementById(APP_DATA_ID)?.textContent || '{}'
const data = JSON.parse(appData) as HydrationData
const lang = isLanguage(data.lang) ? data.lang : 'pl'
const origin = data.origin ?? window.location.origin

/**
 * Hydrates the whole document once the page's own resources are here: the language's dictionary,
 * the page's chunk and its page data (the same data the server rendered with). Without them the
 * server's HTML stays as it is and every link is a full page load (docs/client.md, "Navigation").
 * React's renderer is a chunk of its own, imported here: the browser runs it in a task of its own
 * instead of in the entry's, which would be the longest of the page's start (docs/client.md,
 * "Profile"); the server names it for modulepreload like the page's chunk.
 */
async function start(): Promise<void> {
  const [, initial, { hydrateRoot }] = await Promise.all([
    loadDictionary(lang),
    data.error ? null : loadPage(window.location.pathname, undefined, data.page),
    import('react-dom/client'),
  ])
  const page = data.error || !initial ? <ErrorPage /> : <ClientApp initial={initial} />
  // Hydrated in a transition: React then yields to the browser every few milliseconds instead of
  // hydrating the whole document in one long task (docs/client.md, "Profile").
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <BrowserRouter>
          <Root lang={lang} origin={origin}>
            <Document appData={appData}>{page}</Document>
          </Root>
        </BrowserRouter>
      </StrictMode>,
    )
  })
  if (document.readyState === 'complete') startBrowserPreloading()
  else window.addEventListener('load', startBrowserPreloading, { once: true })
}

start().catch(() => undefined)

// The service worker (/sw.js) serves repeat visits from cache and keeps the menu readable offline.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined)
  })
}
