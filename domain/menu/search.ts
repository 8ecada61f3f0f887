/**
 * The menu's search (docs/product.md, "Search"): which dishes a guest's words find, in the page's
 * language, by name or by description (what the dish is made of). Pure: the search page runs it on
 * the server for a page asked without JavaScript and in the browser as the guest types.
 */
import type { Language } from '#schemas/enums.js'
import type { Localized } from './types.js'

/** At most this many characters of a query are read (the rest is ignored). */
export const SEARCH_QUERY_MAX = 100

/** What the search reads of a dish: its name and its description as plain text, in both languages. */
export interface Searchable {
  name: Localized
  description: Localized
}

/** Letters that Unicode does not split into a letter and a mark (ł is not l + a mark). */
const OWN_LETTERS: Record<string, string> = { ł: 'l', ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe' }

/**
 * Text as the search compares it: lower case, without diacritics (ą → a, ł → l, é → e), anything
 * but letters and digits as one space. "Łosoś" and "losos" fold to the same "losos".
 */
export function foldForSearch(text: string): string {
  return text
    .toLowerCase()
    .replace(/[łßæøœ]/g, (c) => OWN_LETTERS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/**
 * The words of a query, folded; none for a query of only spaces or punctuation.
 * @internal Exported for its tests; production uses it within this module.
 */
export function queryWords(query: string): string[] {
  const folded = foldForSearch(query.slice(0, SEARCH_QUERY_MAX))
  return folded ? folded.split(' ') : []
}

/**
 * The dishes every word of the query is found in (each word anywhere in the name or the
 * description, as part of a word: "tuń" finds "tuńczyk"), in `lang`: those found by name first,
 * then those found only with their description, each group in the menu's order. An empty query
 * finds nothing.
 */
export function searchDishes<T extends Searchable>(dishes: readonly T[], query: string, lang: Language): T[] {
  const words = queryWords(query)
  if (words.length === 0) return []
  const byName: T[] = []
  const byDescription: T[] = []
  for (const dish of dishes) {
    const name = foldForSearch(dish.name[lang])
    const all = `${name} ${foldForSearch(dish.description[lang])}`
    if (words.every((word) => name.includes(word))) byName.push(dish)
    else if (words.every((word) => all.includes(word))) byDescription.push(dish)
  }
  return [...byName, ...byDescription]
}
