import { matchRoutes } from 'react-router-dom'

/** The terms of service (linked from the footer and the checkout's consent). */
export const TERMS_PATH = '/regulamin/'

/** The pages of the route table (docs/client.md, "Routes"). */
export type PageId =
  | 'home'
  | 'restaurant'
  | 'delivery'
  | 'about'
  | 'contact'
  | 'terms'
  | 'order'
  | 'thanks'
  | 'manage'
  | 'category'
  | 'product'

/** Every route, its path pattern with the trailing slash (react-router's pattern syntax). */
export const ROUTES: readonly { id: PageId; path: string }[] = [
  { id: 'home', path: '/' },
  { id: 'restaurant', path: '/restauracja/' },
  { id: 'delivery', path: '/dostawa/' },
  { id: 'about', path: '/o_nas/' },
  { id: 'contact', path: '/kontakt/' },
  { id: 'terms', path: '/regulamin/' },
  { id: 'order', path: '/zamowienie/' },
  { id: 'thanks', path: '/dziekujemy/' },
  { id: 'manage', path: '/manage/' },
  { id: 'category', path: '/menu/:category/' },
  { id: 'product', path: '/menu/:category/:product/' },
]

export interface PageMatch {
  id: PageId
  params: Record<string, string>
}

/**
 * The route a path belongs to, or null (the 404 page): react-router's own matcher over the same
 * table the app renders with, so the server's page data, the loader and <Routes> never disagree.
 */
export function matchPage(pathname: string): PageMatch | null {
  const match = matchRoutes(ROUTES as { id: PageId; path: string }[], pathname)?.[0]
  if (!match) return null
  return { id: match.route.id, params: match.params as Record<string, string> }
}
