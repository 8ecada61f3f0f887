import type { ComponentType } from 'react'
import { matchRoutes } from 'react-router-dom'
import { loadCheckoutStrings, loadStaffStrings } from './i18n/index.js'

/**
 * A page of the site, declared once (docs/client.md, "Adding a page"): the route table, the
 * browser's chunks, the server's render, the page data's type, robots.txt and the sitemap all read
 * this. The data a page is drawn from is built on the server only (`page-data/build.ts`, by the
 * same id), so that the catalog never enters the browser's bundles.
 */
interface PageDeclaration {
  /** The path pattern with its trailing slash (react-router's pattern syntax). */
  path: string
  /**
   * The page's component in its own chunk, with the strings it needs: the browser loads it when
   * the page is visited or preloaded, the server loads every page's before its first render.
   */
  chunk: () => Promise<ComponentType>
  /**
   * What search engines are told: `listed` in sitemap.xml (a pattern's pages are listed from the
   * menu), `unlisted` (indexable, not listed), `hidden` (robots.txt's Disallow; the page's head also
   * says `noindex`, PageHead's prop).
   */
  search: 'listed' | 'unlisted' | 'hidden'
}

/** The pages, in the order react-router ranks them (docs/client.md, "Routes"). */
const PAGES = {
  home: { path: '/', chunk: () => import('./pages/HomePage.js').then((m) => m.HomePage), search: 'listed' },
  restaurant: {
    path: '/restauracja/',
    chunk: () => import('./pages/RestaurantPage.js').then((m) => m.RestaurantPage),
    search: 'listed',
  },
  delivery: {
    path: '/dostawa/',
    chunk: () => import('./pages/DeliveryPage.js').then((m) => m.DeliveryPage),
    search: 'listed',
  },
  about: {
    path: '/o_nas/',
    chunk: () => import('./pages/AboutPage.js').then((m) => m.AboutPage),
    search: 'listed',
  },
  contact: {
    path: '/kontakt/',
    chunk: () => import('./pages/ContactPage.js').then((m) => m.ContactPage),
    search: 'listed',
  },
  terms: {
    path: '/regulamin/',
    chunk: () => import('./pages/TermsPage.js').then((m) => m.TermsPage),
    search: 'listed',
  },
  order: {
    path: '/zamowienie/',
    chunk: () =>
      Promise.all([import('./pages/OrderPage.js'), loadCheckoutStrings()]).then(([m]) => m.OrderPage),
    search: 'unlisted',
  },
  thanks: {
    path: '/dziekujemy/',
    chunk: () =>
      Promise.all([import('./pages/ThankYouPage.js'), loadCheckoutStrings()]).then(([m]) => m.ThankYouPage),
    search: 'hidden',
  },
  manage: {
    path: '/manage/',
    chunk: () =>
      Promise.all([import('./pages/ManagePage.js'), loadStaffStrings(), loadCheckoutStrings()]).then(
        ([m]) => m.ManagePage,
      ),
    search: 'hidden',
  },
  // The menu's search: `?q=` is rendered on the server too (a GET form works without JavaScript).
  search: {
    path: '/szukaj/',
    chunk: () => import('./pages/SearchPage.js').then((m) => m.SearchPage),
    search: 'hidden',
  },
  category: {
    path: '/menu/:category/',
    chunk: () => import('./pages/CategoryPage.js').then((m) => m.CategoryPage),
    search: 'listed',
  },
  product: {
    path: '/menu/:category/:product/',
    chunk: () => import('./pages/ProductPage.js').then((m) => m.ProductPage),
    search: 'listed',
  },
} as const satisfies Record<string, PageDeclaration>

/** A page's id: the key of its declaration. */
export type PageId = keyof typeof PAGES

/** Every route: its page and path pattern, in the declaration's order. */
export const ROUTES: { id: PageId; path: string; search: PageDeclaration['search'] }[] = (
  Object.keys(PAGES) as PageId[]
).map((id) => ({ id, path: PAGES[id].path, search: PAGES[id].search }))

/** Each page's chunk loader, by id. */
export const PAGE_CHUNKS = Object.fromEntries(ROUTES.map((r) => [r.id, PAGES[r.id].chunk])) as Record<
  PageId,
  () => Promise<ComponentType>
>

/** The terms of service (linked from the footer and the checkout's consent). */
export const TERMS_PATH = PAGES.terms.path

export interface PageMatch {
  id: PageId
  params: Record<string, string>
}

/**
 * The route a path belongs to, or null (the 404 page): react-router's own matcher over the same
 * table the app renders with, so the server's page data, the loader and <Routes> never disagree.
 */
export function matchPage(pathname: string): PageMatch | null {
  const match = matchRoutes(ROUTES, pathname)?.[0]
  if (!match) return null
  return { id: match.route.id, params: match.params as Record<string, string> }
}
