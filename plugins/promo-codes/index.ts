import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import fp from 'fastify-plugin'
import { isDateString } from '../../domain/hours.js'
import { bearerSecurity, errorResponses } from '../../schemas/common.js'
import {
  CheckPromoCodeBody,
  CheckPromoCodeResponse,
  CreatePromoCodeBody,
  PromoCode,
  PromoCodeList,
  PromoCodeParams,
  UpdatePromoCodeBody,
} from '../../schemas/promo-codes.js'
import { HttpError } from '../http/errors.js'
import {
  createPromoCode,
  findUsablePromoCode,
  listPromoCodes,
  type PromoValueProblem,
  setPromoCodeActive,
  validatePromoValue,
} from './repository.js'

/** POST /api/utils/checkPromoCode per client IP: enough for a guest, too few to guess codes. */
export const CHECK_PROMO_CODE_RATE_LIMIT = { max: 30, timeWindow: 60_000 }

export function invalidPromoCodeMessage(code: string): string {
  return `Kod promocyjny „${code}” jest nieprawidłowy lub wygasł.`
}

const VALUE_PROBLEMS: Record<PromoValueProblem, string> = {
  NOT_POSITIVE: 'wartość musi być większa od zera',
  TOO_MANY_DECIMALS: 'wartość może mieć najwyżej dwa miejsca po przecinku',
  PERCENT_TOO_HIGH: 'rabat procentowy musi być mniejszy niż 100',
  FIXED_TOO_HIGH: 'rabat kwotowy może wynosić najwyżej 1000 zł',
}

function invalidField(field: string, detail: string): HttpError {
  return new HttpError(400, `Nieprawidłowe pole „${field}”: ${detail}.`, 'VALIDATION', field)
}

/** Promo codes: the public check, and staff routes to create, list, deactivate and reactivate. */
export default fp(
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

    app.post(
      '/api/utils/checkPromoCode',
      {
        config: { rateLimit: CHECK_PROMO_CODE_RATE_LIMIT },
        schema: {
          tags: ['promo codes'],
          summary: "A code's discount {type, value} when it is usable today; 404 otherwise",
          body: CheckPromoCodeBody,
          response: { 200: CheckPromoCodeResponse, ...errorResponses(400, 404, 429) },
        },
      },
      async (request, reply) => {
        const entered = request.body.promoCode.trim()
        const promo = entered ? await findUsablePromoCode(app.db, entered, app.now()) : null
        if (!promo) throw new HttpError(404, invalidPromoCodeMessage(entered), 'PROMO_CODE_INVALID')
        return reply.header('Cache-Control', 'no-store').send(promo)
      },
    )

    app.get(
      '/api/promo-codes',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['promo codes'],
          summary: 'Staff: every promo code, newest first',
          security: bearerSecurity,
          response: { 200: PromoCodeList, ...errorResponses(401) },
        },
      },
      async (_request, reply) =>
        reply.header('Cache-Control', 'no-store').send(await listPromoCodes(app.db, app.now())),
    )

    app.post(
      '/api/promo-codes',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['promo codes'],
          summary: 'Staff: create a promo code',
          security: bearerSecurity,
          body: CreatePromoCodeBody,
          response: { 201: PromoCode, ...errorResponses(400, 401, 409) },
        },
      },
      async (request, reply) => {
        const body = request.body
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
          app.db,
          {
            code: body.code,
            type: body.type,
            valueHundredths: value.hundredths,
            validFrom: body.validFrom ?? null,
            validTo: body.validTo ?? null,
            maxUses: body.maxUses ?? null,
            createdBy: request.staff?.username ?? 'unknown',
          },
          app.now(),
        )
        if (!created) {
          throw new HttpError(
            409,
            `Kod promocyjny „${body.code.toUpperCase()}” już istnieje.`,
            'PROMO_CODE_EXISTS',
            'code',
          )
        }
        request.log.info({ code: created.code, staff: created.createdBy }, 'promo code created')
        return reply.code(201).header('Cache-Control', 'no-store').send(created)
      },
    )

    app.patch(
      '/api/promo-codes/:code',
      {
        preHandler: app.authenticate,
        schema: {
          tags: ['promo codes'],
          summary: 'Staff: deactivate ({"active": false}) or reactivate a promo code',
          security: bearerSecurity,
          params: PromoCodeParams,
          body: UpdatePromoCodeBody,
          response: { 200: PromoCode, ...errorResponses(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const updated = await setPromoCodeActive(app.db, request.params.code, request.body.active, app.now())
        if (!updated) {
          throw new HttpError(
            404,
            `Nie ma kodu promocyjnego „${request.params.code}”.`,
            'PROMO_CODE_NOT_FOUND',
          )
        }
        request.log.info(
          { code: updated.code, active: updated.active, staff: request.staff?.username },
          'promo code updated',
        )
        return reply.header('Cache-Control', 'no-store').send(updated)
      },
    )
  },
  { name: 'promo-codes', dependencies: ['db', 'http', 'auth'], fastify: '5.x' },
)
