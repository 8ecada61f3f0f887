import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/auth-sessions.test.js')
