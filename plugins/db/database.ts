import type { Kysely } from 'kysely'
import type { AnalyticsTables } from '../analytics/tables.js'
import type { AuthTables } from '../auth/tables.js'
import type { AvailabilityTables } from '../availability/tables.js'
import type { KitchenTables } from '../kitchen/tables.js'
import type { MailTables } from '../mail/tables.js'
import type { OptionTables } from '../options/tables.js'
import type { OrderTables } from '../orders/tables.js'
import type { PaymentsTables } from '../payments/tables.js'
import type { PrintingTables } from '../printing/tables.js'
import type { PromoCodeTables } from '../promo-codes/tables.js'
import type { RetentionTables } from '../retention/tables.js'
import type { SiteStatusTables } from '../site-status/tables.js'

/**
 * The whole schema, assembled from each capability's tables.ts: a capability owns its tables' types,
 * this plugin only puts them together for Kysely<Database>.
 */
export interface Database
  extends AuthTables,
    SiteStatusTables,
    PromoCodeTables,
    OrderTables,
    PaymentsTables,
    MailTables,
    AnalyticsTables,
    AvailabilityTables,
    KitchenTables,
    PrintingTables,
    OptionTables,
    RetentionTables {}

export type DB = Kysely<Database>

// Opening (SQLite or PostgreSQL) and migrating: connection.ts.
export { migrateToLatest, openDatabase } from './connection.js'
