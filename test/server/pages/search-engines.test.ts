// Not in the PostgreSQL pass: rendered pages and robots.txt.
/**
 * What search engines are told of the pages declared in client/routes.ts (docs/client.md, "Adding a
 * page"): robots.txt keeps them off the hidden ones, which also say noindex, and the sitemap lists
 * the listed ones.
 */
import t from 'tap'
import { build, headOf } from '../../helpers/app.js'

t.test('the checkout is open to search engines; the thank-you, staff and search pages are not', async (t) => {
  const app = await build(t)
  const robots = (await app.inject({ url: '/robots.txt' })).body
  t.notMatch(robots, /Disallow: \/zamowienie\//, 'robots.txt lets crawlers read the checkout')
  t.match(
    headOf((await app.inject({ url: '/zamowienie/' })).body),
    /<meta name="robots" content="index, follow"/,
  )
  t.same(
    robots.match(/^Disallow: .*$/gm),
    ['Disallow: /dziekujemy/', 'Disallow: /manage/', 'Disallow: /szukaj/', 'Disallow: /api/'],
    'exactly the hidden pages and the API',
  )
  const sitemap = (await app.inject({ url: '/sitemap.xml' })).body
  const fixed = [...sitemap.matchAll(/<loc>https:\/\/sakanasushi\.test(\/[^<]*)<\/loc>/g)]
    .map((m) => m[1])
    .filter((path) => !path!.startsWith('/menu/'))
  t.same(fixed, ['/', '/restauracja/', '/dostawa/', '/o_nas/', '/kontakt/', '/regulamin/'], 'listed pages')
  for (const path of ['/dziekujemy/', '/manage/', '/szukaj/']) {
    t.match(robots, new RegExp(`Disallow: ${path.replaceAll('/', '\\/')}`), `${path} disallowed`)
    const head = headOf((await app.inject({ url: path })).body)
    t.match(head, /<meta name="robots" content="noindex, nofollow"/, `${path} noindex`)
  }
})
