import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/mail.test.js')
