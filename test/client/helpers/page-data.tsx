import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { pageDataFor } from '#client/page-data/build.js'
import { PageDataProvider } from '#client/page-data/context.js'
import { seededMenu } from '../../helpers/menu-seed.js'

/** The page data the server answers for the current path (seeded menu), as the browser would load it. */
export function BuiltPageData(props: { children: ReactNode }) {
  const { pathname } = useLocation()
  return <PageDataProvider value={pageDataFor(pathname, seededMenu)}>{props.children}</PageDataProvider>
}
