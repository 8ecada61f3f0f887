/**
 * Shared by the promo code tests: the clock they run at, an app with one signed-in staff account,
 * and the public check and staff create calls.
 */
import type { Test } from 'tap'
import { createStaff } from '#plugins/auth/service.js'
import { build } from './app.js'

// Sunday 15 June 2025, 12:00 in Kraków (CEST).
export const NOW = new Date('2025-06-15T10:00:00Z')
export const TODAY = '2025-06-15'
export const YESTERDAY = '2025-06-14'
export const TOMORROW = '2025-06-16'

export type App = Awaited<ReturnType<typeof build>>

/** An app at NOW with one staff account; returns the app and a bearer header. */
export async function setup(t: Test) {
  const app = await build(t, { now: () => NOW })
  await createStaff(app.db, 'ania', 'a-long-password')
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'ania', password: 'a-long-password' },
  })
  const token = (res.json() as { token: string }).token
  return { app, auth: { authorization: `Bearer ${token}` } }
}

export function check(app: App, promoCode: unknown, remoteAddress = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/utils/checkPromoCode',
    payload: { promoCode },
    remoteAddress,
  })
}

export function create(app: App, auth: Record<string, string>, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/promo-codes', headers: auth, payload })
}

export const invalid = (code: string) => ({
  statusCode: 404,
  error: 'Not Found',
  message: `Kod promocyjny „${code}” jest nieprawidłowy lub wygasł.`,
  code: 'PROMO_CODE_INVALID',
})
