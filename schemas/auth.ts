import { type Static, Type } from '@sinclair/typebox'

/** POST /api/login body: {username, password} (docs/api.md, "Calls"). */
export const LoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64, description: 'Case-insensitive' }),
    password: Type.String({ minLength: 1, maxLength: 256 }),
    totp: Type.Optional(
      Type.String({ minLength: 6, maxLength: 10, description: "The authenticator app's 6-digit code" }),
    ),
    recoveryCode: Type.Optional(
      Type.String({ minLength: 16, maxLength: 40, description: 'One of the ten recovery codes (used once)' }),
    ),
    remember: Type.Optional(
      Type.Boolean({
        description:
          'Remember this device (a kitchen tablet): an httpOnly device cookie from which POST /api/staff/device/token gives a reload a fresh token',
      }),
    ),
  },
  { additionalProperties: false },
)
export type LoginBody = Static<typeof LoginBody>

/** POST /api/login answer: a JWT (HS256, valid 12 hours) for the `Authorization: Bearer` header. */
export const LoginResponse = Type.Object({
  token: Type.String({ description: 'JWT, HS256, expires after 12 h; keep it in memory only' }),
})
export type LoginResponse = Static<typeof LoginResponse>

/** POST /api/staff/device/token answer: a fresh token for a remembered device's reload. */
export const DeviceTokenResponse = Type.Object({
  token: Type.String({ description: 'JWT, HS256, expires after 12 h; keep it in memory only' }),
  username: Type.String(),
})
export type DeviceTokenResponse = Static<typeof DeviceTokenResponse>

/** A remembered device, as the owner's list shows it (never its secret). */
const RememberedDevice = Type.Object({
  id: Type.String({ format: 'uuid' }),
  username: Type.String(),
  label: Type.String({ description: 'The browser and system, from its User-Agent' }),
  createdAt: Type.String({ format: 'date-time', description: 'Remembered at sign-in' }),
  lastSeenAt: Type.String({ format: 'date-time', description: 'Last use of a token issued from it' }),
  expiresAt: Type.String({ format: 'date-time', description: 'Forgotten at the latest then' }),
})

/** GET /api/staff/devices answer. */
export const RememberedDeviceList = Type.Object({ devices: Type.Array(RememberedDevice) })
export type RememberedDeviceList = Static<typeof RememberedDeviceList>

/** Claims of a staff token. */
export interface StaffTokenPayload {
  /** The username. */
  sub: string
  /** The account's version (its updated_at) when the token was issued. */
  ver: string
  /** The session's id (a random UUID): sessions are keyed by it, never by the token's text. */
  jti: string
  iat: number
  exp: number
  iss: string
  aud: string
}
