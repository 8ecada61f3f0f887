/**
 * An option taken more than once (docs/menu.md, "Options"): in a repeatable group an id stands in
 * the choice once per portion, the group's min and max count portions, the price counts each, and
 * the kitchen reads "2 × Podwójny węgorz". Every amount is worked out by hand in the comments.
 */
import t from 'tap'
import { addProduct, lineKey, parseStoredCart, serializeCart } from '#domain/cart.js'
import { lineOptionIn, lineOptions, lineOptionText, orderLineOptions } from '#domain/option-words.js'
import {
  checkOptions,
  choiceRule,
  isRepeatable,
  missingGroups,
  type OptionGroupData,
  optionProblemMessage,
  unitPrice,
  unitPriceInGrosze,
} from '#domain/options.js'
import { presentOrder } from '#domain/order-presenter.js'
import { computeTotals } from '#domain/pricing.js'
import { lineVatRate } from '#domain/vat.js'

const NB = '\u00a0'

const extras: OptionGroupData = {
  id: 'g-extras',
  name: { pl: 'Dodatki', en: 'Extras' },
  min: 0,
  max: 3,
  repeatable: true,
  options: [
    {
      id: 'eel',
      name: { pl: 'Podwójny węgorz', en: 'Double eel' },
      priceDelta: 8,
      default: false,
      vatRate: 23,
      available: true,
    },
    { id: 'sesame', name: { pl: 'sezam', en: 'sesame' }, priceDelta: 1.5, default: false, available: true },
  ],
}
const once: OptionGroupData = { ...extras, id: 'g-once', repeatable: false, max: 2 }

t.test('the price counts each portion', async (t) => {
  // 36.00 + 2 × 8.00 = 52.00
  t.equal(unitPriceInGrosze(36, [extras], ['eel', 'eel']), 5200)
  // 36.00 + 2 × 8.00 + 1.50 = 53.50, whatever the order of the ids
  t.equal(unitPrice(36, [extras], ['eel', 'sesame', 'eel']), 53.5)
  // 36.00 + 3 × 1.50 = 40.50
  t.equal(unitPrice(36, [extras], ['sesame', 'sesame', 'sesame']), 40.5)
  // Two dishes with the eel twice: 2 × 52.00 = 104.00 (pick-up, no delivery fee)
  const totals = computeTotals({
    lines: [{ price: unitPrice(36, [extras], ['eel', 'eel']), count: 2 }],
    deliveryType: 'SELF',
    discount: null,
  })
  t.equal(totals.products, 104)
  t.equal(totals.total, 104)
})

t.test('max and min count portions; a group that does not repeat refuses an id twice', async (t) => {
  t.equal(checkOptions([extras], ['eel', 'eel']), null)
  t.equal(checkOptions([extras], ['eel', 'eel', 'sesame']), null, '3 portions: the max')
  t.match(checkOptions([extras], ['eel', 'eel', 'eel', 'eel']), {
    reason: 'TOO_MANY',
    group: { id: 'g-extras' },
  })
  t.match(checkOptions([extras], ['eel', 'eel', 'sesame', 'sesame']), { reason: 'TOO_MANY' }, '4 portions')
  t.match(checkOptions([once], ['eel', 'eel']), { reason: 'DUPLICATE', option: { id: 'eel' } })
  const oneOnly = { ...extras, max: 1 }
  t.equal(isRepeatable(oneOnly), false, 'one portion at most: nothing to repeat')
  t.match(checkOptions([oneOnly], ['eel', 'eel']), { reason: 'DUPLICATE' })
  const atLeastTwo = { ...extras, min: 2 }
  t.match(checkOptions([atLeastTwo], ['eel']), { reason: 'TOO_FEW' })
  t.equal(checkOptions([atLeastTwo], ['eel', 'eel']), null, 'one option twice meets a min of 2')
  t.strictSame(
    missingGroups([atLeastTwo], ['sesame']).map((g) => g.id),
    ['g-extras'],
  )
  t.strictSame(missingGroups([atLeastTwo], ['sesame', 'sesame']), [])
})

t.test('the rule and the refusals say portions, in Polish and in English', async (t) => {
  t.equal(choiceRule(extras, 'pl'), 'opcjonalnie, najwyżej 3 porcje, opcje można powtarzać')
  t.equal(choiceRule(extras, 'en'), 'optional, up to 3 portions, options may repeat')
  t.equal(choiceRule({ ...extras, max: 5 }, 'pl'), 'opcjonalnie, najwyżej 5 porcji, opcje można powtarzać')
  t.equal(choiceRule({ ...extras, min: 1 }, 'pl'), 'wybierz od 1 do 3 porcji, opcje można powtarzać')
  t.equal(choiceRule({ ...extras, min: 1 }, 'en'), 'choose 1 to 3 portions, options may repeat')
  t.equal(choiceRule({ ...extras, min: 2, max: 2 }, 'pl'), 'wybierz 2 porcje, opcje można powtarzać')
  t.equal(choiceRule(once, 'pl'), 'opcjonalnie, najwyżej 2', 'a group that does not repeat reads as before')
  const m = (group: OptionGroupData, ids: string[], lang: 'pl' | 'en') =>
    optionProblemMessage(checkOptions([group], ids)!, lang)
  t.equal(m(extras, ['eel', 'eel', 'eel', 'eel'], 'pl'), 'Grupa „Dodatki”: wybierz najwyżej 3 porcje.')
  t.equal(m(extras, ['eel', 'eel', 'eel', 'eel'], 'en'), '“Extras”: choose at most 3 portions.')
  t.equal(m({ ...extras, min: 1 }, [], 'pl'), 'Grupa „Dodatki”: wybierz co najmniej 1 porcję.')
  t.equal(m({ ...extras, min: 2 }, ['eel'], 'pl'), 'Grupa „Dodatki”: wybierz co najmniej 2 porcje.')
  t.equal(m({ ...extras, min: 2 }, ['eel'], 'en'), '“Extras”: choose at least 2 portions.')
  t.equal(m(once, ['eel', 'eel'], 'pl'), 'Grupa „Dodatki”: opcja „Podwójny węgorz” wybrana dwa razy.')
})

t.test('the kitchen reads "2 × Podwójny węgorz"; the price in brackets is both portions', async (t) => {
  const words = lineOptions([extras], ['eel', 'sesame', 'eel'])
  t.strictSame(words, [
    { group: 'Dodatki', kind: 'ADD', name: 'Podwójny węgorz', priceDelta: 8, quantity: 2 },
    { group: 'Dodatki', kind: 'ADD', name: 'sezam', priceDelta: 1.5 },
  ])
  t.strictSame(
    words.map((w) => lineOptionText(w)),
    ['+ 2 × Podwójny węgorz', '+ sezam'],
  )
  // 2 × 8.00 = 16.00
  t.equal(lineOptionText(words[0]!, { withPrice: true, lang: 'pl' }), `+ 2 × Podwójny węgorz (+16,00${NB}zł)`)
  const stored = orderLineOptions([extras], ['eel', 'eel'])
  t.strictSame(stored[0]?.en, { group: 'Extras', name: 'Double eel' })
  t.equal(
    lineOptionText(lineOptionIn(stored[0]!, 'en'), { withPrice: true, lang: 'en' }),
    `+ 2 × Double eel (+PLN${NB}16.00)`,
  )
  // A default taken twice is more than the dish as it comes: it is named.
  const withDefault = {
    ...extras,
    options: [{ ...extras.options[1]!, default: true, priceDelta: 0 }],
  }
  t.strictSame(lineOptions([withDefault], ['sesame']), [], 'the default once: the dish as it comes')
  t.strictSame(
    lineOptions([withDefault], ['sesame', 'sesame']).map((w) => lineOptionText(w)),
    ['+ 2 × sezam'],
  )
})

t.test('the ticket, the board and the e-mail show the portions', async (t) => {
  const ticket = presentOrder(
    {
      number: 7,
      createdAt: '2026-11-25T16:05:00.000Z',
      deliveryType: 'SELF',
      paymentMethod: 'CASH',
      orderTimeType: 'ASAP',
      orderTime: null,
      estimatedReadyAt: null,
      items: [
        {
          productId: 'unagi',
          name: 'Unagi maki',
          count: 1,
          // 36.00 + 2 × 8.00 = 52.00
          lineTotal: 52,
          options: orderLineOptions([extras], ['eel', 'eel']),
        },
      ],
      totals: { products: 52, discount: 0, delivery: 0, total: 52 },
      customer: { name: 'Ala', phone: '+48600100200' },
      address: null,
    },
    'pl',
  )
  t.strictSame(ticket.lines[0]?.details, ['+ 2 × Podwójny węgorz'])
})

t.test('the line’s VAT: the highest rate of the dish and its options, however many portions', async (t) => {
  // The eel (23 %) twice on an 8 % dish: 23 %, as once.
  const chosen = ['eel', 'eel']
  const rates = extras.options.filter((o) => chosen.includes(o.id)).map((o) => o.vatRate)
  t.equal(lineVatRate(8, rates), 23)
  t.equal(
    lineVatRate(
      8,
      extras.options.filter((o) => o.id === 'sesame').map((o) => o.vatRate),
    ),
    8,
  )
})

t.test('the cart keeps an option taken twice; old carts read as before', async (t) => {
  let lines = addProduct([], 'unagi', ['eel', 'eel']).lines
  lines = addProduct(lines, 'unagi', ['eel']).lines
  lines = addProduct(lines, 'unagi', ['eel', 'eel']).lines
  t.strictSame(lines, [
    { productId: 'unagi', count: 2, options: ['eel', 'eel'] },
    { productId: 'unagi', count: 1, options: ['eel'] },
  ])
  t.equal(lineKey('unagi', ['sesame', 'eel', 'eel']), 'unagi|eel,eel,sesame')
  const stored = serializeCart(lines)
  t.equal(
    stored,
    '[{"productId":"unagi","count":2,"options":["eel","eel"]},{"productId":"unagi","count":1,"options":["eel"]}]',
  )
  t.strictSame(
    parseStoredCart(stored, () => true),
    lines,
  )
  // A cart stored before repeats existed: each id once, read unchanged.
  t.strictSame(
    parseStoredCart('[{"productId":"unagi","count":1,"options":["sesame","eel"]}]', () => true),
    [{ productId: 'unagi', count: 1, options: ['eel', 'sesame'] }],
  )
})
