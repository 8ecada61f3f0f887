/**
 * The menu catalog's rules about categories, products, prices, pieces, vouchers and texts. Each rule
 * is checked once over the whole catalog: one assertion whose failure names every product or
 * category that breaks it (see `rule`); the catalog is static data, so an assertion per product and
 * field would say nothing more. Dishes, look-ups and pictures have their own catalog-*.test.ts.
 */
import t from 'tap'
import { parseRichText, richTextToPlain } from '#domain/menu/rich-text.js'
import type { CategoryData, ProductData } from '#domain/menu/types.js'
import { formatPrice } from '#domain/money.js'
import { type CategoryKey, LANGUAGES } from '#schemas/enums.js'
import { categories, categoryBySlug, products, productsOfCategory } from '../helpers/menu-seed.js'
import { both, ofMain, rule } from './catalog-rules.js'

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

t.test('thirteen categories in browsing order, each complete in both languages', async (t) => {
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
  t.equal(new Set(categories.map((c) => c.categoryKey)).size, 13, 'every key names one category')
  t.equal(new Set(categories.map((c) => c.id)).size, categories.length, 'unique ids')
  rule(t, 'pictures named after the slug', categories, (c) => {
    const ok =
      c.imageUrl === `/images/categories/${c.url}.svg` &&
      c.backgroundImage === `/images/backgrounds/${c.url}.svg`
    return !ok && c.url
  })
  rule(t, 'a name in each language; the same word only for a loanword', categories, (c) => {
    if (both(c.name).some((n) => n.trim() === '')) return `${c.url}: empty name`
    return c.name.pl === c.name.en && !/^[A-Za-z]+$/.test(c.name.pl) && `${c.url}: untranslated name`
  })
  rule(
    t,
    'the intro is one sentence of 40-160 characters (a meta description), translated',
    categories,
    (c) => {
      if (c.intro.pl === c.intro.en) return `${c.url}: untranslated intro`
      const bad = LANGUAGES.filter((lang) => {
        const intro = c.intro[lang]
        return (
          intro.length < 40 ||
          intro.length > 160 ||
          !/^[A-ZŁŚŻŹĆ].*[.!]$/.test(intro) ||
          intro.match(/[.!?](\s|$)/g)?.length !== 1
        )
      })
      return bad.length > 0 && `${c.url}: ${bad.join(', ')} intro`
    },
  )
  rule(t, 'every category lists products', categories, (c) => productsOfCategory(c.url).length === 0 && c.url)
})

t.test('products: ids, slugs, categories and fields', async (t) => {
  t.ok(products.length >= 80, `${products.length} products`)
  t.equal(new Set(products.map((p) => p.id)).size, products.length, 'unique ids')
  t.equal(new Set(products.map((p) => p.url)).size, products.length, 'unique url slugs')
  rule(t, 'id and slug are URL-safe, the slug short and not a category name', products, (p) => {
    const ok =
      SLUG.test(p.id) && SLUG.test(p.url) && p.url.length <= 40 && categoryBySlug(p.url) === undefined
    return !ok && p.id
  })
  rule(t, 'the main category exists and comes first; any other category is WEGE', products, (p) => {
    const ok =
      categories.some((c) => c.categoryKey === p.mainCategory) &&
      p.category[0] === p.mainCategory &&
      new Set(p.category).size === p.category.length &&
      p.category.every((k) => k === p.mainCategory || k === 'WEGE')
    return !ok && `${p.id}: ${p.category.join(',')}`
  })
  rule(t, 'name and description in Polish and English, translated (not a copy)', products, (p) => {
    const texts = [...both(p.name), ...both(p.description)]
    if (texts.some((s) => s.trim() === '')) return `${p.id}: empty text`
    return (p.name.pl === p.name.en || p.description.pl === p.description.en) && `${p.id}: untranslated`
  })
  rule(t, 'count is null or a positive whole number', products, (p) => {
    const ok = p.count === null || (Number.isInteger(p.count) && p.count > 0)
    return !ok && `${p.id}: ${p.count}`
  })
})

t.test('prices', async (t) => {
  rule(t, 'a positive whole number of grosze', products, (p) => {
    const ok = p.price > 0 && Math.round(p.price * 100) / 100 === p.price
    return !ok && `${p.id}: ${p.price}`
  })
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
  rule(t, 'each kind of dish has products, priced within its range', ranges, ([key, min, max]) => {
    const list = ofMain(key)
    if (list.length === 0) return `${key}: no products`
    const out = list.filter((p) => p.price < min || p.price > max).map((p) => `${p.id} ${p.price} zł`)
    return out.length > 0 && `${key} (${min}-${max}): ${out.join(', ')}`
  })
})

t.test('pieces per kind of dish', async (t) => {
  const pieces: [CategoryKey, (count: number | null) => boolean][] = [
    ['NIGIRI', (n) => n === 2],
    ['HOSOMAKI', (n) => n === 6 || n === 8],
    ['FUTOMAKI', (n) => n !== null && n >= 5 && n <= 8],
    ['URAMAKI', (n) => n === 8],
    ['SASHIMI', (n) => n !== null && n >= 5 && n <= 15],
    ['DRINKS', (n) => n === null],
    ['VOUCHER', (n) => n === null],
    ['CHIRASHI', (n) => n === null],
  ]
  rule(
    t,
    'nigiri in pairs, rolls of 6/8, futomaki 5-8, sashimi 5-15 slices; drinks, vouchers, chirashi uncounted',
    pieces,
    ([key, fits]) => {
      const out = ofMain(key).filter((p) => !fits(p.count))
      return out.length > 0 && `${key}: ${out.map((p) => `${p.id}=${p.count}`).join(', ')}`
    },
  )
})

t.test('vouchers: 150 to 500 zł in steps of 50, with their notes', async (t) => {
  const vouchers = ofMain('VOUCHER')
  t.same(
    vouchers.map((v) => v.price),
    [150, 200, 250, 300, 350, 400, 450, 500],
  )
  const notes: [RegExp, RegExp][] = [
    [/31\.12\.2027/, /31\.12\.2027/],
    [/sylwestrow/, /New Year's Eve/],
    [/nie można go wykorzystać przy płatności online/i, /cannot be used for online payment/i],
    [/na miejscu/, /dine-in/],
    [/na wynos/, /takeaway/],
  ]
  rule(
    t,
    'no allergens, pieces or set flag; notes on validity, sets, online payment, dine-in and takeaway; the amount in the name',
    vouchers,
    (v) => {
      if (v.allergens !== null || v.count !== null || 'isSet' in v) return `${v.id}: fields`
      if (!v.additionalInfo) return `${v.id}: no notes`
      const pl = richTextToPlain(v.additionalInfo.pl)
      const en = richTextToPlain(v.additionalInfo.en)
      const missing = notes.filter(([p, e]) => !p.test(pl) || !e.test(en)).map(([p]) => p.source)
      if (missing.length > 0) return `${v.id}: notes lack ${missing.join(', ')}`
      const named = LANGUAGES.every((lang) => v.name[lang].endsWith(formatPrice(v.price, lang)))
      return !named && `${v.id}: amount not in the name`
    },
  )
})

t.test('texts: safe rich text, Polish with its letters, English without', async (t) => {
  rule(t, 'every description and additionalInfo parses as safe rich text with some words', products, (p) => {
    const html = [...both(p.description), ...(p.additionalInfo ? both(p.additionalInfo) : [])]
    try {
      for (const h of html) parseRichText(h)
      return html.some((h) => richTextToPlain(h).length === 0) && `${p.id}: empty`
    } catch (e) {
      return `${p.id}: ${(e as Error).message}`
    }
  })
  const withInfo = products.filter((p) => p.additionalInfo).map((p) => p.mainCategory)
  t.ok(
    withInfo.every((k) => k === 'DRINKS' || k === 'VOUCHER'),
    'additionalInfo only on drinks and vouchers',
  )
  t.ok(withInfo.includes('DRINKS'), 'some drinks have additionalInfo')
  const polishName = /^[A-Za-z0-9ĄĆĘŁŃÓŚŹŻąćęłńóśźż \u00a0,.&%()’–-]+$/
  const englishName = /^[A-Za-z0-9 \u00a0,.&%()’–-]+$/
  const names: (ProductData | CategoryData)[] = [...products, ...categories]
  rule(t, 'names use the Polish or the English alphabet', names, (x) => {
    const ok = polishName.test(x.name.pl) && ('price' in x ? englishName.test(x.name.en) : true)
    return !ok && `${x.name.pl} / ${x.name.en}`
  })
  rule(t, 'Polish is written with diacritics and without mojibake', products, (p) => {
    const pl = `${p.name.pl} ${p.description.pl}`
    const bad =
      /\b(losos\w*|tunczyk\w*|wegorz\w*|maslan\w*|swiez\w*|krewetke)\b/i.test(pl) || /Ã|Å|Ä|\uFFFD/.test(pl)
    return bad && p.id
  })
  t.ok(
    products.filter((p) => /[ąćęłńóśźż]/i.test(p.name.pl + p.description.pl)).length > products.length / 2,
    'Polish is written with its letters',
  )
})
