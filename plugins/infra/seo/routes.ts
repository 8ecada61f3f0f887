import type { FastifyPluginAsync } from 'fastify'
import { EncodedBody, sendEncoded } from '#infra/http/encoded.js'

function escapeXml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

/** robots.txt, and sitemap.xml built once per menu version. */
const seoRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, opts) => {
  const origin = opts.publicUrl
  // Built on its first request: the pages' declarations come with the render module.
  let robots: string | null = null
  async function robotsTxt(): Promise<string> {
    robots ??= [
      'User-agent: *',
      ...(await app.pageIndex.hiddenPaths()).map((path) => `Disallow: ${path}`),
      'Disallow: /api/',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n')
    return robots
  }
  // The sitemap is long and changes only with the menu: its bytes are compressed once per version.
  let sitemap: { version: number; body: EncodedBody } | null = null
  async function currentSitemap(): Promise<EncodedBody> {
    const menu = app.menu.current()
    if (sitemap?.version !== menu.version) {
      const paths = await app.pageIndex.sitemapPaths(menu)
      const body = new EncodedBody(
        [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
          ...paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`),
          '</urlset>',
          '',
        ].join('\n'),
      )
      sitemap = { version: menu.version, body }
    }
    return sitemap.body
  }

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robots ?? (await robotsTxt())),
  )
  app.get('/sitemap.xml', async (request, reply) =>
    sendEncoded(
      request,
      reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600'),
      await currentSitemap(),
    ),
  )
}

export default seoRoutes
