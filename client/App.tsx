import { useContext, useEffect, useState } from 'react'
import { type Location, type RouteObject, useLocation, useRoutes } from 'react-router-dom'
import { dropPageJsonLd } from './Document.js'
import { Layout } from './layout/Layout.js'
import { PageDataContext, PageDataProvider } from './page-data/context.js'
import { ChunkLoadError, clearReloadMark, loadPage, type PageResult, reloadOnce } from './page-data/loader.js'
import { pageComponent } from './page-data/pages.js'
import { ErrorPage } from './pages/ErrorPage.js'
import { NotFoundPage } from './pages/NotFoundPage.js'
import { type PageId, ROUTES } from './routes.js'

/** A route's page, drawn from its data; without data for it (an unknown category…) the 404 page. */
function PageSlot(props: { id: PageId }) {
  const data = useContext(PageDataContext)
  const Page = pageComponent(props.id)
  if (!data || data.page !== props.id || !Page) return <NotFoundPage />
  return <Page />
}

/** The route table (docs/client.md, "Routes") as react-router route objects. Every path ends with a slash. */
const ROUTE_OBJECTS: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...ROUTES.map((route) => ({ path: route.path, element: <PageSlot id={route.id} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]

/** The pages, at the router's location or at the one given (the page being shown). */
export function AppRoutes(props: { location?: Location }) {
  return useRoutes(ROUTE_OBJECTS, props.location)
}

interface Shown {
  location: Location
  result: PageResult
}

/**
 * The app in the browser. A navigation keeps the current page on screen until the next one's data
 * and chunk are loaded (docs/client.md, "Navigation": page data 404 or an invalid body → the 404
 * page, 500 → the 500 page, other failures → retried, then the 500 page; a failed chunk reloads
 * the path once).
 */
export function ClientApp(props: { initial: PageResult }) {
  const location = useLocation()
  const [shown, setShown] = useState<Shown>(() => ({ location, result: props.initial }))
  // The end of hydration, for performance traces (scripts/hydration-trace.ts).
  useEffect(() => {
    performance.mark('hydrated')
  }, [])

  useEffect(() => {
    if (location === shown.location) return
    if (location.pathname === shown.location.pathname) {
      // Only the query or the hash changed: the same page, at once.
      setShown((current) => ({ ...current, location }))
      return
    }
    let cancelled = false
    loadPage(location.pathname).then(
      (result) => {
        if (cancelled) return
        clearReloadMark()
        dropPageJsonLd()
        setShown({ location, result })
      },
      (error: unknown) => {
        if (cancelled) return
        const target = location.pathname + location.search + location.hash
        if (error instanceof ChunkLoadError && reloadOnce(target)) return
        setShown({ location, result: { kind: 'error' } })
      },
    )
    return () => {
      cancelled = true
    }
  }, [location, shown.location])

  if (shown.result.kind === 'error') return <ErrorPage />
  return (
    <PageDataProvider value={shown.result.kind === 'page' ? shown.result.data : null}>
      <AppRoutes location={shown.location} />
    </PageDataProvider>
  )
}
