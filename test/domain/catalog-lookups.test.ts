/**
 * The catalog's look-ups and API shapes: properties checked with fast-check over every product ×
 * category pair and over arbitrary slugs, and the frozen data shared by every request.
 */
import fc from 'fast-check'
import t from 'tap'
import { ALLERGEN_NAMES } from '#domain/menu/allergens.js'
import { categoryPath, localizeCategory, localizeProduct } from '#domain/menu/catalog.js'
import type { CategoryData, ProductData } from '#domain/menu/types.js'
import {
  categories,
  categoryBySlug,
  categoryOfProduct,
  productById,
  productBySlug,
  productPath,
  products,
  productsOfCategory,
} from '../helpers/menu-seed.js'
import { isVegetarian, ofMain, rule } from './catalog-rules.js'

t.test('look-ups', async (t) => {
  const listed = (p: ProductData, c: CategoryData) =>
    c.categoryKey === 'WEGE' ? isVegetarian(p) : p.mainCategory === c.categoryKey
  rule(t, 'a category is found by slug; its path is /menu/{slug}/', categories, (c) => {
    const ok = categoryBySlug(c.url) === c && categoryPath(c) === `/menu/${c.url}/`
    return !ok && c.url
  })
  rule(t, 'a product is found by id, under its main category, at /menu/{category}/{slug}/', products, (p) => {
    const main = categoryOfProduct(p)
    const ok =
      main.categoryKey === p.mainCategory &&
      productById(p.id) === p &&
      productBySlug(main.url, p.url) === p &&
      productPath(p) === `/menu/${main.url}/${p.url}/`
    return !ok && p.id
  })
  t.same(
    productsOfCategory('wege'),
    products.filter(isVegetarian),
    'wege lists every WEGE product, in catalog order',
  )
  t.same(
    productsOfCategory('nigiri'),
    ofMain('NIGIRI'),
    'a category lists its main-category products in catalog order',
  )
  fc.assert(
    fc.property(fc.constantFrom(...products), fc.constantFrom(...categories), (p, c) => {
      const expected = listed(p, c) ? p : undefined
      return (
        productBySlug(c.url, p.url) === expected && productsOfCategory(c.url).includes(p) === listed(p, c)
      )
    }),
    { numRuns: products.length * categories.length },
  )
  t.pass('property: a product page exists exactly under the categories that list the product')
  fc.assert(
    fc.property(fc.string(), fc.string(), (category, slug) => {
      const found = productBySlug(category, slug)
      const known = categories.some((c) => c.url === category)
      return (
        (found === undefined || (found.url === slug && productsOfCategory(category).includes(found))) &&
        (known || (categoryBySlug(category) === undefined && productsOfCategory(category).length === 0)) &&
        (productById(slug) === undefined || productById(slug)!.id === slug)
      )
    }),
    {
      numRuns: 500,
      examples: [
        ['nigiri', 'nope'],
        ['nope', products[0]!.url],
        ['pizza', ''],
        ['wege', 'nope'],
      ],
    },
  )
  t.pass('property: any other slug finds nothing')
})

t.test('localized shapes have the documented fields', async (t) => {
  const l = localizeCategory(categories[0]!, 'en')
  t.same(Object.keys(l).sort(), ['backgroundImage', 'categoryKey', 'id', 'imageUrl', 'name', 'url'])
  t.equal(l.name, categories[0]!.name.en)
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
    'deposit',
    'description',
    'id',
    'imagesUrl',
    'mainCategory',
    'name',
    'optionGroups',
    'price',
    'url',
  ])
  t.same(lp.optionGroups, [], 'a dish without options: an empty list')
  t.same(
    lp.allergens,
    plain.allergens!.map((a) => ALLERGEN_NAMES[a].en),
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
