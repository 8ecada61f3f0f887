import { useContext, useEffect, useState } from 'react'
import { PageDataContext, PageDataProvider } from './page-data/context.js'
import { ChunkLoadError, clearReloadMark, loadPage, type PageResult, reloadOnce } from './page-data/loader.js'
import { pageComponent } from './page-data/pages.js'
import { ErrorPage } from './pages/ErrorPage.js'
import { NotFoundPage } from './pages/NotFoundPage.js'
import { type PageId, ROUTES } from './routes.js'
import { Layout } from './shared/Layout.js'
import { type Location, Route, Routes, useLocation } from './shared/router.js'

/** A route's page, drawn from its data; without data for it (an unknown category…) the 404 page. */
function PageSlot(props: { id: PageId }) {
  const data = useContext(PageDataContext)
  const Page = pageComponent(props.id)
  if (!data || data.page !== props.id || !Page) return <NotFoundPage />
  return <Page />
}

/** The route table of the specification (§2). Every path ends with a slash. */
export function AppRoutes(props: { location?: Location }) {
  return (
    <Routes location={props.location}>
      <Route element={<Layout />}>
        {ROUTES.map((route) =>
          route.path === '/' ? (
            <Route key={route.id} index element={<PageSlot id={route.id} />} />
          ) : (
            <Route key={route.id} path={route.path.slice(1)} element={<PageSlot id={route.id} />} />
          ),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}

interface Shown {
  location: Location
  result: PageResult
}

/**
 * The app in the browser. A navigation keeps the current page on screen until the next one's data
 * and chunk are loaded (specification §8: page data 404 or an invalid body → the 404 page, 500 →
 * the 500 page, other failures → retried, then the 500 page; a failed chunk reloads the path once).
 */
export function ClientApp(props: { initial: PageResult }) {
  const location = useLocation()
  const [shown, setShown] = useState<Shown>(() => ({ location, result: props.initial }))

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
