/**
 * Promo codes (table promo_codes): plain functions over Kysely<Database> (or a transaction).
 *
 * - Codes are case-insensitive: stored trimmed and upper-case ('lato10 ' → 'LATO10').
 * - value_hundredths holds the value × 100 as an integer: FIXED in grosze, PERCENTAGE in
 *   hundredths of a percent (12.5 % → 1250). The API carries `value` as a number (PLN or percent).
 * - A code is usable when it is active, today's Europe/Warsaw date is within the optional
 *   valid_from / valid_to (both inclusive) and, with max_uses set, uses < max_uses.
 */
import type { Kysely } from 'kysely'
import { warsawDate } from '#domain/hours.js'
import type { Database } from '#infra/db/database.js'
import type { DiscountType } from '#schemas/enums.js'
import type { PromoCode } from '#schemas/promo-codes.js'
import type { PromoCodesTable } from './tables.js'

/** The discount of a usable code, as the order endpoint and checkPromoCode need it. */
export type UsablePromoCode = Pick<PromoCode, 'code' | 'type' | 'value'>

export interface NewPromoCode {
  code: string
  type: DiscountType
  /** value × 100, an integer (see validatePromoValue). */
  valueHundredths: number
  validFrom?: string | null
  validTo?: string | null
  maxUses?: number | null
  createdBy: string
}

/**
 * ' lato10 ' → 'LATO10'. Only ASCII letters are upper-cased, so no other text turns into a code.
 * @internal Exported for its tests; production uses it within this module.
 */
export function normalizePromoCode(code: string): string {
  return code.trim().replace(/[a-z]+/g, (s) => s.toUpperCase())
}

function isUsableRow(row: PromoCodesTable, today: string): boolean {
  return (
    row.active !== 0 &&
    (row.valid_from === null || row.valid_from <= today) &&
    (row.valid_to === null || row.valid_to >= today) &&
    (row.max_uses === null || row.uses < row.max_uses)
  )
}

function toPromoCode(row: PromoCodesTable, today: string): PromoCode {
  return {
    code: row.code,
    type: row.type,
    value: row.value_hundredths / 100,
    active: row.active !== 0,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    maxUses: row.max_uses,
    uses: row.uses,
    usable: isUsableRow(row, today),
    createdAt: row.created_at,
    createdBy: row.created_by,
  }
}

/**
 * The discount of `code` (case-insensitive) when it is usable at `now` (Europe/Warsaw date);
 * null when unknown, inactive, outside its dates or used up.
 */
export async function findUsablePromoCode(
  db: Kysely<Database>,
  code: string,
  now: Date,
): Promise<UsablePromoCode | null> {
  const today = warsawDate(now)
  const row = await db
    .selectFrom('promo_codes')
    .select(['code', 'type', 'value_hundredths'])
    .where('code', '=', normalizePromoCode(code))
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', today)]))
    .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', today)]))
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .executeTakeFirst()
  return row ? { code: row.code, type: row.type, value: row.value_hundredths / 100 } : null
}

/**
 * Counts one use of an active code, only while uses < max_uses (always when there is no limit).
 * One conditional UPDATE, so concurrent orders can never use a code more than max_uses times.
 * With `now`, the code must also be within its dates on that Warsaw date. Returns false when the
 * code is used up, inactive, unknown (or outside its dates): the order must then be refused.
 * Pass the order's transaction to undo the use when the order is not stored.
 */
export async function recordPromoCodeUse(db: Kysely<Database>, code: string, now?: Date): Promise<boolean> {
  let query = db
    .updateTable('promo_codes')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('code', '=', normalizePromoCode(code))
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
  if (now) {
    const today = warsawDate(now)
    query = query
      .where((eb) => eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', today)]))
      .where((eb) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', today)]))
  }
  const result = await query.executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Gives one use of a code back (an order the system cancelled before it was paid). */
export async function returnPromoCodeUse(db: Kysely<Database>, code: string): Promise<void> {
  await db
    .updateTable('promo_codes')
    .set((eb) => ({ uses: eb('uses', '-', 1) }))
    .where('code', '=', normalizePromoCode(code))
    .where('uses', '>', 0)
    .execute()
}

/** Every code, newest first; `usable` as of `now`. */
export async function listPromoCodes(db: Kysely<Database>, now: Date): Promise<PromoCode[]> {
  const today = warsawDate(now)
  const rows = await db
    .selectFrom('promo_codes')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('code')
    .execute()
  return rows.map((row) => toPromoCode(row, today))
}

/** One code (case-insensitive), or null. */
async function findPromoCode(db: Kysely<Database>, code: string, now: Date): Promise<PromoCode | null> {
  const row = await db
    .selectFrom('promo_codes')
    .selectAll()
    .where('code', '=', normalizePromoCode(code))
    .executeTakeFirst()
  return row ? toPromoCode(row, warsawDate(now)) : null
}

/** Stores a new code (normalized); null when a code with that name already exists. */
export async function createPromoCode(
  db: Kysely<Database>,
  input: NewPromoCode,
  now: Date,
): Promise<PromoCode | null> {
  const row: PromoCodesTable = {
    code: normalizePromoCode(input.code),
    type: input.type,
    value_hundredths: input.valueHundredths,
    active: 1,
    valid_from: input.validFrom ?? null,
    valid_to: input.validTo ?? null,
    max_uses: input.maxUses ?? null,
    uses: 0,
    created_by: input.createdBy,
    created_at: now.toISOString(),
  }
  const result = await db
    .insertInto('promo_codes')
    .values(row)
    .onConflict((oc) => oc.column('code').doNothing())
    .executeTakeFirst()
  if (!result.numInsertedOrUpdatedRows) return null
  return toPromoCode(row, warsawDate(now))
}

/** Deactivates (false) or reactivates (true) a code; null when unknown. */
export async function setPromoCodeActive(
  db: Kysely<Database>,
  code: string,
  active: boolean,
  now: Date,
): Promise<PromoCode | null> {
  const result = await db
    .updateTable('promo_codes')
    .set({ active: active ? 1 : 0 })
    .where('code', '=', normalizePromoCode(code))
    .executeTakeFirst()
  if (result.numUpdatedRows === 0n) return null
  return findPromoCode(db, code, now)
}
