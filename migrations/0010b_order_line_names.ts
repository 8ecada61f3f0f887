import type { Kysely } from 'kysely'

// An order line keeps its dish's English name too, as it was when ordered, so that an English
// e-mail sent later (accepted, cancelled) never shows a name the menu was given since. Lines of
// older orders have none (their e-mails fall back to the Polish name).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').addColumn('name_en', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_lines').dropColumn('name_en').execute()
}
