import { randomUUID } from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { HttpError, tooManyRequests } from '#infra/http/errors.js'
import { DeviceTokenResponse, LoginBody, LoginResponse } from '#schemas/auth.js'
import { bearerSecurity, errorResponses } from '#schemas/common.js'
import * as examples from '../examples.js'
import { checkLogin, findStaffByUsername, normalizeUsername } from '../service.js'
import {
  clearDeviceCookie,
  deviceCookie,
  refuseCrossSiteDeviceUse,
  refuseForeignSignIn,
  setDeviceCookie,
} from '../sessions/cookie.js'
import {
  DEVICE_LIFETIME_MS,
  deviceLabel,
  deviceOfCookie,
  endDevice,
  rememberDevice,
  touchDevice,
} from '../sessions/devices.js'
import type { RoleHook } from '../sessions/guard.js'
import { endSessionAndDevice, startSession } from '../sessions/session-store.js'
import type { TotpSecretBox } from '../two-factor/secret-box.js'
import type { LoginLimiter } from './shared-throttle.js'

/** POST /api/login per client IP. */
const LOGIN_RATE_LIMIT = { max: 10, timeWindow: 60_000 }

const INVALID_CREDENTIALS_MESSAGE = 'Błędne dane'

/** POST /api/staff/device/token per client IP (a reload asks once). */
const DEVICE_TOKEN_RATE_LIMIT = { max: 30, timeWindow: 60_000 }

const DEVICE_FORGOTTEN_MESSAGE = 'To urządzenie nie jest już zapamiętane — zaloguj się.'

/** How the device cookie is set: `Secure` always in production. */
interface DeviceCookieOptions {
  production: boolean
  /** Minutes without a use of its tokens after which a device is forgotten (STAFF_IDLE_MINUTES). */
  idleMs: number
}

/**
 * POST /api/login: a JWT for the staff area, in the answer's body only (the page keeps it in memory,
 * docs/security.md "Staff sessions"); with `remember` also a remembered device's cookie.
 * POST /api/staff/device/token turns that cookie into a fresh token (a reload); POST /api/logout ends
 * the token's session and the device it came from.
 */
const authRoutes: FastifyPluginAsyncTypebox<{
  guard: LoginLimiter
  anyRole: RoleHook
  cookie: DeviceCookieOptions
  /** Opens the stored two-factor secrets (secret-box.ts). */
  secrets: TotpSecretBox
}> = async (app, { guard, anyRole, cookie, secrets }) => {
  const cookieOptions = { production: cookie.production, maxAgeSeconds: DEVICE_LIFETIME_MS / 1000 }

  app.post(
    '/api/login',
    {
      config: { rateLimit: LOGIN_RATE_LIMIT },
      schema: {
        operationId: 'login',
        'x-examples': examples.login,
        tags: ['staff'],
        summary:
          'Staff login: answers a JWT (12 h) for the Authorization: Bearer header; with remember, also sets a remembered device cookie',
        body: LoginBody,
        response: { 200: LoginResponse, ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      refuseForeignSignIn(request)
      const outcome = await checkLogin(
        app.db,
        guard,
        request.ip,
        request.body.username,
        request.body.password,
        { totp: request.body.totp, recoveryCode: request.body.recoveryCode, now: app.now(), secrets },
      )
      if (!outcome.ok) {
        // Never the typed username: it may be a password typed into the wrong field.
        if (outcome.throttled) {
          request.log.warn({ ip: request.ip }, 'login throttled')
          reply.header('Retry-After', String(outcome.retryAfterSeconds))
          throw tooManyRequests(outcome.retryAfterSeconds)
        }
        if (outcome.reason === 'totp required') {
          // The password was right: no token yet, the second step asks for the code.
          reply.header('Cache-Control', 'no-store')
          throw new HttpError(
            401,
            'Podaj kod z aplikacji uwierzytelniającej albo kod odzyskiwania.',
            'TOTP_REQUIRED',
            'totp',
          )
        }
        request.log.info({ reason: outcome.reason }, 'login failed')
        await app.audit.record(request, {
          action: 'auth.sign-in-failed',
          // Only an existing account's name: an unknown one may be a password typed into the wrong field.
          username: outcome.reason === 'unknown user' ? null : normalizeUsername(request.body.username),
          after: { reason: outcome.reason },
        })
        if (outcome.lockedNow)
          // The owner reads it in the audit trail (docs/security.md, "Two-factor sign-in").
          await app.audit.record(request, {
            action: 'auth.totp-locked',
            username: null,
            target: normalizeUsername(request.body.username),
          })
        if (outcome.reason === 'totp locked')
          throw new HttpError(
            401,
            'Zbyt wiele błędnych kodów dla tego konta: zaloguj się kodem odzyskiwania albo poproś właściciela o reset.',
            'TOTP_LOCKED',
            'recoveryCode',
          )
        if (outcome.reason === 'used code')
          throw new HttpError(401, 'Ten kod został już użyty — poczekaj na następny.', 'TOTP_USED', 'totp')
        if (outcome.reason === 'wrong code')
          throw new HttpError(401, 'Błędny kod logowania dwuetapowego.', 'INVALID_TOTP', 'totp')
        throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS')
      }
      const { user } = outcome
      // jti: two sign-ins within one second are still two sessions (one can sign out alone).
      const jti = randomUUID()
      const token = app.jwt.sign({ sub: user.username, ver: user.updatedAt, jti })
      const device = request.body.remember
        ? await rememberDevice(app.db, {
            username: user.username,
            version: user.updatedAt,
            label: deviceLabel(request.headers['user-agent']),
            now: app.now(),
          })
        : null
      await startSession(app.db, jti, user.username, app.now(), device?.id ?? null)
      request.log.info({ username: user.username, remembered: device !== null }, 'staff logged in')
      await app.audit.record(request, {
        action: 'auth.sign-in',
        username: user.username,
        ...(device || outcome.secondFactor
          ? {
              after: {
                ...(device ? { device: device.id } : {}),
                ...(outcome.secondFactor ? { secondFactor: outcome.secondFactor } : {}),
              },
            }
          : {}),
      })
      if (device) setDeviceCookie(request, reply, device.cookie, cookieOptions)
      // A sign-in without the choice forgets a device this browser was remembered as before.
      else if (deviceCookie(request) !== undefined) clearDeviceCookie(request, reply, cookie.production)
      return reply.header('Cache-Control', 'no-store').send({ token })
    },
  )

  app.post(
    '/api/logout',
    {
      onRequest: anyRole,
      schema: {
        operationId: 'logout',
        tags: ['staff'],
        summary:
          'Staff sign-out: the token stops working at once, on every instance; the remembered device it came from is forgotten',
        security: bearerSecurity,
        response: { 204: { type: 'null', description: 'Signed out' }, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await endSessionAndDevice(app.db, request.user.sessionId, app.now())
      request.log.info({ username: request.user.username }, 'staff signed out')
      await app.audit.record(request, { action: 'auth.sign-out' })
      clearDeviceCookie(request, reply, cookie.production)
      return reply.code(204).header('Cache-Control', 'no-store').send()
    },
  )

  app.post(
    '/api/staff/device/token',
    {
      config: { rateLimit: DEVICE_TOKEN_RATE_LIMIT },
      schema: {
        tags: ['staff'],
        summary:
          'A remembered device (its httpOnly cookie, from a page of this site) gets a fresh token for the page’s memory: a reload of /manage/',
        operationId: 'tokenForRememberedDevice',
        'x-examples': examples.tokenForRememberedDevice,
        security: [{ deviceCookie: [] }],
        response: { 200: DeviceTokenResponse, ...errorResponses(401, 403, 429) },
      },
    },
    async (request, reply) => {
      // Before the cookie is even read: another site's page learns nothing (docs/security.md).
      refuseCrossSiteDeviceUse(request)
      reply.header('Cache-Control', 'no-store')
      const now = app.now()
      const device = await deviceOfCookie(app.db, deviceCookie(request), now, cookie.idleMs)
      const user = device ? await findStaffByUsername(app.db, device.username) : undefined
      // A password, role or state change since the device was remembered forgets it.
      if (!device || !user || user.disabled || user.updatedAt !== device.version) {
        if (device) await endDevice(app.db, device.id, now)
        clearDeviceCookie(request, reply, cookie.production)
        throw new HttpError(401, DEVICE_FORGOTTEN_MESSAGE, 'UNAUTHORIZED')
      }
      const jti = randomUUID()
      const token = app.jwt.sign({ sub: user.username, ver: user.updatedAt, jti })
      await startSession(app.db, jti, user.username, now, device.id)
      await touchDevice(app.db, device.id, now)
      request.log.info({ username: user.username }, 'staff token from a remembered device')
      return { token, username: user.username }
    },
  )
}

export default authRoutes
