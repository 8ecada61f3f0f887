import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { firstVisitModules } from '#client/page-data/modules.js'
import {
  FIRST_VISIT_HARD_LIMIT,
  FIRST_VISIT_TARGET,
  firstVisitBytes,
  readManifest,
} from '../../scripts/js-budget.js'
import { ensureProductionBuild } from '../helpers/production-build.js'

// The JavaScript a guest downloads, measured on the production build (docs/client.md, "JavaScript
// budget": a first visit to / should take at most 100 kB gzip, and must stay under 110 kB).
const root = 'dist/client'
ensureProductionBuild()
const HARD_LIMIT = FIRST_VISIT_HARD_LIMIT
const TARGET = FIRST_VISIT_TARGET

t.test('a first visit to / stays under the hard limit of JavaScript', async (t) => {
  for (const lang of ['pl', 'en'] as const) {
    const first = await firstVisitBytes(root, '/', lang)
    t.comment(
      `first visit to / (${lang}): ${first.gzip} bytes gzip (target ${TARGET}, hard limit ${HARD_LIMIT})`,
    )
    t.ok(first.gzip <= HARD_LIMIT, `${lang}: ${first.gzip} bytes ≤ ${HARD_LIMIT}`)
  }
})

t.test(
  'a guest does not download the staff area, the checkout, the content pages, the catalog or the other language',
  async (t) => {
    const manifest = await readManifest(root)
    const first = await firstVisitBytes(root, '/', 'pl')
    const fileOf = (src: string) => manifest[src]?.file
    for (const lazy of [
      'client/pages/ManagePage.tsx',
      'client/pages/OrderPage.tsx',
      'client/pages/ThankYouPage.tsx',
      'client/pages/AboutPage.tsx',
      'client/pages/ContactPage.tsx',
      'client/pages/DeliveryPage.tsx',
      'client/pages/RestaurantPage.tsx',
      'client/pages/TermsPage.tsx',
      'client/i18n/en.ts',
    ]) {
      const file = fileOf(lazy)
      t.ok(file, `${lazy} is its own chunk`)
      t.notOk(first.files.includes(file!), `${lazy} is not loaded on a first visit to /`)
    }
    // The catalog is not in any browser chunk: a product description only the catalog holds.
    const assets = readdirSync(join(root, 'assets')).filter((f) => f.endsWith('.js'))
    const withCatalog = assets.filter((f) =>
      readFileSync(join(root, 'assets', f), 'utf8').includes('nigiri-losos'),
    )
    t.same(withCatalog, [], 'no chunk carries the menu catalog')
  },
)

t.test('page data is not in the build: the process serves it from the menu, which staff edit', async (t) => {
  // docs/menu.md: /page-data/… answers come from the menu snapshot, so an edit reaches them at once;
  // a file written at build time would keep yesterday's prices.
  t.notOk(existsSync(join(root, 'page-data')), 'no page-data folder in dist/client')
})

t.test('the built service worker lists exactly this build’s assets', async (t) => {
  const sw = readFileSync(join(root, 'sw.js'), 'utf8')
  const listed = JSON.parse(/const BUILD_ASSETS = (\[[^\]]*\])/.exec(sw)?.[1] ?? '[]') as string[]
  const built = readdirSync(join(root, 'assets'))
    .filter((f) => !/\.(br|gz|map)$/.test(f))
    .map((f) => `/assets/${f}`)
  t.same([...listed].sort(), [...built].sort())
  const manifest = await readManifest(root)
  const entry = Object.values(manifest).find((e) => e.isEntry)
  t.ok(entry && listed.includes(`/${entry.file}`), 'the entry chunk is among them')
})

t.test('every module the server names for modulepreload is a chunk of the build', async (t) => {
  const manifest = await readManifest(root)
  const paths = ['/', '/restauracja/', '/dostawa/', '/o_nas/', '/kontakt/', '/regulamin/', '/zamowienie/']
  paths.push('/dziekujemy/', '/manage/', '/menu/nigiri/', '/menu/nigiri/nigiri-losos/')
  for (const lang of ['pl', 'en'] as const) {
    for (const path of paths) {
      for (const module of firstVisitModules(path, lang)) {
        t.ok(manifest[module], `${lang} ${path}: ${module} is in the manifest`)
      }
    }
  }
})
