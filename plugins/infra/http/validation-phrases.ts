/**
 * The words of the validation messages (plugins/infra/http/validation.ts), in Polish and English: what each
 * schema pattern and format allows, type names, Polish plurals after a number, quoting and lists,
 * and the phrases for a schema's limits (ranges, lengths, counts, allowed values).
 */
import type { MessageLanguage } from './validation.js'

/** The grammatical gender of the subject a phrase follows: neuter (pole) or masculine (parametr). */
export type Gender = 'n' | 'm'

/**
 * What every regular expression used by a route schema allows, in plain words. A pattern missing
 * here falls back to a vague "wrong format" message; test/server/infra/validation-messages.test.ts walks
 * every route's schemas and fails when one is missing.
 */
export const PATTERN_PHRASES: Record<string, Record<MessageLanguage, string>> = {
  '^(\\*|(W/)?"[0-9]{1,15}"|[0-9]{1,15})$': {
    pl: 'musi być wersją menu w cudzysłowie, np. "42" (pole version z GET /api/menu/editor), albo *',
    en: 'must be the menu’s version in quotes, e.g. "42" (the version field of GET /api/menu/editor), or *',
  },
  '^[1-9][0-9]{0,8}$': {
    pl: 'musi być numerem (identyfikatorem) drukarki, np. 1',
    en: 'must be a printer’s number (id), e.g. 1',
  },
  '^[A-Za-z0-9][A-Za-z0-9.:-]*$': {
    pl: 'musi być adresem IP lub nazwą hosta, bez http:// i portu (np. 192.168.1.50)',
    en: 'must be an IP address or host name, without http:// or a port (e.g. 192.168.1.50)',
  },
  '^\\d{4}-\\d{2}-\\d{2}$': {
    pl: 'musi być datą w formacie RRRR-MM-DD (np. 2026-06-14)',
    en: 'must be a date in the form YYYY-MM-DD (e.g. 2026-06-14)',
  },
  '^(19|20)\\d{2}-\\d{2}-\\d{2}$': {
    pl: 'musi być datą od 1900-01-01 do 2099-12-31 w formacie RRRR-MM-DD (np. 2026-06-14)',
    en: 'must be a date from 1900-01-01 to 2099-12-31 in the form YYYY-MM-DD (e.g. 2026-06-14)',
  },
  '^([01]\\d|2[0-3]):[0-5]\\d$': {
    pl: 'musi być godziną w formacie GG:MM, 00:00–23:59 (np. 18:00)',
    en: 'must be a time in the form HH:MM, 00:00–23:59 (e.g. 18:00)',
  },
  '^\\s*\\d{2}(-?\\d{0,3})?\\s*$': {
    pl: 'musi być kodem pocztowym NN-NNN lub jego początkiem (np. 31-056, 30-, 32-08)',
    en: 'must be a postal code NN-NNN or its beginning (e.g. 31-056, 30-, 32-08)',
  },
  '^\\d{6}$': {
    pl: 'musi mieć sześć cyfr (kod BLIK z aplikacji banku)',
    en: 'must be six digits (the BLIK code from your bank app)',
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
  '^[a-z0-9]+(-[a-z0-9]+)*$': {
    pl: 'musi składać się z małych liter a–z bez polskich znaków i cyfr, słowa oddzielone pojedynczym „-” (np. nigiri-losos)',
    en: 'must be lower-case letters a–z and digits, words joined by single “-” (e.g. nigiri-losos)',
  },
  '^[A-Z][A-Z0-9_]{0,39}$': {
    pl: 'musi mieć do 40 znaków: wielka litera A–Z, potem wielkie litery, cyfry lub „_” (np. NIGIRI)',
    en: 'must be up to 40 characters: a capital A–Z, then capitals, digits or “_” (e.g. NIGIRI)',
  },
  '^[1-9]\\d{0,2}$': {
    pl: 'musi być liczbą od 1 do 999',
    en: 'must be a number from 1 to 999',
  },
  '^[1-9]\\d{0,14}$': {
    pl: 'musi być numerem wpisu (liczbą całkowitą od 1)',
    en: 'must be an entry number (a whole number from 1)',
  },
  '^[0-9a-f]{16}$': {
    pl: 'musi być skrótem zdjęcia: 16 znaków 0–9 i a–f',
    en: 'must be a picture hash: 16 characters 0–9 and a–f',
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
  uuid: {
    pl: 'musi być identyfikatorem UUID (np. 3f2b8c1e-5d4a-4e6f-9a7b-2c1d0e9f8a7b)',
    en: 'must be a UUID (e.g. 3f2b8c1e-5d4a-4e6f-9a7b-2c1d0e9f8a7b)',
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

export function quote(value: string, lang: MessageLanguage): string {
  return lang === 'pl' ? `„${value}”` : `“${value}”`
}

export function listOf(values: unknown[], lang: MessageLanguage, and = false): string {
  const shown = values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
  if (shown.length <= 1) return shown.join('')
  const last = shown.pop()
  const word = and ? (lang === 'pl' ? 'i' : 'and') : lang === 'pl' ? 'lub' : 'or'
  return `${shown.join(', ')} ${word} ${last}`
}

/** A number's allowed range from the schema, e.g. "od 1 do 99", "więcej niż 0 i najwyżej 1000". */
export function rangePhrase(schema: Record<string, unknown>, lang: MessageLanguage): string {
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
export function lengthPhrase(schema: Record<string, unknown>, g: Gender, lang: MessageLanguage): string {
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

export function countPhrase(schema: Record<string, unknown>, lang: MessageLanguage): string {
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

export function typePhrase(type: unknown, lang: MessageLanguage): string {
  const types = (Array.isArray(type) ? type : [type]).map((t) => TYPE_NAMES[String(t)]?.[lang] ?? String(t))
  return `${lang === 'pl' ? 'musi być' : 'must be'} ${listOf(types, lang)}`
}

/** The allowed values of an enum, a const or an anyOf of consts (TypeBox's Union of Literals). */
export function allowedValues(schema: Record<string, unknown>): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum
  if ('const' in schema) return [schema.const]
  // A nullable choice ("23, 8, 5, 0 or null"): null is one of its values.
  if (schema.type === 'null') return [null]
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

export function valuesPhrase(values: unknown[], lang: MessageLanguage): string {
  if (values.length === 1) {
    const value = typeof values[0] === 'string' ? values[0] : JSON.stringify(values[0])
    return lang === 'pl' ? `musi mieć wartość ${value}` : `must be ${value}`
  }
  return lang === 'pl'
    ? `musi mieć jedną z wartości: ${listOf(values, lang)}`
    : `must be one of: ${listOf(values, lang)}`
}
