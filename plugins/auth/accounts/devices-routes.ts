import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { HttpError } from '#infra/http/errors.js'
import { RememberedDeviceList } from '#schemas/auth.js'
import { bearerSecurity, errorResponses } from '#schemas/common.js'
import * as examples from '../examples.js'
import { endDevice, liveDevices } from '../sessions/devices.js'

const DeviceParams = Type.Object({ id: Type.String({ format: 'uuid' }) })

/**
 * The owner's remembered devices (docs/security.md, "Staff sessions"): GET /api/staff/devices lists
 * the live ones, DELETE /api/staff/devices/{id} forgets one and signs out every token issued from it.
 */
const devicesRoutes: FastifyPluginAsyncTypebox<{ idleMs: number }> = async (app, { idleMs }) => {
  const owner = app.requireRole('OWNER')

  app.get(
    '/api/staff/devices',
    {
      onRequest: owner,
      schema: {
        tags: ['staff'],
        operationId: 'listRememberedDevices',
        'x-examples': examples.listRememberedDevices,
        summary: 'Owner: the remembered devices (kitchen tablets) that can get a token without a password',
        security: bearerSecurity,
        response: { 200: RememberedDeviceList, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) =>
      reply
        .header('Cache-Control', 'no-store')
        .send({ devices: await liveDevices(app.db, app.now(), idleMs) }),
  )

  app.delete(
    '/api/staff/devices/:id',
    {
      onRequest: owner,
      schema: {
        tags: ['staff'],
        operationId: 'forgetRememberedDevice',
        'x-examples': examples.forgetRememberedDevice,
        summary: 'Owner: forget a remembered device; its tokens stop working at once, on every instance',
        security: bearerSecurity,
        params: DeviceParams,
        response: { 204: { type: 'null', description: 'Forgotten' }, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await endDevice(app.db, request.params.id, app.now())))
        throw new HttpError(404, 'Nie ma takiego zapamiętanego urządzenia.', 'NOT_FOUND', 'id')
      await app.audit.record(request, { action: 'staff.device-end', target: request.params.id })
      return reply.code(204).send()
    },
  )
}

export default devicesRoutes
