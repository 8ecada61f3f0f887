import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/status-checks.test.js')
