import type { Language } from '#schemas/enums.js'
import { matchPage, type PageId } from '../routes.js'

/**
 * The source module of each page's chunk and the string parts it loads with it (the keys of the
 * build's manifest, as `chunk` in client/routes.ts imports them). The server names their files for
 * `modulepreload` in the page's document, so the browser fetches them beside the entry instead of
 * after it (docs/client.md, "Module preloads"). Server side only: the browser's bundle never
 * carries it. `test/e2e/js-budget.test.ts` checks every one is in the build's manifest.
 */
const PAGE_MODULES: Record<PageId, { page: string; strings?: readonly ('checkout' | 'staff')[] }> = {
  home: { page: 'client/pages/HomePage.tsx' },
  restaurant: { page: 'client/pages/RestaurantPage.tsx' },
  delivery: { page: 'client/pages/DeliveryPage.tsx' },
  about: { page: 'client/pages/AboutPage.tsx' },
  contact: { page: 'client/pages/ContactPage.tsx' },
  terms: { page: 'client/pages/TermsPage.tsx' },
  order: { page: 'client/pages/OrderPage.tsx', strings: ['checkout'] },
  thanks: { page: 'client/pages/ThankYouPage.tsx', strings: ['checkout'] },
  manage: { page: 'client/pages/ManagePage.tsx', strings: ['staff', 'checkout'] },
  search: { page: 'client/pages/SearchPage.tsx' },
  category: { page: 'client/pages/CategoryPage.tsx' },
  product: { page: 'client/pages/ProductPage.tsx' },
}

const STRING_MODULES: Record<Language, Record<'base' | 'checkout' | 'staff', string>> = {
  pl: { base: 'client/i18n/pl.ts', checkout: 'client/i18n/pl-checkout.ts', staff: 'client/i18n/staff-pl.ts' },
  en: { base: 'client/i18n/en.ts', checkout: 'client/i18n/en-checkout.ts', staff: 'client/i18n/staff-en.ts' },
}

/** React's renderer, which the entry imports as a chunk of its own (client/entry-client.tsx). */
const RENDERER_MODULE = 'node_modules/react-dom/client.js'

/**
 * The source modules a first visit to a path loads before it hydrates, beside the entry: React's
 * renderer, the language's strings and the page's chunk with its strings; no page chunk where no
 * page matches (the 404 page).
 */
export function firstVisitModules(pathname: string, lang: Language): string[] {
  const strings = STRING_MODULES[lang]
  const match = matchPage(pathname)
  if (!match) return [RENDERER_MODULE, strings.base]
  const page = PAGE_MODULES[match.id]
  return [RENDERER_MODULE, strings.base, page.page, ...(page.strings ?? []).map((part) => strings[part])]
}

/**
 * Which of the build's stylesheets a page is sent with (docs/client.md, "First paint"): the whole
 * one on the staff's pages (those that load the staff's strings, and with them the staff's code),
 * the guests' (without the staff's rules) everywhere else. A guest's page links to the staff's
 * with a full page load, so the staff's rules are always there.
 */
export function pageStylesheet(pathname: string): 'guest' | 'whole' {
  const match = matchPage(pathname)
  return match && PAGE_MODULES[match.id].strings?.includes('staff') ? 'whole' : 'guest'
}
