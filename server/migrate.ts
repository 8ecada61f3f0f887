import { migrateToLatest, openDatabase } from '#infra/db/database.js'
import { loadConfig } from './config.js'

// `npm run migrate`: applies pending migrations to DATABASE_URL and exits (it needs nothing else
// from the environment, so it also runs before a production configuration is complete).
const config = loadConfig({ DATABASE_URL: process.env.DATABASE_URL })
const db = openDatabase(config.databaseUrl)
try {
  const applied = await migrateToLatest(db)
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.')
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await db.destroy()
}
