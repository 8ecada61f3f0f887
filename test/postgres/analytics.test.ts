import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/analytics.test.js')
