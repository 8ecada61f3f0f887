/* Sakana Sushi service worker: repeat visits load instantly and the menu stays readable offline.
 * Hashed build assets: cache first (they never change). Pictures: cached, refreshed in the
 * background. Pages and their page data: network first, the last copy when offline. The API is
 * never cached. The build writes its own list of assets below (scripts/service-worker.ts), so each
 * build is a new worker: when it activates it drops the assets of older builds and fetches the
 * pages kept for offline use again, so they point at this build's files. */
const BUILD_ASSETS = []
const ASSETS = 'assets'
const IMAGES = 'images'
const PAGES = 'pages'
const KEEP = [ASSETS, IMAGES, PAGES]

self.addEventListener('install', () => self.skipWaiting())

/** Drops caches of other names (the versioned names of earlier workers) and other builds' assets. */
async function dropOldBuilds() {
  const names = await caches.keys()
  await Promise.all(names.filter((name) => !KEEP.includes(name)).map((name) => caches.delete(name)))
  if (BUILD_ASSETS.length === 0) return
  const current = new Set(BUILD_ASSETS)
  const assets = await caches.open(ASSETS)
  for (const request of await assets.keys()) {
    if (!current.has(new URL(request.url).pathname)) await assets.delete(request)
  }
}

/** Pages kept offline are fetched again (best effort): their HTML names this build's files. */
async function refreshPages() {
  const pages = await caches.open(PAGES)
  for (const request of await pages.keys()) {
    if (new URL(request.url).pathname.startsWith('/page-data/')) continue
    try {
      const response = await fetch(request.url, { credentials: 'same-origin' })
      if (response.ok) await pages.put(request, response)
    } catch {
      // offline: the page stays as it was
    }
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    dropOldBuilds()
      .then(() => self.clients.claim())
      .then(() => (BUILD_ASSETS.length > 0 ? refreshPages() : undefined)),
  )
})

async function cacheFirst(request) {
  const cached = await caches.match(request)
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok) (await caches.open(ASSETS)).put(request, response.clone())
  return response
}

async function staleWhileRevalidate(request) {
  const cache = await caches.open(IMAGES)
  const cached = await cache.match(request)
  const network = fetch(request)
    .then((response) => {
      if (response.ok) cache.put(request, response.clone())
      return response
    })
    .catch(() => cached)
  return cached || network
}

async function networkFirst(request, fallback) {
  const cache = await caches.open(PAGES)
  try {
    const response = await fetch(request)
    if (response.ok) cache.put(request, response.clone())
    return response
  } catch (error) {
    const cached = (await cache.match(request)) || (fallback && (await cache.match(fallback)))
    if (cached) return cached
    throw error
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/') || url.pathname === '/sw.js')
    return
  if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request))
  else if (url.pathname.startsWith('/images/')) event.respondWith(staleWhileRevalidate(request))
  // Page data: the last copy offline, so pages read before stay readable and navigable.
  else if (url.pathname.startsWith('/page-data/')) event.respondWith(networkFirst(request, null))
  else if (request.mode === 'navigate' && !url.pathname.startsWith('/manage'))
    event.respondWith(networkFirst(request, '/'))
})
