import { type Kysely, sql } from 'kysely'

// The "Nowość" mark (docs/product.md, "The menu"): staff mark a dish new in the Menu tab, and its
// card and page say so. Frozen in time.
// - menu_products.is_new: 1 = marked new, 0 = not (every dish starts unmarked).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('menu_products')
    .addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0).check(sql`is_new in (0, 1)`))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('menu_products').dropColumn('is_new').execute()
}
