import { createRequire } from 'node:module'
import { type ReactNode, StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import type { Catalog } from '#domain/menu/catalog.js'
import { AppRoutes } from './App.js'
import { Document, PAGE_JSON_LD_ATTRIBUTE } from './Document.js'
import { en } from './i18n/en.js'
import { enCheckout } from './i18n/en-checkout.js'
import { type Language, registerDictionary } from './i18n/index.js'
import { pl } from './i18n/pl.js'
import { plCheckout } from './i18n/pl-checkout.js'
import { staffEn } from './i18n/staff-en.js'
import { staffPl } from './i18n/staff-pl.js'
import { pageDataFor, pageJsonLd } from './page-data/build.js'
import { PageDataProvider } from './page-data/context.js'
import { loadPageComponent } from './page-data/pages.js'
import type { PageData } from './page-data/types.js'
import { ErrorPage } from './pages/ErrorPage.js'
import { Root } from './Root.js'
import { ROUTES } from './routes.js'
import { provideHelmet } from './shared/helmet.js'
import { type RenderStatus, RenderStatusProvider } from './shared/http-status.js'
import { scriptJson } from './shared/PageHead.js'

// The server renders every page in both languages: everything is registered up front.
provideHelmet(createRequire(import.meta.url)('react-helmet-async'))
registerDictionary('pl', pl)
registerDictionary('en', en)
registerDictionary('pl', staffPl, 'staff')
registerDictionary('en', staffEn, 'staff')
registerDictionary('pl', plCheckout, 'checkout')
registerDictionary('en', enCheckout, 'checkout')
// Every page declared in routes.ts, loaded before the first render (the browser loads each when needed).
await Promise.all(ROUTES.map((route) => loadPageComponent(route.id)))

export interface RenderOptions {
  lang: Language
  /** Origin for canonical and Open Graph URLs, e.g. https://sakanasushi.pl */
  origin: string
  /** The menu snapshot the page is drawn from (docs/menu.md). */
  menu: Catalog
}

export interface RenderResult {
  status: number
  /** The whole document, <!DOCTYPE html> to </html>; the server adds the build's asset tags. */
  html: string
}

/**
 * The hydration data block: language, origin, error flag and the first page's data, so that the
 * browser hydrates without fetching again what the server rendered from (docs/client.md,
 * "Hydration data"). Later navigations load their page data as before.
 */
function appData(options: Omit<RenderOptions, 'menu'>, error: boolean, page?: PageData | null): string {
  return scriptJson({ lang: options.lang, origin: options.origin, error, ...(page ? { page } : {}) })
}

function renderDocument(
  app: ReactNode,
  options: Omit<RenderOptions, 'menu'>,
  error: boolean,
  status: RenderStatus,
  page?: PageData | null,
) {
  const html = renderToString(
    <RenderStatusProvider value={status}>
      <Root lang={options.lang} origin={options.origin}>
        <Document appData={appData(options, error, page)}>{app}</Document>
      </Root>
    </RenderStatusProvider>,
  )
  return html.startsWith('<!DOCTYPE') ? html : `<!DOCTYPE html>${html}`
}

/**
 * Renders one page of the app for a path (with its trailing slash) in a language, with the query
 * its page reads (`renderedQuery`), if any.
 */
export function render(url: string, options: RenderOptions): RenderResult {
  const status: RenderStatus = { status: 200 }
  const page = pageDataFor(url.split('?')[0] ?? '/', options.menu)
  const html = renderDocument(
    <StrictMode>
      <StaticRouter location={url}>
        <PageDataProvider value={page}>
          <AppRoutes />
        </PageDataProvider>
      </StaticRouter>
    </StrictMode>,
    options,
    false,
    status,
    page,
  )
  return {
    status: status.status,
    html: withJsonLd(html, page ? pageJsonLd(page, options.menu, options.lang, options.origin) : []),
  }
}

/**
 * The page's schema.org objects as JSON-LD data blocks at the end of its <head>: never executed
 * (the CSP's script-src does not apply), outside what React hydrates (docs/client.md, "Structured data").
 */
function withJsonLd(html: string, objects: object[]): string {
  if (objects.length === 0) return html
  const blocks = objects
    .map(
      (data) => `<script type="application/ld+json" ${PAGE_JSON_LD_ATTRIBUTE}>${scriptJson(data)}</script>`,
    )
    .join('')
  return html.replace('</head>', () => `${blocks}</head>`)
}

/**
 * The page data behind a page-data url, which the server answers from the menu snapshot; what
 * robots.txt and sitemap.xml say of the declared pages.
 */
export { HIDDEN_PATHS, pageDataAt, renderedQuery, sitemapPaths } from './page-data/build.js'
/** The source modules a first visit to a path loads, which the server names for modulepreload. */
export { firstVisitModules, pageStylesheet } from './page-data/modules.js'

/** The 500 page, rendered when a page's own render failed. */
export function renderError(url: string, options: Omit<RenderOptions, 'menu'>): RenderResult {
  const status: RenderStatus = { status: 500 }
  const html = renderDocument(
    <StaticRouter location={url}>
      <ErrorPage />
    </StaticRouter>,
    options,
    true,
    status,
  )
  return { status: 500, html }
}
