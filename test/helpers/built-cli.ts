import { type SpawnSyncReturns, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { ensureProductionBuild } from './production-build.js'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/**
 * The arguments that start one of the site's command-line scripts as a production server runs it
 * (`node dist/server/staff.js …`, docs/operations.md), from the build: the same sources as
 * `npm run staff` (tsx), at about a third of the CPU a start (0.8 s against 2.3 s), which the
 * suites that call the scripts dozens of times pay on both database passes.
 */
export function builtCli(name: 'staff' | 'retention'): string[] {
  ensureProductionBuild()
  return [`dist/server/${name}.js`]
}

/**
 * Runs one of the command-line scripts from the build to its end with `env` (childEnv's) and
 * `input` on its standard input: its exit status and what it wrote.
 */
export function runBuiltCli(
  name: 'staff' | 'retention',
  args: string[],
  env: NodeJS.ProcessEnv,
  input = '',
): SpawnSyncReturns<string> {
  return spawnSync(process.execPath, [...builtCli(name), ...args], {
    cwd: ROOT,
    input,
    env,
    encoding: 'utf8',
    timeout: 60_000,
  })
}
