// Not in the PostgreSQL pass: rendered head tags.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import t from 'tap'

import { categoryPath } from '#domain/menu/catalog.js'
import { build, decodeEntities, headOf } from '../../helpers/app.js'
import { categories, productPath, products } from '../../helpers/menu-seed.js'

// What crawlers and social networks read: a 1200×630 JPEG per page type with its description, an
// image for every product in JSON-LD, and only the public address, never localhost.
const PUBLIC = fileURLToPath(new URL('../../../client/public', import.meta.url))
const ORIGIN = 'https://sushi.example'

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null
  let i = 2
  while (i < bytes.length) {
    if (bytes[i] !== 0xff) return null
    const marker = bytes[i + 1]!
    const length = bytes.readUInt16BE(i + 2)
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) }
    i += 2 + length
  }
  return null
}

const meta = (head: string, property: string) =>
  decodeEntities(new RegExp(`<meta property="${property}" content="([^"]*)"/?>`).exec(head)?.[1] ?? '')

t.test('each page type shares its own 1200×630 JPEG with a description in the page language', async (t) => {
  const app = await build(t, { env: { PUBLIC_URL: ORIGIN } })
  const pages = { home: '/', category: categoryPath(categories[4]!), product: productPath(products[0]!) }
  const seen = new Set<string>()
  for (const [type, path] of Object.entries(pages)) {
    const alts = new Set<string>()
    for (const lang of ['pl', 'en']) {
      const head = headOf((await app.inject({ url: path, cookies: { lang } })).body)
      const image = meta(head, 'og:image')
      t.match(image, new RegExp(`^${ORIGIN}/images/og/${type}\\.jpg$`), `${type} ${lang}: og:image`)
      seen.add(image)
      const file = readFileSync(PUBLIC + image.slice(ORIGIN.length))
      t.same(jpegSize(file), { width: 1200, height: 630 }, `${type}: a real 1200×630 JPEG`)
      t.equal(meta(head, 'og:image:type'), 'image/jpeg')
      t.equal(meta(head, 'og:image:width'), '1200')
      t.equal(meta(head, 'og:image:height'), '630')
      const alt = meta(head, 'og:image:alt')
      t.ok(alt.length > 20, `${type} ${lang}: og:image:alt "${alt}"`)
      alts.add(alt)
      const served = await app.inject({ url: image.slice(ORIGIN.length) })
      t.equal(served.statusCode, 200, `${type}: the image is served`)
      t.match(served.headers['content-type'], /^image\/jpeg/)
    }
    t.equal(alts.size, 2, `${type}: the description follows the language`)
  }
  t.equal(seen.size, 3, 'three different images')
})

t.test(
  "every product in JSON-LD has its picture, on the product page and on its category's page",
  async (t) => {
    const app = await build(t, { env: { PUBLIC_URL: ORIGIN } })
    const ldOf = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
        JSON.parse(m[1]!),
      )
    for (const product of products) {
      const [ld] = ldOf((await app.inject({ url: productPath(product) })).body)
      t.same(ld.image, [`${ORIGIN}${product.imagesUrl[0]}`], `${product.id}: image in JSON-LD`)
    }
    const items = []
    for (const category of categories) {
      const [section] = ldOf((await app.inject({ url: categoryPath(category) })).body)
      items.push(...section.hasMenuItem)
    }
    t.ok(items.length >= products.length, 'every product on some category page')
    for (const item of items) {
      t.ok(
        Array.isArray(item.image) && item.image[0].startsWith(`${ORIGIN}/images/products/`),
        `${item.name}: image`,
      )
    }
  },
)

t.test('with PUBLIC_URL set, no page, sitemap or robots.txt mentions localhost', async (t) => {
  const app = await build(t, { env: { PUBLIC_URL: ORIGIN } })
  const listed = (await app.inject({ url: '/sitemap.xml' })).body
  const paths = [
    ...[...listed.matchAll(/<loc>https:\/\/sushi\.example([^<]*)<\/loc>/g)].map((m) => m[1]!),
    '/zamowienie/',
    '/dziekujemy/',
    '/manage/',
    '/nie-ma/',
    '/sitemap.xml',
    '/robots.txt',
  ]
  t.ok(paths.length > 120, `${paths.length} addresses`)
  for (const lang of ['pl', 'en']) {
    for (const path of paths) {
      const body = (await app.inject({ url: path, cookies: { lang } })).body
      t.notMatch(body, /localhost|127\.0\.0\.1|0\.0\.0\.0/, `${lang} ${path}`)
    }
  }
  const sitemap = (await app.inject({ url: '/sitemap.xml' })).body
  t.match(sitemap, `<loc>${ORIGIN}/regulamin/</loc>`, 'the terms are in the sitemap')
  t.match((await app.inject({ url: '/robots.txt' })).body, `Sitemap: ${ORIGIN}/sitemap.xml`)
})
