import type { Kysely } from 'kysely'
import { columnTypes } from './dialect.js'

// Staff sessions (sign-out and the idle timeout on every instance), the retention job's lock, the
// daily page-view counts kept once the raw page views are deleted, and when an order's personal
// data was erased.
export async function up(db: Kysely<unknown>): Promise<void> {
  const { instant, date } = columnTypes(db)
  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('last_seen_at', instant, (c) => c.notNull())
    .addColumn('ended_at', instant)
    .execute()
  await db.schema
    .createIndex('staff_sessions_last_seen')
    .on('staff_sessions')
    .column('last_seen_at')
    .execute()

  await db.schema.alterTable('orders').addColumn('pii_erased_at', instant).execute()

  await db.schema
    .createTable('job_locks')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('locked_until', instant, (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('page_view_days')
    .addColumn('business_date', date, (c) => c.primaryKey())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('page_view_day_paths')
    .addColumn('business_date', date, (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_view_day_paths_pk', ['business_date', 'path'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_view_day_paths').execute()
  await db.schema.dropTable('page_view_days').execute()
  await db.schema.dropTable('job_locks').execute()
  await db.schema.dropTable('staff_sessions').execute()
  await db.schema.alterTable('orders').dropColumn('pii_erased_at').execute()
}
