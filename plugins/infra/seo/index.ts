import fp from 'fastify-plugin'
import seoRoutes from './routes.js'

interface SeoPluginOptions {
  /** The site's origin, for the sitemap's absolute addresses. */
  publicUrl: string
}

/** What crawlers read: robots.txt and sitemap.xml. */
export default fp<SeoPluginOptions>(
  async (app, opts) => {
    await app.register(seoRoutes, { publicUrl: opts.publicUrl })
  },
  { name: 'seo', dependencies: ['menu', 'ssr'] },
)
