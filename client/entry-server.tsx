import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { AppRoutes } from './App.js'
import { createTranslator, type Language } from './i18n/index.js'
import { ErrorPage } from './pages/ErrorPage.js'
import { Root } from './Root.js'
import { type HeadData, type RenderContext, RenderContextProvider, renderHeadHtml } from './shared/head.js'

export interface RenderOptions {
  lang: Language
  /** Origin for canonical and Open Graph URLs, e.g. https://sakanasushi.pl */
  origin: string
}

export interface RenderResult {
  status: number
  /** The app's HTML, for <div id="root">. */
  html: string
  /** The page's head data; the server writes it into <head> with renderHead. */
  head: HeadData
}

function fallbackHead(lang: Language, path: string): HeadData {
  const { t } = createTranslator(lang)
  return { title: t('site.name'), description: t('site.description'), path }
}

/** Renders one page of the app for a path (with its trailing slash) in a language. */
export function render(url: string, options: RenderOptions): RenderResult {
  const context: RenderContext = { head: null, status: 200 }
  const html = renderToString(
    <StrictMode>
      <RenderContextProvider value={context}>
        <StaticRouter location={url}>
          <Root lang={options.lang} origin={options.origin}>
            <AppRoutes />
          </Root>
        </StaticRouter>
      </RenderContextProvider>
    </StrictMode>,
  )
  return { status: context.status, html, head: context.head ?? fallbackHead(options.lang, url) }
}

/** The 500 page, rendered when a page's own render failed. */
export function renderError(url: string, options: RenderOptions): RenderResult {
  const context: RenderContext = { head: null, status: 500 }
  const html = renderToString(
    <RenderContextProvider value={context}>
      <StaticRouter location={url}>
        <Root lang={options.lang} origin={options.origin}>
          <ErrorPage />
        </Root>
      </StaticRouter>
    </RenderContextProvider>,
  )
  return { status: 500, html, head: context.head ?? fallbackHead(options.lang, url) }
}

export function renderHead(head: HeadData, lang: Language, origin: string): string {
  return renderHeadHtml(head, lang, origin)
}
