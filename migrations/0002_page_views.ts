import type { Kysely } from 'kysely'
import { autoId, columnTypes } from './dialect.js'

// First-party page-view statistics. visitor_id is set only with the guest's analytics consent.
export async function up(db: Kysely<unknown>): Promise<void> {
  const { instant, date } = columnTypes(db)
  await db.schema
    .createTable('page_views')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('visitor_id', 'text')
    .addColumn('business_date', date, (c) => c.notNull())
    .addColumn('at', instant, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('page_views_date').on('page_views').columns(['business_date', 'path']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_views').execute()
}
