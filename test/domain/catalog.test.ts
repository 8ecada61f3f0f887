import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import t, { type Test } from 'tap'
import {
  categories,
  categoryByKey,
  categoryBySlug,
  categoryOfProduct,
  categoryPath,
  isCategorySlug,
  isVegetarian,
  localizeCategory,
  localizeProduct,
  priceOfProduct,
  productById,
  productBySlug,
  productPath,
  products,
  productsOfCategory,
} from '../../domain/menu/catalog.js'
import {
  ALLERGENS,
  GLUTEN,
  JAJA,
  MIECZAKI,
  MLEKO,
  NOT_VEGETARIAN,
  ORZESZKI_ZIEMNE,
  RYBY,
  SEZAM,
  SKORUPIAKI,
  SOJA,
} from '../../domain/menu/products/allergens.js'
import { parseRichText, type RichNode, richTextToPlain } from '../../domain/menu/rich-text.js'
import type { Localized, ProductData } from '../../domain/menu/types.js'
import { formatPrice } from '../../domain/money.js'
import { CATEGORY_KEYS, type CategoryKey, LANGUAGES } from '../../schemas/enums.js'

const PUBLIC_DIR = fileURLToPath(new URL('../../client/public', import.meta.url))

const ofMain = (key: CategoryKey) => products.filter((p) => p.mainCategory === key)
const texts = (l: Localized) => LANGUAGES.map((lang) => l[lang])
const SET_KINDS: readonly CategoryKey[] = ['SETS', 'SETS_SPECIAL', 'LUNCH']
const NOT_FOOD: readonly CategoryKey[] = ['DRINKS', 'VOUCHER']

t.test('thirteen categories in browsing order, with their slugs and keys', async (t) => {
  t.same(
    categories.map((c) => [c.url, c.categoryKey]),
    [
      ['zestawy', 'SETS'],
      ['sashimi', 'SASHIMI'],
      ['nigiri', 'NIGIRI'],
      ['hosomaki', 'HOSOMAKI'],
      ['uramaki', 'URAMAKI'],
      ['futomaki', 'FUTOMAKI'],
      ['chirashi', 'CHIRASHI'],
      ['wege', 'WEGE'],
      ['lunch', 'LUNCH'],
      ['dzieci', 'KIDS'],
      ['napoje', 'DRINKS'],
      ['voucher', 'VOUCHER'],
      ['sylwester', 'SETS_SPECIAL'],
    ],
  )
  t.same(new Set(categories.map((c) => c.categoryKey)), new Set(CATEGORY_KEYS), 'every key has its category')
  t.equal(new Set(categories.map((c) => c.id)).size, categories.length, 'unique ids')
  for (const c of categories) {
    t.equal(c.imageUrl, `/images/categories/${c.url}.svg`)
    t.equal(c.backgroundImage, `/images/backgrounds/${c.url}.svg`)
    for (const lang of LANGUAGES) {
      t.ok(c.name[lang].trim().length > 0, `${c.url} has a ${lang} name`)
      const intro = c.intro[lang]
      t.ok(intro.length >= 40 && intro.length <= 160, `${c.url} ${lang} intro fits a meta description`)
      t.match(intro, /^[A-ZŁŚŻŹĆ].*[.!]$/, `${c.url} ${lang} intro is a sentence`)
      t.equal(intro.match(/[.!?](\s|$)/g)?.length, 1, `${c.url} ${lang} intro is one sentence`)
    }
  }
})

t.test('at least 80 products, every field filled', async (t) => {
  t.ok(products.length >= 80, `${products.length} products`)
  for (const p of products) {
    const where = p.id
    t.ok(CATEGORY_KEYS.includes(p.mainCategory), `${where}: main category`)
    t.equal(p.category[0], p.mainCategory, `${where}: main category listed first`)
    t.equal(new Set(p.category).size, p.category.length, `${where}: categories without duplicates`)
    t.ok(
      p.category.every((k) => k === p.mainCategory || k === 'WEGE'),
      `${where}: other categories are only WEGE`,
    )
    for (const lang of LANGUAGES) {
      t.ok(p.name[lang].trim().length > 0, `${where}: ${lang} name`)
      t.ok(p.description[lang].trim().length > 0, `${where}: ${lang} description`)
    }
    t.ok(p.imagesUrl.length >= 1 && p.imagesUrl.length <= 2, `${where}: one or two pictures`)
    t.ok(
      p.count === null || (Number.isInteger(p.count) && p.count > 0),
      `${where}: count is null or a positive whole number`,
    )
  }
})

t.test('ids and url slugs are unique and well-formed', async (t) => {
  const slug = /^[a-z0-9]+(-[a-z0-9]+)*$/
  t.equal(new Set(products.map((p) => p.id)).size, products.length, 'unique ids')
  t.equal(new Set(products.map((p) => p.url)).size, products.length, 'unique urls')
  for (const p of products) {
    t.match(p.id, slug, `id ${p.id}`)
    t.match(p.url, slug, `url ${p.url}`)
    t.ok(p.url.length <= 40, `url ${p.url} is short`)
    t.notOk(isCategorySlug(p.url), `url ${p.url} is not a category name`)
  }
})

t.test('prices per category', async (t) => {
  const ranges: [CategoryKey, number, number][] = [
    ['SASHIMI', 45, 61],
    ['NIGIRI', 19, 37],
    ['HOSOMAKI', 18, 39],
    ['FUTOMAKI', 36, 44],
    ['URAMAKI', 38, 55],
    ['SETS', 91, 229],
    ['DRINKS', 14, 14],
    ['KIDS', 39, 39],
    ['CHIRASHI', 39, 75],
    ['LUNCH', 39, 59],
    ['SETS_SPECIAL', 199, 229],
    ['WEGE', 18, 45],
  ]
  for (const [key, min, max] of ranges) {
    const list = ofMain(key)
    t.ok(list.length > 0, `${key} has products`)
    for (const p of list) t.ok(p.price >= min && p.price <= max, `${p.id}: ${p.price} zł in ${min}-${max}`)
  }
  for (const p of products) {
    t.ok(p.price > 0 && Math.round(p.price * 100) / 100 === p.price, `${p.id}: at most two decimals`)
    t.equal(priceOfProduct(p.id), p.price)
  }
  t.equal(priceOfProduct('no-such-product'), undefined)
})

t.test('pieces per kind of dish', async (t) => {
  for (const p of ofMain('NIGIRI')) t.equal(p.count, 2, `${p.id}: a pair`)
  for (const p of ofMain('HOSOMAKI')) t.ok(p.count === 6 || p.count === 8, `${p.id}: 6 or 8`)
  for (const p of ofMain('FUTOMAKI')) t.ok(p.count! >= 5 && p.count! <= 8, `${p.id}: 5 to 8`)
  for (const p of ofMain('URAMAKI')) t.equal(p.count, 8, `${p.id}: 8`)
  for (const p of ofMain('SASHIMI')) t.ok(p.count! >= 5 && p.count! <= 15, `${p.id}: slices`)
  for (const p of [...ofMain('DRINKS'), ...ofMain('VOUCHER'), ...ofMain('CHIRASHI')]) {
    t.equal(p.count, null, `${p.id}: not counted in pieces`)
  }
})

t.test('vouchers: 150 to 500 zł in steps of 50, with their notes', async (t) => {
  const vouchers = ofMain('VOUCHER')
  t.same(
    vouchers.map((v) => v.price),
    [150, 200, 250, 300, 350, 400, 450, 500],
  )
  for (const v of vouchers) {
    t.equal(v.allergens, null, `${v.id}: no allergens`)
    t.equal(v.count, null)
    t.notOk('isSet' in v)
    const info = v.additionalInfo
    if (!info) {
      t.fail(`${v.id}: notes`)
      continue
    }
    const pl = richTextToPlain(info.pl)
    const en = richTextToPlain(info.en)
    t.match(pl, /31\.12\.2027/, 'pl: validity date')
    t.match(en, /31\.12\.2027/, 'en: validity date')
    t.match(pl, /sylwestrow/, 'pl: not for New Year’s Eve sets')
    t.match(en, /New Year's Eve/, 'en: not for New Year’s Eve sets')
    t.match(pl, /nie można go wykorzystać przy płatności online/i, 'pl: no online payment')
    t.match(en, /cannot be used for online payment/i, 'en: no online payment')
    t.match(pl, /na miejscu/, 'pl: dine-in')
    t.match(pl, /na wynos/, 'pl: takeaway')
    t.match(en, /dine-in/, 'en: dine-in')
    t.match(en, /takeaway/, 'en: takeaway')
    t.ok(v.name.pl.endsWith(formatPrice(v.price, 'pl')), `${v.name.pl}: its amount in the one price format`)
    t.ok(v.name.en.endsWith(formatPrice(v.price, 'en')), v.name.en)
  }
})

const WEGE_FORBIDDEN_PL =
  /(łoso|tuńczyk|węgorz|krewet|przegrzeb|surimi|ikur|tobiko|katsuobushi|unagi|ryb[aąęy] maślan|sos rybn)/i
const WEGE_FORBIDDEN_EN =
  /\b(salmon|tuna|eel|shrimp|prawns?|scallops?|crab|surimi|roe|ikura|tobiko|bonito|katsuobushi|butterfish|unagi|fish sauce)\b/i

t.test('WEGE is on every vegetarian dish and only there', async (t) => {
  const vegetarian = products.filter(isVegetarian)
  t.ok(vegetarian.length >= 12, `${vegetarian.length} vegetarian products`)
  const kinds = new Set(vegetarian.map((p) => p.mainCategory))
  for (const kind of ['NIGIRI', 'HOSOMAKI', 'URAMAKI', 'FUTOMAKI', 'SETS', 'WEGE'] as const) {
    t.ok(kinds.has(kind), `a vegetarian ${kind}`)
  }
  t.ok(
    vegetarian.some((p) => p.isSet),
    'a vegetarian set',
  )
  for (const p of products) {
    const seafood = (p.allergens ?? []).filter((a) => NOT_VEGETARIAN.includes(a))
    if (NOT_FOOD.includes(p.mainCategory)) {
      t.notOk(isVegetarian(p), `${p.id}: drinks and vouchers are not dishes`)
      continue
    }
    // The data's own definition: a dish is vegetarian exactly when it declares no fish, crustaceans or molluscs.
    t.equal(isVegetarian(p), seafood.length === 0, `${p.id}: WEGE ⇔ no seafood allergen`)
    if (p.mainCategory === 'WEGE') t.same(p.category, ['WEGE'], `${p.id}: only WEGE`)
    if (isVegetarian(p)) {
      t.notMatch(`${p.name.pl} ${p.description.pl}`, WEGE_FORBIDDEN_PL, `${p.id}: no fish in the Polish text`)
      t.notMatch(
        `${p.name.en} ${p.description.en}`,
        WEGE_FORBIDDEN_EN,
        `${p.id}: no fish in the English text`,
      )
    }
  }
})

t.test('allergens are the fourteen EU allergens, realistic for each dish', async (t) => {
  const names = new Set(ALLERGENS.map((a) => a.pl))
  t.equal(ALLERGENS.length, 14)
  t.equal(names.size, 14)
  for (const p of products) {
    if (p.mainCategory === 'VOUCHER') continue
    const list = p.allergens
    if (list === null) {
      t.fail(`${p.id}: dishes and drinks declare their allergens (possibly none)`)
      continue
    }
    t.ok(
      list.every((a) => ALLERGENS.includes(a)),
      `${p.id}: only the shared constants`,
    )
    const order = list.map((a) => ALLERGENS.indexOf(a))
    t.same(
      order,
      [...new Set(order)].sort((a, b) => a - b),
      `${p.id}: in the regulation's order, no duplicates`,
    )
    if (p.isSet) continue // sets: checked against their parts below
    const pl = `${p.name.pl} ${p.description.pl}`.toLowerCase()
    const implied: [RegExp, Localized][] = [
      [/tempur/, GLUTEN],
      [/sezam/, SEZAM],
      [/serek|serkiem/, MLEKO],
      [/majonez|tamago|omlet/, JAJA],
      [/krewet|ebi/, SKORUPIAKI],
      [/przegrzeb|hotate/, MIECZAKI],
      [/łoso|tuńczyk|węgorz|ryb[aąęy] maślan|ikur|tobiko|surimi/, RYBY],
      [/sojow|teriyaki|kabayaki|ponzu|nikiri|tofu/, SOJA],
      [/orzeszk/, ORZESZKI_ZIEMNE],
    ]
    for (const [mention, allergen] of implied) {
      if (mention.test(pl))
        t.ok(list.includes(allergen), `${p.id}: mentions ${mention.source} → ${allergen.pl}`)
    }
  }
  for (const p of ofMain('DRINKS')) {
    t.ok(
      p.allergens!.every((a) => a === GLUTEN),
      `${p.id}: a drink declares at most gluten (beer)`,
    )
  }
})

/** The set's lines: "8 × Name". */
function setLines(html: string): { pieces: number; name: string }[] {
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

t.test('sets are flagged and list their pieces', async (t) => {
  const byName = new Map(
    products.flatMap((p) => LANGUAGES.map((lang) => [`${lang}:${p.name[lang]}`, p] as const)),
  )
  for (const key of SET_KINDS) {
    for (const p of ofMain(key)) t.equal(p.isSet, true, `${p.id}: ${key} is a set`)
  }
  t.ok(ofMain('LUNCH').length >= 3 && ofMain('LUNCH').length <= 4, '3-4 lunch sets')
  t.ok(ofMain('SETS_SPECIAL').length >= 2 && ofMain('SETS_SPECIAL').length <= 3, '2-3 New Year’s Eve sets')
  for (const p of products) {
    if (!p.isSet) {
      t.notOk('isSet' in p, `${p.id}: no isSet key`)
      t.notMatch(p.description.pl, /<ul>/, `${p.id}: no piece list`)
      continue
    }
    t.equal(p.isSet, true)
    const parts: ProductData[] = []
    for (const lang of LANGUAGES) {
      const lines = setLines(p.description[lang])
      t.ok(lines.length >= 2, `${p.id}: ${lang} list of pieces`)
      t.equal(
        lines.reduce((sum, l) => sum + l.pieces, 0),
        p.count,
        `${p.id}: count is the total of pieces (${lang})`,
      )
      for (const line of lines) {
        const part = byName.get(`${lang}:${line.name}`)
        t.ok(part && !part.isSet, `${p.id}: "${line.name}" is a dish of the menu`)
        if (part && lang === 'pl') parts.push(part)
      }
    }
    const union = new Set(parts.flatMap((part) => part.allergens ?? []))
    t.same(
      p.allergens,
      ALLERGENS.filter((a) => union.has(a)),
      `${p.id}: allergens of its parts`,
    )
    t.equal(isVegetarian(p), parts.every(isVegetarian), `${p.id}: vegetarian when all parts are`)
  }
  for (const p of ofMain('LUNCH')) {
    t.match(p.description.pl, /od środy do piątku w godzinach 13:00–16:00/, `${p.id}: serving hours (pl)`)
    t.match(p.description.en, /Wednesday to Friday, 13:00–16:00/, `${p.id}: serving hours (en)`)
  }
  for (const p of ofMain('SETS_SPECIAL')) {
    t.match(p.description.pl, /31 grudnia/, `${p.id}: for 31 December (pl)`)
    t.match(p.description.en, /31 December/, `${p.id}: for 31 December (en)`)
    t.match(p.description.en, /pre-order/i, `${p.id}: pre-order`)
  }
})

t.test('every description and additionalInfo is safe rich text', async (t) => {
  for (const p of products) {
    for (const html of [...texts(p.description), ...(p.additionalInfo ? texts(p.additionalInfo) : [])]) {
      t.doesNotThrow(() => parseRichText(html), `${p.id}: ${html.slice(0, 40)}`)
      t.ok(richTextToPlain(html).length > 0)
    }
  }
  const withInfo = products.filter((p) => p.additionalInfo).map((p) => p.mainCategory)
  t.ok(
    withInfo.every((k) => k === 'DRINKS' || k === 'VOUCHER'),
    'additionalInfo only on drinks and vouchers',
  )
  t.ok(withInfo.includes('DRINKS'), 'some drinks have additionalInfo')
})

t.test('Polish and English texts', async (t) => {
  const polishName = /^[A-Za-z0-9ĄĆĘŁŃÓŚŹŻąćęłńóśźż \u00a0,.&%()’–-]+$/
  const englishName = /^[A-Za-z0-9 \u00a0,.&%()’–-]+$/
  for (const p of products) {
    t.match(p.name.pl, polishName, `${p.id}: Polish name "${p.name.pl}"`)
    t.match(p.name.en, englishName, `${p.id}: English name "${p.name.en}"`)
    const pl = `${p.name.pl} ${p.description.pl}`
    t.notMatch(
      pl,
      /\b(losos\w*|tunczyk\w*|wegorz\w*|maslan\w*|swiez\w*|krewetke)\b/i,
      `${p.id}: Polish diacritics`,
    )
    t.notMatch(pl, /Ã|Å|Ä|\uFFFD/, `${p.id}: no mojibake`)
  }
  for (const c of categories) t.match(c.name.pl, polishName)
  t.ok(
    products.filter((p) => /[ąćęłńóśźż]/i.test(p.name.pl + p.description.pl)).length > products.length / 2,
    'Polish is written with its letters',
  )
})

t.test('look-ups', async (t) => {
  for (const c of categories) {
    t.equal(categoryBySlug(c.url), c)
    t.equal(categoryByKey(c.categoryKey), c)
    t.equal(categoryPath(c), `/menu/${c.url}/`)
    t.ok(productsOfCategory(c.url).length > 0, `${c.url} lists products`)
  }
  t.equal(categoryBySlug('pizza'), undefined)
  t.same(productsOfCategory('pizza'), [])

  const wege = productsOfCategory('wege')
  t.same(wege, products.filter(isVegetarian), 'wege lists every WEGE product, in catalog order')
  t.same(
    productsOfCategory('nigiri'),
    ofMain('NIGIRI'),
    'a category lists its main-category products in catalog order',
  )

  for (const p of products) {
    const main = categoryOfProduct(p)
    t.equal(main.categoryKey, p.mainCategory)
    t.equal(productById(p.id), p)
    t.equal(productBySlug(main.url, p.url), p, `${p.id} under ${main.url}`)
    t.equal(productPath(p), `/menu/${main.url}/${p.url}/`)
    t.ok(productsOfCategory(main.url).includes(p))
    const wrong = categories.find((c) => c !== main && !(c.categoryKey === 'WEGE' && isVegetarian(p)))!
    t.equal(productBySlug(wrong.url, p.url), undefined, `${p.id} not under ${wrong.url}`)
    if (isVegetarian(p)) t.equal(productBySlug('wege', p.url), p, `${p.id} under wege`)
    else t.equal(productBySlug('wege', p.url), undefined)
  }
  t.equal(productById('nope'), undefined)
  t.equal(productBySlug('nigiri', 'nope'), undefined)
  t.equal(productBySlug('nope', products[0]!.url), undefined)
})

t.test('localized shapes follow the specification', async (t) => {
  for (const c of categories) {
    const l = localizeCategory(c, 'en')
    t.same(Object.keys(l).sort(), ['backgroundImage', 'categoryKey', 'id', 'imageUrl', 'name', 'url'])
    t.equal(l.name, c.name.en)
  }
  const set = products.find((p) => p.isSet)!
  const voucher = ofMain('VOUCHER')[0]!
  const plain = products.find((p) => !p.isSet && !p.additionalInfo && p.allergens?.length)!
  const ls = localizeProduct(set, 'pl')
  t.equal(ls.isSet, true)
  t.equal(ls.description, set.description.pl)
  t.notOk('additionalInfo' in ls)
  const lv = localizeProduct(voucher, 'en')
  t.equal(lv.additionalInfo, voucher.additionalInfo!.en)
  t.equal(lv.allergens, null)
  t.notOk('isSet' in lv)
  const lp = localizeProduct(plain, 'en')
  t.same(Object.keys(lp).sort(), [
    'allergens',
    'category',
    'count',
    'description',
    'id',
    'imagesUrl',
    'mainCategory',
    'name',
    'price',
    'url',
  ])
  t.same(
    lp.allergens,
    plain.allergens!.map((a) => a.en),
  )
  t.equal(lp.name, plain.name.en)
  lp.imagesUrl.push('/x.svg')
  t.equal(plain.imagesUrl.length < lp.imagesUrl.length, true, 'a copy, not the catalog array')
})

t.test('the catalog cannot be changed by its users', async (t) => {
  const p = products[0]!
  t.throws(() => {
    ;(p as { price: number }).price = 1
  })
  t.throws(() => {
    ;(p.name as { pl: string }).pl = 'x'
  })
  t.throws(() => {
    ;(products as ProductData[]).push(p)
  })
})

/** A file is a small, self-contained, well-formed SVG drawing. */
function checkSvg(t: Test, url: string, width: number, height: number) {
  const path = `${PUBLIC_DIR}${url}`
  if (!existsSync(path)) {
    t.fail(`${url} exists`)
    return
  }
  const size = statSync(path).size
  t.ok(size < 15_000, `${url}: ${size} bytes < 15 KB`)
  const svg = readFileSync(path, 'utf8')
  const open = /^(?:<\?xml[^>]*\?>\s*)?<svg\b([^>]*)>/.exec(svg)
  if (!open) {
    t.fail(`${url}: starts with <svg>`)
    return
  }
  const attrs = open[1]!
  t.match(attrs, /xmlns="http:\/\/www\.w3\.org\/2000\/svg"/, `${url}: SVG namespace`)
  t.match(attrs, new RegExp(`\\bwidth="${width}"`), `${url}: width ${width}`)
  t.match(attrs, new RegExp(`\\bheight="${height}"`), `${url}: height ${height}`)
  t.match(attrs, new RegExp(`\\bviewBox="0 0 ${width} ${height}"`), `${url}: viewBox`)
  t.match(svg, /<title>[^<]{3,}<\/title>/, `${url}: title`)
  t.notMatch(svg, /<(script|image|foreignObject|style|a)\b/i, `${url}: no script, image or link`)
  // Drawn shapes only, so a picture looks the same with any fonts; a voucher's amount is the one text.
  if (!/\/voucher-\d+\.svg$/.test(url)) t.notMatch(svg, /<text\b/, `${url}: no text`)
  t.notMatch(svg, /\son\w+\s*=/i, `${url}: no event handler`)
  t.notMatch(svg, /(href|src)\s*=\s*"(?!#)/i, `${url}: only internal references`)
  t.notMatch(svg, /url\((?!#)/i, `${url}: only internal url()`)
  // Tags balance (a well-formedness check without an XML library).
  const stack: string[] = []
  let balanced = true
  for (const m of svg.replace(/<\?xml[^>]*\?>/, '').matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m
    if (selfClosing) continue
    if (!closing) stack.push(name!)
    else if (stack.pop() !== name) balanced = false
  }
  t.ok(balanced && stack.length === 0, `${url}: tags balance`)
  t.match(svg.trimEnd(), /<\/svg>$/, `${url}: ends with </svg>`)
}

t.test('every picture is a small SVG on disk', async (t) => {
  const used = new Set<string>()
  for (const c of categories) {
    checkSvg(t, c.imageUrl, 480, 360)
    checkSvg(t, c.backgroundImage, 1600, 500)
  }
  for (const p of products) {
    for (const url of p.imagesUrl) {
      t.match(url, /^\/images\/products\/[a-z0-9-]+\.svg$/, `${p.id}: picture path`)
      used.add(url)
    }
  }
  for (const url of used) checkSvg(t, url, 480, 360)
  checkSvg(t, '/images/logo.svg', 64, 64)
  const drawings = readdirSync(`${PUBLIC_DIR}/images/products`).map((f) => `/images/products/${f}`)
  t.same(
    drawings.filter((d) => !used.has(d)),
    [],
    'no unused product drawing',
  )
})

t.test('every product has its own picture: no category page shows the same image twice', async (t) => {
  const owner = new Map<string, string>()
  const contents = new Map<string, string>()
  for (const p of products) {
    t.equal(p.imagesUrl.length, 1, `${p.id}: one picture`)
    const url = p.imagesUrl[0]!
    t.notOk(owner.has(url), `${p.id}: ${url} is not also ${owner.get(url)}'s`)
    owner.set(url, p.id)
    // Not merely another file name: another drawing.
    const svg = readFileSync(`${PUBLIC_DIR}${url}`, 'utf8').replace(/<title>[^<]*<\/title>/, '')
    t.notOk(contents.has(svg), `${p.id}: its drawing differs from ${contents.get(svg)}'s`)
    contents.set(svg, p.id)
  }
  for (const c of categories) {
    const urls = productsOfCategory(c.url).map((p) => p.imagesUrl[0])
    t.equal(new Set(urls).size, urls.length, `${c.url}: every picture once`)
  }
  // Vouchers share one design, so the amount is part of each picture.
  for (const v of products.filter((p) => p.mainCategory === 'VOUCHER')) {
    t.match(
      readFileSync(`${PUBLIC_DIR}${v.imagesUrl[0]}`, 'utf8'),
      `>${v.price} zł</text>`,
      `${v.id} shows its amount`,
    )
  }
})
