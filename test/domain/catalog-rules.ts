/**
 * Shared by the catalog-*.test.ts files: `rule` (one assertion per rule of the catalog), the
 * ingredients that imply an allergen, the pieces of a set read back from its HTML, and the rules of
 * a product or category picture.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Test } from 'tap'
import { parseRichText, type RichNode } from '#domain/menu/rich-text.js'
import type { Localized, ProductData } from '#domain/menu/types.js'
import { type AllergenCode, type CategoryKey, LANGUAGES } from '#schemas/enums.js'
import { products } from '../helpers/menu-seed.js'

/** One assertion per rule: the list of items breaking it (by the message `broken` returns) is empty. */
export function rule<T>(
  t: Test,
  name: string,
  items: readonly T[],
  broken: (item: T) => string | false | undefined,
) {
  const offenders = items.flatMap((item) => {
    const why = broken(item)
    return why ? [why] : []
  })
  t.same(offenders, [], name)
}

/** A vegetarian product carries WEGE among its categories (the WEGE page lists exactly these). */
export const isVegetarian = (p: ProductData) => p.category.includes('WEGE')

export const ofMain = (key: CategoryKey) => products.filter((p) => p.mainCategory === key)
export const both = (l: Localized) => LANGUAGES.map((lang) => l[lang])
/** Not dishes: never vegetarian, no pieces. */
export const NOT_FOOD: readonly CategoryKey[] = ['DRINKS', 'VOUCHER']

const PUBLIC_DIR = fileURLToPath(new URL('../../client/public', import.meta.url))

/** A word in a dish's Polish name or description, and the allergen it implies. */
export const IMPLIED_ALLERGENS: readonly (readonly [RegExp, AllergenCode])[] = [
  [/tempur/, 'GLUTEN'],
  [/sezam/, 'SESAME'],
  [/serek|serkiem/, 'MILK'],
  [/majonez|tamago|omlet/, 'EGGS'],
  [/krewet|ebi/, 'CRUSTACEANS'],
  [/przegrzeb|hotate/, 'MOLLUSCS'],
  [/łoso|tuńczyk|węgorz|ryb[aąęy] maślan|ikur|tobiko|surimi/, 'FISH'],
  [/sojow|teriyaki|kabayaki|ponzu|nikiri|tofu/, 'SOYBEANS'],
  [/orzeszk/, 'PEANUTS'],
]

/** The set's lines: "8 × Name". Throws when the description is not one list of such lines. */
export function setLines(html: string): { pieces: number; name: string }[] {
  const lists = parseRichText(html).filter((n) => n.type === 'element' && n.tag === 'ul')
  if (lists.length !== 1) throw new Error('expected one <ul>')
  const items = (lists[0] as Extract<RichNode, { type: 'element' }>).children
  return items.map((li) => {
    const line = (
      li.type === 'element' ? li.children.map((c) => (c.type === 'text' ? c.text : '')).join('') : ''
    )
      .replace(/\s+/g, ' ')
      .trim()
    const m = /^(\d+) × (.+)$/.exec(line)
    if (!m) throw new Error(`bad set line ${line}`)
    return { pieces: Number(m[1]), name: m[2]! }
  })
}

/** The text of a picture under client/public, or undefined when there is no such file. */
export function readPicture(url: string): string | undefined {
  const path = `${PUBLIC_DIR}${url}`
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined
}

/** The urls of the files in a folder under client/public. */
export function listPictures(folder: string): string[] {
  return readdirSync(`${PUBLIC_DIR}${folder}`).map((f) => `${folder}/${f}`)
}

/**
 * What keeps a picture from being a small, self-contained, well-formed SVG drawing of the given
 * size (empty when nothing does).
 */
export function pictureProblems(url: string, width: number, height: number): string[] {
  const svg = readPicture(url)
  if (svg === undefined) return [`${url}: missing`]
  const problems: string[] = []
  const fail = (what: string) => problems.push(`${url}: ${what}`)
  const size = statSync(`${PUBLIC_DIR}${url}`).size
  if (size >= 15_000) fail(`${size} bytes, not < 15 KB`)
  const open = /^(?:<\?xml[^>]*\?>\s*)?<svg\b([^>]*)>/.exec(svg)
  if (!open) return [...problems, `${url}: does not start with <svg>`]
  const attrs = open[1]!
  if (!/xmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(attrs)) fail('no SVG namespace')
  if (!new RegExp(`\\bwidth="${width}"`).test(attrs)) fail(`width is not ${width}`)
  if (!new RegExp(`\\bheight="${height}"`).test(attrs)) fail(`height is not ${height}`)
  if (!new RegExp(`\\bviewBox="0 0 ${width} ${height}"`).test(attrs)) fail('viewBox')
  if (!/<title>[^<]{3,}<\/title>/.test(svg)) fail('no title')
  if (/<(script|image|foreignObject|style|a)\b/i.test(svg)) fail('a script, image or link')
  // Drawn shapes only, so a picture looks the same with any fonts; a voucher's amount is the one text.
  if (!/\/voucher-\d+\.svg$/.test(url) && /<text\b/.test(svg)) fail('text')
  if (/\son\w+\s*=/i.test(svg)) fail('an event handler')
  if (/(href|src)\s*=\s*"(?!#)/i.test(svg)) fail('an outside reference')
  if (/url\((?!#)/i.test(svg)) fail('an outside url()')
  // Tags balance (a well-formedness check without an XML library).
  const stack: string[] = []
  let balanced = true
  for (const m of svg.replace(/<\?xml[^>]*\?>/, '').matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m
    if (selfClosing) continue
    if (!closing) stack.push(name!)
    else if (stack.pop() !== name) balanced = false
  }
  if (!balanced || stack.length > 0) fail('tags do not balance')
  if (!/<\/svg>$/.test(svg.trimEnd())) fail('does not end with </svg>')
  return problems
}
