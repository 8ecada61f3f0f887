import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/availability.test.js')
