import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ClientApp } from './App.js'
import { isLanguage, loadDictionary } from './i18n/index.js'
import { loadPage } from './page-data/loader.js'
import { startBrowserPreloading } from './page-data/preload.js'
import { ErrorPage } from './pages/ErrorPage.js'
import { Root } from './Root.js'
import { BrowserRouter } from './shared/router.js'

interface HydrationData {
  lang: string
  origin?: string
  error?: boolean
}

const dataElement = document.getElementById('app-data')
const data = JSON.parse(dataElement?.textContent || '{}') as HydrationData
const lang = isLanguage(data.lang) ? data.lang : 'pl'
const origin = data.origin ?? window.location.origin

/**
 * Hydrates once the page's own resources are here: the language's dictionary, the page's chunk and
 * its page data (the same data the server rendered with). Without them the server's HTML stays as
 * it is and every link is a full page load (specification §8: missing page resources).
 */
async function start(): Promise<void> {
  const [, initial] = await Promise.all([
    loadDictionary(lang),
    data.error ? null : loadPage(window.location.pathname),
  ])
  hydrateRoot(
    document.getElementById('root')!,
    data.error || !initial ? (
      <BrowserRouter>
        <Root lang={lang} origin={origin}>
          <ErrorPage />
        </Root>
      </BrowserRouter>
    ) : (
      <StrictMode>
        <BrowserRouter>
          <Root lang={lang} origin={origin}>
            <ClientApp initial={initial} />
          </Root>
        </BrowserRouter>
      </StrictMode>
    ),
  )
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
