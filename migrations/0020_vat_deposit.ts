import { type Kysely, sql } from 'kysely'

// VAT rates and the drink deposit (docs/product.md, "VAT and deposits"). Frozen in time.
// - menu_products.vat_rate: 23, 8, 5 or 0 (every dish starts at 8, a meal; 0021 sets the seeded
//   catalog); menu_products.deposit_grosze: a drink's deposit per piece, null without.
// - dish_options.vat_rate: an option's own rate, null when it has none (it then changes nothing).
// - order_lines: the line's rate, its gross after the discount spread, its deposit per piece, as
//   they were when ordered, so a later change of a rate never changes a placed order.
// - orders: the deposits' sum (added to total_grosze), and the per-rate split (JSON
//   [{rate, gross, net, vat}] in grosze, delivery fee included) with the delivery fee's share per
//   rate (JSON [{rate, gross}]). Orders placed before keep null rates and splits (their rates were
//   never recorded) and 0 deposits (no deposit was charged).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('menu_products')
    .addColumn('vat_rate', 'integer', (c) => c.notNull().defaultTo(8).check(sql`vat_rate in (23, 8, 5, 0)`))
    .execute()
  await db.schema
    .alterTable('menu_products')
    .addColumn('deposit_grosze', 'integer', (c) => c.check(sql`deposit_grosze >= 0`))
    .execute()
  await db.schema
    .alterTable('dish_options')
    .addColumn('vat_rate', 'integer', (c) => c.check(sql`vat_rate in (23, 8, 5, 0)`))
    .execute()
  await db.schema.alterTable('order_lines').addColumn('vat_rate', 'integer').execute()
  await db.schema.alterTable('order_lines').addColumn('gross_grosze', 'integer').execute()
  await db.schema
    .alterTable('order_lines')
    .addColumn('deposit_grosze', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('orders')
    .addColumn('deposits_grosze', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('orders').addColumn('vat_by_rate', 'text').execute()
  await db.schema.alterTable('orders').addColumn('delivery_vat', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['delivery_vat', 'vat_by_rate', 'deposits_grosze'])
    await db.schema.alterTable('orders').dropColumn(column).execute()
  for (const column of ['deposit_grosze', 'gross_grosze', 'vat_rate'])
    await db.schema.alterTable('order_lines').dropColumn(column).execute()
  await db.schema.alterTable('dish_options').dropColumn('vat_rate').execute()
  await db.schema.alterTable('menu_products').dropColumn('deposit_grosze').execute()
  await db.schema.alterTable('menu_products').dropColumn('vat_rate').execute()
}
