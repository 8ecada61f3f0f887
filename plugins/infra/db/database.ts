import type { Kysely } from 'kysely'
import type { AnalyticsTables } from '#plugins/analytics/tables.js'
import type { AuthTables } from '#plugins/auth/tables.js'
import type { InvoiceTables } from '#plugins/invoices/tables.js'
import type { KitchenTables } from '#plugins/kitchen/settings/tables.js'
import type { SiteStatusTables } from '#plugins/kitchen/site-status/tables.js'
import type { AvailabilityTables } from '#plugins/kitchen/sold-out/tables.js'
import type { MailTables } from '#plugins/mail/tables.js'
import type { MenuTables } from '#plugins/menu/tables.js'
import type { OptionTables } from '#plugins/options/tables.js'
import type { OrderTables } from '#plugins/orders/tables.js'
import type { PaymentsTables } from '#plugins/payments/tables.js'
import type { PrintingTables } from '#plugins/printing/tables.js'
import type { PromoCodeTables } from '#plugins/promo-codes/tables.js'
import type { RetentionTables } from '#plugins/retention/tables.js'
import type { WhiteListTables } from '#plugins/white-list/tables.js'

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
    InvoiceTables,
    AnalyticsTables,
    AvailabilityTables,
    KitchenTables,
    MenuTables,
    PrintingTables,
    OptionTables,
    RetentionTables,
    WhiteListTables {}

export type DB = Kysely<Database>

// Opening (SQLite or PostgreSQL) and migrating: connection.ts.
export { migrateToLatest, openDatabase } from './connection.js'
