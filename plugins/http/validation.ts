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
 */

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

/**
 * What every regular expression used by a route schema allows, in plain words. A pattern missing
 * here falls back to a vague "wrong format" message; test/server/validation-messages.test.ts walks
 * every route's schemas and fails when one is missing.
 */
export const PATTERN_PHRASES: Record<string, Record<MessageLanguage, string>> = {
  '^\\d{4}-\\d{2}-\\d{2}$': {
    pl: 'musi być datą w formacie RRRR-MM-DD (np. 2026-06-14)',
    en: 'must be a date in the form YYYY-MM-DD (e.g. 2026-06-14)',
  },
  '^(19|20)\\d{2}-\\d{2}-\\d{2}$': {
    pl: 'musi być datą od 1900-01-01 do 2099-12-31 w formacie RRRR-MM-DD (np. 2026-06-14)',
    en: 'must be a date from 1900-01-01 to 2099-12-31 in the form YYYY-MM-DD (e.g. 2026-06-14)',
  },
  '^\\d{2}-?\\d{3}$': {
    pl: 'musi być kodem pocztowym w formacie NN-NNN (np. 31-056)',
    en: 'must be a postal code in the form NN-NNN (e.g. 31-056)',
  },
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$': {
    pl: 'musi być identyfikatorem UUID (np. 3f1c2a9e-8b7d-4c6e-9a51-2d0f7b8e4c13)',
    en: 'must be a UUID (e.g. 3f1c2a9e-8b7d-4c6e-9a51-2d0f7b8e4c13)',
  },
  '^[A-Za-z0-9_-]{3,32}$': {
    pl: 'musi mieć od 3 do 32 znaków: litery A–Z bez polskich znaków, cyfry, „_” lub „-”',
    en: 'must be 3 to 32 characters: letters A–Z without accents, digits, “_” or “-”',
  },
  '^[A-Za-z0-9_-]{16,64}$': {
    pl: 'musi mieć od 16 do 64 znaków: litery A–Z, cyfry, „_” lub „-”',
    en: 'must be 16 to 64 characters: letters A–Z, digits, “_” or “-”',
  },
  '^/': {
    pl: 'musi być ścieżką zaczynającą się od „/”',
    en: 'must be a path starting with “/”',
  },
}

/** What every string format used by a route schema means, in plain words. */
export const FORMAT_PHRASES: Record<string, Record<MessageLanguage, string>> = {
  email: {
    pl: 'musi być prawidłowym adresem e-mail (np. jan@example.pl)',
    en: 'must be a valid e-mail address (e.g. jan@example.pl)',
  },
  'date-time': {
    pl: 'musi być datą i godziną ISO 8601 ze strefą czasową (np. 2026-06-14T18:30:00+02:00)',
    en: 'must be an ISO 8601 date and time with a time zone (e.g. 2026-06-14T18:30:00+02:00)',
  },
  date: {
    pl: 'musi być datą w formacie RRRR-MM-DD (np. 2026-06-14)',
    en: 'must be a date in the form YYYY-MM-DD (e.g. 2026-06-14)',
  },
}

const TYPE_NAMES: Record<string, Record<MessageLanguage, string>> = {
  string: { pl: 'tekstem', en: 'a string' },
  number: { pl: 'liczbą', en: 'a number' },
  integer: { pl: 'liczbą całkowitą', en: 'a whole number' },
  boolean: { pl: 'wartością logiczną (true lub false)', en: 'true or false' },
  object: { pl: 'obiektem JSON', en: 'a JSON object' },
  array: { pl: 'listą (tablicą JSON)', en: 'a list (JSON array)' },
  null: { pl: 'wartością null', en: 'null' },
}

/** Polish nouns after a number: 1 znak, 2–4 znaki, 5+ (and 12–14) znaków. */
function plural(n: number, one: string, few: string, many: string): string {
  if (n === 1) return one
  const lastTwo = n % 100
  const last = n % 10
  if (Number.isInteger(n) && last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return few
  return many
}

function num(n: unknown, lang: MessageLanguage): string {
  return typeof n === 'number' ? n.toLocaleString(lang === 'pl' ? 'pl-PL' : 'en-GB') : String(n)
}

function chars(n: number, lang: MessageLanguage): string {
  return lang === 'pl'
    ? `${num(n, lang)} ${plural(n, 'znak', 'znaki', 'znaków')}`
    : `${num(n, lang)} character${n === 1 ? '' : 's'}`
}

function items(n: number, lang: MessageLanguage): string {
  return lang === 'pl'
    ? `${num(n, lang)} ${plural(n, 'pozycję', 'pozycje', 'pozycji')}`
    : `${num(n, lang)} item${n === 1 ? '' : 's'}`
}

function quote(value: string, lang: MessageLanguage): string {
  return lang === 'pl' ? `„${value}”` : `“${value}”`
}

function listOf(values: unknown[], lang: MessageLanguage, and = false): string {
  const shown = values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
  if (shown.length <= 1) return shown.join('')
  const last = shown.pop()
  const word = and ? (lang === 'pl' ? 'i' : 'and') : lang === 'pl' ? 'lub' : 'or'
  return `${shown.join(', ')} ${word} ${last}`
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

type Gender = 'n' | 'm'

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

/** A number's allowed range from the schema, e.g. "od 1 do 99", "więcej niż 0 i najwyżej 1000". */
function rangePhrase(schema: Record<string, unknown>, lang: MessageLanguage): string {
  const min = schema.minimum as number | undefined
  const max = schema.maximum as number | undefined
  const xmin = schema.exclusiveMinimum as number | undefined
  const xmax = schema.exclusiveMaximum as number | undefined
  const isInt = schema.type === 'integer'
  const kind = isInt ? TYPE_NAMES.integer![lang] : TYPE_NAMES.number![lang]
  const pl = lang === 'pl'
  const lower =
    min !== undefined ? { incl: true, v: min } : xmin !== undefined ? { incl: false, v: xmin } : undefined
  const upper =
    max !== undefined ? { incl: true, v: max } : xmax !== undefined ? { incl: false, v: xmax } : undefined
  if (lower?.incl && upper?.incl) {
    return pl
      ? `musi być ${kind} od ${num(lower.v, lang)} do ${num(upper.v, lang)}`
      : `must be ${kind} from ${num(lower.v, lang)} to ${num(upper.v, lang)}`
  }
  const parts: string[] = []
  if (lower) {
    parts.push(
      pl
        ? `${lower.incl ? 'nie mniejszą niż' : 'większą niż'} ${num(lower.v, lang)}`
        : `${lower.incl ? 'at least' : 'greater than'} ${num(lower.v, lang)}`,
    )
  }
  if (upper) {
    parts.push(
      pl
        ? `${upper.incl ? 'nie większą niż' : 'mniejszą niż'} ${num(upper.v, lang)}`
        : `${upper.incl ? 'at most' : 'less than'} ${num(upper.v, lang)}`,
    )
  }
  return pl ? `musi być ${kind} ${parts.join(' i ')}` : `must be ${kind} ${parts.join(' and ')}`
}

/** A string's allowed length from the schema, e.g. "od 2 do 80 znaków". */
function lengthPhrase(schema: Record<string, unknown>, g: Gender, lang: MessageLanguage): string {
  const min = (schema.minLength as number | undefined) || undefined
  const max = schema.maxLength as number | undefined
  const pl = lang === 'pl'
  if (min !== undefined && min > 1 && max !== undefined) {
    return pl
      ? `musi mieć od ${num(min, lang)} do ${chars(max, lang)}`
      : `must be ${num(min, lang)} to ${chars(max, lang)} long`
  }
  const parts: string[] = []
  if (min === 1) parts.push(pl ? `nie może być ${g === 'n' ? 'puste' : 'pusty'}` : 'must not be empty')
  else if (min !== undefined)
    parts.push(pl ? `musi mieć co najmniej ${chars(min, lang)}` : `must be at least ${chars(min, lang)} long`)
  if (max !== undefined)
    parts.push(pl ? `może mieć najwyżej ${chars(max, lang)}` : `may be at most ${chars(max, lang)} long`)
  return parts.join(pl ? ' i ' : ' and ')
}

function countPhrase(schema: Record<string, unknown>, lang: MessageLanguage): string {
  const min = schema.minItems as number | undefined
  const max = schema.maxItems as number | undefined
  const pl = lang === 'pl'
  if (min !== undefined && max !== undefined) {
    return pl
      ? `musi zawierać od ${num(min, lang)} do ${items(max, lang)}`
      : `must hold ${num(min, lang)} to ${items(max, lang)}`
  }
  if (min !== undefined)
    return pl ? `musi zawierać co najmniej ${items(min, lang)}` : `must hold at least ${items(min, lang)}`
  return pl
    ? `może zawierać najwyżej ${items(max as number, lang)}`
    : `may hold at most ${items(max as number, lang)}`
}

function typePhrase(type: unknown, lang: MessageLanguage): string {
  const types = (Array.isArray(type) ? type : [type]).map((t) => TYPE_NAMES[String(t)]?.[lang] ?? String(t))
  return `${lang === 'pl' ? 'musi być' : 'must be'} ${listOf(types, lang)}`
}

/** The allowed values of an enum, a const or an anyOf of consts (TypeBox's Union of Literals). */
function allowedValues(schema: Record<string, unknown>): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum
  if ('const' in schema) return [schema.const]
  const branches = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined
  if (!Array.isArray(branches)) return undefined
  const values: unknown[] = []
  for (const branch of branches) {
    const inner = allowedValues(branch)
    if (!inner) return undefined
    values.push(...inner)
  }
  return values
}

function valuesPhrase(values: unknown[], lang: MessageLanguage): string {
  if (values.length === 1) {
    const value = typeof values[0] === 'string' ? values[0] : JSON.stringify(values[0])
    return lang === 'pl' ? `musi mieć wartość ${value}` : `must be ${value}`
  }
  return lang === 'pl'
    ? `musi mieć jedną z wartości: ${listOf(values, lang)}`
    : `must be one of: ${listOf(values, lang)}`
}

/** Picks the error to explain: the union itself rather than one of its branches. */
function mainError(errors: readonly SchemaError[]): SchemaError | undefined {
  const union = errors.findLast((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf')
  return union ?? errors[0]
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
