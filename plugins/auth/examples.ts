/** Sign-in, staff accounts, two-factor sign-in and the audit trail in the OpenAPI document (docs/security.md). */

const TOKEN = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhbmlhIn0.c2lnbmF0dXJl'

const account = {
  username: 'kucharz',
  role: 'KITCHEN',
  disabled: false,
  mustChangePassword: true,
  totpEnabled: false,
  createdAt: '2026-11-25T14:00:00.000Z',
  updatedAt: '2026-11-25T14:00:00.000Z',
}

export const login = {
  request: { username: 'kuchnia', password: 'a-long-secret-password', remember: true },
  responses: { 200: { token: TOKEN } },
}

export const tokenForRememberedDevice = { responses: { 200: { token: TOKEN, username: 'kuchnia' } } }

const DEVICE_ID = '5f0c2a4e-8b1d-4c3e-9a7f-2d6b8e1c4a90'

export const listRememberedDevices = {
  responses: {
    200: {
      devices: [
        {
          id: DEVICE_ID,
          username: 'kuchnia',
          label: 'Chrome · Android',
          createdAt: '2026-11-25T09:02:00.000Z',
          lastSeenAt: '2026-11-25T14:31:00.000Z',
          expiresAt: '2026-11-26T01:02:00.000Z',
        },
      ],
    },
  },
}

export const forgetRememberedDevice = { parameters: { id: DEVICE_ID } }

export const listAuditEntries = {
  parameters: { from: '2026-11-19', to: '2026-11-25', username: 'ania' },
}

export const listStaffAccounts = {
  responses: { 200: { accounts: [account], totpRequiredRoles: ['OWNER'] } },
}

export const createStaffAccount = {
  request: { username: 'kucharz', role: 'KITCHEN', password: 'pierwsze-haslo-123' },
  responses: { 201: account },
}

export const updateStaffAccount = {
  parameters: { username: 'kucharz' },
  request: { role: 'MANAGER' },
  responses: { 200: { ...account, role: 'MANAGER' } },
}

export const setTwoFactorPolicy = {
  request: { totpRequiredRoles: ['MANAGER'] },
  responses: { 200: { totpRequiredRoles: ['MANAGER'] } },
}

export const getOwnAccount = {
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
}

export const changeOwnPassword = {
  request: { currentPassword: 'pierwsze-haslo-123', newPassword: 'moje-wlasne-haslo-9' },
  responses: { 200: { token: TOKEN } },
}

export const startTwoFactorEnrolment = {
  responses: {
    200: {
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/Sakana%20Sushi:ania?issuer=Sakana%20Sushi&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
      qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 33 33">…</svg>',
    },
  },
}

export const confirmTwoFactor = {
  request: { totp: '123456', currentPassword: 'a-long-secret-password' },
  responses: { 200: { recoveryCodes: ['k7pq-3mzr-x2ta-9hwd', 'b4ne-u8sj-q6fv-2cyk'], token: TOKEN } },
}

export const disableTwoFactor = { request: { totp: '123456', currentPassword: 'a-long-secret-password' } }

export const resetStaffTwoFactor = {
  parameters: { username: 'kucharz' },
  responses: { 200: { ...account, mustChangePassword: false, updatedAt: '2026-11-25T15:10:00.000Z' } },
}
