import type { Generated } from 'kysely'
import type { Language } from '#schemas/enums.js'

/** One page view; visitor_id only with the guest's consent. */
export interface PageViewsTable {
  id: Generated<number>
  path: string
  language: Language
  visitor_id: string | null
  business_date: string
  at: string
}

/** A day's totals, kept when its raw page views are deleted (after 90 days). */
interface PageViewDaysTable {
  business_date: string
  views: number
  visitors: number
}

/** A day's views per path, kept with the totals. */
interface PageViewDayPathsTable {
  business_date: string
  path: string
  views: number
}

/** The analytics capability's tables, assembled into Database by plugins/db. */
export interface AnalyticsTables {
  page_views: PageViewsTable
  page_view_days: PageViewDaysTable
  page_view_day_paths: PageViewDayPathsTable
}
