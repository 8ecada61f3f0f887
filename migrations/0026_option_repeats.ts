import { type Kysely, sql } from 'kysely'
import { replaceColumnCheck } from './dialect.js'

// Options taken more than once (docs/menu.md, "Options"). Frozen in time.
// - option_groups.repeatable: 1 when a guest may take one option of the group several times
//   ("Podwójny węgorz" twice), its min and max then counting portions; every group made before
//   keeps 0, "each option at most once".
// - order_lines.options keeps its JSON text: an option taken twice is one entry with `quantity`.
// - menu_changes.entity also takes 'OPTION_GROUP': the change log records an option group's
//   creation, changes (names, min, max, repeatable, options) and deletion.
const BEFORE = "entity in ('PRODUCT', 'CATEGORY')"
const AFTER = "entity in ('PRODUCT', 'CATEGORY', 'OPTION_GROUP')"

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('option_groups')
    .addColumn('repeatable', 'integer', (c) => c.notNull().defaultTo(0).check(sql`repeatable in (0, 1)`))
    .execute()
  await replaceColumnCheck(db, 'menu_changes', 'entity', BEFORE, AFTER)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from menu_changes where entity = 'OPTION_GROUP'`.execute(db)
  await replaceColumnCheck(db, 'menu_changes', 'entity', AFTER, BEFORE)
  await db.schema.alterTable('option_groups').dropColumn('repeatable').execute()
}
