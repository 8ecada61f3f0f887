import { type Kysely, sql } from 'kysely'
import seed from './0010_menu_seed.json' with { type: 'json' }
import { columnTypes } from './dialect.js'

// The menu catalog in the database (docs/menu.md). Frozen in time: no application types; the kinds,
// tags and allergen codes are spelled out in the checks and the seed is a data file written once from
// the catalog the site served before (13 categories, 97 products), so a fresh install serves the same
// menu (ids, urls, names, prices, pictures, allergens).
// - menu_categories: a category (its key is what products and switch-offs name; its slug its url);
//   `kind` says what the category is (gift vouchers, drinks, the vegetarian listing).
// - menu_products: a product; price in grosze; allergens a JSON array of codes (null: none declared);
//   tags and images JSON arrays; deleted_at set when staff delete it (its past orders keep their
//   own copies of its name and price, and its id is never reused).
// - menu_product_categories: the further categories a product is listed in, besides its main one.
// - menu_version: one row (id 1); its version goes up with every change of the catalog.
export async function up(db: Kysely<unknown>): Promise<void> {
  const { instant } = columnTypes(db)
  const flag = (name: string) => sql`${sql.ref(name)} in (0, 1)`
  await db.schema
    .createTable('menu_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('STANDARD', 'VOUCHER', 'DRINKS', 'VEGETARIAN')`),
    )
    .addColumn('name_pl', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('intro_pl', 'text', (c) => c.notNull())
    .addColumn('intro_en', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('background_image', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1).check(flag('visible')))
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .addColumn('deleted_at', instant)
    .execute()
  await db.schema
    .createIndex('menu_categories_slug')
    .on('menu_categories')
    .column('slug')
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute()

  await db.schema
    .createTable('menu_products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('main_category_id', 'text', (c) => c.notNull().references('menu_categories.id'))
    .addColumn('name_pl', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('description_pl', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('additional_info_pl', 'text')
    .addColumn('additional_info_en', 'text')
    .addColumn('price_grosze', 'integer', (c) =>
      c.notNull().check(sql`price_grosze > 0 and price_grosze <= 999999`),
    )
    .addColumn('pieces', 'integer', (c) => c.check(sql`pieces is null or pieces > 0`))
    .addColumn('allergens', 'text')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_set', 'integer', (c) => c.notNull().defaultTo(0).check(flag('is_set')))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1).check(flag('visible')))
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .addColumn('deleted_at', instant)
    .execute()
  await db.schema
    .createIndex('menu_products_slug')
    .on('menu_products')
    .column('slug')
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute()

  await db.schema
    .createTable('menu_product_categories')
    .addColumn('product_id', 'text', (c) => c.notNull().references('menu_products.id'))
    .addColumn('category_id', 'text', (c) => c.notNull().references('menu_categories.id'))
    .addPrimaryKeyConstraint('menu_product_categories_pkey', ['product_id', 'category_id'])
    .execute()

  await db.schema
    .createTable('menu_version')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version > 0`))
    .addColumn('updated_at', instant, (c) => c.notNull())
    .execute()

  const at = new Date().toISOString()
  await db
    .insertInto('menu_categories' as never)
    .values(
      seed.categories.map((c, position) => ({
        id: c.id,
        key: c.key,
        slug: c.slug,
        kind: c.kind,
        name_pl: c.name.pl,
        name_en: c.name.en,
        intro_pl: c.intro.pl,
        intro_en: c.intro.en,
        image_url: c.imageUrl,
        background_image: c.backgroundImage,
        position,
        visible: 1,
        created_at: at,
        updated_at: at,
      })) as never,
    )
    .execute()
  // In chunks: SQLite allows at most 32766 bound values in one statement.
  const rows = seed.products.map((p, position) => ({
    id: p.id,
    slug: p.slug,
    main_category_id: p.mainCategory,
    name_pl: p.name.pl,
    name_en: p.name.en,
    description_pl: p.description.pl,
    description_en: p.description.en,
    additional_info_pl: p.additionalInfo?.pl ?? null,
    additional_info_en: p.additionalInfo?.en ?? null,
    price_grosze: p.priceGrosze,
    pieces: p.pieces,
    allergens: p.allergens === null ? null : JSON.stringify(p.allergens),
    tags: JSON.stringify(p.tags),
    images: JSON.stringify(p.images),
    is_set: p.isSet ? 1 : 0,
    position,
    visible: 1,
    created_at: at,
    updated_at: at,
  }))
  for (let i = 0; i < rows.length; i += 50) {
    await db
      .insertInto('menu_products' as never)
      .values(rows.slice(i, i + 50) as never)
      .execute()
  }
  const links = seed.products.flatMap((p) => p.categories.map((c) => ({ product_id: p.id, category_id: c })))
  if (links.length > 0) {
    await db
      .insertInto('menu_product_categories' as never)
      .values(links as never)
      .execute()
  }
  await db
    .insertInto('menu_version' as never)
    .values({ id: 1, version: 1, updated_at: at } as never)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['menu_version', 'menu_product_categories', 'menu_products', 'menu_categories']) {
    await db.schema.dropTable(table).execute()
  }
}
