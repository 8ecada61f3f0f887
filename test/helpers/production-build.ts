import { spawnSync } from 'node:child_process'
import { childEnv } from './child-env.js'

let checked = false

/**
 * Makes the production build when it is missing or older than its last step, by the same script
 * `npm test` runs before tap (scripts/ensure-build.mjs: one list of the files a build must have).
 * For test files run on their own; under `npm test` it finds the build and returns at once. Once
 * per test process: the helpers that start a server or a script call it every time.
 */
export function ensureProductionBuild(): void {
  if (checked) return
  const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], {
    stdio: 'inherit',
    env: childEnv(),
  })
  if (build.status !== 0) throw new Error('npm run build failed')
  checked = true
}
