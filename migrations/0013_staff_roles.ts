import { type Kysely, sql } from 'kysely'
import { autoId, columnTypes } from './dialect.js'

// Staff roles, two-factor sign-in and the audit trail. Frozen in time: no application types; values
// spelled out in the checks.
// - staff_users: the role (existing accounts become OWNER, so a deployment keeps its powers), a
//   first password that must be changed, and the TOTP secret (pending until confirmed) with the
//   last time step used (a code is accepted once).
// - staff_recovery_codes: ten one-time codes per account, stored hashed.
// - staff_policy: one row (id 1): the roles that must use two-factor sign-in.
// - audit_log: who changed what, when and from where.
// - staff_sessions: from now on keyed by the token's verified `jti`; rows keyed the old way (by the
//   token's hash) can never be found again, so they are removed (everyone signs in once more).
export async function up(db: Kysely<unknown>): Promise<void> {
  const { instant } = columnTypes(db)
  await db.schema
    .alterTable('staff_users')
    .addColumn('role', 'text', (c) =>
      c.notNull().defaultTo('OWNER').check(sql`role in ('OWNER', 'MANAGER', 'KITCHEN')`),
    )
    .execute()
  await db.schema
    .alterTable('staff_users')
    .addColumn('must_change_password', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`must_change_password in (0, 1)`),
    )
    .execute()
  await db.schema.alterTable('staff_users').addColumn('totp_secret', 'text').execute()
  await db.schema.alterTable('staff_users').addColumn('totp_enabled_at', instant).execute()
  await db.schema.alterTable('staff_users').addColumn('totp_last_step', 'integer').execute()

  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('used_at', instant)
    .execute()
  await db.schema
    .createIndex('staff_recovery_codes_username')
    .on('staff_recovery_codes')
    .column('username')
    .execute()

  await db.schema
    .createTable('staff_policy')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('totp_required_roles', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', autoId(db))
    .addColumn('at', instant, (c) => c.notNull())
    .addColumn('username', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text')
    .addColumn('address', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute()
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute()
  await db.schema.createIndex('audit_log_username_at').on('audit_log').columns(['username', 'at']).execute()

  await db.deleteFrom('staff_sessions' as never).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute()
  await db.schema.dropTable('staff_policy').execute()
  await db.schema.dropTable('staff_recovery_codes').execute()
  for (const column of ['totp_last_step', 'totp_enabled_at', 'totp_secret', 'must_change_password', 'role'])
    await db.schema.alterTable('staff_users').dropColumn(column).execute()
}
