import { createHash } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Catalog } from '../../domain/menu/catalog.js'
import { editorLists, exportCategory, exportProduct } from '../../domain/menu/editor-catalog.js'
import { bearerSecurity, errorResponses } from '../../schemas/common.js'
import { EditorCatalog } from '../../schemas/menu-editor.js'
import { MenuExport } from '../../schemas/menu-import.js'

/** The editor's view of the catalog and its version (a hash of its content). */
function editorCatalog(menu: Catalog): EditorCatalog {
  const lists = editorLists(menu)
  const version = createHash('sha256').update(JSON.stringify(lists)).digest('hex').slice(0, 16)
  return { version, ...lists }
}

/**
 * The menu editor's calls (docs/api.md, "The menu editor"), staff only: the whole editable catalog
 * and its export.
 */
const editorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The menu snapshot's catalog, made once per menu version.
  let made: { version: number; catalog: EditorCatalog } | null = null
  const current = () => {
    const menu = app.menu.current()
    if (made?.version !== menu.version) made = { version: menu.version, catalog: editorCatalog(menu) }
    return made.catalog
  }

  app.get(
    '/api/menu/editor',
    {
      onRequest: app.requireRole('MANAGER'),
      schema: {
        tags: ['menu editor'],
        summary: 'Staff: the whole editable catalog in both languages, with its version',
        security: bearerSecurity,
        response: { 200: EditorCatalog, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => reply.header('Cache-Control', 'no-store').send(current()),
  )

  app.get(
    '/api/menu/export',
    {
      onRequest: app.requireRole('MANAGER'),
      schema: {
        tags: ['menu editor'],
        summary: 'Staff: the whole menu as JSON, as PUT /api/menu/import takes it back',
        security: bearerSecurity,
        response: { 200: MenuExport, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      const catalog = current()
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="menu-${catalog.version}.json"`)
        .send({
          format: 'sakana-menu/1' as const,
          exportedAt: app.now().toISOString(),
          version: catalog.version,
          categories: catalog.categories.map(exportCategory),
          products: catalog.products.map(exportProduct),
        })
    },
  )
}

export default editorRoutes
