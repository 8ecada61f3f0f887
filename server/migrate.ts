import { migrateToLatest, openDatabase } from '../plugins/db/database.js'
import { loadConfig } from './config.js'

// `npm run migrate`: applies pending migrations to DATABASE_URL and exits.
const config = loadConfig()
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
