// Not in the PostgreSQL pass: the development server (Vite) on its default database.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { childEnv } from '../../helpers/child-env.js'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** Waits for the server's "listening" log line and answers its address. */
function listeningAddress(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match) resolve(match[1]!)
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => reject(new Error(`npm run dev exited (${code}) before listening:\n${output}`)))
  })
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
  const origin = await listeningAddress(child)
  const res = await fetch(`${origin}/`)
  t.equal(res.status, 200)
  const html = await res.text()
  t.match(html, /<script type="module" src="\/@vite\/client"><\/script>/, "Vite's client is injected")
  t.match(html, /<h1[^>]*>[\s\S]*Sakana/i, 'the home page is rendered on the server')
  const api = await fetch(`${origin}/api/utils/isSiteClosed`)
  t.equal(api.status, 200, 'the API answers beside the pages')

  // Only the build writes the page-data files: the dev server computes them, or the browser would
  // show the 404 page after hydration and on every navigation.
  const home = await fetch(`${origin}/page-data/index/page-data.json`)
  t.equal(home.status, 200, "the home page's data is served")
  t.match(home.headers.get('content-type'), /^application\/json/)
  const homeData = await home.json()
  t.match(homeData, { page: 'home', path: '/', data: { categories: Array, popular: Array, menu: Array } })
  t.ok(homeData.data.categories.length > 0, 'with the menu categories')
  const nigiri = await fetch(`${origin}/page-data/menu/nigiri/page-data.json`)
  t.equal(nigiri.status, 200, "a category page's data is served")
  const nigiriData = await nigiri.json()
  t.match(nigiriData, {
    page: 'category',
    path: '/menu/nigiri/',
    data: { category: { url: 'nigiri' }, categories: Array, products: Array },
  })
  t.ok(nigiriData.data.products.length > 0, 'with its products')
  const unknown = await fetch(`${origin}/page-data/menu/no-such-category/page-data.json`)
  t.equal(unknown.status, 404, "an unknown page's data answers 404, as the build's files do")
})
