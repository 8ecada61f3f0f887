/**
 * The real server as a child process on a database file, for the tests that kill it
 * (docs/testing.md, Robustness): the production build (dist/server/main.js, as `npm start` runs it)
 * started on a free port, killed with SIGKILL, and a wait for what the database or a stand-in shows
 * meanwhile.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { TEST_JWT_SECRET } from './app.js'
import { childEnv } from './child-env.js'
import { ensureProductionBuild } from './production-build.js'

/** Waits until `check()` holds; the error names `what` and, when given, what `describe()` says. */
export async function until(
  check: () => boolean,
  what: string,
  ms = 60_000,
  describe: () => string = () => '',
): Promise<void> {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} ${describe()}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** What each server started so far has written (stdout and stderr), in order. */
export const serverOutputs: string[] = []

/**
 * Starts the real server, built (dist/server/main.js, made first when missing), on `database` with
 * `env` on top; resolves once it listens. `production`: NODE_ENV=production, as `npm start` runs it
 * (the real password cost among others); otherwise NODE_ENV=test. The built server is the same code
 * as the sources at a third of the CPU a start (0.8 s against 2.3 s through tsx), and a child's
 * coverage is not counted either way (child-env.ts).
 */
export async function startServer(
  database: string,
  env: Record<string, string> = {},
  options: { production?: boolean } = {},
): Promise<ChildProcess> {
  ensureProductionBuild()
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: childEnv({
      ...process.env,
      NODE_ENV: options.production ? 'production' : 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: database,
      LOG_LEVEL: 'info',
      JWT_SECRET: TEST_JWT_SECRET,
      PUBLIC_URL: 'https://sakanasushi.test',
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const index = serverOutputs.push('') - 1
  const keep = (chunk: unknown) => {
    serverOutputs[index] += String(chunk)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const output = () => serverOutputs[index] ?? ''
  await until(() => output().includes('Server listening') || child.exitCode !== null, 'the server to listen')
  if (child.exitCode !== null) throw new Error(`server exited: ${output()}`)
  return child
}

/** SIGKILL: the process ends at once, nothing of it runs (no shutdown hook, no pending write). */
export async function kill9(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}
