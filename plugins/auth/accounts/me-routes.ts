import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { addressKey } from '#infra/http/address.js'
import { HttpError, tooManyRequests } from '#infra/http/errors.js'
import { bearerSecurity, errorResponses } from '#schemas/common.js'
import {
  Me,
  OwnPasswordBody,
  TokenResponse,
  TotpChangeBody,
  TotpEnrolment,
  TwoFactorOn,
} from '#schemas/staff.js'
import * as examples from '../examples.js'
import { findStaffByUsername, newVersion, StaffError, type StaffRecord, setPassword } from '../service.js'
import { carryDevice } from '../sessions/devices.js'
import type { RoleHook } from '../sessions/guard.js'
import { endSessionAndDevice } from '../sessions/session-store.js'
import { verifyPassword } from '../sign-in/password.js'
import { refuseGuessablePassword } from '../sign-in/password-policy.js'
import type { LoginLimiter } from '../sign-in/shared-throttle.js'
import type { TotpSecretBox } from '../two-factor/secret-box.js'
import {
  confirmEnrolment,
  disableTwoFactor,
  recoveryCodesLeft,
  secretOf,
  startEnrolment,
} from '../two-factor/state.js'
import { acceptedStep, enrolment } from '../two-factor/totp.js'

/** Wrong current passwords in PASSWORD_CHANGE_WINDOW_MS that end the session they were typed in. */
const PASSWORD_CHANGE_FAILURES = 3
const PASSWORD_CHANGE_WINDOW_MS = 15 * 60_000

/**
 * The signed-in member of staff's own account: who am I, my password (a first password must be
 * changed before anything else), two-factor sign-in on and off. `anyRole` lets in an account with a
 * pending step, so that it can do that step.
 */
const meRoutes: FastifyPluginAsyncTypebox<{
  anyRole: RoleHook
  /** STAFF_IDLE_MINUTES: the page's idle rule reads it from GET /api/staff/me. */
  idleMinutes: number
  /** The sign-in limits: a wrong current password counts in them as a wrong sign-in does. */
  guard: LoginLimiter
  /** Seals and opens the stored two-factor secrets (secret-box.ts). */
  secrets: TotpSecretBox
}> = async (app, { anyRole, idleMinutes, guard, secrets }) => {
  const account = async (username: string) => (await findStaffByUsername(app.db, username))!
  /** Wrong current passwords of an account recorded in the last window, on every instance. */
  const recentPasswordFailures = async (username: string) => {
    const since = new Date(app.now().getTime() - PASSWORD_CHANGE_WINDOW_MS).toISOString()
    const row = await app.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('action', '=', 'auth.password-change-failed')
      .where('target', '=', username)
      .where('at', '>=', since)
      .executeTakeFirst()
    return Number(row?.n ?? 0)
  }

  /**
   * The current password, asked again before a change to the account's own sign-in (its password,
   * two-factor on or off): checked like a sign-in (docs/security.md, "Staff passwords"). It counts
   * in the same limits, each failure is recorded, and a few end the session: on a tablet left
   * signed in, nobody can keep guessing. `field` names the body's field in the 400.
   */
  const checkCurrentPassword = async (
    request: FastifyRequest,
    reply: FastifyReply,
    user: StaffRecord,
    password: string,
    field: string,
  ) => {
    const counted = addressKey(request.ip, 64)
    const decision = await guard.attempt(counted, user.username)
    if (!decision.allowed) {
      await endSessionAndDevice(app.db, request.user.sessionId, app.now())
      reply.header('Retry-After', String(decision.retryAfterSeconds))
      throw tooManyRequests(decision.retryAfterSeconds)
    }
    if (!(await verifyPassword(password, user.passwordHash))) {
      await app.audit.record(request, { action: 'auth.password-change-failed', target: user.username })
      if ((await recentPasswordFailures(user.username)) >= PASSWORD_CHANGE_FAILURES) {
        await endSessionAndDevice(app.db, request.user.sessionId, app.now())
        request.log.warn({ username: user.username }, 'session ended: wrong current passwords')
        throw new HttpError(401, 'Zbyt wiele błędnych haseł: zaloguj się ponownie.', 'SESSION_ENDED')
      }
      throw new HttpError(400, 'Obecne hasło jest błędne.', 'INVALID_CREDENTIALS', field)
    }
    await guard.succeeded(counted, user.username)
  }

  app.get(
    '/api/staff/me',
    {
      onRequest: anyRole,
      schema: {
        operationId: 'getOwnAccount',
        'x-examples': examples.getOwnAccount,
        tags: ['staff'],
        summary: 'Staff: my account, role and what I must do first (pending)',
        security: bearerSecurity,
        response: { 200: Me, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const user = await account(request.user.username)
      const { pending } = request.user
      // A first password must be changed before the board shows: the form says how many orders
      // wait (a number only, docs/security.md, "Staff passwords"). The orders capability registers
      // after auth, so it is looked up when asked, not imported.
      const waiting =
        pending === 'PASSWORD_CHANGE_REQUIRED' && app.hasDecorator('orders')
          ? { waitingOrders: await app.orders.waitingToday() }
          : {}
      return reply.header('Cache-Control', 'no-store').send({
        username: user.username,
        role: user.role,
        pending,
        totpEnabled: user.totpEnabled,
        recoveryCodesLeft: user.totpEnabled ? await recoveryCodesLeft(app.db, user.username) : 0,
        ...waiting,
        idleMinutes,
      })
    },
  )

  app.post(
    '/api/staff/me/password',
    {
      onRequest: anyRole,
      schema: {
        operationId: 'changeOwnPassword',
        'x-examples': examples.changeOwnPassword,
        tags: ['staff'],
        summary: 'Staff: change my password; answers a new token for this session (others are signed out)',
        security: bearerSecurity,
        body: OwnPasswordBody,
        response: { 200: TokenResponse, ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      const user = await account(request.user.username)
      const { currentPassword, newPassword } = request.body
      await checkCurrentPassword(request, reply, user, currentPassword, 'currentPassword')
      if (newPassword === currentPassword)
        throw new HttpError(400, 'Nowe hasło musi być inne niż obecne.', 'INVALID_PASSWORD', 'newPassword')
      try {
        refuseGuessablePassword(newPassword, user.username)
      } catch (error) {
        throw new HttpError(400, (error as Error).message, 'INVALID_PASSWORD', 'newPassword')
      }
      const version = await setPassword(app.db, user.username, newPassword, app.now()).catch((error) => {
        if (error instanceof StaffError) throw new HttpError(400, error.message, error.code, 'newPassword')
        throw error
      })
      await app.audit.record(request, { action: 'auth.password-change', target: user.username })
      // The same session (jti) goes on with the account's new version.
      const token = app.jwt.sign({ sub: user.username, ver: version, jti: request.user.sessionId })
      // …and so does the remembered device it was issued from (docs/security.md, "Staff sessions").
      await carryDevice(app.db, request.user.sessionId, version)
      return reply.header('Cache-Control', 'no-store').send({ token })
    },
  )

  app.post(
    '/api/staff/me/totp',
    {
      onRequest: anyRole,
      schema: {
        operationId: 'startTwoFactorEnrolment',
        'x-examples': examples.startTwoFactorEnrolment,
        tags: ['staff'],
        summary: 'Staff: start turning two-factor sign-in on: a new secret, its otpauth URI and QR code',
        security: bearerSecurity,
        response: { 200: TotpEnrolment, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = await account(request.user.username)
      if (user.totpEnabled)
        throw new HttpError(409, 'Logowanie dwuetapowe jest już włączone.', 'TOTP_ALREADY_ENABLED')
      const secret = await startEnrolment(app.db, user, secrets)
      const { uri, qrSvg } = await enrolment(user.username, secret)
      return reply.header('Cache-Control', 'no-store').send({ secret, uri, qrSvg })
    },
  )

  app.post(
    '/api/staff/me/totp/confirm',
    {
      onRequest: anyRole,
      schema: {
        operationId: 'confirmTwoFactor',
        'x-examples': examples.confirmTwoFactor,
        tags: ['staff'],
        summary:
          'Staff: confirm two-factor sign-in with a first code and the password; answers 10 recovery codes, once, and a new token (other sessions are signed out)',
        security: bearerSecurity,
        body: TotpChangeBody,
        response: { 200: TwoFactorOn, ...errorResponses(400, 401, 403, 409, 429, 503) },
      },
    },
    async (request, reply) => {
      const user = await account(request.user.username)
      if (user.totpEnabled)
        throw new HttpError(409, 'Logowanie dwuetapowe jest już włączone.', 'TOTP_ALREADY_ENABLED')
      if (!user.totpSecret)
        throw new HttpError(409, 'Najpierw rozpocznij włączanie logowania dwuetapowego.', 'TOTP_NOT_STARTED')
      // Whoever holds a session must not lock its owner out: the password first.
      await checkCurrentPassword(request, reply, user, request.body.currentPassword, 'currentPassword')
      const now = app.now()
      const codes = await confirmEnrolment(app.db, user, request.body.totp, now, secrets)
      if (!codes) throw new HttpError(400, 'Błędny kod logowania dwuetapowego.', 'INVALID_TOTP', 'totp')
      // Every other session of the account ends (a new version); this one goes on with a new token,
      // as after a password change, and so does the remembered device it came from.
      const version = await newVersion(app.db, user, now)
      await carryDevice(app.db, request.user.sessionId, version)
      const token = app.jwt.sign({ sub: user.username, ver: version, jti: request.user.sessionId })
      await app.audit.record(request, { action: 'auth.totp-enable', target: user.username })
      return reply.header('Cache-Control', 'no-store').send({ recoveryCodes: codes, token })
    },
  )

  app.delete(
    '/api/staff/me/totp',
    {
      onRequest: app.requireRole('MANAGER', 'KITCHEN'),
      schema: {
        operationId: 'disableTwoFactor',
        'x-examples': examples.disableTwoFactor,
        tags: ['staff'],
        summary: 'Staff: turn two-factor sign-in off (with a current code and the password)',
        security: bearerSecurity,
        body: TotpChangeBody,
        response: {
          204: { type: 'null', description: 'Off' },
          ...errorResponses(400, 401, 403, 409, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const user = await account(request.user.username)
      if (!user.totpEnabled || !user.totpSecret)
        throw new HttpError(409, 'Logowanie dwuetapowe nie jest włączone.', 'TOTP_NOT_ENABLED')
      await checkCurrentPassword(request, reply, user, request.body.currentPassword, 'currentPassword')
      const secret = secretOf(user, secrets)
      if (secret === null || acceptedStep(secret, request.body.totp, user.totpLastStep, app.now()) === null)
        throw new HttpError(400, 'Błędny kod logowania dwuetapowego.', 'INVALID_TOTP', 'totp')
      await disableTwoFactor(app.db, user)
      await app.audit.record(request, { action: 'auth.totp-disable', target: user.username })
      return reply.code(204).header('Cache-Control', 'no-store').send()
    },
  )
}

export default meRoutes
