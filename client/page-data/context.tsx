import { createContext, type ReactNode, useContext } from 'react'
import type { PageId } from '../routes.js'
import type { PageData, PageDataMap } from './types.js'

export const PageDataContext = createContext<PageData | null>(null)

export function PageDataProvider(props: { value: PageData | null; children: ReactNode }) {
  return <PageDataContext.Provider value={props.value}>{props.children}</PageDataContext.Provider>
}

/** The data of the page being shown (from the server render or the page-data file). */
export function usePageData<K extends PageId>(page: K): PageDataMap[K] {
  const value = useContext(PageDataContext)
  if (!value || value.page !== page) throw new Error(`no page data for the ${page} page`)
  return value.data as PageDataMap[K]
}
