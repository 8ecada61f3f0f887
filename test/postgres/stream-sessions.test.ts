import { runOnPostgres } from './use-postgres.js'

await runOnPostgres('../server/stream-sessions.test.js')
