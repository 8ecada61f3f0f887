import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/retention.test.js')
