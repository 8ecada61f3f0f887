import type { OperationDocs } from './operations.js'

/** Staff accounts, two-factor sign-in and the audit trail (docs/security.md), keyed as in ./operations.ts. */
export const STAFF_OPERATIONS: Record<string, OperationDocs> = {
  'GET /api/audit': {
    operationId: 'listAuditEntries',
    parameters: { from: '2026-11-19', to: '2026-11-25', username: 'ania' },
  },
}
