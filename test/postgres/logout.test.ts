import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/logout.test.js')
