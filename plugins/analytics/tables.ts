import type { Generated } from 'kysely'
import type { Language } from '../../schemas/enums.js'

/** One page view; visitor_id only with the guest's consent. */
export interface PageViewsTable {
  id: Generated<number>
  path: string
  language: Language
  visitor_id: string | null
  business_date: string
  at: string
}

/** The analytics capability's tables, assembled into Database by plugins/db. */
export interface AnalyticsTables {
  page_views: PageViewsTable
}
