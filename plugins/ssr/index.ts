import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { RenderResult } from '../../client/entry-server.js'
import { isLanguage, LANGUAGE_COOKIE, type Language } from '../../client/i18n/index.js'
import { scriptJson } from '../../client/shared/head.js'
import { sendError } from '../http/errors.js'
import { PageCache } from './page-cache.js'
import { hasFileExtension, isFileArea, PERMANENT_REDIRECTS, trailingSlashRedirect } from './paths.js'
import { createRenderer, type RenderModule, type SsrMode } from './renderer.js'

interface SsrPluginOptions {
  mode: SsrMode
  /** Project root (holds index.html, dist/). */
  root: string
  /** Origin for canonical and Open Graph URLs. */
  publicUrl: string
  /** Replaces the render module (tests use it to simulate a failing render). */
  renderModule?: RenderModule
}

const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Server-side rendering of every page, static files, trailing-slash redirects. */
export default fp<SsrPluginOptions>(
  async (app, opts) => {
    const renderer = await createRenderer(app, opts.mode, opts.root)
    const cache = new PageCache<RenderResult>(500)

    if (opts.mode === 'build') {
      await app.register(fastifyStatic, {
        root: join(opts.root, 'dist/client'),
        wildcard: false,
        index: false,
        cacheControl: false,
        allowedPath: (path) => path !== '/index.html',
        setHeaders: (res, path) => {
          const hashed = path.includes('/assets/')
          // The service worker script must be re-checked on every visit to pick up a new version.
          res.setHeader(
            'Cache-Control',
            hashed ? IMMUTABLE : path.endsWith('/sw.js') ? 'no-cache' : 'public, max-age=86400',
          )
        },
      })
    } else if (opts.mode === 'source') {
      // Tests and `source` runs serve the artwork straight from client/public.
      await app.register(fastifyStatic, {
        root: join(opts.root, 'client/public'),
        wildcard: false,
        index: false,
        cacheControl: false,
        setHeaders: (res, path) =>
          res.setHeader('Cache-Control', path.endsWith('/sw.js') ? 'no-cache' : 'public, max-age=86400'),
      })
    }

    function languageOf(request: FastifyRequest): Language {
      const value = request.cookies[LANGUAGE_COOKIE]
      return isLanguage(value) ? value : 'pl'
    }

    function renderPage(module: RenderModule, path: string, lang: Language): RenderResult {
      const key = `${lang}:${path}`
      const cached = renderer.cacheable ? cache.get(key) : undefined
      if (cached) return cached
      const result = module.render(path, { lang, origin: opts.publicUrl })
      if (renderer.cacheable && (result.status === 200 || result.status === 404)) cache.set(key, result)
      return result
    }

    async function sendPage(request: FastifyRequest, reply: FastifyReply, path: string, status?: number) {
      const lang = languageOf(request)
      const module = opts.renderModule ?? (await renderer.module())
      let result: RenderResult
      let error = false
      try {
        result = renderPage(module, path, lang)
      } catch (err) {
        renderer.vite?.ssrFixStacktrace(err as Error)
        request.log.error({ err, reqId: request.id, path }, 'page render failed')
        error = true
        try {
          result = module.renderError(path, { lang, origin: opts.publicUrl })
        } catch {
          return reply
            .code(500)
            .type('text/html; charset=utf-8')
            .send(
              '<!doctype html><title>500</title><h1>Wystąpił błąd</h1><p><a href="/">Sakana Sushi</a></p>',
            )
        }
      }
      const nonce = request.cspNonce
      const template = await renderer.template(path)
      const data = `<script id="app-data" type="application/json" nonce="${nonce}">${scriptJson({ lang, origin: opts.publicUrl, error })}</script>`
      // Replacement functions, not strings: a '$$' or '$&' in the content must stay as written.
      const head = module.renderHead(result.head, lang, opts.publicUrl, nonce)
      const html = template
        .replace('<html lang="pl">', () => `<html lang="${lang}">`)
        .replace('<!--app-head-->', () => head)
        .replace('<!--app-html-->', () => result.html)
        .replace('<!--app-data-->', () => data)
      return reply
        .code(status ?? result.status)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Cookie')
        .header('Content-Language', lang)
        .send(html)
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

    app.get('/*', async (request, reply) => {
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
      return sendPage(request, reply, path)
    })
  },
  { name: 'ssr', dependencies: ['http'] },
)
