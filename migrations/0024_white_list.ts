import type { Kysely } from 'kysely'
import { columnTypes } from './dialect.js'

// The VAT White List lookup at checkout (docs/checkout.md, "The company from the VAT White List"):
// the Ministry's service allows few searches a day per address, so answers are kept a day and the
// site's searches are counted per Warsaw day, in the database that every instance shares.
// Frozen in time: no application types; values spelled out.
// - white_list_companies: nip (10 digits), found (0/1: the register knows the NIP), company (JSON
//   text of the answer given to the browser, null when not found), fetched_at. Public register data.
// - white_list_calls: day (Warsaw date), calls (searches sent to the Ministry that day).
export async function up(db: Kysely<unknown>): Promise<void> {
  const { instant, date } = columnTypes(db)
  await db.schema
    .createTable('white_list_companies')
    .addColumn('nip', 'text', (c) => c.primaryKey())
    .addColumn('found', 'integer', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('fetched_at', instant, (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('white_list_calls')
    .addColumn('day', date, (c) => c.primaryKey())
    .addColumn('calls', 'integer', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('white_list_calls').execute()
  await db.schema.dropTable('white_list_companies').execute()
}
