import type { OperationDocs } from './operations.js'

const account = {
  username: 'kucharz',
  role: 'KITCHEN',
  disabled: false,
  mustChangePassword: true,
  totpEnabled: false,
  createdAt: '2026-11-25T14:00:00.000Z',
  updatedAt: '2026-11-25T14:00:00.000Z',
}

/** Staff accounts, two-factor sign-in and the audit trail (docs/security.md), keyed as in ./operations.ts. */
export const STAFF_OPERATIONS: Record<string, OperationDocs> = {
  'GET /api/audit': {
    operationId: 'listAuditEntries',
    parameters: { from: '2026-11-19', to: '2026-11-25', username: 'ania' },
  },
  'GET /api/staff': {
    operationId: 'listStaffAccounts',
    responses: { 200: { accounts: [account], totpRequiredRoles: ['OWNER'] } },
  },
  'POST /api/staff': {
    operationId: 'createStaffAccount',
    request: { username: 'kucharz', role: 'KITCHEN', password: 'pierwsze-haslo-123' },
    responses: { 201: account },
  },
  'PATCH /api/staff/{username}': {
    operationId: 'updateStaffAccount',
    parameters: { username: 'kucharz' },
    request: { role: 'MANAGER' },
    responses: { 200: { ...account, role: 'MANAGER' } },
  },
  'PUT /api/staff/policy': {
    operationId: 'setTwoFactorPolicy',
    request: { totpRequiredRoles: ['MANAGER'] },
    responses: { 200: { totpRequiredRoles: ['MANAGER'] } },
  },
  'GET /api/staff/me': {
    operationId: 'getOwnAccount',
    responses: {
      200: {
        username: 'ania',
        role: 'OWNER',
        pending: null,
        totpEnabled: true,
        recoveryCodesLeft: 9,
        idleMinutes: 60,
      },
    },
  },
  'POST /api/staff/me/password': {
    operationId: 'changeOwnPassword',
    request: { currentPassword: 'pierwsze-haslo-123', newPassword: 'moje-wlasne-haslo-9' },
    responses: { 200: { token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhbmlhIn0.c2lnbmF0dXJl' } },
  },
  'POST /api/staff/me/totp': {
    operationId: 'startTwoFactorEnrolment',
    responses: {
      200: {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/Sakana%20Sushi:ania?issuer=Sakana%20Sushi&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 33 33">…</svg>',
      },
    },
  },
  'POST /api/staff/me/totp/confirm': {
    operationId: 'confirmTwoFactor',
    request: { totp: '123456' },
    responses: { 200: { recoveryCodes: ['k7pq-3mzr-x2ta-9hwd', 'b4ne-u8sj-q6fv-2cyk'] } },
  },
  'DELETE /api/staff/me/totp': { operationId: 'disableTwoFactor', request: { totp: '123456' } },
}
