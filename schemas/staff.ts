/** Staff accounts, two-factor sign-in and the audit trail (docs/api.md, "Calls"; docs/security.md). */
import { type Static, Type } from '@sinclair/typebox'
import { DateString, literalUnion } from './common.js'
import { AUDIT_ACTIONS, STAFF_ROLES } from './enums.js'

/** GET /api/audit?from=&to=&username= */
export const AuditQuery = Type.Object(
  {
    from: Type.Optional(
      Type.Union([DateString], { description: 'First Warsaw date (default: 6 days before `to`)' }),
    ),
    to: Type.Optional(
      Type.Union([DateString], { description: 'Last Warsaw date, included (default: today)' }),
    ),
    username: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Only this account' })),
  },
  { additionalProperties: false },
)
export type AuditQuery = Static<typeof AuditQuery>

const JsonValue = Type.Unknown({ description: 'What it was before or after (JSON); null when nothing' })

const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  action: literalUnion(AUDIT_ACTIONS),
  username: Type.Union([Type.String(), Type.Null()], {
    description: 'Who; null: unknown account or the command line',
  }),
  address: Type.Union([Type.String(), Type.Null()]),
  target: Type.Union([Type.String(), Type.Null()], {
    description: 'An order id, product, date, account or code',
  }),
  before: JsonValue,
  after: JsonValue,
})

export const AuditResponse = Type.Object(
  {
    from: DateString,
    to: DateString,
    entries: Type.Array(AuditEntry, { description: 'Newest first; at most 500' }),
    truncated: Type.Boolean({ description: 'True when more entries matched than were sent' }),
  },
  {
    examples: [
      {
        from: '2026-11-19',
        to: '2026-11-25',
        entries: [
          {
            id: 42,
            at: '2026-11-25T18:40:12.000Z',
            action: 'site.pause',
            username: 'ania',
            address: '192.0.2.10',
            target: null,
            before: null,
            after: { minutes: 30, deliveryTypes: ['COURIER'] },
          },
        ],
        truncated: false,
      },
    ],
  },
)
export type AuditResponse = Static<typeof AuditResponse>

const Role = literalUnion(STAFF_ROLES, { description: 'OWNER, MANAGER or KITCHEN' })

export const StaffAccount = Type.Object({
  username: Type.String(),
  role: Role,
  disabled: Type.Boolean(),
  mustChangePassword: Type.Boolean({ description: 'A first password set by the owner, not yet changed' }),
  totpEnabled: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
})

export const StaffList = Type.Object({
  accounts: Type.Array(StaffAccount),
  totpRequiredRoles: Type.Array(Role, { description: 'Roles that must use two-factor sign-in' }),
})
export type StaffList = Static<typeof StaffList>

const Password = Type.String({ minLength: 10, maxLength: 256 })

export const CreateStaffBody = Type.Object(
  {
    username: Type.String({ minLength: 2, maxLength: 64 }),
    role: Role,
    password: Type.Union([Password], { description: 'A first password: changed at the first sign-in' }),
  },
  { additionalProperties: false },
)

export const UpdateStaffBody = Type.Object(
  {
    role: Type.Optional(Role),
    disabled: Type.Optional(Type.Boolean()),
    password: Type.Optional(Type.Union([Password], { description: 'Reset: a first password again' })),
  },
  { additionalProperties: false, minProperties: 1 },
)

export const StaffParams = Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) })

export const TotpPolicyBody = Type.Object(
  { totpRequiredRoles: Type.Array(literalUnion(['OWNER', 'MANAGER'] as const), { uniqueItems: true }) },
  { additionalProperties: false },
)

export const OwnPasswordBody = Type.Object(
  { currentPassword: Type.String({ minLength: 1, maxLength: 256 }), newPassword: Password },
  { additionalProperties: false },
)

export const TokenResponse = Type.Object({
  token: Type.String({ description: 'A new JWT for this session' }),
})

export const TotpEnrolment = Type.Object({
  secret: Type.String({ description: 'base32, for typing into the app by hand' }),
  uri: Type.String({ description: 'otpauth:// URI' }),
  qrSvg: Type.String({ description: 'The URI as a QR code (SVG document)' }),
})

/** Two-factor turned on or off: a code from the app and the account's password. */
export const TotpChangeBody = Type.Object(
  {
    totp: Type.String({ minLength: 6, maxLength: 10 }),
    currentPassword: Type.String({ minLength: 1, maxLength: 256, description: "The account's password" }),
  },
  { additionalProperties: false },
)

export const TwoFactorOn = Type.Object({
  recoveryCodes: Type.Array(Type.String(), { description: 'Shown once; each signs in once' }),
  token: Type.String({
    description: "A new JWT for this session: the account's other sessions are signed out",
  }),
})

export const Me = Type.Object({
  username: Type.String(),
  role: Role,
  pending: Type.Union([
    Type.Literal('PASSWORD_CHANGE_REQUIRED'),
    Type.Literal('TOTP_ENROLMENT_REQUIRED'),
    Type.Null(),
  ]),
  totpEnabled: Type.Boolean(),
  recoveryCodesLeft: Type.Integer(),
  waitingOrders: Type.Optional(
    Type.Integer({
      minimum: 0,
      description:
        'PASSWORD_CHANGE_REQUIRED only: how many of today’s orders wait to be accepted (the first sign-in says why to hurry); left out otherwise',
    }),
  ),
  idleMinutes: Type.Integer({
    minimum: 1,
    description: 'STAFF_IDLE_MINUTES: a session with no request and no open order stream ends after it',
  }),
})
