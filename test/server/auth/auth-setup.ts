/** Staff accounts for the auth suites: the login call, a staff GET, a fresh database. */
import { fileURLToPath } from 'node:url'
import type { Test } from 'tap'
import { migrateToLatest, openDatabase } from '#infra/db/database.js'
import type { build } from '../../helpers/app.js'
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
export const PASSWORD = 'correct horse battery'
export const UNAUTHORIZED = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'Brak autoryzacji — zaloguj się ponownie.',
  code: 'UNAUTHORIZED',
}
export const INVALID_CREDENTIALS = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'Błędne dane',
  code: 'INVALID_CREDENTIALS',
}

export type App = Awaited<ReturnType<typeof build>>

export function decodePart(part: string | undefined): Record<string, unknown> {
  return JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'))
}

export function b64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

export function login(app: App, username: string, password: string, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress })
}

export function staffGet(app: App, authorization?: string) {
  return app.inject({
    method: 'GET',
    url: '/api/promo-codes',
    headers: authorization === undefined ? {} : { authorization },
  })
}

export async function freshDb(t: Test) {
  const db = openDatabase(':memory:')
  await migrateToLatest(db)
  t.teardown(() => db.destroy())
  return db
}
