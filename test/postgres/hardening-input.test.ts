import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/hardening-input.test.js')
