// The browser tests and the crash test run the production build (the crash test starts
// dist/server/main.js as a child process): build it once here when it is missing, before tap
// starts the test files in parallel. CI builds before `npm test`, so this does nothing there.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const needed = ['dist/client/index.html', 'dist/ssr/entry-server.js', 'dist/server/main.js']
if (needed.some((file) => !existsSync(file))) {
  console.log('No production build yet: npm run build…')
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
