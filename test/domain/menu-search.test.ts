/** The menu's search (domain/menu/search.ts): hand-written dishes, Polish and English words. */
import t from 'tap'
import { foldForSearch, queryWords, SEARCH_QUERY_MAX, searchDishes } from '#domain/menu/search.js'

const dish = (id: string, pl: [string, string], en: [string, string]) => ({
  id,
  name: { pl: pl[0], en: en[0] },
  description: { pl: pl[1], en: en[1] },
})

const MENU = [
  dish(
    'nigiri-losos',
    ['Nigiri z łososiem', 'Ryż, wasabi i plaster łososia.'],
    ['Salmon nigiri', 'Rice, wasabi and a slice of salmon.'],
  ),
  dish(
    'futomaki-tempura',
    ['Futomaki tempura', 'Krewetka w tempurze, ogórek, majonez japoński.'],
    ['Tempura futomaki', 'Shrimp in tempura, cucumber, Japanese mayonnaise.'],
  ),
  dish(
    'zestaw-lososiowy',
    ['Zestaw łososiowy', 'Nigiri i maki z łososiem, 16 kawałków.'],
    ['Salmon set', 'Salmon nigiri and maki, 16 pieces.'],
  ),
  dish(
    'hosomaki-zolty',
    ['Hosomaki z żółtą rzodkwią', 'Marynowana rzodkiew oshinko.'],
    ['Yellow radish hosomaki', 'Pickled oshinko radish.'],
  ),
  dish(
    'tuńczyk',
    ['Sashimi z tuńczyka', 'Pięć plastrów tuńczyka.'],
    ['Tuna sashimi', 'Five slices of tuna.'],
  ),
]
const ids = (found: { id: string }[]) => found.map((d) => d.id)

t.test('Polish letters and case do not matter: "losos" finds "łosoś"', async (t) => {
  t.equal(foldForSearch('Łosoś'), 'losos')
  t.equal(foldForSearch('ŻÓŁTĄ  rzodkwią!'), 'zolta rzodkwia')
  t.equal(foldForSearch('Crème brûlée'), 'creme brulee')
  t.equal(foldForSearch('16 kawałków, 2×'), '16 kawalkow 2')
  for (const query of ['losos', 'ŁOSOŚ', 'łosoś', 'Losos ']) {
    t.same(ids(searchDishes(MENU, query, 'pl')), ['nigiri-losos', 'zestaw-lososiowy'], query)
  }
  t.same(ids(searchDishes(MENU, 'zolta', 'pl')), ['hosomaki-zolty'])
  t.same(ids(searchDishes(MENU, 'tuń', 'pl')), ['tuńczyk'], 'part of a word finds it')
})

t.test('found by name first, then by what the dish is made of, each in menu order', async (t) => {
  t.same(ids(searchDishes(MENU, 'nigiri', 'pl')), ['nigiri-losos', 'zestaw-lososiowy'])
  t.same(
    ids(searchDishes(MENU, 'krewetka', 'pl')),
    ['futomaki-tempura'],
    'an ingredient in the description finds the dish',
  )
  t.same(ids(searchDishes(MENU, 'wasabi', 'pl')), ['nigiri-losos'], 'only the description names it')
  t.same(
    ids(searchDishes(MENU, 'maki', 'pl')),
    ['futomaki-tempura', 'hosomaki-zolty', 'zestaw-lososiowy'],
    'two names hold "maki", the set only its description',
  )
})

t.test('every word must be found, in the name or the description', async (t) => {
  t.same(ids(searchDishes(MENU, 'nigiri łosoś', 'pl')), ['nigiri-losos', 'zestaw-lososiowy'])
  t.same(ids(searchDishes(MENU, 'łosoś tempura', 'pl')), [])
  t.same(ids(searchDishes(MENU, 'ogórek majonez', 'pl')), ['futomaki-tempura'])
})

t.test('in English the English names and descriptions are searched', async (t) => {
  t.same(ids(searchDishes(MENU, 'salmon', 'en')), ['nigiri-losos', 'zestaw-lososiowy'])
  t.same(ids(searchDishes(MENU, 'SHRIMP', 'en')), ['futomaki-tempura'])
  t.same(ids(searchDishes(MENU, 'radish', 'en')), ['hosomaki-zolty'])
  t.same(ids(searchDishes(MENU, 'losos', 'en')), [], 'Polish words find nothing on the English page')
  t.same(ids(searchDishes(MENU, 'salmon', 'pl')), [], 'nor English words on the Polish one')
})

t.test('an empty query or one of punctuation finds nothing; a long one is cut', async (t) => {
  t.same(searchDishes(MENU, '', 'pl'), [])
  t.same(searchDishes(MENU, '   ', 'pl'), [])
  t.same(searchDishes(MENU, '?!,', 'pl'), [])
  t.same(ids(searchDishes(MENU, 'nic takiego', 'pl')), [], 'nothing found')
  t.same(queryWords(`tuńczyk ${'x'.repeat(200)}`), [
    'tunczyk',
    'x'.repeat(SEARCH_QUERY_MAX - 'tuńczyk '.length),
  ])
})
