import type { Kysely } from 'kysely'
import { isDateString } from '#domain/hours.js'
import type { Database } from '#infra/db/database.js'
import { HttpError, invalidField, RetryLaterError, tooManyRequests, waitText } from '#infra/http/errors.js'
import type { DiscountType, Language } from '#schemas/enums.js'
import type { CreatePromoCodeBody } from '#schemas/promo-codes.js'
import type { LookupBudget } from './budget.js'
import {
  createPromoCode,
  findUsablePromoCode,
  listPromoCodes,
  recordPromoCodeUse,
  returnPromoCodeUse,
  setPromoCodeActive,
  type UsablePromoCode,
} from './repository.js'

type PromoValueProblem = 'NOT_POSITIVE' | 'TOO_MANY_DECIMALS' | 'PERCENT_TOO_HIGH' | 'FIXED_TOO_HIGH'

/** FIXED values go up to 1000 PLN (in grosze); percentages stay below 100. */
const MAX_FIXED_HUNDREDTHS = 100_000

const VALUE_PROBLEMS: Record<PromoValueProblem, string> = {
  NOT_POSITIVE: 'wartość musi być większa od zera',
  TOO_MANY_DECIMALS: 'wartość może mieć najwyżej dwa miejsca po przecinku',
  PERCENT_TOO_HIGH: 'rabat procentowy musi być mniejszy niż 100',
  FIXED_TOO_HIGH: 'rabat kwotowy może wynosić najwyżej 1000 zł',
}

/**
 * Checks a value from the API and converts it to hundredths with integer math: the value is valid
 * only when it is exactly the number written with at most two decimals (h / 100 === value), so
 * 12.345 or 0.1 + 0.2 are refused instead of being rounded silently.
 * @internal Exported for its tests; production uses it within this module.
 */
export function validatePromoValue(
  type: DiscountType,
  value: number,
): { ok: true; hundredths: number } | { ok: false; problem: PromoValueProblem } {
  if (!Number.isFinite(value) || value <= 0) return { ok: false, problem: 'NOT_POSITIVE' }
  // Comparisons of a double with an integer are exact.
  if (type === 'PERCENTAGE' && value >= 100) return { ok: false, problem: 'PERCENT_TOO_HIGH' }
  if (type === 'FIXED' && value > MAX_FIXED_HUNDREDTHS / 100) return { ok: false, problem: 'FIXED_TOO_HIGH' }
  const hundredths = Math.round(value * 100)
  // h / 100 is the double nearest to the decimal h/100: equal only for values with ≤ 2 decimals.
  if (hundredths / 100 !== value) return { ok: false, problem: 'TOO_MANY_DECIMALS' }
  return { ok: true, hundredths }
}

/** The one message for a code that cannot be used (checkPromoCode and the order say the same). */
function invalidPromoCodeMessage(code: string, lang: Language = 'pl'): string {
  return lang === 'pl'
    ? `Kod promocyjny „${code}” jest nieprawidłowy lub wygasł.`
    : `The promo code “${code}” is not valid or has expired.`
}

/** Who looks a code up: their address draws on the lookup budget. */
export interface LookupContext {
  ip: string
}

/**
 * Promo codes: the public check, the order's use of a code, and the staff's management. Every
 * lookup of a code, from the check or from an order, is counted on `budget` before it is made.
 */
export function createPromoCodeService(db: Kysely<Database>, budget: LookupBudget) {
  return {
    /** checkPromoCode: the code's discount, or 404 PROMO_CODE_INVALID; 429 past the lookup budget. */
    async check(entered: string, now: Date, context: LookupContext): Promise<UsablePromoCode> {
      const decision = await budget(context.ip)
      if (!decision.allowed) {
        const refused = tooManyRequests(decision.retryAfterSeconds)
        throw new RetryLaterError(refused.message, decision.retryAfterSeconds)
      }
      const code = entered.trim()
      const promo = code ? await findUsablePromoCode(db, code, now) : null
      if (!promo) throw new HttpError(404, invalidPromoCodeMessage(code), 'PROMO_CODE_INVALID')
      return promo
    },

    /**
     * For an order: the code's discount, or 422 PROMO_CODE_INVALID on the field promoCode; 429 past
     * the lookup budget (in the order's language).
     */
    async require(code: string, now: Date, lang: Language, context: LookupContext): Promise<UsablePromoCode> {
      const decision = await budget(context.ip)
      if (!decision.allowed) {
        const wait = waitText(decision.retryAfterSeconds)
        throw new RetryLaterError(
          lang === 'pl'
            ? `Zbyt wiele prób kodu promocyjnego z tego adresu. Spróbuj ponownie za ${wait}.`
            : `Too many promo code attempts from this address. Please try again in ${wait}.`,
          decision.retryAfterSeconds,
        )
      }
      const promo = await findUsablePromoCode(db, code, now)
      if (!promo) {
        throw new HttpError(422, invalidPromoCodeMessage(code, lang), 'PROMO_CODE_INVALID', 'promoCode')
      }
      return promo
    },

    /**
     * Counts one use of the code inside the order's transaction `trx` (undone with it when the order
     * is not stored); throws 422 when the code has just been used up.
     */
    async redeem(trx: Kysely<Database>, code: string, lang: Language): Promise<void> {
      if (!(await recordPromoCodeUse(trx, code))) {
        throw new HttpError(
          422,
          lang === 'pl'
            ? 'Limit użyć tego kodu promocyjnego właśnie się wyczerpał.'
            : 'This promo code has just run out.',
          'PROMO_CODE_INVALID',
          'promoCode',
        )
      }
    },

    /**
     * Gives the code's use back inside the transaction `trx` that cancels an order the guest never
     * paid (the system's cancellation): a use held by an unpaid order is not lost.
     */
    giveBack: (trx: Kysely<Database>, code: string) => returnPromoCodeUse(trx, code),

    list: (now: Date) => listPromoCodes(db, now),

    /** A new code from the staff form; 400 naming the field, or 409 when the code exists. */
    async create(body: CreatePromoCodeBody, createdBy: string, now: Date) {
      const value = validatePromoValue(body.type, body.value)
      if (!value.ok) throw invalidField('value', VALUE_PROBLEMS[value.problem])
      if (body.validFrom !== undefined && !isDateString(body.validFrom)) {
        throw invalidField('validFrom', 'to nie jest prawidłowa data (RRRR-MM-DD)')
      }
      if (body.validTo !== undefined && !isDateString(body.validTo)) {
        throw invalidField('validTo', 'to nie jest prawidłowa data (RRRR-MM-DD)')
      }
      if (body.validFrom !== undefined && body.validTo !== undefined && body.validTo < body.validFrom) {
        throw invalidField('validTo', 'data końcowa nie może być wcześniejsza niż początkowa')
      }
      const created = await createPromoCode(
        db,
        {
          code: body.code,
          type: body.type,
          valueHundredths: value.hundredths,
          validFrom: body.validFrom ?? null,
          validTo: body.validTo ?? null,
          maxUses: body.maxUses ?? null,
          createdBy,
        },
        now,
      )
      if (!created) {
        throw new HttpError(
          409,
          `Kod promocyjny „${body.code.toUpperCase()}” już istnieje.`,
          'PROMO_CODE_EXISTS',
          'code',
        )
      }
      return created
    },

    /** Deactivates or reactivates a code; 404 when there is none. */
    async setActive(code: string, active: boolean, now: Date) {
      const updated = await setPromoCodeActive(db, code, active, now)
      if (!updated) throw new HttpError(404, `Nie ma kodu promocyjnego „${code}”.`, 'PROMO_CODE_NOT_FOUND')
      return updated
    },
  }
}

export type PromoCodeService = ReturnType<typeof createPromoCodeService>
