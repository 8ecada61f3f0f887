// Not in the PostgreSQL pass: the development server (Vite) on its default database.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { childEnv } from '../../helpers/child-env.js'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/**
 * The dev server's output and the address it last said it listens at. `tsx watch` restarts the
 * server when a file it imports changes (another suite may touch one meanwhile): a refused
 * connection waits for the next "listening" line and tries once more, and a failure shows the output.
 */
function devServer(child: ChildProcess) {
  let output = ''
  let heard = 0
  let listening: ((origin: string) => void) | null = null
  let exited: ((error: Error) => void) | null = null
  const next = () =>
    new Promise<string>((resolve, reject) => {
      listening = resolve
      exited = reject
    })
  let first = next()
  const onData = (chunk: Buffer) => {
    output += chunk.toString()
    const addresses = [...output.matchAll(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/g)]
    if (addresses.length > heard) {
      heard = addresses.length
      listening?.(addresses.at(-1)![1]!)
    }
  }
  child.stdout?.on('data', onData)
  child.stderr?.on('data', onData)
  child.on('exit', (code) => exited?.(new Error(`npm run dev exited (${code}):\n${output}`)))
  let origin: Promise<string> = first
  return {
    get: async (path: string): Promise<Response> => {
      try {
        return await fetch(`${await origin}${path}`)
      } catch (error) {
        const code = (error as { cause?: { code?: string } }).cause?.code
        // A connection reset while the machine was busy with other suites: asked once more.
        if (code === 'ECONNRESET') return await fetch(`${await origin}${path}`)
        // Refused: tsx watch is restarting the server; the next one's address is awaited.
        if (code !== 'ECONNREFUSED') throw error
        first = next()
        origin = Promise.race([
          first,
          new Promise<string>((_, reject) =>
            setTimeout(
              () => reject(new Error(`the dev server stopped answering:\n${output}`)),
              60_000,
            ).unref(),
          ),
        ])
        return await fetch(`${await origin}${path}`)
      }
    },
  }
}

t.test('npm run dev starts Vite in middleware mode and renders the home page', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'sushi-dev-'))
  const child = spawn('npm', ['run', 'dev'], {
    cwd: ROOT,
    detached: true,
    // The dev server's own code (Vite, the client's modules) is not part of the suite's coverage.
    env: childEnv({
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATABASE_URL: join(dir, 'dev.db'),
    }),
  })
  t.teardown(() => {
    // npm → tsx watch → node: end the whole process group.
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    } catch {}
    rmSync(dir, { recursive: true, force: true })
  })
  const server = devServer(child)
  const res = await server.get('/')
  t.equal(res.status, 200)
  const html = await res.text()
  // Its tag as every module script of a page has it (at low priority: docs/client.md, "First paint").
  t.match(
    html,
    /<script type="module" fetchpriority="low" src="\/@vite\/client"><\/script>/,
    "Vite's client is injected",
  )
  t.match(html, /<h1[^>]*>[\s\S]*Sakana/i, 'the home page is rendered on the server')
  const api = await server.get('/api/utils/isSiteClosed')
  t.equal(api.status, 200, 'the API answers beside the pages')

  // Only the build writes the page-data files: the dev server computes them, or the browser would
  // show the 404 page after hydration and on every navigation.
  const home = await server.get('/page-data/index/page-data.json')
  t.equal(home.status, 200, "the home page's data is served")
  t.match(home.headers.get('content-type'), /^application\/json/)
  const homeData = await home.json()
  t.match(homeData, { page: 'home', path: '/', data: { categories: Array, popular: Array } })
  t.notOk('menu' in homeData.data, 'the JSON-LD menu is written by the server, not sent as data')
  t.ok(homeData.data.categories.length > 0, 'with the menu categories')
  const nigiri = await server.get('/page-data/menu/nigiri/page-data.json')
  t.equal(nigiri.status, 200, "a category page's data is served")
  const nigiriData = await nigiri.json()
  t.match(nigiriData, {
    page: 'category',
    path: '/menu/nigiri/',
    data: { category: { url: 'nigiri' }, categories: Array, products: Array },
  })
  t.ok(nigiriData.data.products.length > 0, 'with its products')
  const unknown = await server.get('/page-data/menu/no-such-category/page-data.json')
  t.equal(unknown.status, 404, "an unknown page's data answers 404, as the build's files do")
})
