/**
 * The catalog's pictures: small safe SVG drawings on disk, one of its own per product, no category
 * page showing one twice. One assertion per rule (see `rule`).
 */
import t from 'tap'
import { categories, products, productsOfCategory } from '../helpers/menu-seed.js'
import { listPictures, ofMain, pictureProblems, readPicture, rule } from './catalog-rules.js'

t.test('pictures: small safe SVG drawings on disk, one of its own per product', async (t) => {
  rule(t, 'category pictures (480×360) and backgrounds (1600×500)', categories, (c) => {
    const problems = [
      ...pictureProblems(c.imageUrl, 480, 360),
      ...pictureProblems(c.backgroundImage, 1600, 500),
    ]
    return problems.length > 0 && problems.join('; ')
  })
  t.same(pictureProblems('/images/logo.svg', 64, 64), [], 'the logo (64×64)')
  rule(t, 'one product picture each, 480×360, at /images/products/{name}.svg', products, (p) => {
    if (p.imagesUrl.length !== 1) return `${p.id}: ${p.imagesUrl.length} pictures`
    if (!/^\/images\/products\/[a-z0-9-]+\.svg$/.test(p.imagesUrl[0]!)) return `${p.id}: ${p.imagesUrl[0]}`
    const problems = pictureProblems(p.imagesUrl[0]!, 480, 360)
    return problems.length > 0 && problems.join('; ')
  })
  const used = new Set(products.map((p) => p.imagesUrl[0]!))
  t.equal(used.size, products.length, 'no two products share a picture file')
  // Not merely another file name: another drawing.
  const drawings = new Set(
    products.map((p) => readPicture(p.imagesUrl[0]!)?.replace(/<title>[^<]*<\/title>/, '')),
  )
  t.equal(drawings.size, products.length, 'no two products share a drawing')
  rule(t, 'no category page shows the same picture twice', categories, (c) => {
    const urls = productsOfCategory(c.url).map((p) => p.imagesUrl[0])
    return new Set(urls).size !== urls.length && c.url
  })
  t.same(
    listPictures('/images/products').filter((d) => !used.has(d)),
    [],
    'no unused product drawing',
  )
  // Vouchers share one design, so the amount is part of each picture.
  rule(t, 'a voucher’s picture shows its amount', ofMain('VOUCHER'), (v) => {
    return !readPicture(v.imagesUrl[0]!)?.includes(`>${v.price} zł</text>`) && v.id
  })
})
