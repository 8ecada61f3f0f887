import { ensureProductionBuild } from './production-build.js'

let built = false

/**
 * The arguments that start one of the site's command-line scripts as a production server runs it
 * (`node dist/server/staff.js …`, docs/operations.md), from the build: the same sources as
 * `npm run staff` (tsx), at about a third of the CPU a start (0.8 s against 2.3 s), which the
 * suites that call the scripts dozens of times pay on both database passes.
 */
export function builtCli(name: 'staff' | 'retention'): string[] {
  if (!built) ensureProductionBuild()
  built = true
  return [`dist/server/${name}.js`]
}
