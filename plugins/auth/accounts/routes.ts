import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { HttpError } from '#infra/http/errors.js'
import { bearerSecurity, errorResponses } from '#schemas/common.js'
import {
  CreateStaffBody,
  StaffAccount,
  StaffList,
  StaffParams,
  TotpPolicyBody,
  UpdateStaffBody,
} from '#schemas/staff.js'
import * as examples from '../examples.js'
import {
  changeRoleOrState,
  createStaff,
  findStaffByUsername,
  listStaff,
  normalizeUsername,
  resetTwoFactor,
  StaffError,
  type StaffUser,
  setPassword,
} from '../service.js'
import { refuseGuessablePassword } from '../sign-in/password-policy.js'
import { setTotpRequiredRoles, totpRequiredRoles } from '../two-factor/policy.js'

const STATUS: Record<StaffError['code'], number> = {
  DUPLICATE_USER: 409,
  UNKNOWN_USER: 404,
  INVALID_USERNAME: 400,
  INVALID_PASSWORD: 400,
}

/** A StaffError as a 4xx naming the field. */
function asHttp(error: unknown): never {
  if (error instanceof StaffError) {
    const field = error.code === 'INVALID_PASSWORD' ? 'password' : 'username'
    throw new HttpError(STATUS[error.code], error.message, error.code, field)
  }
  throw error
}

function guessable(password: string, username: string) {
  try {
    refuseGuessablePassword(password, username)
  } catch (error) {
    throw new HttpError(400, (error as Error).message, 'INVALID_PASSWORD', 'password')
  }
}

const view = (user: StaffUser) => ({
  username: user.username,
  role: user.role,
  disabled: user.disabled,
  mustChangePassword: user.mustChangePassword,
  totpEnabled: user.totpEnabled,
  createdAt: user.createdAt,
  updatedAt: user.updatedAt,
})

/**
 * The owner's staff accounts: GET/POST /api/staff, PATCH /api/staff/{username}, DELETE
 * /api/staff/totp/{username} (reset two-factor), PUT /api/staff/policy.
 */
const accountsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const owner = app.requireRole('OWNER')

  app.get(
    '/api/staff',
    {
      onRequest: owner,
      schema: {
        operationId: 'listStaffAccounts',
        'x-examples': examples.listStaffAccounts,
        tags: ['staff'],
        summary: 'Owner: every staff account and the two-factor policy',
        security: bearerSecurity,
        response: { 200: StaffList, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) =>
      reply.header('Cache-Control', 'no-store').send({
        accounts: (await listStaff(app.db)).map(view),
        totpRequiredRoles: await totpRequiredRoles(app.db),
      }),
  )

  app.post(
    '/api/staff',
    {
      onRequest: owner,
      schema: {
        operationId: 'createStaffAccount',
        'x-examples': examples.createStaffAccount,
        tags: ['staff'],
        summary: 'Owner: add an account with a first password (changed at its first sign-in)',
        security: bearerSecurity,
        body: CreateStaffBody,
        response: { 201: StaffAccount, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { username, role, password } = request.body
      guessable(password, username)
      const user = await createStaff(app.db, username, password, app.now(), {
        role,
        mustChangePassword: true,
      }).catch(asHttp)
      await app.audit.record(request, { action: 'staff.create', target: user.username, after: { role } })
      return reply.code(201).header('Cache-Control', 'no-store').send(view(user))
    },
  )

  app.patch(
    '/api/staff/:username',
    {
      onRequest: owner,
      schema: {
        operationId: 'updateStaffAccount',
        'x-examples': examples.updateStaffAccount,
        tags: ['staff'],
        summary: 'Owner: change the role, disable or enable, or reset the password (a first password again)',
        security: bearerSecurity,
        params: StaffParams,
        body: UpdateStaffBody,
        response: { 200: StaffAccount, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const name = normalizeUsername(request.params.username)
      const user = await findStaffByUsername(app.db, name)
      if (!user) throw new HttpError(404, `Nie ma konta „${name}”.`, 'UNKNOWN_USER', 'username')
      const { role, disabled, password } = request.body
      if (password !== undefined) guessable(password, name)
      const now = app.now()
      if (
        (role !== undefined && role !== user.role) ||
        (disabled !== undefined && disabled !== user.disabled)
      ) {
        // One conditional write: two owners demoting each other at once leave one (docs/security.md).
        const changed = await changeRoleOrState(app.db, name, { role, disabled }, now).catch(asHttp)
        if (changed === 'LAST_OWNER')
          throw new HttpError(
            409,
            'To ostatnie aktywne konto właściciela: nie można go wyłączyć ani zmienić jego roli.',
            'LAST_OWNER',
            role !== undefined && role !== user.role ? 'role' : 'disabled',
          )
      }
      if (password !== undefined) await setPassword(app.db, name, password, now, true).catch(asHttp)
      const after = (await findStaffByUsername(app.db, name))!
      await app.audit.record(request, {
        action: 'staff.update',
        target: name,
        before: { role: user.role, disabled: user.disabled },
        after: { role: after.role, disabled: after.disabled, passwordReset: password !== undefined },
      })
      return reply.header('Cache-Control', 'no-store').send(view(after))
    },
  )

  app.delete(
    '/api/staff/totp/:username',
    {
      onRequest: owner,
      schema: {
        operationId: 'resetStaffTwoFactor',
        'x-examples': examples.resetStaffTwoFactor,
        tags: ['staff'],
        summary:
          "Owner: reset an account's two-factor sign-in (a lost phone and recovery codes): off, its sessions signed out",
        security: bearerSecurity,
        params: StaffParams,
        response: { 200: StaffAccount, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const name = normalizeUsername(request.params.username)
      const user = await findStaffByUsername(app.db, name)
      if (!user) throw new HttpError(404, `Nie ma konta „${name}”.`, 'UNKNOWN_USER', 'username')
      if (!user.totpEnabled)
        throw new HttpError(409, 'Logowanie dwuetapowe tego konta nie jest włączone.', 'TOTP_NOT_ENABLED')
      // The same reset as `npm run staff -- totp-reset`: the secret and the recovery codes go, and
      // the account's sessions and remembered devices are signed out.
      await resetTwoFactor(app.db, name, app.now()).catch(asHttp)
      await app.audit.record(request, {
        action: 'staff.totp-reset',
        target: name,
        before: { totpEnabled: true },
        after: { totpEnabled: false },
      })
      const after = (await findStaffByUsername(app.db, name))!
      return reply.header('Cache-Control', 'no-store').send(view(after))
    },
  )

  app.put(
    '/api/staff/policy',
    {
      onRequest: owner,
      schema: {
        operationId: 'setTwoFactorPolicy',
        'x-examples': examples.setTwoFactorPolicy,
        tags: ['staff'],
        summary: 'Owner: the roles that must use two-factor sign-in (OWNER, MANAGER)',
        security: bearerSecurity,
        body: TotpPolicyBody,
        response: { 200: TotpPolicyBody, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const before = await totpRequiredRoles(app.db)
      await setTotpRequiredRoles(app.db, request.body.totpRequiredRoles, request.user.username, app.now())
      const after = await totpRequiredRoles(app.db)
      await app.audit.record(request, { action: 'staff.totp-policy', before, after })
      return reply
        .header('Cache-Control', 'no-store')
        .send({ totpRequiredRoles: after as ('OWNER' | 'MANAGER')[] })
    },
  )
}

export default accountsRoutes
