// In a process of its own: it loads pages that other suites have loaded, and loaded pages stay in the module.
import '../helpers/setup.js'
import FakeTimers from '@sinonjs/fake-timers'
import t from 'tap'
import {
  ChunkLoadError,
  clearReloadMark,
  fetchPageData,
  loadPage,
  PAGE_DATA_MAX_RETRIES,
  PAGE_DATA_RETRY_MS,
  reloadOnce,
} from '#client/page-data/loader.js'
import { loadPageComponent } from '#client/page-data/pages.js'
import { pageDataUrl } from '#client/page-data/paths.js'
import {
  PRELOAD_BATCH_GAP_MS,
  PRELOAD_START_MS,
  type PreloadEnv,
  preloadAllowed,
  startPreloading,
} from '#client/page-data/preload.js'
import { ROUTES } from '#client/routes.js'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const contact = { page: 'contact', path: '/kontakt/', data: {} }

/** fetch answering from a list, recording the urls; waits recorded instead of slept. */
function fakeFetch(answers: (() => Response | Promise<Response>)[]) {
  const urls: string[] = []
  const waits: number[] = []
  return {
    urls,
    waits,
    deps: {
      fetch: (async (url: string) => {
        urls.push(url)
        const next = answers.shift()
        if (!next) throw new Error('no more answers')
        return next()
      }) as typeof fetch,
      wait: async (ms: number) => {
        waits.push(ms)
      },
    },
  }
}

t.test('page data lives at /page-data/<path>/page-data.json, index for /', async (t) => {
  t.equal(pageDataUrl('/'), '/page-data/index/page-data.json')
  t.equal(pageDataUrl('/kontakt/'), '/page-data/kontakt/page-data.json')
  t.equal(pageDataUrl('/menu/nigiri/nigiri-losos/'), '/page-data/menu/nigiri/nigiri-losos/page-data.json')
})

t.test('a page-data answer gives the page', async (t) => {
  const f = fakeFetch([() => json(contact)])
  t.same(await fetchPageData('/kontakt/', f.deps), { kind: 'page', data: contact })
  t.same(f.urls, ['/page-data/kontakt/page-data.json'])
})

t.test('the first page uses the data the document carries, without fetching it again', async (t) => {
  const inDocument = { page: 'terms', path: '/regulamin/', data: {} }
  const first = fakeFetch([])
  t.same(await loadPage('/regulamin/', first.deps, inDocument), { kind: 'page', data: inDocument })
  t.same(first.urls, [], 'no page-data request')
  // Data of another page in the document is not taken for this one: it is fetched as before.
  const nigiri = { page: 'category', path: '/menu/nigiri/', data: {} }
  const other = fakeFetch([() => json(nigiri)])
  t.same(await loadPage('/menu/nigiri/', other.deps, inDocument), { kind: 'page', data: nigiri })
  t.same(other.urls, ['/page-data/menu/nigiri/page-data.json'])
})

t.test('page data 404 or an invalid body gives the 404 page, without retrying', async (t) => {
  const notFound = fakeFetch([() => json({ message: 'Not Found' }, 404)])
  t.same(await fetchPageData('/menu/nieznana/', notFound.deps), { kind: 'notFound' })
  t.equal(notFound.urls.length, 1)
  const broken = fakeFetch([() => new Response('<html>not json', { status: 200 })])
  t.same(await fetchPageData('/kontakt/', broken.deps), { kind: 'notFound' })
  const other = fakeFetch([() => json({ page: 'home', path: '/', data: {} })])
  t.same(await fetchPageData('/kontakt/', other.deps), { kind: 'notFound' }, "another page's data is invalid")
  const unknown = fakeFetch([])
  t.same(await fetchPageData('/nie-ma-takiej/', unknown.deps), { kind: 'notFound' })
  t.same(unknown.urls, [], 'a path outside the route table needs no request')
})

t.test('page data 500 gives the 500 page', async (t) => {
  const f = fakeFetch([() => json({}, 500)])
  t.same(await fetchPageData('/kontakt/', f.deps), { kind: 'error' })
  t.equal(f.urls.length, 1)
})

t.test('other failures are retried every 200 ms, at most 3 times, then the load fails', async (t) => {
  const recovered = fakeFetch([
    () => Promise.reject(new TypeError('Failed to fetch')),
    () => json({}, 503),
    () => json(contact),
  ])
  t.same(await fetchPageData('/kontakt/', recovered.deps), { kind: 'page', data: contact })
  t.same(recovered.waits, [PAGE_DATA_RETRY_MS, PAGE_DATA_RETRY_MS], 'two retries, 200 ms apart')

  const down = fakeFetch(Array.from({ length: 10 }, () => () => json({}, 502)))
  await t.rejects(fetchPageData('/kontakt/', down.deps), { name: 'PageDataError' })
  t.equal(down.urls.length, 1 + PAGE_DATA_MAX_RETRIES, 'the first request and 3 retries')
  t.same(down.waits, [200, 200, 200])
})

t.test('the retries really wait 200 ms each (fake clock)', async (t) => {
  const clock = FakeTimers.install({ toFake: ['setTimeout'] })
  t.teardown(() => clock.uninstall())
  let calls = 0
  const original = globalThis.fetch
  globalThis.fetch = (async () => {
    calls++
    throw new TypeError('Failed to fetch')
  }) as typeof fetch
  t.teardown(() => {
    globalThis.fetch = original
  })
  const result = fetchPageData('/dostawa/').catch((error: Error) => error.name)
  await clock.tickAsync(0)
  t.equal(calls, 1)
  await clock.tickAsync(199)
  t.equal(calls, 1, 'no retry before 200 ms')
  await clock.tickAsync(1)
  t.equal(calls, 2)
  await clock.tickAsync(400)
  t.equal(calls, 4)
  t.equal(await result, 'PageDataError')
})

t.test('a failed chunk is a ChunkLoadError; the path is reloaded once, never in a loop', async (t) => {
  await t.rejects(
    loadPageComponent('contact', {
      contact: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    } as never),
    ChunkLoadError,
  )
  const assigned: string[] = []
  const win = {
    sessionStorage,
    location: { assign: (path: string) => assigned.push(path) },
  } as unknown as Window
  sessionStorage.clear()
  t.equal(reloadOnce('/zamowienie/', win), true, 'the first failure reloads')
  t.equal(reloadOnce('/zamowienie/', win), false, 'the same failure after the reload does not')
  t.same(assigned, ['/zamowienie/'])
  clearReloadMark(win)
  t.equal(reloadOnce('/zamowienie/', win), true, 'after a page was shown, a new failure may reload again')
})

function preloadEnv(links: string[], overrides: Partial<PreloadEnv> = {}) {
  const loaded: string[] = []
  const clock = FakeTimers.createClock()
  const document = new DOMParser().parseFromString(
    `<body>${links.map((href) => `<a href="${href}">x</a>`).join('')}</body>`,
    'text/html',
  )
  const env: PreloadEnv = {
    document,
    navigator: { userAgent: 'Mozilla/5.0 Chrome/140' },
    location: { pathname: '/' },
    setTimeout: (fn, ms) => clock.setTimeout(fn, ms),
    load: async (path) => {
      loaded.push(path)
    },
    isLoaded: (path) => loaded.includes(path),
    ...overrides,
  }
  return { env, loaded, clock }
}

const LINKS = [
  '/',
  '/restauracja/',
  '/menu/wege/',
  '/dostawa/',
  '/o_nas/',
  '/kontakt/',
  '/zamowienie/',
  '/kontakt/#godziny',
  '/api/menu',
  '/polityka-prywatnosci.pdf',
]

t.test('preloading starts 3 s after load, 4 pages a batch, 3 s between batches', async (t) => {
  const { env, loaded, clock } = preloadEnv(LINKS)
  startPreloading(env)
  await clock.tickAsync(PRELOAD_START_MS - 1)
  t.same(loaded, [], 'nothing before 3 s')
  await clock.tickAsync(1)
  t.same(loaded, ['/restauracja/', '/menu/wege/', '/dostawa/', '/o_nas/'], 'the first 4 linked pages')
  await clock.tickAsync(PRELOAD_BATCH_GAP_MS - 1)
  t.equal(loaded.length, 4)
  await clock.tickAsync(1)
  t.same(
    loaded.slice(4),
    ['/kontakt/', '/zamowienie/'],
    'the rest, once each; not the current page, files or the API',
  )
  await clock.tickAsync(60_000)
  t.equal(loaded.length, 6, 'pages already loaded are not loaded again')
})

t.test('no preloading on 2g, in save-data mode or for crawlers', async (t) => {
  for (const navigator of [
    { userAgent: 'Mozilla/5.0', connection: { effectiveType: '2g' } },
    { userAgent: 'Mozilla/5.0', connection: { effectiveType: 'slow-2g' } },
    { userAgent: 'Mozilla/5.0', connection: { effectiveType: '4g', saveData: true } },
    { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  ]) {
    t.equal(preloadAllowed(navigator), false, JSON.stringify(navigator))
    const { env, loaded, clock } = preloadEnv(LINKS, { navigator })
    startPreloading(env)
    await clock.tickAsync(30_000)
    t.same(loaded, [])
  }
  t.equal(preloadAllowed({ userAgent: 'Mozilla/5.0', connection: { effectiveType: '4g' } }), true)
})

t.test('pages loaded by navigation before their batch are skipped', async (t) => {
  const { env, loaded, clock } = preloadEnv(LINKS)
  loaded.push('/restauracja/', '/dostawa/')
  startPreloading(env)
  await clock.tickAsync(PRELOAD_START_MS)
  t.same(loaded.slice(2), ['/menu/wege/', '/o_nas/', '/kontakt/', '/zamowienie/'])
})

t.test('every route has a page chunk that loads its component', async (t) => {
  for (const route of ROUTES) {
    const component = await loadPageComponent(route.id)
    t.type(component, 'function', route.id)
  }
})
