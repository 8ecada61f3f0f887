import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/mail-checkout.test.js')
