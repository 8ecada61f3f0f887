import type { FastifyPluginAsync } from 'fastify'
import { type Catalog, categoryPath } from '../../domain/menu/catalog.js'
import { EncodedBody, sendEncoded } from '../http/encoded.js'

/** Indexable pages: the information pages, every category and every product (canonical paths). */
function sitemapPaths(menu: Catalog): string[] {
  return [
    '/',
    '/restauracja/',
    '/dostawa/',
    '/o_nas/',
    '/kontakt/',
    '/regulamin/',
    ...menu.categories.map(categoryPath),
    ...menu.products.map(menu.productPath),
  ]
}

function escapeXml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

/** robots.txt, and sitemap.xml built once per menu version. */
const seoRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, opts) => {
  const origin = opts.publicUrl
  const robots = [
    'User-agent: *',
    'Disallow: /manage/',
    'Disallow: /dziekujemy/',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
  // The sitemap is long and changes only with the menu: its bytes are compressed once per version.
  let sitemap: { version: number; body: EncodedBody } | null = null
  function currentSitemap(): EncodedBody {
    const menu = app.menu.current()
    if (sitemap?.version !== menu.version) {
      const body = new EncodedBody(
        [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
          ...sitemapPaths(menu).map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`),
          '</urlset>',
          '',
        ].join('\n'),
      )
      sitemap = { version: menu.version, body }
    }
    return sitemap.body
  }

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
  )
  app.get('/sitemap.xml', async (request, reply) =>
    sendEncoded(
      request,
      reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600'),
      currentSitemap(),
    ),
  )
}

export default seoRoutes
