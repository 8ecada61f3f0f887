/**
 * Plain-language messages for requests that fail their route's schema (HTTP 400).
 *
 * Ajv's own messages ("must be equal to constant", "must match pattern ...") are library English and
 * name no field. Every schema failure is described here instead, from the ajv error's keyword and
 * the schema's own limits (ajv runs with `verbose`, so each error carries its `parentSchema`):
 * the message names the field and says what is allowed.
 *
 * Language: Polish for every caller (guests, staff and scripts; the restaurant works in Polish),
 * except `POST /api/order` with `"language": "en"`, which answers its guest in English like the
 * order's other messages. Scripts should branch on `code: "VALIDATION"` and `field`, not on text.
 * The words (patterns, formats, plurals, limits) are in validation-phrases.ts.
 */

import {
  allowedValues,
  countPhrase,
  FORMAT_PHRASES,
  type Gender,
  lengthPhrase,
  listOf,
  PATTERN_PHRASES,
  quote,
  rangePhrase,
  typePhrase,
  valuesPhrase,
} from './validation-phrases.js'

export type MessageLanguage = 'pl' | 'en'

/** The part of an ajv ErrorObject this module reads. */
export interface SchemaError {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
  parentSchema?: Record<string, unknown>
  message?: string
}

export type ValidationContext = 'body' | 'querystring' | 'params' | 'headers' | string

export interface ValidationProblem {
  /** Dot path of the invalid input (`customer.email`, `items.0.count`, `idempotency-key`). */
  field?: string
  message: string
}
/** `Idempotency-Key` for the header Fastify knows as `idempotency-key`. */
function headerName(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_m, dash: string, letter: string) => dash + letter.toUpperCase())
}

/** 'items/0/count' → 'items.0.count'; JSON pointer escapes undone. */
function pathOf(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .join('.')
}

/** "Pole „x”" (a body field, neuter), "Parametr „x”" (query or path, masculine), "Nagłówek „X”". */
function subject(
  context: ValidationContext,
  field: string,
  lang: MessageLanguage,
): { text: string; g: Gender } {
  if (lang === 'en') {
    if (context === 'headers') return { text: `The header ${quote(headerName(field), lang)}`, g: 'n' }
    if (context === 'querystring') return { text: `The query parameter ${quote(field, lang)}`, g: 'n' }
    if (context === 'params') return { text: `The path parameter ${quote(field, lang)}`, g: 'n' }
    return { text: `The field ${quote(field, lang)}`, g: 'n' }
  }
  if (context === 'headers') return { text: `Nagłówek ${quote(headerName(field), lang)}`, g: 'm' }
  if (context === 'querystring') return { text: `Parametr ${quote(field, lang)} w adresie`, g: 'm' }
  if (context === 'params') return { text: `Parametr ${quote(field, lang)} w ścieżce`, g: 'm' }
  return { text: `Pole ${quote(field, lang)}`, g: 'n' }
}

/**
 * Picks the error to explain: the union itself rather than one of its branches, except for a
 * nullable value ("a number or null") of the right type that breaks a limit of its other branch:
 * that limit is the explanation ("at least 1"). A nullable choice of values (a VAT rate or null)
 * is explained whole: all its values, not the first branch's.
 */
function mainError(errors: readonly SchemaError[]): SchemaError | undefined {
  const union = errors.findLast((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf')
  if (!union) return errors[0]
  const branches = ((union.parentSchema?.anyOf ?? union.parentSchema?.oneOf) as { type?: unknown }[]) ?? []
  const choice = union.parentSchema ? allowedValues(union.parentSchema) : undefined
  if (!choice && branches.length === 2 && branches.some((b) => b.type === 'null')) {
    const limit = errors.find(
      (e) => e !== union && e.instancePath === union.instancePath && e.keyword !== 'type',
    )
    if (limit) return limit
  }
  return union
}

function requiredList(schema: Record<string, unknown> | undefined, lang: MessageLanguage): string {
  const required = Array.isArray(schema?.required) ? (schema.required as string[]) : []
  return listOf(
    required.map((name) => quote(name, lang)),
    lang,
    true,
  )
}

/** Describes the first schema failure of a request: the field and a plain sentence about it. */
export function describeValidation(
  errors: readonly SchemaError[],
  context: ValidationContext = 'body',
  lang: MessageLanguage = 'pl',
): ValidationProblem {
  const pl = lang === 'pl'
  const error = mainError(errors)
  if (!error) return { message: pl ? 'Nieprawidłowe dane w żądaniu.' : 'The request is invalid.' }
  const schema = error.parentSchema ?? {}
  const path = pathOf(error.instancePath)

  if (error.keyword === 'required') {
    const missing = String(error.params.missingProperty ?? '')
    const field = [path, missing].filter(Boolean).join('.')
    const who = subject(context, field, lang)
    return {
      field,
      message: pl
        ? `${who.text} jest ${who.g === 'n' ? 'wymagane' : 'wymagany'}.`
        : `${who.text} is required.`,
    }
  }
  if (error.keyword === 'additionalProperties') {
    const extra = String(error.params.additionalProperty ?? '')
    const field = [path, extra].filter(Boolean).join('.')
    const known = Object.keys((schema.properties as object | undefined) ?? {}).map((name) =>
      quote(name, lang),
    )
    const where = path ? (pl ? ` w ${quote(path, lang)}` : ` in ${quote(path, lang)}`) : ''
    return {
      field,
      message: pl
        ? `Nieznane pole ${quote(field, lang)}. Dozwolone pola${where}: ${known.join(', ')}.`
        : `Unknown field ${quote(field, lang)}. Allowed fields${where}: ${known.join(', ')}.`,
    }
  }
  if (error.keyword === 'minProperties') {
    return {
      ...(path ? { field: path } : {}),
      message: pl ? 'Wyślij co najmniej jedno pole do zmiany.' : 'Send at least one field to change.',
    }
  }
  if (!path) {
    // The whole body (or query) is not an object: say what it should hold.
    const fields = requiredList(schema, lang)
    const what =
      context === 'querystring'
        ? pl
          ? 'Parametry adresu są nieprawidłowe'
          : 'The query parameters are invalid'
        : pl
          ? 'Treść żądania musi być obiektem JSON'
          : 'The request body must be a JSON object'
    const tail = fields ? (pl ? ` z polami ${fields}` : ` with the fields ${fields}`) : ''
    return { message: `${what}${tail}.` }
  }

  const who = subject(context, path, lang)
  let predicate: string
  switch (error.keyword) {
    case 'type':
      predicate = typePhrase(error.params.type, lang)
      break
    case 'minLength':
    case 'maxLength':
      predicate = lengthPhrase(schema, who.g, lang)
      break
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      predicate = rangePhrase(schema, lang)
      break
    case 'minItems':
    case 'maxItems':
      predicate = countPhrase(schema, lang)
      break
    case 'uniqueItems':
      predicate = pl ? 'nie może zawierać powtórzonych wartości' : 'must not repeat a value'
      break
    case 'pattern': {
      const known = PATTERN_PHRASES[String(error.params.pattern)]
      predicate = known?.[lang] ?? (pl ? 'ma nieprawidłowy format' : 'has the wrong format')
      break
    }
    case 'format': {
      const known = FORMAT_PHRASES[String(error.params.format)]
      predicate = known?.[lang] ?? (pl ? 'ma nieprawidłowy format' : 'has the wrong format')
      break
    }
    case 'const':
    case 'enum':
    case 'anyOf':
    case 'oneOf': {
      const values = allowedValues(schema)
      if (values) predicate = valuesPhrase(values, lang)
      else {
        const branches = ((schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined) ?? []
        predicate = typePhrase(branches.map((b) => b.type).filter(Boolean), lang)
      }
      break
    }
    default:
      predicate = pl ? 'ma nieprawidłową wartość' : 'has an invalid value'
  }
  return { field: path, message: `${who.text} ${predicate}.` }
}

/** Fastify's own 400s (the body or the URL could not be read), in Polish. */
const REQUEST_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY:
    'Treść żądania nie jest prawidłowym JSON-em (Content-Type: application/json). Sprawdź cudzysłowy, przecinki i nawiasy.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Treść żądania jest pusta: wyślij obiekt JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Długość treści żądania nie zgadza się z nagłówkiem Content-Length.',
  FST_ERR_BAD_URL: 'Adres żądania zawiera nieprawidłowo zakodowane znaki (kodowanie procentowe).',
  FST_ERR_MAX_PARAM_LENGTH: 'Adres żądania ma za długi parametr.',
  FST_ERR_ROUTE_MISSING_CONTENT: 'To żądanie wymaga treści: wyślij obiekt JSON.',
  FST_ERR_ROUTE_MISSING_CONTENT_TYPE: 'Brak nagłówka Content-Type: wyślij treść jako application/json.',
}

/** The Polish message for one of Fastify's own 400 errors, or undefined for any other error. */
export function describeRequestError(code: string | undefined): string | undefined {
  return code ? REQUEST_ERRORS[code] : undefined
}
