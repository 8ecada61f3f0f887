import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '#schemas/common.js'
import { Company, CompanyQuery } from '#schemas/white-list.js'
import * as examples from './examples.js'
import type { WhiteListService } from './service.js'

/** Searches a guest may make from one address in an hour (cached answers count too). */
const PER_ADDRESS = { max: 20, timeWindow: 60 * 60_000 }

/** GET /api/invoice/company?nip=: the checkout's invoice fields filled in from the VAT White List. */
const whiteListRoutes: FastifyPluginAsyncTypebox<{ service: WhiteListService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/invoice/company',
    {
      config: { rateLimit: PER_ADDRESS },
      schema: {
        operationId: 'lookupCompany',
        'x-examples': examples.lookupCompany,
        tags: ['orders'],
        summary:
          "A company's name, address and VAT status by NIP, from the Ministry of Finance's VAT White List",
        description:
          'Public register data, kept a day. 404 when the register does not know the NIP; 503 when the ' +
          'White List cannot be asked (down, or the site used its searches for today): the guest types the ' +
          'company by hand.',
        querystring: CompanyQuery,
        response: { 200: Company, ...errorResponses(400, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      const company = await service.lookup(request.query.nip)
      return reply.header('cache-control', 'private, max-age=3600').send(company)
    },
  )
}

export default whiteListRoutes
