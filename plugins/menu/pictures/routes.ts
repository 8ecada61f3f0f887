import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { parsePictureFile, pictureContentType } from '#domain/menu/pictures.js'
import type { DB } from '#infra/db/database.js'
import { HttpError, sendError } from '#infra/http/errors.js'
import { versionTag } from '#infra/http/if-match.js'
import { bearerSecurity, errorResponses } from '#schemas/common.js'
import { IMAGE_TYPES, isOneOf } from '#schemas/enums.js'
import { EditorIdParams, EditorProduct, MenuVersionHeaders } from '#schemas/menu-editor.js'
import { editorOf, expectedOf } from '../editor/routes.js'
import type { MenuEditor } from '../editor/service.js'
import { pictureFile } from '../editor/store.js'
import * as examples from '../examples.js'
import { MAX_PICTURE_BYTES } from './processing.js'

/** Picture files kept in memory after their first request, up to this many bytes (oldest out first). */
const CACHE_BYTES = 32 * 1024 * 1024

const PictureFileParams = Type.Object({ file: Type.String({ maxLength: 64 }) })

/**
 * Dish photos (docs/menu.md, "Pictures"): the upload, staff only, and every stored file under its
 * content-hashed URL for anyone, cached for a year (a URL never changes meaning).
 */
const pictureRoutes: FastifyPluginAsyncTypebox<{ editor: MenuEditor; db: DB }> = async (
  app,
  { editor, db },
) => {
  const cache = new Map<string, Buffer>()
  let cached = 0

  // Any body reaches the handler as bytes here, so that a wrong type gets this route's own 415.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_PICTURE_BYTES }, (_request, body, done) =>
    done(null, body),
  )

  app.put(
    '/api/menu/products/:id/image',
    {
      // Before the body is read: a guest's upload is refused without reading its 10 MB.
      onRequest: app.requireRole('MANAGER'),
      bodyLimit: MAX_PICTURE_BYTES,
      schema: {
        operationId: 'setProductImage',
        'x-examples': examples.setProductImage,
        tags: ['menu editor'],
        security: bearerSecurity,
        summary: 'Staff: a dish’s photo as the raw body (JPEG, PNG or WebP, at most 10 MB and 40 megapixels)',
        params: EditorIdParams,
        headers: MenuVersionHeaders,
        response: { 200: EditorProduct, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
      if (!isOneOf(IMAGE_TYPES, type) || !Buffer.isBuffer(request.body)) {
        throw new HttpError(
          415,
          'Zdjęcie wysyła się jako plik JPEG, PNG albo WebP (Content-Type: image/jpeg, image/png albo image/webp).',
          'UNSUPPORTED_MEDIA_TYPE',
          'content-type',
        )
      }
      const { product, version } = await editor.setPicture(
        request.params.id,
        request.body,
        editorOf(request),
        expectedOf(request).expected,
      )
      return reply.header('ETag', versionTag(version)).send(product)
    },
  )

  app.get(
    '/media/menu/:file',
    {
      compress: false,
      schema: {
        operationId: 'getMenuPicture',
        'x-examples': examples.getMenuPicture,
        tags: ['menu'],
        summary: 'A dish photo’s file: /media/menu/{hash}-{width}.{avif|webp|jpg}, cached for a year',
        params: PictureFileParams,
        produces: ['image/avif', 'image/webp', 'image/jpeg'],
        response: {
          200: { content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } } },
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const name = request.params.file
      const file = parsePictureFile(name)
      let bytes = cache.get(name)
      if (!bytes && file) {
        bytes = await pictureFile(db, file.hash, file.width, file.format)
        if (bytes) {
          cache.set(name, bytes)
          cached += bytes.length
          for (const [key, value] of cache) {
            if (cached <= CACHE_BYTES) break
            cache.delete(key)
            cached -= value.length
          }
        }
      }
      if (!file || !bytes) return sendError(reply, 404, `Nie ma takiego zdjęcia: ${name}`, 'NOT_FOUND')
      return reply
        .type(pictureContentType(file.format))
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Length', bytes.length)
        .send(bytes)
    },
  )
}

export default pictureRoutes
