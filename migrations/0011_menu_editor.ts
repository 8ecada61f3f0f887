import { type Kysely, sql } from 'kysely'
import { autoId, binaryType, columnTypes } from './dialect.js'

// The menu editor's own tables. Frozen in time: no application types; values spelled out in the checks.
// - menu_pictures: one uploaded dish photo per content hash (its size and placeholder); a dish names
//   its photo in menu_products.picture_hash.
// - menu_picture_files: the bytes of each size and format of a picture, served under immutable URLs;
//   in the database so that every instance serves them and the database's backup holds them.
// - menu_changes: the change log (who changed what and when, old → new per field as JSON).
// - menu_redirects: the old slugs of dishes and categories, answered with 301 to the current page.
export async function up(db: Kysely<unknown>): Promise<void> {
  const { instant } = columnTypes(db)
  const bytes = binaryType(db)
  await db.schema
    .createTable('menu_pictures')
    .addColumn('hash', 'text', (c) => c.primaryKey().check(sql`length(hash) = 16`))
    .addColumn('width', 'integer', (c) => c.notNull().check(sql`width > 0`))
    .addColumn('height', 'integer', (c) => c.notNull().check(sql`height > 0`))
    .addColumn('placeholder', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute()

  // The dish's photo; null: it shows its drawing (the paths in `images`).
  await db.schema
    .alterTable('menu_products')
    .addColumn('picture_hash', 'text', (c) => c.references('menu_pictures.hash'))
    .execute()

  await db.schema
    .createTable('menu_picture_files')
    .addColumn('hash', 'text', (c) => c.notNull().references('menu_pictures.hash').onDelete('cascade'))
    .addColumn('width', 'integer', (c) => c.notNull().check(sql`width > 0`))
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('avif', 'webp', 'jpg')`))
    .addColumn('bytes', bytes, (c) => c.notNull())
    .addPrimaryKeyConstraint('menu_picture_files_pk', ['hash', 'width', 'format'])
    .execute()

  await db.schema
    .createTable('menu_changes')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('at', instant, (c) => c.notNull())
    .addColumn('by', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('EDITOR', 'IMPORT', 'PRICE_LIST')`))
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('CREATE', 'UPDATE', 'DELETE')`))
    .addColumn('entity', 'text', (c) => c.notNull().check(sql`entity in ('PRODUCT', 'CATEGORY')`))
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('menu_redirects')
    .addColumn('entity', 'text', (c) => c.notNull().check(sql`entity in ('PRODUCT', 'CATEGORY')`))
    .addColumn('old_slug', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .addPrimaryKeyConstraint('menu_redirects_pk', ['entity', 'old_slug'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['menu_redirects', 'menu_changes', 'menu_picture_files']) {
    await db.schema.dropTable(table).execute()
  }
  await db.schema.alterTable('menu_products').dropColumn('picture_hash').execute()
  await db.schema.dropTable('menu_pictures').execute()
}
