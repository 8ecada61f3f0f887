import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/auth-lockout.test.js')
