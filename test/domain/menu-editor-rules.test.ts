/** The menu editor's rules (docs/menu.md, "The editor"): slugs, prices, every field's check, the changes of an edit. */
import t from 'tap'
import { fieldChanges, type ProductView } from '#domain/menu/editor-diff.js'
import {
  checkCategory,
  checkName,
  checkPrice,
  checkProduct,
  parsePlnText,
  priceToGrosze,
  sameNameDish,
  slugify,
  uniqueSlug,
} from '#domain/menu/editor-rules.js'

t.test('a slug is the Polish name in lower-case ASCII words joined by hyphens', async (t) => {
  t.equal(slugify('Łosoś z żółtkiem'), 'losos-z-zoltkiem')
  t.equal(slugify('ZAŻÓŁĆ GĘŚLĄ JAŹŃ'), 'zazolc-gesla-jazn')
  t.equal(slugify('  Nigiri — tuńczyk & awokado!  '), 'nigiri-tunczyk-awokado')
  t.equal(slugify('Crème brûlée'), 'creme-brulee')
  t.equal(slugify('Futomaki 8 szt.'), 'futomaki-8-szt')
  t.equal(slugify('寿司'), '', 'nothing left of a name without Latin letters or digits')
  const long = slugify(`${'a'.repeat(79)} bbb`)
  t.ok(long.length <= 80 && !long.endsWith('-'), 'at most 80 characters, never ending with a hyphen')
})

t.test('a taken slug gets the first free number', async (t) => {
  const taken = new Set(['sake', 'sake-2'])
  t.equal(
    uniqueSlug('sake', (s) => taken.has(s)),
    'sake-3',
  )
  t.equal(
    uniqueSlug('maki', (s) => taken.has(s)),
    'maki',
  )
  const base = 'x'.repeat(80)
  const next = uniqueSlug(base, (s) => s === base)
  t.equal(next, `${'x'.repeat(78)}-2`)
})

t.test('prices: PLN with at most two decimals, 0,01 zł to 9999,99 zł, into grosze', async (t) => {
  t.equal(priceToGrosze(24.9), 2490)
  t.equal(priceToGrosze(0.01), 1)
  t.equal(priceToGrosze(9999.99), 999999)
  t.equal(priceToGrosze(0.07), 7, 'binary noise of 0.07 is not a third decimal')
  t.equal(priceToGrosze(1.005), null, 'three decimals')
  t.equal(priceToGrosze(0), null)
  t.equal(priceToGrosze(10000), null)
  t.equal(priceToGrosze(-5), null)
  t.equal(priceToGrosze(Number.NaN), null)
  t.equal(checkPrice(19.999)?.field, 'price')
  t.equal(checkPrice(19.99), null)
})

t.test('prices as a Polish spreadsheet writes them', async (t) => {
  t.equal(parsePlnText('24,90'), 2490)
  t.equal(parsePlnText('24,9'), 2490)
  t.equal(parsePlnText('24'), 2400)
  t.equal(parsePlnText(' 1 234,50 zł '), 123450)
  t.equal(parsePlnText('1\u00a0234,50'), 123450)
  t.equal(parsePlnText('1.234,50'), 123450)
  t.equal(parsePlnText('24.90'), 2490, 'a dot as the decimal point, as an English Excel saves it')
  t.equal(parsePlnText('24,999'), null)
  t.equal(parsePlnText('0,00'), null)
  t.equal(parsePlnText('10000,00'), null)
  t.equal(parsePlnText('abc'), null)
  t.equal(parsePlnText(''), null)
  t.equal(parsePlnText('-5,00'), null)
})

t.test('names: not blank, no control characters; the problem names the field', async (t) => {
  t.equal(checkName('Nigiri', 'names.pl'), null)
  t.match(checkName('   ', 'names.pl'), { field: 'names.pl', status: 400, code: 'VALIDATION' })
  t.match(checkName('a\nb', 'names.en'), { field: 'names.en' })
  t.equal(checkName('</script><script>alert(1)</script>', 'names.pl'), null, 'markup is just text')
})

const context = {
  categoryExists: (key: string) => ['NIGIRI', 'WEGE', 'SETS'].includes(key),
  slugTaken: (slug: string) => slug === 'nigiri-losos',
}

t.test("a dish's fields are checked one by one, each problem naming its field", async (t) => {
  const ok = { names: { pl: 'Nigiri', en: 'Nigiri' }, price: 19, mainCategory: 'NIGIRI', slug: 'nowe' }
  t.equal(checkProduct(ok, ok, context), null)
  t.match(checkProduct({ names: { pl: 'Nigiri', en: ' ' } }, {}, context), { field: 'names.en', status: 400 })
  t.match(checkProduct({ descriptions: { pl: 'a\u0007b', en: '' } }, {}, context), {
    field: 'descriptions.pl',
  })
  t.equal(checkProduct({ descriptions: { pl: 'linia\nlinia\ttab', en: '' } }, {}, context), null)
  t.match(checkProduct({ price: 19.999 }, {}, context), { field: 'price', code: 'VALIDATION' })
  t.match(checkProduct({ mainCategory: 'PIZZA' }, {}, context), { field: 'mainCategory', status: 400 })
  t.match(checkProduct({ categories: ['SETS', 'PIZZA'] }, {}, context), { field: 'categories.1' })
  t.match(checkProduct({ slug: 'nigiri-losos' }, {}, context), {
    field: 'slug',
    status: 409,
    code: 'DUPLICATE',
  })
  t.match(checkProduct({ price: 1.001 }, {}, context, 'products.4.'), { field: 'products.4.price' })
})

t.test('a vegetarian dish cannot declare fish or seafood', async (t) => {
  const merged = { tags: ['VEGETARIAN'], allergens: ['GLUTEN', 'FISH'] }
  t.match(checkProduct({ tags: ['VEGETARIAN'] }, merged, context), { field: 'tags' })
  t.match(checkProduct({ allergens: ['GLUTEN', 'FISH'] }, merged, context), { field: 'allergens' })
  t.equal(
    checkProduct({ tags: ['VEGETARIAN'] }, { tags: ['VEGETARIAN'], allergens: ['EGGS', 'MILK'] }, context),
    null,
  )
  t.equal(
    checkProduct({ names: { pl: 'a', en: 'b' } }, merged, context),
    null,
    'an unrelated field is not refused',
  )
})

t.test("a category's names, slug and key", async (t) => {
  const taken = { slugTaken: (s: string) => s === 'nigiri', keyTaken: (k: string) => k === 'NIGIRI' }
  t.equal(checkCategory({ names: { pl: 'Ramen', en: 'Ramen' }, slug: 'ramen', key: 'RAMEN' }, taken), null)
  t.match(checkCategory({ names: { pl: '', en: 'Ramen' } }, taken), { field: 'names.pl' })
  t.match(checkCategory({ intros: { pl: 'x\u0000', en: '' } }, taken), { field: 'intros.pl' })
  t.match(checkCategory({ slug: 'nigiri' }, taken), { field: 'slug', status: 409 })
  t.match(checkCategory({ key: 'NIGIRI' }, taken), { field: 'key', status: 409 })
})

t.test('the change of each field, old → new', async (t) => {
  const before: ProductView = {
    names: { pl: 'Nigiri z łososiem', en: 'Salmon nigiri' },
    descriptions: { pl: 'Opis', en: 'Text' },
    price: 19,
    vatRate: 8,
    deposit: null,
    mainCategory: 'NIGIRI',
    categories: [],
    count: 2,
    allergens: ['FISH', 'SOYBEANS'],
    tags: [],
    visible: true,
    isNew: false,
    position: 0,
    slug: 'nigiri-losos',
    picture: null,
  }
  const after = {
    ...before,
    names: { ...before.names, pl: 'Nigiri łosoś' },
    price: 21.5,
    vatRate: 23 as const,
    deposit: 0.5,
    visible: false,
    isNew: true,
    allergens: ['FISH' as const],
  }
  t.same(fieldChanges(before, after), [
    { field: 'names.pl', from: 'Nigiri z łososiem', to: 'Nigiri łosoś' },
    { field: 'price', from: 19, to: 21.5 },
    { field: 'vatRate', from: 8, to: 23 },
    { field: 'deposit', from: null, to: 0.5 },
    { field: 'allergens', from: ['FISH', 'SOYBEANS'], to: ['FISH'] },
    { field: 'visible', from: true, to: false },
    { field: 'isNew', from: false, to: true },
  ])
  t.same(fieldChanges(before, before), [])
  const created = fieldChanges(null, before)
  t.equal(created.length, 15, 'every field of a new dish but its null deposit and picture, from null')
  t.same(created[0], { field: 'names.pl', from: null, to: 'Nigiri z łososiem' })
})

t.test('a dish named like another of its category is found (the editor asks before saving it)', async (t) => {
  const products = [
    { id: 'a', mainCategory: 'nigiri', names: { pl: 'Nigiri z łososiem', en: 'Salmon nigiri' } },
    { id: 'b', mainCategory: 'maki', names: { pl: 'Maki z ogórkiem', en: 'Cucumber maki' } },
  ]
  const dish = (id: string | null, mainCategory: string, pl: string, en = '') => ({
    id,
    mainCategory,
    names: { pl, en },
  })
  t.equal(sameNameDish(products, dish(null, 'nigiri', '  nigiri Z  ŁOSOSIEM '))?.id, 'a', 'case and spaces')
  t.equal(sameNameDish(products, dish(null, 'nigiri', 'Nigiri z lososiem'))?.id, 'a', 'accents')
  t.equal(
    sameNameDish(products, dish(null, 'nigiri', 'Nigiri łosoś', 'salmon nigiri'))?.id,
    'a',
    'the English name',
  )
  t.equal(sameNameDish(products, dish(null, 'maki', 'Nigiri z łososiem')), undefined, 'another category')
  t.equal(sameNameDish(products, dish('a', 'nigiri', 'Nigiri z łososiem')), undefined, 'the dish itself')
  t.equal(sameNameDish(products, dish(null, 'nigiri', 'Nigiri z tuńczykiem')), undefined)
  t.equal(
    sameNameDish(products, dish(null, 'nigiri', 'Nigiri z tuńczykiem', '')),
    undefined,
    'an empty name is no match',
  )
})
