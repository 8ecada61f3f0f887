/**
 * Two-factor state of an account (columns of staff_users, rows of staff_recovery_codes): the
 * pending secret of an enrolment, turning it on with a first code, the second step of a sign-in,
 * and turning it off. The secret is stored sealed (secret-box.ts) and opened only here.
 */
import type { Kysely } from 'kysely'
import type { Database } from '#infra/db/database.js'
import type { StaffRecord } from '../service.js'
import type { TotpSecretBox } from './secret-box.js'
import { acceptedStep, codeStep, newRecoveryCodes, newTotpSecret, recoveryCodeHash } from './totp.js'

/**
 * Starts (or restarts) an enrolment: a new pending secret (stored sealed, answered in clear for the
 * app); two-factor stays off until confirmed.
 */
export async function startEnrolment(
  db: Kysely<Database>,
  user: StaffRecord,
  box: TotpSecretBox,
): Promise<string> {
  const secret = newTotpSecret()
  await db
    .updateTable('staff_users')
    .set({ totp_secret: box.seal(user.id, secret), totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', user.id)
    .execute()
  return secret
}

/** The account's secret in clear, or null (none, or no configured key opens it). */
export function secretOf(user: StaffRecord, box: TotpSecretBox): string | null {
  return user.totpSecret === null ? null : box.open(user.id, user.totpSecret)
}

/**
 * Confirms the pending enrolment with a first code: two-factor is on, and the ten recovery codes
 * (answered once, stored hashed) replace any earlier ones. Null when the code is wrong.
 */
export async function confirmEnrolment(
  db: Kysely<Database>,
  user: StaffRecord,
  code: string,
  now: Date,
  box: TotpSecretBox,
): Promise<string[] | null> {
  const secret = secretOf(user, box)
  if (!secret || user.totpEnabled) return null
  const step = acceptedStep(secret, code, null, now)
  if (step === null) return null
  const codes = newRecoveryCodes()
  const at = now.toISOString()
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_users')
      .set({ totp_enabled_at: at, totp_last_step: step })
      .where('id', '=', user.id)
      .execute()
    await trx.deleteFrom('staff_recovery_codes').where('username', '=', user.username).execute()
    await trx
      .insertInto('staff_recovery_codes')
      .values(codes.map((c) => ({ username: user.username, code_hash: recoveryCodeHash(c), created_at: at })))
      .execute()
  })
  return codes
}

/**
 * The second step of a sign-in: a TOTP code (accepted once: the step is stored with a conditional
 * update, so two requests with one code cannot both pass) or an unused recovery code (used once).
 * 'used': the right code for now, but it has let someone in already (wait for the next one).
 */
export async function checkSecondFactor(
  db: Kysely<Database>,
  user: StaffRecord,
  factor: { totp?: string; recoveryCode?: string },
  now: Date,
  box: TotpSecretBox,
): Promise<'ok' | 'wrong' | 'used'> {
  if (!user.totpSecret) return 'wrong'
  if (factor.totp !== undefined) {
    const secret = secretOf(user, box)
    if (secret === null) return 'wrong'
    const step = codeStep(secret, factor.totp, now)
    if (step === null) return 'wrong'
    if (user.totpLastStep !== null && step <= user.totpLastStep) return 'used'
    const result = await db
      .updateTable('staff_users')
      .set({ totp_last_step: step })
      .where('id', '=', user.id)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst()
    // Another request with the same code was first.
    return Number(result.numUpdatedRows) === 1 ? 'ok' : 'used'
  }
  if (factor.recoveryCode !== undefined) {
    const result = await db
      .updateTable('staff_recovery_codes')
      .set({ used_at: now.toISOString() })
      .where('username', '=', user.username)
      .where('code_hash', '=', recoveryCodeHash(factor.recoveryCode))
      .where('used_at', 'is', null)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1 ? 'ok' : 'wrong'
  }
  return 'wrong'
}

/** Turns two-factor off: the secret and the recovery codes are deleted. */
export async function disableTwoFactor(db: Kysely<Database>, user: StaffRecord): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_users')
      .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null })
      .where('id', '=', user.id)
      .execute()
    await trx.deleteFrom('staff_recovery_codes').where('username', '=', user.username).execute()
  })
}

/** How many recovery codes are still unused. */
export async function recoveryCodesLeft(db: Kysely<Database>, username: string): Promise<number> {
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('username', '=', username)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
