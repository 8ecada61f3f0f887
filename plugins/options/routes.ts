import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ifMatchVersion, versionTag } from '#infra/http/if-match.js'
import { AvailabilityChange } from '#schemas/availability.js'
import { bearerSecurity, errorResponses } from '#schemas/common.js'
import { MenuVersionHeaders } from '#schemas/menu-editor.js'
import {
  OptionGroupCreate,
  OptionGroupList,
  OptionGroupParams,
  OptionGroupPatch,
  OptionParams,
  ProductGroupsAnswer,
  ProductGroupsBody,
  ProductGroupsParams,
  StaffOptionGroup,
} from '#schemas/options.js'
import * as examples from './examples.js'
import type { OptionsService } from './service.js'

/** A group as the audit trail keeps it (docs/security.md, "Audit trail"): what staff see in the editor. */
const audited = (group: StaffOptionGroup) => ({
  name: group.name.pl,
  min: group.min,
  max: group.max,
  options: group.options.map((o) => ({ name: o.name.pl, priceDelta: o.priceDelta, default: o.default })),
})

/** The staff's option groups (docs/api.md, "Dish options"): list, create, edit, delete, attach, switch off. */
const optionRoutes: FastifyPluginAsyncTypebox<{ service: OptionsService }> = async (app, { service }) => {
  const staff = { onRequest: app.requireRole('MANAGER') }
  const soldOut = { onRequest: app.requireRole('MANAGER', 'KITCHEN') }
  const base = { tags: ['menu'], security: bearerSecurity }
  const who = (request: { staff: { username: string } | null }) => request.staff?.username ?? 'unknown'
  const groupOf = async (id: string) => (await service.list()).groups.find((g) => g.id === id)

  app.get(
    '/api/menu/option-groups',
    {
      ...staff,
      schema: {
        operationId: 'listOptionGroups',
        'x-examples': examples.listOptionGroups,
        ...base,
        summary: 'Staff: every option group with its options, today’s switch-offs and its dishes',
        response: { 200: OptionGroupList, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      // The version first: a list newer than it can only make a later write refused, never lost.
      const version = String(app.menu.current().version)
      const list = await service.list()
      return reply
        .header('Cache-Control', 'no-store')
        .header('ETag', versionTag(version))
        .send({ version, ...list })
    },
  )

  app.post(
    '/api/menu/option-groups',
    {
      ...staff,
      schema: {
        operationId: 'createOptionGroup',
        'x-examples': examples.createOptionGroup,
        ...base,
        summary: 'Staff: create an option group with its options',
        body: OptionGroupCreate,
        response: { 201: StaffOptionGroup, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const group = await service.create(request.body, who(request))
      request.log.info({ groupId: group.id, username: who(request) }, 'option group created')
      await app.audit.record(request, {
        action: 'option-group.create',
        target: group.name.pl,
        after: audited(group),
      })
      return reply.code(201).send(group)
    },
  )

  app.patch(
    '/api/menu/option-groups/:id',
    {
      ...staff,
      schema: {
        operationId: 'updateOptionGroup',
        'x-examples': examples.updateOptionGroup,
        ...base,
        summary: 'Staff: rename a group, change its min and max, or replace its options (in order)',
        params: OptionGroupParams,
        body: OptionGroupPatch,
        response: { 200: StaffOptionGroup, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => {
      const before = await groupOf(request.params.id)
      const group = await service.update(request.params.id, request.body, who(request))
      request.log.info({ groupId: group.id, username: who(request) }, 'option group changed')
      await app.audit.record(request, {
        action: 'option-group.update',
        target: group.name.pl,
        before: before ? audited(before) : null,
        after: audited(group),
      })
      return group
    },
  )

  app.delete(
    '/api/menu/option-groups/:id',
    {
      ...staff,
      schema: {
        operationId: 'deleteOptionGroup',
        'x-examples': examples.deleteOptionGroup,
        ...base,
        summary: 'Staff: delete an option group no dish has (409 while attached)',
        params: OptionGroupParams,
        response: { 204: { type: 'null', description: 'Deleted' }, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const before = await groupOf(request.params.id)
      await service.remove(request.params.id, who(request))
      request.log.info({ groupId: request.params.id, username: who(request) }, 'option group deleted')
      await app.audit.record(request, {
        action: 'option-group.delete',
        target: before?.name.pl ?? request.params.id,
        before: before ? audited(before) : null,
      })
      return reply.code(204).send()
    },
  )

  app.put(
    '/api/menu/products/:id/option-groups',
    {
      ...staff,
      schema: {
        operationId: 'setProductOptionGroups',
        'x-examples': examples.setProductOptionGroups,
        ...base,
        summary: 'Staff: a dish’s option groups, in the order guests see them',
        params: ProductGroupsParams,
        headers: MenuVersionHeaders,
        body: ProductGroupsBody,
        response: { 200: ProductGroupsAnswer, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const list = await service.list()
      const names = (ids: readonly string[]) =>
        ids.map((id) => list.groups.find((g) => g.id === id)?.name.pl ?? id)
      const { answer, version } = await service.setProductGroups(
        request.params.id,
        request.body.groupIds,
        ifMatchVersion(request.headers['if-match']),
      )
      request.log.info({ productId: request.params.id, username: who(request) }, 'dish option groups set')
      await app.audit.record(request, {
        action: 'option-group.attach',
        target: answer.productId,
        before: { groups: names(list.dishes[answer.productId] ?? []) },
        after: { groups: names(answer.groupIds) },
      })
      return reply.header('ETag', versionTag(version)).send(answer)
    },
  )

  app.put(
    '/api/menu/availability/options/:optionId',
    {
      ...soldOut,
      schema: {
        operationId: 'setOptionAvailability',
        'x-examples': examples.setOptionAvailability,
        ...base,
        summary: 'Staff: switch one option off (for the rest of today or until switched on) or back on',
        params: OptionParams,
        body: AvailabilityChange,
        response: { 200: StaffOptionGroup, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { available, until } = request.body
      const group = await service.setAvailable(
        request.params.optionId,
        available,
        until ?? null,
        who(request),
      )
      request.log.info({ optionId: request.params.optionId, available, until }, 'option availability changed')
      const option = group.options.find((o) => o.id === request.params.optionId)
      await app.audit.record(request, {
        action: 'availability.option',
        target: `${group.name.pl}: ${option?.name.pl ?? request.params.optionId}`,
        after: { available, until: until ?? null },
      })
      return reply.header('Cache-Control', 'no-store').send(group)
    },
  )
}

export default optionRoutes
