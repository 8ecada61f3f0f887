import { type Kysely, sql } from 'kysely'
import { columnTypes } from './dialect.js'

// Dish options (docs/menu.md, "Options"). Frozen in time: no application types.
// - option_groups: a group's names in both languages and how many options a guest picks (min–max).
// - dish_options: the options of a group, in their order, with the price change in grosze and the
//   default flag (0/1).
// - product_option_groups: which groups a dish has, in the dish's own order (one group on many dishes).
// - option_availability: an option switched off until the next Warsaw midnight (expires_at) or until
//   switched back on (expires_at null), as menu_availability does for dishes.
// - order_lines.options: the options a line was ordered with, by name and price (JSON text), so that
//   later menu edits never change an order.
export async function up(db: Kysely<unknown>): Promise<void> {
  const { instant } = columnTypes(db)
  await db.schema
    .createTable('option_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name_pl', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('min_choices', 'integer', (c) => c.notNull().check(sql`min_choices >= 0`))
    .addColumn('max_choices', 'integer', (c) => c.notNull().check(sql`max_choices >= 1`))
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .addCheckConstraint('option_groups_choices_check', sql`min_choices <= max_choices`)
    .execute()

  await db.schema
    .createTable('dish_options')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('option_groups.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name_pl', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('price_delta_grosze', 'integer', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().check(sql`is_default in (0, 1)`))
    .execute()

  await db.schema
    .createTable('product_option_groups')
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) => c.notNull().references('option_groups.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_option_groups_pk', ['product_id', 'group_id'])
    .execute()
  await db.schema
    .createIndex('product_option_groups_group_idx')
    .on('product_option_groups')
    .column('group_id')
    .execute()

  await db.schema
    .createTable('option_availability')
    .addColumn('option_id', 'text', (c) => c.primaryKey().references('dish_options.id').onDelete('cascade'))
    .addColumn('expires_at', instant)
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute()

  await db.schema.alterTable('order_lines').addColumn('options', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').dropColumn('options').execute()
  for (const table of ['option_availability', 'product_option_groups', 'dish_options', 'option_groups']) {
    await db.schema.dropTable(table).execute()
  }
}
