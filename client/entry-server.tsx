import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { AppRoutes } from './App.js'
import { en } from './i18n/en.js'
import { enStaff } from './i18n/en-staff.js'
import { createTranslator, type Language, registerDictionary } from './i18n/index.js'
import { pl } from './i18n/pl.js'
import { plStaff } from './i18n/pl-staff.js'
import { pageDataFor } from './page-data/build.js'
import { PageDataProvider } from './page-data/context.js'
import { registerPages } from './page-data/pages.js'
import { AboutPage } from './pages/AboutPage.js'
import { CategoryPage } from './pages/CategoryPage.js'
import { ContactPage } from './pages/ContactPage.js'
import { DeliveryPage } from './pages/DeliveryPage.js'
import { ErrorPage } from './pages/ErrorPage.js'
import { HomePage } from './pages/HomePage.js'
import { ManagePage } from './pages/ManagePage.js'
import { OrderPage } from './pages/OrderPage.js'
import { ProductPage } from './pages/ProductPage.js'
import { RestaurantPage } from './pages/RestaurantPage.js'
import { TermsPage } from './pages/TermsPage.js'
import { ThankYouPage } from './pages/ThankYouPage.js'
import { Root } from './Root.js'
import { type HeadData, type RenderContext, RenderContextProvider, renderHeadHtml } from './shared/head.js'
import { StaticRouter } from './shared/router.js'

// The server renders every page in both languages: everything is registered up front.
registerDictionary('pl', pl)
registerDictionary('en', en)
registerDictionary('pl', plStaff, 'staff')
registerDictionary('en', enStaff, 'staff')
registerPages({
  home: HomePage,
  restaurant: RestaurantPage,
  delivery: DeliveryPage,
  about: AboutPage,
  contact: ContactPage,
  terms: TermsPage,
  order: OrderPage,
  thanks: ThankYouPage,
  manage: ManagePage,
  category: CategoryPage,
  product: ProductPage,
})

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
            <PageDataProvider value={pageDataFor(url.split('?')[0] ?? '/')}>
              <AppRoutes />
            </PageDataProvider>
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
