import type { Migration, MigrationProvider } from 'kysely'
import * as m0001 from './0001_initial.js'

/** Every migration, in order. Imported statically so the bundled server carries them. */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}
