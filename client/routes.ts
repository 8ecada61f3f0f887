import { matchSegments, segmentsOf } from './shared/router.js'

/** The terms of service (linked from the footer and the checkout's consent). */
export const TERMS_PATH = '/regulamin/'

/** The pages of the route table (specification §2). */
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

/** Every route, its path pattern with the trailing slash. */
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

/** The route a path belongs to, or null (the 404 page). */
export function matchPage(pathname: string): PageMatch | null {
  const path = segmentsOf(pathname)
  for (const route of ROUTES) {
    const match = matchSegments(segmentsOf(route.path), path)
    if (match && match.rest.length === 0) return { id: route.id, params: match.params }
  }
  return null
}
