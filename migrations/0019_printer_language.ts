import { type Kysely, sql } from 'kysely'

// Kitchen printers get a ticket language, and print jobs remember an interrupted sending.
// Frozen in time: no application types; values spelled out.
// - printers.ticket_language: 'pl' (default, every printer so far) or 'en': the words on its tickets.
// - print_jobs.interrupted: 1 once a sending of the job was cut off before the printer's answer (the
//   process died): the printer may have printed it, so the ticket sent again says so.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('printers')
    .addColumn('ticket_language', 'text', (c) =>
      c.notNull().defaultTo('pl').check(sql`ticket_language in ('pl', 'en')`),
    )
    .execute()
  await db.schema
    .alterTable('print_jobs')
    .addColumn('interrupted', 'integer', (c) => c.notNull().defaultTo(0).check(sql`interrupted in (0, 1)`))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('print_jobs').dropColumn('interrupted').execute()
  await db.schema.alterTable('printers').dropColumn('ticket_language').execute()
}
