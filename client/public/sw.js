/* Sakana Sushi service worker: repeat visits load instantly and the menu stays readable offline.
 * Hashed build assets: cache first (they never change). Pictures: cached, refreshed in the
 * background. Pages and their page data: network first, the last copy when offline. The API is
 * never cached. */
const VERSION = 'v2'
const ASSETS = `assets-${VERSION}`
const IMAGES = `images-${VERSION}`
const PAGES = `pages-${VERSION}`
const KEEP = [ASSETS, IMAGES, PAGES]

self.addEventListener('install', () => self.skipWaiting())

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => !KEEP.includes(name)).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
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
