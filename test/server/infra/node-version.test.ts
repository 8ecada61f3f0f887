// Not in the PostgreSQL pass: the start check of the Node.js version, before any database.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import t from 'tap'
import { SUPPORTED_NODE, unsupportedNode } from '#server/node-version.js'
import { childEnv } from '../../helpers/child-env.js'

// The start refuses a Node.js version the site cannot run on (docs/operations.md, "Node.js versions").
const root = path.resolve(import.meta.dirname, '../../..')

t.test('the supported versions: 20.19+ in the 20 line and 22.12+', async (t) => {
  for (const version of ['20.19.0', '20.20.2', '22.12.0', '22.23.0', 'v22.23.1']) {
    t.equal(unsupportedNode(version), null, `${version} runs the site`)
  }
  for (const version of ['18.20.4', '20.18.1', '21.7.3', '22.11.0', '23.11.1', '24.21.0', '25.2.0']) {
    t.match(unsupportedNode(version), `Node.js ${version} is not supported`, `${version} is refused`)
  }
  t.match(
    unsupportedNode('24.21.0'),
    /run the site on Node\.js 22 \(22\.12 or later\).*better-sqlite3 12 aborts/,
  )
})

t.test('package.json engines names the same range, so npm warns on the others', async (t) => {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  t.equal(pkg.engines.node, SUPPORTED_NODE)
})

t.test('on Node 24 the server stops at once with the message, before it opens anything', async (t) => {
  // The process believes it runs on Node 24.21.0, then starts the server as `npm start` would.
  const script = `Object.defineProperty(process.versions, 'node', { value: '24.21.0' })
await import('./server/main.ts')
console.log('started')`
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    cwd: root,
    encoding: 'utf8',
    env: childEnv({ ...process.env, PORT: '0', DATABASE_URL: ':memory:' }),
  })
  t.equal(child.status, 1, 'exit status 1')
  t.match(child.stderr, 'Node.js 24.21.0 is not supported: run the site on Node.js 22')
  t.notMatch(child.stdout, 'started', 'the server never started')
})
