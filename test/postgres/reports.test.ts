import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/reports.test.js')
