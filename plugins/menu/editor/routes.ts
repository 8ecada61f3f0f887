import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import {
  planCreateCategory,
  planCreateProduct,
  planDeleteCategory,
  planDeleteProduct,
  planPatchCategory,
  planPatchProduct,
} from '#domain/menu/editor-operations.js'
import { ifMatchVersion, versionTag } from '#infra/http/if-match.js'
import { bearerSecurity, errorResponses } from '#schemas/common.js'
import {
  CreateCategoryBody,
  CreateProductBody,
  EditorCatalog,
  EditorCategory,
  EditorIdParams,
  EditorProduct,
  MenuVersionHeaders,
  PatchCategoryBody,
  PatchProductBody,
} from '#schemas/menu-editor.js'
import * as examples from '../examples.js'
import type { Author, MenuEditor } from './service.js'

/**
 * The staff member behind a call, for the change log; what the call changed also goes to the audit
 * trail (docs/security.md, "Audit trail"), once per call.
 */
export function editorOf(request: FastifyRequest, source: Author['source'] = 'EDITOR'): Author {
  return {
    by: request.user.username,
    source,
    audit: (changes) =>
      request.server.audit.record(request, {
        action: 'menu.edit',
        target: changes.length === 1 ? `${changes[0]!.entity} ${changes[0]!.id}` : source,
        after: changes,
      }),
  }
}

const noContent = { 204: { type: 'null', description: 'Deleted' } }

/** The version a write was made on (its If-Match; docs/api.md, "Concurrent edits"). */
export const expectedOf = (request: FastifyRequest) => ({
  expected: ifMatchVersion(request.headers['if-match'] as string | undefined),
})

/**
 * The menu editor's calls for one dish or category (docs/api.md, "The menu editor"), staff only.
 * Every write is one transaction, then the new menu is published to every instance.
 */
const editorRoutes: FastifyPluginAsyncTypebox<{ editor: MenuEditor }> = async (app, { editor }) => {
  const common = { tags: ['menu editor'], security: bearerSecurity }
  const guard = { onRequest: app.requireRole('MANAGER') }

  app.get(
    '/api/menu/editor',
    {
      ...guard,
      schema: {
        operationId: 'getMenuEditor',
        'x-examples': examples.getMenuEditor,
        ...common,
        summary: 'Staff: the whole editable catalog in both languages (hidden dishes too), with its version',
        response: { 200: EditorCatalog, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      const catalog = await editor.catalog()
      return reply
        .header('Cache-Control', 'no-store')
        .header('ETag', versionTag(catalog.version))
        .send(catalog)
    },
  )

  app.post(
    '/api/menu/products',
    {
      ...guard,
      schema: {
        operationId: 'createProduct',
        'x-examples': examples.createProduct,
        ...common,
        summary: 'Staff: add a dish (201 with the dish, its id and the url of its page)',
        body: CreateProductBody,
        response: { 201: EditorProduct, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { plan, version } = await editor.apply(
        (read) => planCreateProduct(read.state, request.body),
        editorOf(request),
      )
      const created = await editor.product(plan[0]!.id)
      return reply.code(201).header('Location', created.url).header('ETag', versionTag(version)).send(created)
    },
  )

  app.patch(
    '/api/menu/products/:id',
    {
      ...guard,
      schema: {
        operationId: 'updateProduct',
        'x-examples': examples.updateProduct,
        ...common,
        summary: 'Staff: change any of a dish’s fields (a new slug answers the old address with 301)',
        params: EditorIdParams,
        headers: MenuVersionHeaders,
        body: PatchProductBody,
        response: { 200: EditorProduct, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const { version } = await editor.apply(
        (read) => planPatchProduct(read.state, id, request.body),
        editorOf(request),
        expectedOf(request),
      )
      return reply.header('ETag', versionTag(version)).send(await editor.product(id))
    },
  )

  app.delete(
    '/api/menu/products/:id',
    {
      ...guard,
      schema: {
        operationId: 'deleteProduct',
        'x-examples': examples.deleteProduct,
        ...common,
        summary: 'Staff: take a dish off the menu (its page answers 404; placed orders keep it)',
        params: EditorIdParams,
        headers: MenuVersionHeaders,
        response: { ...noContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { version } = await editor.apply(
        (read) => planDeleteProduct(read.state, request.params.id),
        editorOf(request),
        expectedOf(request),
      )
      return reply.code(204).header('ETag', versionTag(version)).send()
    },
  )

  app.post(
    '/api/menu/categories',
    {
      ...guard,
      schema: {
        operationId: 'createCategory',
        'x-examples': examples.createCategory,
        ...common,
        summary: 'Staff: add a category (201; its key and slug made from the Polish name when left out)',
        body: CreateCategoryBody,
        response: { 201: EditorCategory, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { plan, version } = await editor.apply(
        (read) => planCreateCategory(read.state, request.body),
        editorOf(request),
      )
      const created = await editor.category(plan[0]!.id)
      return reply.code(201).header('Location', created.url).header('ETag', versionTag(version)).send(created)
    },
  )

  app.patch(
    '/api/menu/categories/:id',
    {
      ...guard,
      schema: {
        operationId: 'updateCategory',
        'x-examples': examples.updateCategory,
        ...common,
        summary: 'Staff: change a category’s names, introduction, slug, kind, position or visibility',
        params: EditorIdParams,
        headers: MenuVersionHeaders,
        body: PatchCategoryBody,
        response: { 200: EditorCategory, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const { version } = await editor.apply(
        (read) => planPatchCategory(read.state, id, request.body),
        editorOf(request),
        expectedOf(request),
      )
      return reply.header('ETag', versionTag(version)).send(await editor.category(id))
    },
  )

  app.delete(
    '/api/menu/categories/:id',
    {
      ...guard,
      schema: {
        operationId: 'deleteCategory',
        'x-examples': examples.deleteCategory,
        ...common,
        summary: 'Staff: delete a category (409 while it is the main category of any dish)',
        params: EditorIdParams,
        headers: MenuVersionHeaders,
        response: { ...noContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { version } = await editor.apply(
        (read) => planDeleteCategory(read.state, request.params.id),
        editorOf(request),
        expectedOf(request),
      )
      return reply.code(204).header('ETag', versionTag(version)).send()
    },
  )
}

export default editorRoutes
