import type { FastifyPluginAsync } from 'fastify'
import { categories, categoryPath, productPath, products } from '../../domain/menu/catalog.js'
import { EncodedBody, sendEncoded } from '../http/encoded.js'

/** Indexable pages: the information pages, every category and every product (canonical paths). */
function sitemapPaths(): string[] {
  return [
    '/',
    '/restauracja/',
    '/dostawa/',
    '/o_nas/',
    '/kontakt/',
    '/regulamin/',
    ...categories.map(categoryPath),
    ...products.map(productPath),
  ]
}

function escapeXml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

/** robots.txt and sitemap.xml, built once from the static catalog. */
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
  // The sitemap is long and never changes while the process runs: its bytes are compressed once.
  const sitemap = new EncodedBody(
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...sitemapPaths().map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n'),
  )

  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
  )
  app.get('/sitemap.xml', async (request, reply) =>
    sendEncoded(
      request,
      reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600'),
      sitemap,
    ),
  )
}

export default seoRoutes
