import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { pageDataFor } from '../../client/page-data/build.js'
import { PageDataProvider } from '../../client/page-data/context.js'

/** The page data the build writes for the current path, as the browser would load it. */
export function BuiltPageData(props: { children: ReactNode }) {
  const { pathname } = useLocation()
  return <PageDataProvider value={pageDataFor(pathname)}>{props.children}</PageDataProvider>
}
