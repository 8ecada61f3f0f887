import type { ReactNode } from 'react'
import { pageDataFor } from '../../client/page-data/build.js'
import { PageDataProvider } from '../../client/page-data/context.js'
import { useLocation } from '../../client/shared/router.js'

/** The page data the build writes for the current path, as the browser would load it. */
export function BuiltPageData(props: { children: ReactNode }) {
  const { pathname } = useLocation()
  return <PageDataProvider value={pageDataFor(pathname)}>{props.children}</PageDataProvider>
}
