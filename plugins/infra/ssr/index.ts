import { join } from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { RenderResult } from '#client/entry-server.js'
import type { Catalog } from '#domain/menu/catalog.js'
import { addVary, EncodedBody, sendEncoded } from '#infra/http/encoded.js'
import { sendError } from '#infra/http/errors.js'
import { contentSecurityPolicy, inlineScriptHashes } from '#infra/http/security-headers.js'
import { isOneOf, LANGUAGE_COOKIE, LANGUAGES, type Language } from '#schemas/enums.js'
import { headAssets } from './head-assets.js'
import { PageCache } from './page-cache.js'
import {
  canonicalPageRedirect,
  hasFileExtension,
  isFileArea,
  PERMANENT_REDIRECTS,
  trailingSlashRedirect,
} from './paths.js'
import { modulePreloadTags } from './preloads.js'
import { createRenderer, type RenderModule, type SsrMode } from './renderer.js'
import { registerBuiltFiles, registerSourceFiles } from './static-files.js'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What search engines are told of the pages declared in client/routes.ts (docs/client.md,
     * "Adding a page"): the paths robots.txt disallows, and the sitemap's paths for a menu.
     */
    pageIndex: {
      hiddenPaths(): Promise<readonly string[]>
      sitemapPaths(menu: Catalog): Promise<string[]>
    }
  }
}

interface SsrPluginOptions {
  mode: SsrMode
  /** Project root (holds index.html, dist/). */
  root: string
  /** Origin for canonical and Open Graph URLs. */
  publicUrl: string
  /** Replaces the render module (tests use it to simulate a failing render). */
  renderModule?: RenderModule
}

/** A finished page: the same bytes for every request with the same path and language. */
interface PageAnswer {
  status: number
  body: EncodedBody
  /** The CSP allowing exactly the page's inline scripts, by hash. */
  csp: string
}

const FALLBACK_500 =
  '<!doctype html><title>500</title><h1>Wystąpił błąd</h1><p><a href="/">Sakana Sushi</a></p>'

/** Server-side rendering of every page, static files, trailing-slash redirects. */
export default fp<SsrPluginOptions>(
  async (app, opts) => {
    const renderer = await createRenderer(app, opts.mode, opts.root)
    // A rendered page depends only on (path, language, build): known pages are kept as bytes.
    // 404 pages (any url can make one) have their own, smaller cache, so that a stream of
    // unknown urls cannot push the real pages out.
    const pages = new PageCache<PageAnswer>(500)
    const missing = new PageCache<PageAnswer>(100)
    // The search page asked with a query (`/szukaj/?q=…`): a page per query, kept apart so that
    // guests' searches never push the menu's pages out.
    const searches = new PageCache<PageAnswer>(100)
    // Page data (docs/client.md): JSON for client-side navigation, kept like the pages.
    const pageData = new PageCache<EncodedBody>(500)
    const development = opts.mode === 'vite'
    // Pages and page data are drawn from the menu snapshot: a new version empties the caches, so
    // the first request after a change renders once and the later ones are served from memory.
    let cachedVersion = app.menu.current().version
    // The urls (no query) whose page went through every check of the page route below (redirects,
    // canonical address, moved menu addresses) and rendered a 200, per language: the next request
    // for one is answered from here at once. Those checks depend only on the url and the menu
    // version, and a new version empties this too. Bounded: when full it starts again, refilled
    // from `pages` by the next requests.
    const checked: Record<Language, Map<string, PageAnswer>> = { pl: new Map(), en: new Map() }
    const CHECKED_KEPT = 1000
    function menuNow() {
      const menu = app.menu.current()
      if (menu.version !== cachedVersion) {
        pages.clear()
        missing.clear()
        searches.clear()
        pageData.clear()
        checked.pl.clear()
        checked.en.clear()
        cachedVersion = menu.version
      }
      return menu
    }

    const renderModule = async () => opts.renderModule ?? (await renderer.module())
    app.decorate('pageIndex', {
      hiddenPaths: async () => (await renderModule()).HIDDEN_PATHS,
      sitemapPaths: async (menu: Catalog) => (await renderModule()).sitemapPaths(menu),
    })

    if (opts.mode === 'build') {
      await registerBuiltFiles(app, join(opts.root, 'dist/client'))
    } else if (opts.mode === 'source') {
      // Tests and `source` runs serve the artwork straight from client/public.
      await registerSourceFiles(app, join(opts.root, 'client/public'))
    }

    function languageOf(request: FastifyRequest): Language {
      const value = request.cookies[LANGUAGE_COOKIE]
      return isOneOf(LANGUAGES, value) ? value : 'pl'
    }

    /**
     * The document React rendered, with the build's asset tags (the stylesheet, inlined in the
     * production build; the entry script and module preloads from Vite's index.html) and the
     * preloads of the page's own chunks and strings added at the end of its <head>
     * (docs/client.md, "First paint" and "Module preloads").
     */
    function assemble(template: string, result: RenderResult, preloads = '', styles = renderer.guestStyles) {
      const assets = headAssets(template, styles, preloads)
      // A replacement function, not a string: a '$$' or '$&' in the content must stay as written.
      return result.html.replace('</head>', () => `${assets}</head>`)
    }

    function preloadsOf(module: RenderModule, path: string, lang: Language): string {
      if (!renderer.manifest || !module.firstVisitModules) return ''
      return modulePreloadTags(renderer.manifest, module.firstVisitModules(path, lang))
    }

    /** The stylesheets a page carries: the whole ones on the staff's pages, the guests' elsewhere. */
    function stylesOf(module: RenderModule, path: string): ReadonlyMap<string, string> {
      return module.pageStylesheet?.(path) === 'whole' ? renderer.styles : renderer.guestStyles
    }

    function pageHeaders(reply: FastifyReply, lang: Language, csp: string | null) {
      reply
        .type('text/html; charset=utf-8')
        // Revalidated on every visit: the ETag makes that a 304 without a body.
        .header('Cache-Control', 'no-cache')
        .header('Content-Language', lang)
      // The language comes from the `lang` cookie.
      addVary(reply, 'Cookie')
      if (csp) reply.header('Content-Security-Policy', csp)
    }

    /**
     * Sends the page of a path; `status` replaces the page's own (the 404 for unrouted urls).
     * `checkedUrl`: the request's url, when the page route has checked it (see `checked`).
     */
    async function sendPage(
      request: FastifyRequest,
      reply: FastifyReply,
      path: string,
      status?: number,
      checkedUrl?: string,
    ) {
      const lang = languageOf(request)
      const menu = menuNow()
      // The part of the query the page is rendered from (the search's `q`), when it reads one.
      const search = status === undefined ? /\?.*/s.exec(request.url)?.[0] : undefined
      const query = search ? ((await renderModule()).renderedQuery?.(path, search) ?? '') : ''
      const key = `${lang}:${path}${query}`
      const kept = query ? searches : pages
      const cached = renderer.cacheable ? (kept.get(key) ?? missing.get(key)) : undefined
      if (cached) {
        if (checkedUrl !== undefined) remember(lang, checkedUrl, cached)
        pageHeaders(reply, lang, cached.csp)
        return sendEncoded(request, reply, cached.body, { status: status ?? cached.status })
      }

      const module = opts.renderModule ?? (await renderer.module())
      const template = await renderer.template(path)
      let result: RenderResult
      try {
        result = module.render(path + query, { lang, origin: opts.publicUrl, menu })
      } catch (err) {
        renderer.vite?.ssrFixStacktrace(err as Error)
        request.log.error({ err, reqId: request.id, path }, 'page render failed')
        // The 500 page is not cached: the next request tries the page again.
        let html: string
        try {
          html = assemble(template, module.renderError(path, { lang, origin: opts.publicUrl }))
        } catch {
          html = FALLBACK_500
        }
        pageHeaders(reply, lang, development ? null : contentSecurityPolicy(false, inlineScriptHashes(html)))
        return reply.code(500).send(html)
      }

      const html = assemble(template, result, preloadsOf(module, path, lang), stylesOf(module, path))
      if (!renderer.cacheable) {
        // Development: Vite's own inline scripts need the development policy; nothing is kept.
        pageHeaders(reply, lang, null)
        return reply.code(status ?? result.status).send(html)
      }
      const answer: PageAnswer = {
        status: result.status,
        body: new EncodedBody(html, result.status === 200 ? 'max' : 'fast'),
        csp: contentSecurityPolicy(false, inlineScriptHashes(html)),
      }
      if (result.status === 200) {
        kept.set(key, answer)
        if (checkedUrl !== undefined) remember(lang, checkedUrl, answer)
      } else if (result.status === 404) missing.set(key, answer)
      pageHeaders(reply, lang, answer.csp)
      return sendEncoded(request, reply, answer.body, { status: status ?? answer.status })
    }

    /** Keeps a checked url's page (a 200 page, with no status of its own). */
    function remember(lang: Language, url: string, answer: PageAnswer) {
      if (answer.status !== 200) return
      const urls = checked[lang]
      if (urls.size >= CHECKED_KEPT) urls.clear()
      urls.set(url, answer)
    }

    /** A browser asking for a page (not a script, a JSON client or curl's default Accept). */
    function wantsHtml(request: FastifyRequest): boolean {
      return /\btext\/html\b/i.test(request.headers.accept ?? '')
    }

    function notFoundJson(request: FastifyRequest, reply: FastifyReply, path: string) {
      return sendError(reply, 404, `Nie ma takiego adresu: ${request.method} ${path}`, 'NOT_FOUND')
    }

    // Anything no route answers (`/index.html`, which the static files refuse, a POST to a page...):
    // browsers get the HTML 404 page, API clients JSON.
    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/'
      if (
        (request.method === 'GET' || request.method === 'HEAD') &&
        wantsHtml(request) &&
        !isFileArea(path)
      ) {
        return sendPage(request, reply, path, 404)
      }
      return notFoundJson(request, reply, path)
    })

    // The page data of a page, from the menu snapshot; revalidated on every use (no-cache and an
    // ETag), so neither the browser nor the service worker keeps a price the menu has changed.
    // A plain function like the page route: a kept answer is sent without a promise.
    app.get('/page-data/*', (request, reply) => {
      const url = request.url.split('?')[0] ?? ''
      const menu = menuNow()
      const kept = renderer.cacheable ? pageData.get(url) : undefined
      if (kept) return sendPageData(request, reply, kept)
      return buildPageData(request, reply, url, menu)
    })

    function sendPageData(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
      reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-cache')
      return sendEncoded(request, reply, body)
    }

    async function buildPageData(request: FastifyRequest, reply: FastifyReply, url: string, menu: Catalog) {
      const module = opts.renderModule ?? (await renderer.module())
      let data: ReturnType<RenderModule['pageDataAt']>
      try {
        data = module.pageDataAt(url, menu)
      } catch (err) {
        // A 500, which the client shows as the 500 page.
        renderer.vite?.ssrFixStacktrace(err as Error)
        throw err
      }
      // No page there: the 404 the client shows as the 404 page (not kept: any url makes one).
      if (!data) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
      const body = new EncodedBody(JSON.stringify(data))
      if (renderer.cacheable) pageData.set(url, body)
      return sendPageData(request, reply, body)
    }

    // A plain function: a page whose url was checked before is sent without a promise; anything
    // else goes through every check (docs/benchmarks.md, "Serving").
    app.get('/*', (request, reply) => {
      if (renderer.cacheable) {
        const lang = languageOf(request)
        menuNow()
        const known = checked[lang].get(request.url)
        if (known) {
          pageHeaders(reply, lang, known.csp)
          return sendEncoded(request, reply, known.body)
        }
      }
      return routePage(request, reply)
    })

    /** The page route's checks, then the page (from the cache, or rendered). */
    async function routePage(request: FastifyRequest, reply: FastifyReply) {
      const path = request.url.split('?')[0] ?? '/'
      const moved = PERMANENT_REDIRECTS[path]
      if (moved) return reply.redirect(moved, 301)
      const redirect = trailingSlashRedirect(request.url)
      if (redirect) return reply.redirect(redirect, 301)
      const html = path.toLowerCase().endsWith('.html')
      if ((hasFileExtension(path) && !html) || isFileArea(path)) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
      }
      if (html && !wantsHtml(request)) return notFoundJson(request, reply, path)
      if (!html) {
        // Only the canonical address of a page is rendered and cached; its variants move there.
        const canonical = canonicalPageRedirect(request.url)
        if (canonical === 'none') return sendPage(request, reply, '/404/', 404)
        if (canonical) return reply.redirect(canonical, 301)
        // A dish or category whose address changed (docs/menu.md, "Addresses").
        const menuMoved = await app.menuRedirect(path)
        if (menuMoved) return reply.redirect(menuMoved, 301)
        // Checked: the next request for this very url (no query) skips the checks.
        if (path === request.url) return sendPage(request, reply, path, undefined, path)
      }
      return sendPage(request, reply, path)
    }
  },
  { name: 'ssr', dependencies: ['http', 'menu'] },
)
