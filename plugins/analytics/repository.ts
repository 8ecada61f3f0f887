/** Page views (table page_views): queries over Kysely<Database>. */
import { type Insertable, type Kysely, sql } from 'kysely'
import type { Database } from '#infra/db/database.js'
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
  if (Number(totals.views) === 0) return keptDay(db, date)
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

/** A day older than 90 days: its raw views are gone, its counts were kept (plugins/retention). */
async function keptDay(db: Kysely<Database>, date: string) {
  const day = await db
    .selectFrom('page_view_days')
    .selectAll()
    .where('business_date', '=', date)
    .executeTakeFirst()
  const pages = await db
    .selectFrom('page_view_day_paths')
    .select(['path', 'views'])
    .where('business_date', '=', date)
    .orderBy('views', 'desc')
    .limit(50)
    .execute()
  return {
    date,
    views: Number(day?.views ?? 0),
    visitors: Number(day?.visitors ?? 0),
    pages: pages.map((p) => ({ path: p.path, views: Number(p.views) })),
  }
}
