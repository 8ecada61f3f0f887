import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import t from 'tap'
import { serviceWorkerFor } from '../../../scripts/service-worker.js'

// The service worker (client/public/sw.js) run in a sandbox with an in-memory Cache Storage: what
// it keeps and what it drops when the worker of a new build activates.
const source = readFileSync('client/public/sw.js', 'utf8')
const ORIGIN = 'https://sakanasushi.test'

type Entry = { url: string; body: string }
function fakeCaches(initial: Record<string, Entry[]>) {
  const store = new Map(Object.entries(initial).map(([name, entries]) => [name, [...entries]]))
  const cacheOf = (name: string) => {
    if (!store.has(name)) store.set(name, [])
    const entries = store.get(name)!
    return {
      keys: async () => entries.map((e) => ({ url: e.url })),
      delete: async (request: { url: string }) => {
        const index = entries.findIndex((e) => e.url === request.url)
        if (index >= 0) entries.splice(index, 1)
        return index >= 0
      },
      put: async (request: { url: string }, response: { body: string }) => {
        const index = entries.findIndex((e) => e.url === request.url)
        if (index >= 0) entries.splice(index, 1)
        entries.push({ url: request.url, body: response.body })
      },
      match: async (request: { url: string } | string) => {
        const url = typeof request === 'string' ? new URL(request, ORIGIN).href : request.url
        return entries.find((e) => e.url === url)
      },
    }
  }
  return {
    store,
    api: {
      keys: async () => [...store.keys()],
      delete: async (name: string) => store.delete(name),
      open: async (name: string) => cacheOf(name),
    },
  }
}

async function activate(script: string, caches: ReturnType<typeof fakeCaches>, online: boolean) {
  const listeners: Record<string, (event: unknown) => void> = {}
  const fetched: string[] = []
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners[type] = listener
    },
    skipWaiting: () => undefined,
    clients: { claim: async () => undefined },
  }
  const fetch = async (url: string) => {
    fetched.push(url)
    if (!online) throw new TypeError('Failed to fetch')
    return { ok: true, body: `fresh ${new URL(url).pathname}` }
  }
  runInNewContext(script, { self, caches: caches.api, fetch, URL, Set, Promise })
  let done: Promise<unknown> = Promise.resolve()
  listeners.activate!({ waitUntil: (promise: Promise<unknown>) => (done = promise) })
  await done
  return fetched
}

const oldBuild = () =>
  fakeCaches({
    'assets-v2': [{ url: `${ORIGIN}/assets/index-old.js`, body: 'old' }],
    assets: [
      { url: `${ORIGIN}/assets/index-old.js`, body: 'old' },
      { url: `${ORIGIN}/assets/index-new.js`, body: 'new' },
      { url: `${ORIGIN}/assets/index-new.css`, body: 'new' },
    ],
    images: [{ url: `${ORIGIN}/images/logo.svg`, body: 'logo' }],
    pages: [
      { url: `${ORIGIN}/menu/nigiri/`, body: 'old page' },
      { url: `${ORIGIN}/page-data/menu/nigiri/page-data.json`, body: 'data' },
    ],
  })

t.test('a new build drops the assets of older builds and refreshes the pages kept offline', async (t) => {
  const caches = oldBuild()
  const script = serviceWorkerFor(source, ['/assets/index-new.js', '/assets/index-new.css'])
  const fetched = await activate(script, caches, true)
  t.same([...caches.store.keys()].sort(), ['assets', 'images', 'pages'], 'caches of other names dropped')
  t.same(
    caches.store.get('assets')!.map((e) => e.url),
    [`${ORIGIN}/assets/index-new.js`, `${ORIGIN}/assets/index-new.css`],
    'only this build’s assets are kept',
  )
  t.same(caches.store.get('images')!.length, 1, 'pictures stay')
  t.same(fetched, [`${ORIGIN}/menu/nigiri/`], 'the page is fetched again, its page data is not')
  const pages = caches.store.get('pages')!
  t.equal(pages.find((e) => e.url.endsWith('/menu/nigiri/'))?.body, 'fresh /menu/nigiri/')
  t.ok(
    pages.find((e) => e.url.includes('/page-data/')),
    'page data stays available offline',
  )
})

t.test('offline, the pages kept stay as they were', async (t) => {
  const caches = oldBuild()
  await activate(serviceWorkerFor(source, ['/assets/index-new.js']), caches, false)
  t.same(
    caches.store.get('pages')!.map((e) => e.body),
    ['old page', 'data'],
  )
})

t.test('the worker as written (development, no list) drops nothing of the current caches', async (t) => {
  const caches = oldBuild()
  const fetched = await activate(source, caches, true)
  t.equal(caches.store.get('assets')!.length, 3)
  t.same(fetched, [])
  t.throws(() => serviceWorkerFor('self.addEventListener()', []), /no "const BUILD_ASSETS = \[\]" line/)
})
