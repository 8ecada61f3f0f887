import { type Kysely, sql } from 'kysely'
import { columnTypes } from './dialect.js'

// Sold out: a product or a whole category switched off by the staff, either until the next Warsaw
// midnight (expires_at) or until switched back on (expires_at null). Switching back on deletes the
// row; an expired row has no effect and is replaced by the next switch-off. Frozen in time: the
// kinds are written out, not imported.
export async function up(db: Kysely<unknown>): Promise<void> {
  const { instant } = columnTypes(db)
  await db.schema
    .createTable('menu_availability')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('PRODUCT', 'CATEGORY')`))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('expires_at', instant)
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .addPrimaryKeyConstraint('menu_availability_pkey', ['kind', 'key'])
    .execute()
}
