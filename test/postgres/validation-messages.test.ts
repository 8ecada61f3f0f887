import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/validation-messages.test.js')
