/**
 * The menu's tables (docs/menu.md, "The tables"): queries over Kysely<Database> or a transaction,
 * and the conversion of rows into the catalog's shapes (domain/menu/types.ts). The menu snapshot
 * reads through here; the editor's writes use the same tables and end with `bumpVersion`.
 */
import type { Kysely, Selectable } from 'kysely'
import { listingOf } from '#domain/menu/catalog.js'
import { parseRichText } from '#domain/menu/rich-text.js'
import type { CategoryData, ProductData } from '#domain/menu/types.js'
import { toPln } from '#domain/money.js'
import type { Database } from '#infra/db/database.js'
import { HttpError } from '#infra/http/errors.js'
import type { AllergenCode, ProductTag, VatRate } from '#schemas/enums.js'
import type { MenuTables } from './tables.js'

export type CategoryRow = Selectable<MenuTables['menu_categories']>
export type ProductRow = Selectable<MenuTables['menu_products']>

/** Every category and product not deleted (hidden ones included), with the further categories. */
export interface CatalogRows {
  version: number
  categories: CategoryRow[]
  products: ProductRow[]
  /** product id → its further categories' ids. */
  further: Map<string, string[]>
}

/** The catalog's version (raised by every change). */
export async function readVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('menu_version').select('version').where('id', '=', 1).executeTakeFirst()
  return row?.version ?? 0
}

/**
 * Raises the catalog's version; call it inside the transaction that changes the menu, then
 * `app.menu.published()` after the commit. Returns the new version.
 */
export async function bumpVersion(db: Kysely<Database>, at: Date, expected?: number): Promise<number> {
  // Compare and raise in one statement: of two writes based on the same version, the second waits
  // for the first's row lock (PostgreSQL), finds the version moved and changes nothing.
  const row = await db
    .updateTable('menu_version')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: at.toISOString() }))
    .where('id', '=', 1)
    .$if(expected !== undefined, (q) => q.where('version', '=', expected!))
    .returning('version')
    .executeTakeFirst()
  if (!row) throw menuVersionConflict(expected!, await readVersion(db))
  return row.version
}

/** Refuses a write whose If-Match names another version than the menu's (docs/api.md, "Concurrent edits"). */
export function checkVersion(expected: number | undefined, current: number): void {
  if (expected !== undefined && expected !== current) throw menuVersionConflict(expected, current)
}

function menuVersionConflict(expected: number, current: number): HttpError {
  return new HttpError(
    409,
    `Menu zmieniło się, odkąd je wczytano (wersja ${expected}, teraz ${current}): ktoś inny zapisał w nim zmiany. Wczytaj menu ponownie i wprowadź swoją zmianę jeszcze raz.`,
    'MENU_VERSION_CONFLICT',
    'If-Match',
  )
}

/** The version first, then the rows: a change that lands in between is seen again by the next check. */
export async function readCatalogRows(db: Kysely<Database>): Promise<CatalogRows> {
  const version = await readVersion(db)
  // One after another: `db` may be a transaction (one connection).
  const categories = await db
    .selectFrom('menu_categories')
    .selectAll()
    .where('deleted_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute()
  const products = await db
    .selectFrom('menu_products')
    .selectAll()
    .where('deleted_at', 'is', null)
    .orderBy('position')
    .orderBy('id')
    .execute()
  const links = await db
    .selectFrom('menu_product_categories')
    .select(['product_id', 'category_id'])
    .orderBy('product_id')
    .orderBy('category_id')
    .execute()
  const further = new Map<string, string[]>()
  for (const link of links)
    further.set(link.product_id, [...(further.get(link.product_id) ?? []), link.category_id])
  return { version, categories, products, further }
}

export function toCategoryData(row: CategoryRow): CategoryData {
  return {
    id: row.id,
    url: row.slug,
    name: { pl: row.name_pl, en: row.name_en },
    intro: { pl: row.intro_pl, en: row.intro_en },
    imageUrl: row.image_url,
    backgroundImage: row.background_image,
    categoryKey: row.key,
    kind: row.kind,
  }
}

const parseList = <T>(json: string): T[] => JSON.parse(json) as T[]

/**
 * Rich text the pages can render (domain/menu/rich-text.ts), or, for text that is not (a stray `<`
 * written to the table by hand), the same text escaped: shown as typed, never read as markup.
 */
function safeRich(text: string): string {
  try {
    parseRichText(text)
    return text
  } catch {
    return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
  }
}
const safeBoth = (pl: string, en: string) => ({ pl: safeRich(pl), en: safeRich(en) })

/**
 * A product row as the catalog shows it, listed in `visible` categories (main first: see
 * `listingOf`); `keyOf` maps a category id to its key.
 */
export function toProductData(
  row: ProductRow,
  further: readonly string[],
  visible: readonly CategoryData[],
  keyOf: (categoryId: string) => string | undefined,
): ProductData {
  const tags = parseList<ProductTag>(row.tags)
  const listing = listingOf(
    {
      mainCategory: keyOf(row.main_category_id) ?? '',
      further: further.flatMap((id) => keyOf(id) ?? []),
      tags,
    },
    visible,
  )
  const product: ProductData = {
    id: row.id,
    name: { pl: row.name_pl, en: row.name_en },
    price: toPln(row.price_grosze),
    vatRate: row.vat_rate as VatRate,
    deposit: row.deposit_grosze === null ? null : toPln(row.deposit_grosze),
    imagesUrl: parseList<string>(row.images),
    url: row.slug,
    count: row.pieces,
    allergens: row.allergens === null ? null : parseList<AllergenCode>(row.allergens),
    description: safeBoth(row.description_pl, row.description_en),
    category: listing.category,
    kinds: listing.kinds,
    tags,
    mainCategory: keyOf(row.main_category_id) ?? '',
  }
  if (row.additional_info_pl !== null && row.additional_info_en !== null) {
    product.additionalInfo = safeBoth(row.additional_info_pl, row.additional_info_en)
  }
  if (row.is_set === 1) product.isSet = true
  if (row.is_new === 1) product.isNew = true
  return product
}
