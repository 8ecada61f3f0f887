import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/hardening-access.test.js')
