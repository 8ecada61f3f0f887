/**
 * The menu's price list as a spreadsheet (docs/menu.md, "Price list"): one line per dish with its
 * id, category, Polish name and price, written as the day's report writes its CSV (UTF-8 with BOM,
 * `;`, decimal comma) so that a Polish Excel opens it, and read back as Excel saves it. Only the
 * price column is read back; the dish is found by its id.
 */
import { csvAmount, csvFile, parseCsv } from '../reports/csv.js'
import { type FieldProblem, parsePlnText, problem } from './editor-rules.js'

export interface PriceListLine {
  id: string
  category: string
  name: string
  grosze: number
}

const HEADERS = ['Id', 'Kategoria', 'Nazwa', 'Cena (zł)'] as const

/** The file, dishes in the order given. */
export function priceListCsv(lines: readonly PriceListLine[]): string {
  return csvFile([HEADERS, ...lines.map((l) => [l.id, l.category, l.name, csvAmount(l.grosze)])])
}

/** A price read back: the dish's id, the new price and the line it was on (the header is line 1). */
export interface PriceListPrice {
  line: number
  id: string
  grosze: number
}

/**
 * The prices of a saved price list, or the first problem, naming its line as `rows.{line}.id` or
 * `rows.{line}.price` (lines counted as the spreadsheet shows them, the header being 1): a missing
 * Id or price column, an unknown or repeated id, a price that is not 0,01–9999,99 zł with at most
 * two decimals.
 */
export function readPriceList(text: string, known: (id: string) => boolean): PriceListPrice[] | FieldProblem {
  const [header, ...rows] = parseCsv(text)
  const names = (header ?? []).map((h) => h.trim().toLowerCase())
  const idColumn = names.indexOf('id')
  const priceColumn = names.findIndex((h) => h.startsWith('cena') || h.startsWith('price'))
  if (idColumn < 0 || priceColumn < 0) {
    return problem('rows.1', 'Pierwszy wiersz cennika musi mieć kolumny „Id” i „Cena (zł)”.')
  }
  const seen = new Set<string>()
  const prices: PriceListPrice[] = []
  for (const [index, row] of rows.entries()) {
    const line = index + 2
    const id = (row[idColumn] ?? '').trim()
    if (!known(id))
      return problem(`rows.${line}.id`, `Wiersz ${line}: nie ma w menu dania o identyfikatorze „${id}”.`)
    if (seen.has(id))
      return problem(`rows.${line}.id`, `Wiersz ${line}: danie „${id}” występuje w cenniku drugi raz.`)
    seen.add(id)
    const grosze = parsePlnText(row[priceColumn] ?? '')
    if (grosze === null) {
      return problem(
        `rows.${line}.price`,
        `Wiersz ${line}: cena „${row[priceColumn] ?? ''}” musi być kwotą od 0,01 do 9999,99 zł z co najwyżej dwoma miejscami po przecinku.`,
      )
    }
    prices.push({ line, id, grosze })
  }
  return prices
}
