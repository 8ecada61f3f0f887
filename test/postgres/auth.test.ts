import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/auth.test.js')
