/**
 * The owner's sign-in policy (table staff_policy, one row): the roles that must use two-factor
 * sign-in. No row = none (off by default, so a fresh install and scripts keep working).
 */
import type { Kysely } from 'kysely'
import type { Database } from '#infra/db/database.js'
import { isOneOf, STAFF_ROLES, type StaffRole } from '#schemas/enums.js'

/** The roles whose accounts must enrol in two-factor sign-in. */
export async function totpRequiredRoles(db: Kysely<Database>): Promise<StaffRole[]> {
  const row = await db
    .selectFrom('staff_policy')
    .select('totp_required_roles')
    .where('id', '=', 1)
    .executeTakeFirst()
  if (!row) return []
  return row.totp_required_roles.split(',').filter((role) => isOneOf(STAFF_ROLES, role))
}

/** Sets the roles that must use two-factor sign-in. */
export async function setTotpRequiredRoles(
  db: Kysely<Database>,
  roles: readonly StaffRole[],
  by: string,
  now: Date,
): Promise<void> {
  const values = {
    totp_required_roles: STAFF_ROLES.filter((role) => roles.includes(role)).join(','),
    updated_by: by,
    updated_at: now.toISOString(),
  }
  await db
    .insertInto('staff_policy')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute()
}
