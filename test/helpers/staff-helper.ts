import type { LightMyRequestResponse } from 'fastify'
import type { DB } from '#infra/db/database.js'
import { createStaff } from '#plugins/auth/service.js'

/** Creates a staff account directly in the database and signs in through the API. */
export async function staffToken(
  app: {
    db: DB
    inject: (options: { method: 'POST'; url: string; payload: object }) => Promise<LightMyRequestResponse>
  },
  username = 'kuchnia',
): Promise<string> {
  const password = 'correct-horse-battery'
  await createStaff(app.db, username, password)
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } })
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`)
  return res.json().token as string
}
