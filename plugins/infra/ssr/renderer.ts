import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import type { ViteDevServer } from 'vite'
import type * as EntryServer from '#client/entry-server.js'
import { inlinableCss, stylesheetHrefs } from './head-assets.js'
import type { Manifest } from './preloads.js'

export type RenderModule = Pick<
  typeof EntryServer,
  'render' | 'renderError' | 'pageDataAt' | 'sitemapPaths' | 'HIDDEN_PATHS'
> &
  Partial<Pick<typeof EntryServer, 'firstVisitModules' | 'renderedQuery' | 'pageStylesheet'>>

/** How pages are rendered: the built bundles, Vite's dev server, or the TypeScript sources (tests). */
export type SsrMode = 'build' | 'vite' | 'source'

export interface Renderer {
  /** The HTML template (index.html) for a url, with Vite's tags in it. */
  template(url: string): Promise<string>
  module(): Promise<RenderModule>
  /** Whether rendered pages may be cached (false while developing). */
  cacheable: boolean
  /** The build's manifest (the production build only): the page's chunks for modulepreload. */
  manifest?: Manifest
  vite?: ViteDevServer
  /**
   * The text of the template's stylesheets by href (the production build only), inlined in every
   * page (docs/client.md, "First paint"); elsewhere the page links them.
   */
  styles: ReadonlyMap<string, string>
  /**
   * The same stylesheets less the staff's rules (scripts/guest-styles.ts), inlined in the guests'
   * pages; `styles` where the build has none.
   */
  guestStyles: ReadonlyMap<string, string>
}

/**
 * The built stylesheets the template links, read once (href → text): the whole ones, and the
 * guests' from dist/ssr/guest-styles.json (the whole ones where that file is missing).
 */
async function builtStyles(root: string, template: string) {
  const styles = new Map<string, string>()
  const guestStyles = new Map<string, string>()
  const guest = JSON.parse(
    await readFile(join(root, 'dist/ssr/guest-styles.json'), 'utf8').catch(() => '{}'),
  ) as Record<string, string>
  for (const href of stylesheetHrefs(template)) {
    const text = inlinableCss(await readFile(join(root, 'dist/client', href), 'utf8'))
    if (text === undefined) continue
    styles.set(href, text)
    guestStyles.set(href, inlinableCss(guest[href] ?? text) ?? text)
  }
  return { styles, guestStyles }
}

export async function createRenderer(app: FastifyInstance, mode: SsrMode, root: string): Promise<Renderer> {
  if (mode === 'build') {
    const template = await readFile(join(root, 'dist/client/index.html'), 'utf8')
    const loaded = (await import(pathToFileURL(join(root, 'dist/ssr/entry-server.js')).href)) as RenderModule
    const manifest = JSON.parse(
      await readFile(join(root, 'dist/client/.vite/manifest.json'), 'utf8').catch(() => '{}'),
    ) as Manifest
    return {
      template: async () => template,
      module: async () => loaded,
      cacheable: true,
      manifest,
      ...(await builtStyles(root, template)),
    }
  }
  if (mode === 'vite') {
    const { createServer } = await import('vite')
    const vite = await createServer({
      root,
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    })
    const middie = await import('@fastify/middie')
    await app.register(middie.default)
    app.use(vite.middlewares)
    app.addHook('onClose', async () => vite.close())
    const entry = async () => (await vite.ssrLoadModule('/client/entry-server.tsx')) as typeof EntryServer
    return {
      template: async (url) => vite.transformIndexHtml(url, await readFile(join(root, 'index.html'), 'utf8')),
      module: entry,
      cacheable: false,
      vite,
      styles: new Map(),
      guestStyles: new Map(),
    }
  }
  const template = await readFile(join(root, 'index.html'), 'utf8')
  const source = new URL('../../../client/entry-server.tsx', import.meta.url).href
  // Imported on the first render, not while the plugin starts: compiling the whole client from
  // its TypeScript sources can outlast Fastify's plugin timeout on a busy machine.
  let loaded: Promise<RenderModule> | undefined
  const module = () => {
    loaded ??= import(/* @vite-ignore */ source) as Promise<RenderModule>
    return loaded
  }
  return {
    template: async () => template,
    module,
    cacheable: true,
    styles: new Map(),
    guestStyles: new Map(),
  }
}
