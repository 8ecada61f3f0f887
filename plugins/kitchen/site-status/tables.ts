import type { Generated } from 'kysely'
import type { OverrideAction, OverrideKind } from '#schemas/enums.js'

/** Today's staff override: one row per Warsaw date (older rows have no effect). */
interface SiteOverridesTable {
  date: string
  kind: OverrideKind
  created_by: string
  created_at: string
}

/** Who opened, closed or reset which date, and when. */
interface SiteOverrideEventsTable {
  id: Generated<number>
  date: string
  action: OverrideAction
  staff_username: string
  at: string
}

/** The site-status capability's tables, assembled into Database by plugins/db. */
export interface SiteStatusTables {
  site_overrides: SiteOverridesTable
  site_override_events: SiteOverrideEventsTable
}
