import {
  type SchemaOptions,
  type Static,
  type TLiteral,
  type TSchema,
  type TUnion,
  Type,
} from '@sinclair/typebox'
import { LANGUAGES, VAT_RATES } from './enums.js'

/** The TypeBox schema of an enumeration from schemas/enums.ts: a union of its literals, in order. */
export function literalUnion<const T extends string>(
  values: readonly T[],
  options?: SchemaOptions,
): TUnion<TLiteral<T>[]> {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    options,
  )
}

/** A VAT rate in percent: 23, 8, 5 or 0 (docs/product.md, "VAT and deposits"). */
export const VatRateSchema = Type.Union(
  VAT_RATES.map((rate) => Type.Literal(rate)),
  { description: 'VAT rate in percent: 23, 8, 5 or 0', examples: [8] },
)

/** 'pl' or 'en'. */
export const Language = literalUnion(LANGUAGES)

/** Every API error (docs/product.md, "Errors"): statusCode, error, message, plus a stable code where useful. */
export const ErrorResponse = Type.Object(
  {
    statusCode: Type.Integer(),
    error: Type.String(),
    message: Type.String(),
    code: Type.Optional(Type.String()),
    field: Type.Optional(Type.String()),
  },
  { description: 'Error answer; message is human-readable (Polish for visitors).' },
)
export type ErrorResponse = Static<typeof ErrorResponse>

/** Response schemas for the given error statuses, to spread into a route's `response`. */
export function errorResponses(...statuses: number[]): Record<number, TSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponse]))
}

/** PLN amount with at most two decimals. */
export const Money = Type.Number({ minimum: 0, description: 'PLN, at most two decimals' })

/** Warsaw calendar date. */
export const DateString = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'YYYY-MM-DD (Europe/Warsaw)',
})

/** Bearer authentication, for the OpenAPI document. */
export const bearerSecurity = [{ bearerAuth: [] as string[] }]
