/**
 * The menu editor's own tables (docs/menu.md, "The editor"): dish photos and their files, the change
 * log and the old slugs. Plain queries over Kysely<Database> or a transaction.
 */
import { type Kysely, sql } from 'kysely'
import type { PictureFormat } from '#domain/menu/pictures.js'
import type { Database } from '#infra/db/database.js'
import type { FieldChange } from '#schemas/menu-editor.js'
import type { MenuChange, MenuChangesQuery } from '#schemas/menu-import.js'
import type { ProcessedPicture } from '../pictures/processing.js'

type Db = Kysely<Database>

/** Stores a processed photo and its files, unless the same photo is stored already. */
export async function savePicture(db: Db, picture: ProcessedPicture, by: string, at: Date): Promise<void> {
  const known = await db
    .selectFrom('menu_pictures')
    .select('hash')
    .where('hash', '=', picture.hash)
    .executeTakeFirst()
  if (known) return
  await db
    .insertInto('menu_pictures')
    .values({
      hash: picture.hash,
      width: picture.width,
      height: picture.height,
      placeholder: picture.placeholder,
      created_by: by,
      created_at: at.toISOString(),
    })
    .execute()
  for (const file of picture.files) {
    await db
      .insertInto('menu_picture_files')
      .values({ hash: picture.hash, width: file.width, format: file.format, bytes: file.bytes })
      .execute()
  }
}

/** The bytes of one file of a photo, or undefined. */
export async function pictureFile(
  db: Db,
  hash: string,
  width: number,
  format: PictureFormat,
): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('menu_picture_files')
    .select('bytes')
    .where('hash', '=', hash)
    .where('width', '=', width)
    .where('format', '=', format)
    .executeTakeFirst()
  return row ? Buffer.from(row.bytes) : undefined
}

/** The placeholders of the photos stored (hash → data: URL). */
export async function placeholders(db: Db): Promise<Map<string, string>> {
  const rows = await db.selectFrom('menu_pictures').select(['hash', 'placeholder']).execute()
  return new Map(rows.map((r) => [r.hash, r.placeholder]))
}

/**
 * Removes the photos that no dish on the menu shows (a deleted dish's photo goes too) and that were
 * stored before `before`: a replaced photo stays that long for the pages and browsers that still
 * name it. Returns how many.
 */
export async function prunePictures(db: Db, before: Date): Promise<number> {
  const unused = await db
    .selectFrom('menu_pictures')
    .select('hash')
    .where('created_at', '<', before.toISOString())
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('menu_products')
            .select(sql`1`.as('one'))
            .whereRef('menu_products.picture_hash', '=', 'menu_pictures.hash')
            .where('menu_products.deleted_at', 'is', null),
        ),
      ),
    )
    .execute()
  const hashes = unused.map((r) => r.hash)
  if (hashes.length === 0) return 0
  await db
    .updateTable('menu_products')
    .set({ picture_hash: null })
    .where('picture_hash', 'in', hashes)
    .execute()
  await db.deleteFrom('menu_picture_files').where('hash', 'in', hashes).execute()
  await db.deleteFrom('menu_pictures').where('hash', 'in', hashes).execute()
  return hashes.length
}

/** One entry of the change log, as written. */
export interface ChangeEntry {
  at: Date
  by: string
  source: MenuChange['source']
  action: MenuChange['action']
  entity: MenuChange['entity']
  entityId: string
  name: string
  changes: FieldChange[]
}

export async function recordChange(db: Db, entry: ChangeEntry): Promise<void> {
  await db
    .insertInto('menu_changes')
    .values({
      at: entry.at.toISOString(),
      by: entry.by,
      source: entry.source,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      name: entry.name,
      changes: JSON.stringify(entry.changes),
    })
    .execute()
}

/** The change log, newest first. */
export async function listChanges(db: Db, query: MenuChangesQuery): Promise<MenuChange[]> {
  let select = db
    .selectFrom('menu_changes')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(query.limit === undefined ? 100 : Number(query.limit))
  if (query.before !== undefined) select = select.where('id', '<', Number(query.before))
  const rows = await select.execute()
  return rows.map((r) => ({
    id: Number(r.id),
    at: r.at,
    by: r.by,
    source: r.source,
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    name: r.name,
    changes: JSON.parse(r.changes) as FieldChange[],
  }))
}

/** Remembers an old slug of a dish or category: its old address answers 301 to the current one. */
export async function addRedirect(
  db: Db,
  entity: 'PRODUCT' | 'CATEGORY',
  oldSlug: string,
  entityId: string,
  at: Date,
): Promise<void> {
  await db
    .insertInto('menu_redirects')
    .values({ entity, old_slug: oldSlug, entity_id: entityId, created_at: at.toISOString() })
    .onConflict((oc) =>
      oc.columns(['entity', 'old_slug']).doUpdateSet({ entity_id: entityId, created_at: at.toISOString() }),
    )
    .execute()
}

/** Every old slug: entity → (old slug → id). */
export async function readRedirects(
  db: Db,
): Promise<{ product: Map<string, string>; category: Map<string, string> }> {
  const rows = await db.selectFrom('menu_redirects').select(['entity', 'old_slug', 'entity_id']).execute()
  const product = new Map<string, string>()
  const category = new Map<string, string>()
  for (const row of rows) (row.entity === 'PRODUCT' ? product : category).set(row.old_slug, row.entity_id)
  return { product, category }
}
