import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { addDays, warsawDate, warsawToInstant } from '#domain/hours/warsaw-time.js'
import { HttpError } from '#infra/http/errors.js'
import { bearerSecurity, errorResponses } from '#schemas/common.js'
import { AuditQuery, AuditResponse } from '#schemas/staff.js'
import * as examples from '../examples.js'
import { normalizeUsername } from '../service.js'
import { AUDIT_PAGE_LIMIT, listAudit } from './trail.js'

/** At most this many days per request. */
const MAX_AUDIT_DAYS = 92

/** GET /api/audit: the audit trail, for the owner. */
const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/audit',
    {
      onRequest: app.requireRole('OWNER'),
      schema: {
        operationId: 'listAuditEntries',
        'x-examples': examples.listAuditEntries,
        tags: ['staff'],
        summary: 'Owner: who changed what, when and from where (Warsaw dates, both included)',
        security: bearerSecurity,
        querystring: AuditQuery,
        response: { 200: AuditResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const to = request.query.to ?? warsawDate(app.now())
      const from = request.query.from ?? addDays(to, -6)
      if (to < from)
        throw new HttpError(
          400,
          'Pole „to”: data końcowa jest wcześniejsza niż „from”.',
          'INVALID_RANGE',
          'to',
        )
      if (addDays(from, MAX_AUDIT_DAYS - 1) < to)
        throw new HttpError(400, `Pole „to”: najwyżej ${MAX_AUDIT_DAYS} dni naraz.`, 'INVALID_RANGE', 'to')
      const entries = await listAudit(app.db, {
        from: warsawToInstant(from, '00:00').toISOString(),
        to: warsawToInstant(addDays(to, 1), '00:00').toISOString(),
        username: request.query.username ? normalizeUsername(request.query.username) : undefined,
      })
      return reply.header('Cache-Control', 'no-store').send({
        from,
        to,
        entries,
        truncated: entries.length >= AUDIT_PAGE_LIMIT,
      })
    },
  )
}

export default auditRoutes
