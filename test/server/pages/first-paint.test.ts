// Not in the PostgreSQL pass: the document's head, drawn from the build's files.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { headAssets, inlinableCss, lowPriority, stylesheetHrefs } from '#infra/ssr/head-assets.js'
import { build, headOf } from '../../helpers/app.js'
import { ensureProductionBuild } from '../../helpers/production-build.js'

// The first paint needs the document alone (docs/client.md, "First paint"): the stylesheet travels
// in it, and the scripts that only hydrate it ask for a low priority.
ensureProductionBuild()

const TEMPLATE =
  '<!doctype html><html><head><!-- a note -->' +
  '<script type="module" crossorigin src="/assets/index-E.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/i18n-I.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-S.css">' +
  '</head><body></body></html>'

t.test('a stylesheet whose text is known is inlined first, the scripts follow at low priority', async (t) => {
  const css = '.a{color:red}'
  t.equal(
    headAssets(
      TEMPLATE,
      new Map([['/assets/index-S.css', css]]),
      '<link rel="modulepreload" crossorigin href="/assets/P.js">',
    ),
    '<style>.a{color:red}</style>' +
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-E.js"></script>' +
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/i18n-I.js">' +
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/P.js">',
  )
})

t.test(
  'without its text (development, tests on the sources) the stylesheet stays a link, first',
  async (t) => {
    t.equal(
      headAssets(TEMPLATE, new Map()),
      '<link rel="stylesheet" crossorigin href="/assets/index-S.css">' +
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index-E.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/i18n-I.js">',
    )
  },
)

t.test('a priority already written is kept; other tags are left alone', async (t) => {
  t.equal(
    lowPriority('<script type="module" fetchpriority="high" src="/a.js"></script>'),
    '<script type="module" fetchpriority="high" src="/a.js"></script>',
  )
  t.equal(lowPriority('<link rel="icon" href="/i.svg">'), '<link rel="icon" href="/i.svg">')
  t.equal(
    lowPriority('<script type="application/json">{}</script>'),
    '<script type="application/json">{}</script>',
  )
})

t.test('the stylesheets a template links are read in order, nothing else', async (t) => {
  t.same(stylesheetHrefs(TEMPLATE), ['/assets/index-S.css'])
  t.same(
    stylesheetHrefs(
      '<link rel="stylesheet" href="/a.css"><link rel="icon" href="/i.svg"><link rel="stylesheet" href="/b.css">',
    ),
    ['/a.css', '/b.css'],
  )
  t.same(stylesheetHrefs('<head></head>'), [])
})

t.test('a stylesheet that could close its own <style> element is not inlined', async (t) => {
  t.equal(inlinableCss('  .a{content:"x"}\n'), '.a{content:"x"}')
  t.equal(inlinableCss('.a{content:"</style><script>"}'), undefined)
  t.equal(inlinableCss('.a{content:"</STYLE "}'), undefined)
})

t.test(
  'the production build sends every page with its stylesheet inside and its scripts at low priority',
  async (t) => {
    const template = readFileSync('dist/client/index.html', 'utf8')
    const [href] = stylesheetHrefs(template) as [string]
    const css = readFileSync(join('dist/client', href), 'utf8').trim()
    const guestCss = (
      JSON.parse(readFileSync('dist/ssr/guest-styles.json', 'utf8')) as Record<string, string>
    )[href]!.trim()
    t.ok(guestCss.length < css.length * 0.75, "the guests' stylesheet is a quarter smaller or more")
    const app = await build(t, { ssrMode: 'build' })
    for (const path of ['/', '/menu/nigiri/', '/zamowienie/', '/manage/']) {
      const res = await app.inject({ url: path, headers: { accept: 'text/html' } })
      t.equal(res.statusCode, 200, path)
      const head = headOf(res.body)
      t.equal(head.split('<style>').length - 1, 1, `${path}: one <style> in the head`)
      if (path === '/manage/')
        t.ok(head.includes(`<style>${css}</style>`), `${path}: the built stylesheet, whole`)
      else t.ok(head.includes(`<style>${guestCss}</style>`), `${path}: the guests' stylesheet`)
      t.notMatch(head, /rel="stylesheet"/, `${path}: no stylesheet to wait for`)
      t.ok(
        head.indexOf('<style>') < head.indexOf('<script type="module"'),
        `${path}: the styles before the scripts`,
      )
      const scripts = head.match(/<script type="module"[^>]*>/g) ?? []
      const preloads = head.match(/<link rel="modulepreload"[^>]*>/g) ?? []
      t.equal(scripts.length, 1, `${path}: the entry`)
      t.ok(preloads.length >= 3, `${path}: the entry's imports and the page's chunks`)
      for (const tag of [...scripts, ...preloads]) t.match(tag, /fetchpriority="low"/, tag)
      // Inline styles are allowed by the page's policy (its scripts still need their hashes).
      t.match(res.headers['content-security-policy'], /style-src 'self' 'unsafe-inline'/)
    }
  },
)
