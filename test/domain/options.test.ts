/**
 * Dish options (docs/menu.md, "Options"): the unit price with options, the checks of a choice and
 * their messages, the kitchen's words. Every expected amount is worked out by hand in the comments.
 */
import t from 'tap'
import {
  addProduct,
  deleteProduct,
  lineKey,
  parseStoredCart,
  serializeCart,
  setProductCount,
} from '#domain/cart.js'
import {
  lineOptionIn,
  lineOptions,
  lineOptionText,
  orderLineOptions,
  priceChange,
} from '#domain/option-words.js'
import {
  checkOptions,
  choiceRule,
  defaultOptionIds,
  missingGroups,
  type OptionGroupData,
  optionProblemMessage,
  unitPrice,
  unitPriceInGrosze,
} from '#domain/options.js'
import { computeTotals, missingForCourierMinimum } from '#domain/pricing.js'

const fish: OptionGroupData = {
  id: 'g-fish',
  name: { pl: 'Ryba', en: 'Fish' },
  min: 1,
  max: 1,
  options: [
    { id: 'salmon', name: { pl: 'łosoś', en: 'salmon' }, priceDelta: 0, default: true, available: true },
    { id: 'tuna', name: { pl: 'tuńczyk', en: 'tuna' }, priceDelta: 6, default: false, available: true },
    { id: 'eel', name: { pl: 'węgorz', en: 'eel' }, priceDelta: 9.5, default: false, available: false },
  ],
}
const extras: OptionGroupData = {
  id: 'g-extras',
  name: { pl: 'Dodatki', en: 'Extras' },
  min: 0,
  max: 2,
  options: [
    { id: 'egg', name: { pl: 'jajko', en: 'egg' }, priceDelta: 4, default: false, available: true },
    { id: 'cucumber', name: { pl: 'ogórek', en: 'cucumber' }, priceDelta: 0, default: true, available: true },
    {
      id: 'small',
      name: { pl: 'mniejsza porcja', en: 'smaller' },
      priceDelta: -7.33,
      default: false,
      available: true,
    },
  ],
}
const spice: OptionGroupData = {
  id: 'g-spice',
  name: { pl: 'Ostrość', en: 'Heat' },
  min: 1,
  max: 1,
  options: [
    { id: 'mild', name: { pl: 'łagodny', en: 'mild' }, priceDelta: 0, default: false, available: true },
    { id: 'hot', name: { pl: 'ostry', en: 'hot' }, priceDelta: 0, default: false, available: true },
  ],
}
const groups = [fish, extras]

t.test('unit price: dish price plus the chosen options, in grosze', async (t) => {
  // 32.90 + 6.00 (tuna) + 4.00 (egg) = 42.90
  t.equal(unitPriceInGrosze(32.9, groups, ['tuna', 'egg']), 4290)
  t.equal(unitPrice(32.9, groups, ['egg', 'tuna']), 42.9, 'order of ids does not matter')
  // 32.90 + 0 (salmon) + 0 (cucumber) = 32.90
  t.equal(unitPrice(32.9, groups, ['salmon', 'cucumber']), 32.9)
  // 32.90 − 7.33 = 25.57
  t.equal(unitPrice(32.9, groups, ['salmon', 'small']), 25.57)
  // 5.00 − 7.33 would be −2.33: a line never costs less than nothing
  t.equal(unitPrice(5, groups, ['small']), 0)
  t.equal(unitPrice(19.99, [], []), 19.99, 'a dish without groups keeps its price')
  t.equal(unitPrice(19.99, groups, ['ghost']), 19.99, 'an unknown id adds nothing')
})

t.test('totals, promo codes and the courier minimum use the price with options', async (t) => {
  // 2 × (32.90 + 6.00) = 77.80; 1 × (28.00 + 0 + 4.00) = 32.00 → products 109.80
  const lines = [
    { price: unitPrice(32.9, groups, ['tuna']), count: 2 },
    { price: unitPrice(28, groups, ['salmon', 'egg']), count: 1 },
  ]
  const totals = computeTotals({
    lines,
    deliveryType: 'COURIER',
    discount: { type: 'PERCENTAGE', value: 10 },
  })
  // discount 10 % of 109.80 = 10.98; 109.80 − 10.98 = 98.82; + 9.99 delivery = 108.81
  t.strictSame(totals, {
    products: 109.8,
    discount: 10.98,
    discountedProducts: 98.82,
    delivery: 9.99,
    deposits: 0,
    total: 108.81,
  })
  // 99.00 − 98.82 = 0.18 short of the courier minimum
  t.equal(missingForCourierMinimum(totals), 0.18)
})

t.test('defaults: each group’s available defaults', async (t) => {
  t.strictSame(defaultOptionIds(groups), ['salmon', 'cucumber'])
  const offToday = { ...fish, options: fish.options.map((o) => ({ ...o, available: o.id !== 'salmon' })) }
  t.strictSame(defaultOptionIds([offToday]), [], 'a default switched off is not pre-selected')
})

t.test('checks: min, max, unknown, twice, unavailable', async (t) => {
  t.equal(checkOptions(groups, ['salmon']), null)
  t.equal(checkOptions(groups, ['tuna', 'egg', 'cucumber']), null)
  t.equal(checkOptions([], []), null)
  t.match(checkOptions(groups, ['egg']), {
    code: 'OPTIONS_INVALID',
    reason: 'TOO_FEW',
    group: { id: 'g-fish' },
  })
  t.match(checkOptions(groups, ['salmon', 'tuna']), { reason: 'TOO_MANY', group: { id: 'g-fish' } })
  t.match(checkOptions(groups, ['salmon', 'egg', 'cucumber', 'small']), {
    reason: 'TOO_MANY',
    group: { id: 'g-extras' },
  })
  t.match(checkOptions(groups, ['salmon', 'ghost']), { reason: 'UNKNOWN', optionId: 'ghost' })
  t.match(checkOptions([extras], ['egg', 'egg']), { reason: 'DUPLICATE', option: { id: 'egg' } })
  t.match(checkOptions(groups, ['eel']), { code: 'OPTION_UNAVAILABLE', option: { id: 'eel' } })
  t.match(checkOptions([spice], []), { reason: 'TOO_FEW', group: { id: 'g-spice' } })
  t.strictSame(
    missingGroups([fish, extras, spice], ['egg']).map((g) => g.id),
    ['g-fish', 'g-spice'],
  )
})

t.test('messages name the group, in Polish and in English', async (t) => {
  const m = (ids: string[], lang: 'pl' | 'en') =>
    optionProblemMessage(checkOptions(groups, ids)!, lang, 'Ramen')
  t.equal(m(['egg'], 'pl'), 'Grupa „Ryba”: wybierz 1.')
  t.equal(m(['egg'], 'en'), '“Fish”: choose 1.')
  t.equal(m(['salmon', 'egg', 'cucumber', 'small'], 'pl'), 'Grupa „Dodatki”: wybierz najwyżej 2.')
  t.equal(m(['salmon', 'egg', 'cucumber', 'small'], 'en'), '“Extras”: choose at most 2.')
  t.equal(m(['eel'], 'pl'), 'Opcja „węgorz” z grupy „Ryba” jest dziś niedostępna.')
  t.equal(m(['eel'], 'en'), 'The option “eel” in “Fish” is not available today.')
  t.equal(m(['salmon', 'ghost'], 'pl'), 'Danie „Ramen” nie ma opcji „ghost”.')
  t.equal(m(['salmon', 'salmon'], 'pl'), 'Grupa „Ryba”: opcja „łosoś” wybrana dwa razy.')
  const atLeast = { ...extras, min: 1 }
  t.equal(optionProblemMessage(checkOptions([atLeast], [])!, 'pl'), 'Grupa „Dodatki”: wybierz co najmniej 1.')
  t.equal(optionProblemMessage(checkOptions([atLeast], [])!, 'en'), '“Extras”: choose at least 1.')
  t.equal(choiceRule(fish, 'pl'), 'wybierz 1')
  t.equal(choiceRule(extras, 'pl'), 'opcjonalnie, najwyżej 2')
  t.equal(choiceRule(atLeast, 'en'), 'choose 1 to 2')
})

t.test('the kitchen’s words: swapped, added, taken off, chosen', async (t) => {
  const words = lineOptions([fish, extras, spice], ['tuna', 'egg', 'hot'])
  t.strictSame(
    words.map((w) => lineOptionText(w)),
    ['łosoś → tuńczyk', '+ jajko', '− ogórek', 'Ostrość: ostry'],
  )
  t.strictSame(
    words.map((w) => lineOptionText(w, { withPrice: true, lang: 'pl' })),
    ['łosoś → tuńczyk (+6,00\u00a0zł)', '+ jajko (+4,00\u00a0zł)', '− ogórek', 'Ostrość: ostry'],
  )
  t.strictSame(
    lineOptions([fish, extras], ['salmon', 'cucumber']),
    [{ group: 'Ryba', kind: 'CHOOSE', name: 'łosoś', priceDelta: 0 }],
    'the dish as it comes: only the required choice is named',
  )
  t.equal(lineOptions([fish], ['tuna'], 'en')[0]?.replaces, 'salmon')
  t.equal(priceChange(-7.33, 'pl'), '−7,33\u00a0zł')
  t.equal(priceChange(6, 'en'), '+PLN\u00a06.00')
  t.equal(priceChange(0, 'pl'), '')
})

t.test('an order keeps its options in both languages; an English page reads the English words', async (t) => {
  const stored = orderLineOptions([fish, extras, spice], ['tuna', 'egg', 'hot'])
  t.strictSame(
    stored.map((w) => lineOptionText(w)),
    ['łosoś → tuńczyk', '+ jajko', '− ogórek', 'Ostrość: ostry'],
    'the kitchen still reads Polish',
  )
  t.strictSame(stored[0]?.en, { group: 'Fish', name: 'tuna', replaces: 'salmon' })
  t.strictSame(
    stored.map((w) => lineOptionText(lineOptionIn(w, 'en'), { withPrice: true, lang: 'en' })),
    ['salmon → tuna (+PLN\u00a06.00)', '+ egg (+PLN\u00a04.00)', '− cucumber', 'Heat: hot'],
  )
  t.equal(lineOptionText(lineOptionIn(stored[1]!, 'pl')), '+ jajko', 'a Polish page keeps Polish')
  const older = { kind: 'ADD' as const, group: 'Dodatki', name: 'jajko', priceDelta: 4 }
  t.equal(lineOptionText(lineOptionIn(older, 'en')), '+ jajko', 'an order from before keeps its Polish words')
})

t.test('cart: the same dish with other options is another line', async (t) => {
  let lines = addProduct([], 'ramen', ['tuna', 'egg']).lines
  lines = addProduct(lines, 'ramen', ['egg', 'tuna']).lines
  lines = addProduct(lines, 'ramen').lines
  t.strictSame(lines, [
    { productId: 'ramen', count: 2, options: ['egg', 'tuna'] },
    { productId: 'ramen', count: 1 },
  ])
  t.equal(lineKey('ramen', ['tuna', 'egg']), 'ramen|egg,tuna')
  lines = setProductCount(lines, 'ramen', 5, ['tuna', 'egg']).lines
  t.equal(lines[0]?.count, 5)
  t.strictSame(deleteProduct(lines, 'ramen').lines, [
    { productId: 'ramen', count: 5, options: ['egg', 'tuna'] },
  ])
  const stored = serializeCart(lines)
  t.equal(
    stored,
    '[{"productId":"ramen","count":5,"options":["egg","tuna"]},{"productId":"ramen","count":1}]',
  )
  t.strictSame(
    parseStoredCart(stored, () => true),
    lines,
  )
  // A cart stored before options existed reads as before; bad options drop only that line.
  t.strictSame(
    parseStoredCart(
      '[{"productId":"a","count":1},{"productId":"a","count":2,"options":[""]},{"productId":"a","count":2,"options":[]}]',
      () => true,
    ),
    [{ productId: 'a', count: 3 }],
  )
})
