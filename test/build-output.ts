import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

/** Files a complete, current build has (the last one is written by the build's last step). */
const BUILD_MARKERS = ['dist/ssr/entry-server.js', 'dist/client/index.html', 'dist/client/sw.js.br']
const LOCK = 'dist/.build-lock'

function built(): boolean {
  return BUILD_MARKERS.every((path) => existsSync(path))
}

/**
 * Makes sure the production build exists (CI builds before testing; a fresh checkout may not have
 * built yet). Test files run in parallel: one builds while the others wait for it.
 */
export async function ensureBuild(): Promise<void> {
  if (built()) return
  mkdirSync('dist', { recursive: true })
  for (;;) {
    try {
      mkdirSync(LOCK)
      break
    } catch {
      // Another test file is building; a lock older than 5 minutes was left by a killed run.
      const lock = statSync(LOCK, { throwIfNoEntry: false })
      if (lock && Date.now() - lock.mtimeMs > 300_000) rmSync(LOCK, { force: true, recursive: true })
      await sleep(500)
      if (built()) return
    }
  }
  try {
    if (built()) return
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
    if (build.status !== 0) throw new Error('npm run build failed')
  } finally {
    rmSync(LOCK, { force: true, recursive: true })
  }
}
