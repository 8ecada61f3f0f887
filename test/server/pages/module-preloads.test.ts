// Not in the PostgreSQL pass: pure functions over a build manifest, no database.
import t from 'tap'
import { firstVisitModules } from '#client/page-data/modules.js'
import { type Manifest, modulePreloadTags } from '#plugins/infra/ssr/preloads.js'

// A manifest shaped like Vite's (dist/client/.vite/manifest.json), written by hand.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: ['_i18n-I.js', '_api-A.js'] },
  '_i18n-I.js': { file: 'assets/i18n-I.js' },
  '_api-A.js': { file: 'assets/api-A.js' },
  '_card-C.js': { file: 'assets/card-C.js', imports: ['_api-A.js', '_cart-K.js'] },
  '_cart-K.js': { file: 'assets/cart-K.js', imports: ['index.html'] },
  'client/pages/HomePage.tsx': {
    file: 'assets/HomePage-H.js',
    imports: ['index.html', '_card-C.js', '_i18n-I.js'],
  },
  'client/i18n/pl.ts': { file: 'assets/pl-P.js' },
  'client/i18n/en.ts': { file: 'assets/en-N.js' },
}

t.test('a page names its chunk, what that imports and its strings, not what the entry has', async (t) => {
  t.equal(
    modulePreloadTags(manifest, ['client/i18n/pl.ts', 'client/pages/HomePage.tsx']),
    '<link rel="modulepreload" crossorigin href="/assets/pl-P.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/HomePage-H.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/card-C.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/cart-K.js">',
  )
  t.equal(modulePreloadTags(manifest, ['client/pages/Missing.tsx']), '', 'an unknown module adds nothing')
})

t.test(
  'a first visit loads React’s renderer, the language strings, the page and the strings the page needs',
  async (t) => {
    const renderer = 'node_modules/react-dom/client.js'
    t.same(firstVisitModules('/', 'pl'), [renderer, 'client/i18n/pl.ts', 'client/pages/HomePage.tsx'])
    t.same(firstVisitModules('/menu/nigiri/nigiri-losos/', 'en'), [
      renderer,
      'client/i18n/en.ts',
      'client/pages/ProductPage.tsx',
    ])
    t.same(firstVisitModules('/zamowienie/', 'en'), [
      renderer,
      'client/i18n/en.ts',
      'client/pages/OrderPage.tsx',
      'client/i18n/en-checkout.ts',
    ])
    t.same(firstVisitModules('/manage/', 'pl'), [
      renderer,
      'client/i18n/pl.ts',
      'client/pages/ManagePage.tsx',
      'client/i18n/staff-pl.ts',
      'client/i18n/pl-checkout.ts',
    ])
    t.same(
      firstVisitModules('/no/such/page/', 'pl'),
      [renderer, 'client/i18n/pl.ts'],
      'the 404 page: no page chunk',
    )
  },
)
