/**
 * The menu tables as the editor sees them (docs/menu.md, "The editor"): read into the editor's
 * state (domain/menu/editor-plan.ts), shown as the API's dishes and categories, and a plan written
 * back, row by row, with its change log entries and old slugs.
 */
import type { Kysely } from 'kysely'
import { describe, type EditorState, type PlannedWrite, type ProductState } from '#domain/menu/editor-plan.js'
import { editorTextToRich, richToEditorText } from '#domain/menu/editor-text.js'
import { pictureMainUrl, pictureOf } from '#domain/menu/pictures.js'
import { toGrosze, toPln } from '#domain/money.js'
import type { Database } from '#infra/db/database.js'
import type { AllergenCode, CategoryKind, ProductTag, VatRate } from '#schemas/enums.js'
import type { EditorCategory, EditorProduct } from '#schemas/menu-editor.js'
import type { MenuChange } from '#schemas/menu-import.js'
import { type CategoryRow, type ProductRow, readCatalogRows } from '../repository.js'
import { addRedirect, recordChange } from './store.js'

type Db = Kysely<Database>

/** The editor's state and the rows it was read from (to keep what the editor does not show). */
export interface EditorRead {
  version: number
  state: EditorState
  categoryRows: Map<string, CategoryRow>
  productRows: Map<string, ProductRow>
}

export async function readEditor(db: Db): Promise<EditorRead> {
  const rows = await readCatalogRows(db)
  const keyOf = new Map(rows.categories.map((c) => [c.id, c.key]))
  const [productIds, categories] = await Promise.all([
    db.selectFrom('menu_products').select('id').execute(),
    db.selectFrom('menu_categories').select(['id', 'key']).execute(),
  ])
  const state: EditorState = {
    categories: rows.categories.map((row) => ({
      id: row.id,
      key: row.key,
      names: { pl: row.name_pl, en: row.name_en },
      intros: { pl: row.intro_pl, en: row.intro_en },
      slug: row.slug,
      kind: row.kind,
      position: row.position,
      visible: row.visible === 1,
    })),
    products: rows.products.map((row) => ({
      id: row.id,
      isSet: row.is_set === 1,
      names: { pl: row.name_pl, en: row.name_en },
      descriptions: { pl: richToEditorText(row.description_pl), en: richToEditorText(row.description_en) },
      price: toPln(row.price_grosze),
      vatRate: row.vat_rate as VatRate,
      deposit: row.deposit_grosze === null ? null : toPln(row.deposit_grosze),
      mainCategory: keyOf.get(row.main_category_id) ?? row.main_category_id,
      categories: (rows.further.get(row.id) ?? []).flatMap((id) => keyOf.get(id) ?? []),
      count: row.pieces,
      allergens: row.allergens === null ? [] : (JSON.parse(row.allergens) as AllergenCode[]),
      tags: JSON.parse(row.tags) as ProductTag[],
      visible: row.visible === 1,
      isNew: row.is_new === 1,
      position: row.position,
      slug: row.slug,
      picture: row.picture_hash,
    })),
    usedProductIds: new Set(productIds.map((r) => r.id)),
    usedCategoryIds: new Set(categories.map((r) => r.id)),
    usedCategoryKeys: new Set(categories.map((r) => r.key)),
  }
  return {
    version: rows.version,
    state,
    categoryRows: new Map(rows.categories.map((r) => [r.id, r])),
    productRows: new Map(rows.products.map((r) => [r.id, r])),
  }
}

/** The editor's dishes and categories, in browsing order, with their pages' paths and photos. */
export function editorView(read: EditorRead, placeholders: ReadonlyMap<string, string>) {
  const { state } = read
  const categories = [...state.categories].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id))
  const byKey = new Map(categories.map((c) => [c.key, c]))
  const order = new Map(categories.map((c, i) => [c.key, i]))
  const products = [...state.products].sort(
    (a, b) =>
      (order.get(a.mainCategory) ?? 0) - (order.get(b.mainCategory) ?? 0) ||
      a.position - b.position ||
      a.id.localeCompare(b.id),
  )
  return {
    categories: categories.map(
      (c): EditorCategory => ({
        ...c,
        url: `/menu/${c.slug}/`,
        productCount: state.products.filter((p) => p.mainCategory === c.key).length,
      }),
    ),
    products: products.map((p): EditorProduct => {
      const { picture, ...fields } = p
      return {
        ...fields,
        url: `/menu/${byKey.get(p.mainCategory)?.slug ?? ''}/${p.slug}/`,
        imagesUrl: JSON.parse(read.productRows.get(p.id)?.images ?? '[]') as string[],
        picture: picture === null ? null : pictureOf(picture, placeholders.get(picture) ?? ''),
      }
    }),
  }
}

const json = (value: unknown) => JSON.stringify(value)

/** The drawings a new category shows (the sets' ones) until it has its own. */
const NEW_CATEGORY_IMAGE = '/images/categories/zestawy.svg'
const NEW_CATEGORY_BACKGROUND = '/images/backgrounds/zestawy.svg'

/** A dish's row values from its state; texts the editor shows unchanged keep their stored markup. */
function productValues(
  p: ProductState,
  row: ProductRow | undefined,
  categoryIdOf: (key: string) => string,
  drawingOf: (categoryId: string) => string,
) {
  const description = (lang: 'pl' | 'en') => {
    const stored = row?.[`description_${lang}`]
    return stored !== undefined && richToEditorText(stored) === p.descriptions[lang]
      ? stored
      : editorTextToRich(p.descriptions[lang])
  }
  const mainCategory = categoryIdOf(p.mainCategory)
  const images =
    p.picture !== null
      ? [pictureMainUrl(p.picture)]
      : row && row.picture_hash === null
        ? (JSON.parse(row.images) as string[])
        : [drawingOf(mainCategory)]
  return {
    slug: p.slug,
    main_category_id: mainCategory,
    name_pl: p.names.pl,
    name_en: p.names.en,
    description_pl: description('pl'),
    description_en: description('en'),
    price_grosze: toGrosze(p.price),
    vat_rate: p.vatRate,
    deposit_grosze: p.deposit === null ? null : toGrosze(p.deposit),
    pieces: p.count,
    // "None declared" (null, as on vouchers) stays null while the list stays empty.
    allergens:
      p.allergens.length === 0 && (row === undefined || row.allergens === null) ? null : json(p.allergens),
    tags: json(p.tags),
    images: json(images),
    picture_hash: p.picture,
    position: p.position,
    visible: p.visible ? 1 : 0,
    is_new: p.isNew ? 1 : 0,
  }
}

/**
 * Writes a plan (inside the caller's transaction): categories first, then dishes (a changed slug
 * goes through a temporary one, so that two dishes may swap theirs), then the categories deleted;
 * each write with its change log entry, each changed slug remembered for its 301.
 */
export async function writePlan(
  trx: Db,
  read: EditorRead,
  plan: readonly PlannedWrite[],
  meta: { by: string; source: MenuChange['source']; at: Date },
): Promise<void> {
  const at = meta.at.toISOString()
  const categoryIds = new Map(read.state.categories.map((c) => [c.key, c.id]))
  for (const w of plan) if (w.entity === 'CATEGORY' && w.after) categoryIds.set(w.after.key, w.id)
  const categoryIdOf = (key: string) => categoryIds.get(key)!
  // A dish without a photo shows its category's drawing.
  const drawingOf = (id: string) => read.categoryRows.get(id)?.image_url ?? NEW_CATEGORY_IMAGE
  const ordered = [
    ...plan.filter((w) => w.entity === 'CATEGORY' && w.action !== 'DELETE'),
    ...plan.filter((w) => w.entity === 'PRODUCT'),
    ...plan.filter((w) => w.entity === 'CATEGORY' && w.action === 'DELETE'),
  ]
  for (const w of ordered) {
    if (w.entity === 'PRODUCT' && w.before && w.after && w.before.slug !== w.after.slug) {
      await trx
        .updateTable('menu_products')
        .set({ slug: `~${w.id}` })
        .where('id', '=', w.id)
        .execute()
    }
  }
  for (const w of ordered) {
    if (w.entity === 'CATEGORY') {
      if (w.after === null) {
        await trx.deleteFrom('menu_product_categories').where('category_id', '=', w.id).execute()
        await trx
          .updateTable('menu_categories')
          .set({ deleted_at: at, updated_at: at })
          .where('id', '=', w.id)
          .execute()
      } else {
        const c = w.after
        const values = {
          slug: c.slug,
          kind: c.kind as CategoryKind,
          name_pl: c.names.pl,
          name_en: c.names.en,
          intro_pl: c.intros.pl,
          intro_en: c.intros.en,
          position: c.position,
          visible: c.visible ? 1 : 0,
          updated_at: at,
        }
        if (w.before === null) {
          await trx
            .insertInto('menu_categories')
            .values({
              ...values,
              id: w.id,
              key: c.key,
              image_url: NEW_CATEGORY_IMAGE,
              background_image: NEW_CATEGORY_BACKGROUND,
              created_at: at,
            })
            .execute()
        } else {
          await trx.updateTable('menu_categories').set(values).where('id', '=', w.id).execute()
        }
      }
    } else if (w.after === null) {
      await trx
        .updateTable('menu_products')
        .set({ deleted_at: at, updated_at: at })
        .where('id', '=', w.id)
        .execute()
    } else {
      const values = productValues(w.after, read.productRows.get(w.id), categoryIdOf, drawingOf)
      if (w.before === null) {
        await trx
          .insertInto('menu_products')
          .values({ ...values, id: w.id, is_set: 0, created_at: at, updated_at: at })
          .execute()
      } else {
        await trx
          .updateTable('menu_products')
          .set({ ...values, updated_at: at })
          .where('id', '=', w.id)
          .execute()
        await trx.deleteFrom('menu_product_categories').where('product_id', '=', w.id).execute()
      }
      const further = w.after.categories.map((key) => ({ product_id: w.id, category_id: categoryIdOf(key) }))
      if (further.length > 0) await trx.insertInto('menu_product_categories').values(further).execute()
    }
    if (w.before && w.after && w.before.slug !== w.after.slug) {
      await addRedirect(trx, w.entity, w.before.slug, w.id, meta.at)
    }
    const { action, entity, id, name, changes } = describe(w)
    await recordChange(trx, {
      at: meta.at,
      by: meta.by,
      source: meta.source,
      action,
      entity,
      entityId: id,
      name,
      changes,
    })
  }
}
