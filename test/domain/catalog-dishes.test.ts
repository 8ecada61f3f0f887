/**
 * The catalog's rules about what is in a dish: vegetarian (WEGE), allergens, and sets made of menu
 * dishes. One assertion per rule over the whole catalog (see `rule`).
 */
import t from 'tap'
import {
  ALLERGEN_CODES as ALLERGENS,
  type AllergenCode,
  type CategoryKey,
  LANGUAGES,
} from '#schemas/enums.js'
import { products } from '../helpers/menu-seed.js'
import { IMPLIED_ALLERGENS, isVegetarian, NOT_FOOD, ofMain, rule, setLines } from './catalog-rules.js'

/** Allergens that rule a dish out of the vegetarian list (animal seafood). */
const NOT_VEGETARIAN: readonly AllergenCode[] = ['FISH', 'CRUSTACEANS', 'MOLLUSCS']
const GLUTEN: AllergenCode = 'GLUTEN'

const SET_KINDS: readonly CategoryKey[] = ['SETS', 'SETS_SPECIAL', 'LUNCH']

const WEGE_FORBIDDEN_PL =
  /(łoso|tuńczyk|węgorz|krewet|przegrzeb|surimi|ikur|tobiko|katsuobushi|unagi|ryb[aąęy] maślan|sos rybn)/i
const WEGE_FORBIDDEN_EN =
  /\b(salmon|tuna|eel|shrimp|prawns?|scallops?|crab|surimi|roe|ikura|tobiko|bonito|katsuobushi|butterfish|unagi|fish sauce)\b/i

t.test('WEGE is on every vegetarian dish and only there', async (t) => {
  const vegetarian = products.filter(isVegetarian)
  t.ok(vegetarian.length >= 12, `${vegetarian.length} vegetarian products`)
  const kinds = new Set(vegetarian.map((p) => p.mainCategory))
  t.same(
    ['NIGIRI', 'HOSOMAKI', 'URAMAKI', 'FUTOMAKI', 'SETS', 'WEGE'].filter((k) => !kinds.has(k as CategoryKey)),
    [],
    'a vegetarian dish of every kind that has one',
  )
  t.ok(
    vegetarian.some((p) => p.isSet),
    'a vegetarian set',
  )
  rule(t, 'drinks and vouchers are not dishes, so never WEGE', products, (p) => {
    return NOT_FOOD.includes(p.mainCategory) && isVegetarian(p) && p.id
  })
  // The data's own definition: a dish is vegetarian exactly when it declares no fish, crustaceans or molluscs.
  rule(t, 'a dish is WEGE exactly when it declares no seafood allergen', products, (p) => {
    if (NOT_FOOD.includes(p.mainCategory)) return false
    const seafood = (p.allergens ?? []).some((a) => NOT_VEGETARIAN.includes(a))
    return isVegetarian(p) === seafood && p.id
  })
  rule(t, 'a product of the WEGE category is only in WEGE', ofMain('WEGE'), (p) => {
    return (p.category.length !== 1 || p.category[0] !== 'WEGE') && p.id
  })
  rule(t, 'no fish or seafood named in a vegetarian dish, in either language', vegetarian, (p) => {
    const fishy =
      WEGE_FORBIDDEN_PL.test(`${p.name.pl} ${p.description.pl}`) ||
      WEGE_FORBIDDEN_EN.test(`${p.name.en} ${p.description.en}`)
    return fishy && p.id
  })
})

t.test('allergens are the fourteen EU allergens, realistic for each dish', async (t) => {
  t.equal(ALLERGENS.length, 14)
  t.equal(new Set(ALLERGENS).size, 14)
  const declaring = products.filter((p) => p.mainCategory !== 'VOUCHER')
  rule(
    t,
    'dishes and drinks declare a list (possibly empty) of the shared constants, in the regulation’s order, without duplicates',
    declaring,
    (p) => {
      if (p.allergens === null) return `${p.id}: no list`
      const order = p.allergens.map((a) => ALLERGENS.indexOf(a))
      const sorted = [...new Set(order)].sort((a, b) => a - b)
      return (order.includes(-1) || order.join() !== sorted.join()) && `${p.id}: ${order.join()}`
    },
  )
  // Sets are checked against their parts (below).
  rule(
    t,
    'an ingredient named in the Polish text implies its allergen',
    declaring.filter((p) => !p.isSet),
    (p) => {
      const text = `${p.name.pl} ${p.description.pl}`.toLowerCase()
      const missing = IMPLIED_ALLERGENS.filter(
        ([mention, a]) => mention.test(text) && !p.allergens?.includes(a),
      )
      return missing.length > 0 && `${p.id}: lacks ${missing.map(([, a]) => a).join(', ')}`
    },
  )
  rule(t, 'a drink declares at most gluten (beer)', ofMain('DRINKS'), (p) => {
    return !p.allergens?.every((a) => a === GLUTEN) && p.id
  })
})

t.test('sets are flagged and list their pieces', async (t) => {
  const byName = new Map(
    products.flatMap((p) => LANGUAGES.map((lang) => [`${lang}:${p.name[lang]}`, p] as const)),
  )
  const sets = products.filter((p) => p.isSet)
  rule(t, 'sets, lunch sets and New Year’s Eve sets are flagged isSet', SET_KINDS.flatMap(ofMain), (p) => {
    return p.isSet !== true && p.id
  })
  t.ok(ofMain('LUNCH').length >= 3 && ofMain('LUNCH').length <= 4, '3-4 lunch sets')
  t.ok(ofMain('SETS_SPECIAL').length >= 2 && ofMain('SETS_SPECIAL').length <= 3, '2-3 New Year’s Eve sets')
  rule(
    t,
    'a product that is not a set has no isSet key and no list of pieces',
    products.filter((p) => !p.isSet),
    (p) => {
      return ('isSet' in p || /<ul>/.test(p.description.pl)) && p.id
    },
  )
  rule(t, 'a set lists ≥ 2 dishes of the menu in each language, its count is their total', sets, (p) => {
    for (const lang of LANGUAGES) {
      const lines = setLines(p.description[lang])
      if (lines.length < 2) return `${p.id}: ${lang} list`
      if (lines.reduce((sum, l) => sum + l.pieces, 0) !== p.count)
        return `${p.id}: ${lang} total ≠ ${p.count}`
      const unknown = lines.filter(
        (l) => !byName.get(`${lang}:${l.name}`) || byName.get(`${lang}:${l.name}`)!.isSet,
      )
      if (unknown.length > 0) return `${p.id}: ${unknown.map((l) => l.name).join(', ')}`
    }
    return false
  })
  rule(t, 'a set declares the allergens of its parts and is vegetarian when all parts are', sets, (p) => {
    const parts = setLines(p.description.pl).flatMap((l) => byName.get(`pl:${l.name}`) ?? [])
    const union = new Set(parts.flatMap((part) => part.allergens ?? []))
    const allergensOk = JSON.stringify(p.allergens) === JSON.stringify(ALLERGENS.filter((a) => union.has(a)))
    return (!allergensOk || isVegetarian(p) !== parts.every(isVegetarian)) && p.id
  })
  rule(t, 'lunch sets give their serving hours', ofMain('LUNCH'), (p) => {
    const ok =
      /od środy do piątku w godzinach 13:00–16:00/.test(p.description.pl) &&
      /Wednesday to Friday, 13:00–16:00/.test(p.description.en)
    return !ok && p.id
  })
  rule(t, 'New Year’s Eve sets are for 31 December, pre-ordered', ofMain('SETS_SPECIAL'), (p) => {
    const ok =
      /31 grudnia/.test(p.description.pl) &&
      /31 December/.test(p.description.en) &&
      /pre-order/i.test(p.description.en)
    return !ok && p.id
  })
})
