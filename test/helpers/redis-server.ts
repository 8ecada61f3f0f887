/**
 * A redis-server of a test's own (installed by scripts/with-services.sh, which `npm test` runs), to
 * take away while the app runs.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import type { Test } from 'tap'

/** A TCP port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** A throwaway redis-server on loopback, killed when the test ends. */
export async function startRedis(t: Test, port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  t.teardown(() => {
    child.kill('SIGKILL')
  })
  await new Promise<void>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (/Ready to accept connections/i.test(out)) resolve()
    })
    child.on('error', reject)
    child.on('exit', (code) => reject(new Error(`redis-server exited (${code}): is it installed?`)))
  })
  return child
}

/** Takes Redis away at once, as a crash would. */
export async function stopRedis(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}
