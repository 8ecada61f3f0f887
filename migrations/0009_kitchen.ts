import { type Kysely, sql } from 'kysely'
import { columnTypes } from './dialect.js'

// The kitchen's levers. Frozen in time: no application types; values spelled out in the checks.
// - kitchen_settings: one row (id 1) of settings and the running pause; no row = the defaults.
// - calendar_days: one exception to the weekly schedule per Warsaw date (closed, or special hours).
// - kitchen_slots: how many orders each 15-minute slot (its start instant) holds per delivery type;
//   an order takes its place with one conditional upsert inside its own transaction.
export async function up(db: Kysely<unknown>): Promise<void> {
  const { instant, date } = columnTypes(db)
  await db.schema
    .createTable('kitchen_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('courier_capacity', 'integer', (c) =>
      c.check(sql`courier_capacity is null or courier_capacity > 0`),
    )
    .addColumn('self_capacity', 'integer', (c) => c.check(sql`self_capacity is null or self_capacity > 0`))
    .addColumn('busy_minutes', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`busy_minutes in (0, 15, 30, 45)`),
    )
    .addColumn('busy_date', date)
    .addColumn('delivery_area', 'text', (c) => c.notNull())
    .addColumn('pause_until', instant)
    .addColumn('pause_delivery_types', 'text')
    .addColumn('pause_reason', 'text')
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('calendar_days')
    .addColumn('date', date, (c) => c.primaryKey())
    .addColumn('closed', 'integer', (c) => c.notNull().check(sql`closed in (0, 1)`))
    .addColumn('opens_at', 'text')
    .addColumn('closes_at', 'text')
    .addColumn('note', 'text')
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .addCheckConstraint(
      'calendar_days_hours_check',
      sql`(closed = 1 and opens_at is null and closes_at is null) or (closed = 0 and opens_at < closes_at)`,
    )
    .execute()

  await db.schema
    .createTable('kitchen_slots')
    .addColumn('slot_start', instant, (c) => c.notNull())
    .addColumn('delivery_type', 'text', (c) => c.notNull().check(sql`delivery_type in ('SELF', 'COURIER')`))
    .addColumn('taken', 'integer', (c) => c.notNull().check(sql`taken >= 0`))
    .addPrimaryKeyConstraint('kitchen_slots_pk', ['slot_start', 'delivery_type'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['kitchen_slots', 'calendar_days', 'kitchen_settings']) {
    await db.schema.dropTable(table).execute()
  }
}
