import {
  Children,
  createContext,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react'

/**
 * The site's router: the part of react-router's API the pages use (BrowserRouter, StaticRouter,
 * MemoryRouter, Routes/Route/Outlet, Link/NavLink and the location hooks; pages get their
 * parameters' data from page data), in about 2 kB instead of
 * react-router's 14 kB gzip, which alone would break the first visit's JavaScript budget next to
 * react-dom's 65 kB. The semantics are react-router's: history entries carry a key, back/forward
 * is a POP, navigations run in a transition, path matching ignores case and trailing slashes.
 */

export interface Location {
  pathname: string
  search: string
  hash: string
  /** Identifies the history entry ('default' for the first one, as in react-router). */
  key: string
}

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE'

export interface NavigateOptions {
  replace?: boolean
}

interface RouterValue {
  location: Location
  navigationType: NavigationType
  navigate: (to: string, options?: NavigateOptions) => void
}

const RouterContext = createContext<RouterValue | null>(null)
const RouteContext = createContext<{ params: Record<string, string>; outlet: ReactNode }>({
  params: {},
  outlet: null,
})

function useRouter(): RouterValue {
  const value = useContext(RouterContext)
  if (!value) throw new Error('router hooks must be used inside a router')
  return value
}

function parsePath(to: string, key = 'default'): Location {
  const url = new URL(to, 'http://localhost')
  return { pathname: url.pathname, search: url.search, hash: url.hash, key }
}

const createKey = () => Math.random().toString(36).slice(2, 10)

/** The router of the browser: the address bar and the session history. */
export function BrowserRouter(props: { children: ReactNode }) {
  const read = (): Location => {
    const state = window.history.state as { key?: string } | null
    return {
      ...parsePath(window.location.pathname + window.location.search + window.location.hash),
      key: state?.key ?? 'default',
    }
  }
  const [state, setState] = useState<{ location: Location; navigationType: NavigationType }>(() => ({
    location: read(),
    navigationType: 'POP',
  }))
  useEffect(() => {
    const onPop = () => startTransition(() => setState({ location: read(), navigationType: 'POP' }))
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [])
  const navigate = useCallback((to: string, options: NavigateOptions = {}) => {
    const key = createKey()
    const next = parsePath(to, key)
    const href = next.pathname + next.search + next.hash
    if (options.replace) window.history.replaceState({ key }, '', href)
    else window.history.pushState({ key }, '', href)
    startTransition(() => setState({ location: next, navigationType: options.replace ? 'REPLACE' : 'PUSH' }))
  }, [])
  const value = useMemo(() => ({ ...state, navigate }), [state, navigate])
  return <RouterContext.Provider value={value}>{props.children}</RouterContext.Provider>
}

/** The router of the server render: one fixed location. */
export function StaticRouter(props: { location: string; children: ReactNode }) {
  const value = useMemo<RouterValue>(
    () => ({
      location: parsePath(props.location),
      navigationType: 'POP',
      navigate: () => {
        throw new Error('navigate() cannot be called while rendering on the server')
      },
    }),
    [props.location],
  )
  return <RouterContext.Provider value={value}>{props.children}</RouterContext.Provider>
}

/**
 * A router with its history in memory (component tests).
 * @internal The component tests' router: the site itself never uses it.
 */
export function MemoryRouter(props: { initialEntries?: string[]; children: ReactNode }) {
  const [state, setState] = useState<{ location: Location; navigationType: NavigationType }>(() => ({
    location: parsePath(props.initialEntries?.at(-1) ?? '/'),
    navigationType: 'POP',
  }))
  const navigate = useCallback((to: string, options: NavigateOptions = {}) => {
    startTransition(() =>
      setState({
        location: parsePath(to, createKey()),
        navigationType: options.replace ? 'REPLACE' : 'PUSH',
      }),
    )
  }, [])
  const value = useMemo(() => ({ ...state, navigate }), [state, navigate])
  return <RouterContext.Provider value={value}>{props.children}</RouterContext.Provider>
}

export function useLocation(): Location {
  return useRouter().location
}

export function useNavigationType(): NavigationType {
  return useRouter().navigationType
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return useRouter().navigate
}

export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation()
  return [useMemo(() => new URLSearchParams(search), [search])]
}

interface RouteProps {
  path?: string
  index?: boolean
  element?: ReactNode
  children?: ReactNode
}

/** A route of <Routes>: configuration only, rendered by Routes. */
export function Route(_props: RouteProps): ReactElement | null {
  return null
}

export const segmentsOf = (path: string) => path.split('/').filter(Boolean)

/** Matches path segments against a pattern's (`:name` takes one segment, `*` the rest). */
export function matchSegments(
  pattern: string[],
  path: string[],
): { params: Record<string, string>; rest: string[] } | null {
  const params: Record<string, string> = {}
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i]!
    if (part === '*') return { params: { ...params, '*': path.slice(i).join('/') }, rest: [] }
    const segment = path[i]
    if (segment === undefined) return null
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(segment)
      } catch {
        return null
      }
    } else if (part.toLowerCase() !== segment.toLowerCase()) return null
  }
  return { params, rest: path.slice(pattern.length) }
}

/** Finds the element tree for `path` among <Route> children; null when nothing matches. */
function matchRoutes(children: ReactNode, path: string[], params: Record<string, string>): ReactNode | null {
  for (const child of Children.toArray(children)) {
    if (!isValidElement<RouteProps>(child) || child.type !== Route) continue
    const route = child.props
    if (route.index) {
      if (path.length === 0) return <Matched params={params} element={route.element} outlet={null} />
      continue
    }
    const pattern = segmentsOf(route.path ?? '')
    const match = matchSegments(pattern, path)
    if (!match) continue
    const merged = { ...params, ...match.params }
    if (route.children) {
      const inner = matchRoutes(route.children, match.rest, merged)
      if (inner !== null) return <Matched params={merged} element={route.element} outlet={inner} />
      continue
    }
    if (match.rest.length === 0) return <Matched params={merged} element={route.element} outlet={null} />
  }
  return null
}

function Matched(props: { params: Record<string, string>; element: ReactNode; outlet: ReactNode }) {
  const value = useMemo(() => ({ params: props.params, outlet: props.outlet }), [props.params, props.outlet])
  return <RouteContext.Provider value={value}>{props.element ?? props.outlet}</RouteContext.Provider>
}

/** Renders the first route matching the location (or the given one). */
export function Routes(props: { location?: Location; children: ReactNode }) {
  const current = useLocation()
  const location = props.location ?? current
  const router = useRouter()
  const matched = matchRoutes(props.children, segmentsOf(location.pathname), {})
  if (!props.location) return matched
  // A location given by the caller (the page loader's): everything inside sees it.
  return <RouterContext.Provider value={{ ...router, location }}>{matched}</RouterContext.Provider>
}

/** Where a parent route renders its matched child. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>
}

type AnchorProps = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }

/** A link that navigates in the page (a plain link for modified clicks and other targets). */
export function Link(props: AnchorProps) {
  const { to, onClick, ...rest } = props
  const navigate = useNavigate()
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey ||
      (rest.target && rest.target !== '_self')
    )
      return
    event.preventDefault()
    navigate(to)
  }
  return <a {...rest} href={to} onClick={handle} />
}

/** A navigation link marked `aria-current="page"` and class `active` on its own page. */
export function NavLink(props: AnchorProps & { end?: boolean }) {
  const { end, className, ...rest } = props
  const { pathname } = useLocation()
  const target = parsePath(props.to).pathname.toLowerCase()
  const here = pathname.toLowerCase()
  const active = end
    ? here === target
    : here === target || here.startsWith(target.endsWith('/') ? target : `${target}/`)
  return (
    <Link
      {...rest}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  )
}
