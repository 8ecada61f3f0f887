/** Staff accounts, two-factor sign-in and the audit trail (docs/api.md, "Calls"; docs/security.md). */
import { type Static, Type } from '@sinclair/typebox'
import { DateString, literalUnion } from './common.js'
import { AUDIT_ACTIONS } from './enums.js'

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
