import t from 'tap'
import { defaultExtras, type ExtrasLine, extrasLine, suggestChopsticks } from '#domain/extras.js'

const roll = (pieces: number, count = 1): ExtrasLine => ({ pieces, kinds: ['STANDARD'], count })
const bowl = (count = 1): ExtrasLine => ({ pieces: null, kinds: ['STANDARD'], count })
const drink = (count = 1): ExtrasLine => ({ pieces: null, kinds: ['DRINKS'], count })
const voucher: ExtrasLine = { pieces: null, kinds: ['VOUCHER'], count: 1 }

t.test('about one pair per 10–12 pieces, at least one with food', async (t) => {
  t.equal(suggestChopsticks([roll(2)]), 1, 'a pair of nigiri: one pair')
  t.equal(suggestChopsticks([roll(8)]), 1, 'one roll')
  t.equal(suggestChopsticks([roll(8, 2)]), 1, '16 pieces')
  t.equal(suggestChopsticks([roll(8, 3)]), 2, '24 pieces')
  t.equal(suggestChopsticks([roll(36)]), 3, 'a 36-piece set')
  t.equal(suggestChopsticks([roll(8, 4), roll(2, 2)]), 3, '32 + 4 pieces')
  t.equal(suggestChopsticks([bowl(2)]), 2, 'a dish not counted in pieces is one pair each')
  t.equal(suggestChopsticks([roll(8, 99), roll(6, 99)]), 20, 'never more than 20')
})

t.test('drinks and vouchers count nothing', async (t) => {
  t.equal(suggestChopsticks([drink(3)]), 0)
  t.equal(suggestChopsticks([voucher]), 0)
  t.equal(suggestChopsticks([drink(), voucher]), 0)
  t.equal(suggestChopsticks([drink(5), roll(8)]), 1, 'only the food counts')
  t.equal(suggestChopsticks([]), 0, 'empty cart')
  t.equal(suggestChopsticks([roll(8, 0)]), 0, 'a zero count is no food')
})

t.test('sauces are on for sushi, off for drinks and vouchers only', async (t) => {
  t.strictSame(defaultExtras([roll(8, 3)]), {
    chopsticks: 2,
    soySauce: true,
    ginger: true,
    wasabi: true,
    cutlery: false,
  })
  t.strictSame(defaultExtras([drink(), voucher]), {
    chopsticks: 0,
    soySauce: false,
    ginger: false,
    wasabi: false,
    cutlery: false,
  })
  t.equal(defaultExtras([drink(), bowl()]).soySauce, true, 'a drink beside food keeps the sauces')
})

t.test('the kitchen line', async (t) => {
  const base = { chopsticks: 3, soySauce: true, ginger: true, wasabi: false, cutlery: false }
  t.equal(extrasLine(base), 'Pałeczki: 3 · sos sojowy · imbir · bez wasabi')
  t.equal(extrasLine(base, 'en'), 'Chopsticks: 3 · soy sauce · ginger · no wasabi')
  t.equal(
    extrasLine({ chopsticks: 0, soySauce: false, ginger: false, wasabi: true, cutlery: true }),
    'Bez pałeczek · bez sosu sojowego · bez imbiru · wasabi · sztućce',
  )
  t.equal(
    extrasLine({ chopsticks: 0, soySauce: true, ginger: false, wasabi: false, cutlery: true }, 'en'),
    'No chopsticks · soy sauce · no ginger · no wasabi · cutlery',
  )
})
