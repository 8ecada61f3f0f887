/** Page views (table page_views): queries over Kysely<Database>. */
import { type Insertable, type Kysely, sql } from 'kysely'
import type { Database } from '../db/database.js'
import type { PageViewsTable } from './tables.js'

export async function insertPageView(db: Kysely<Database>, view: Insertable<PageViewsTable>): Promise<void> {
  await db.insertInto('page_views').values(view).execute()
}

/** Views and distinct consenting visitors of a Warsaw date, and its 50 most viewed paths. */
export async function pageViewStats(db: Kysely<Database>, date: string) {
  const totals = await db
    .selectFrom('page_views')
    .select([
      (eb) => eb.fn.countAll<number>().as('views'),
      sql<number>`count(distinct visitor_id)`.as('visitors'),
    ])
    .where('business_date', '=', date)
    .executeTakeFirstOrThrow()
  const pages = await db
    .selectFrom('page_views')
    .select(['path', (eb) => eb.fn.countAll<number>().as('views')])
    .where('business_date', '=', date)
    .groupBy('path')
    .orderBy('views', 'desc')
    .limit(50)
    .execute()
  return {
    date,
    views: Number(totals.views),
    visitors: Number(totals.visitors),
    pages: pages.map((p) => ({ path: p.path, views: Number(p.views) })),
  }
}
