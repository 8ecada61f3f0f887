import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/site-status-boundaries.test.js')
