import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { AppRoutes } from './App.js'
import { isLanguage } from './i18n/index.js'
import { ErrorPage } from './pages/ErrorPage.js'
import { Root } from './Root.js'

interface HydrationData {
  lang: string
  origin?: string
  error?: boolean
}

const dataElement = document.getElementById('app-data')
const data = JSON.parse(dataElement?.textContent || '{}') as HydrationData
const lang = isLanguage(data.lang) ? data.lang : 'pl'
const origin = data.origin ?? window.location.origin

hydrateRoot(
  document.getElementById('root')!,
  data.error ? (
    <BrowserRouter>
      <Root lang={lang} origin={origin}>
        <ErrorPage />
      </Root>
    </BrowserRouter>
  ) : (
    <StrictMode>
      <BrowserRouter>
        <Root lang={lang} origin={origin}>
          <AppRoutes />
        </Root>
      </BrowserRouter>
    </StrictMode>
  ),
)

// The service worker (/sw.js) serves repeat visits from cache and keeps the menu readable offline.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined)
  })
}
