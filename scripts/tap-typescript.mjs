/**
 * How tap runs the TypeScript test files (package.json "tap"."node-arg"): ts-node's ESM hooks alone,
 * transpiling only. tap's own TypeScript plugin also registers ts-node's CommonJS hook in every
 * test process, which loads the TypeScript compiler a second time for a project that is all ESM
 * (about 1.5 s of CPU per test file). ts-node keeps the source maps exact, so coverage stays
 * line- and branch-precise (tsx's minified output reports false 100 %: docs/testing.md).
 */
import { createRequire, register } from 'node:module'
import { pathToFileURL } from 'node:url'

process.env.TS_NODE_TRANSPILE_ONLY ??= '1'
// The hooks file is not in the package's exports: it is found beside its package.json.
const tsNode = createRequire(import.meta.url).resolve('@isaacs/ts-node-temp-fork-for-pr-2009/package.json')
register(new URL('import-loader.mjs', pathToFileURL(tsNode)))

// TEST_CPU_LOG=<file>: each test process appends its file and the CPU time it used (user and
// system, in ms; its own child processes are not counted), to find what a run spends its cores on
// (docs/testing.md, "What each test process costs").
if (process.env.TEST_CPU_LOG) {
  const { appendFileSync } = await import('node:fs')
  process.on('exit', () => {
    const { user, system } = process.cpuUsage()
    const file = process.argv[1] ?? '?'
    appendFileSync(process.env.TEST_CPU_LOG, `${Math.round((user + system) / 1000)}\t${file}\n`)
  })
}

// React's production build in every test process but the component tests' (test/client/, whose
// act() exists only in the development build), as a production server (NODE_ENV=production) loads
// it. React picks its build by NODE_ENV when first loaded, so NODE_ENV is production only while it
// loads here and is put back after: the processes a test starts inherit the environment it had.
// Rendering pages under tap's coverage with the development build cost four times the CPU
// (test/server/pages/sharing.test.ts: 37.4 → 9.4 CPU-s, 2026-11-29; docs/testing.md).
if (!/test(\/|--)client(\/|--)/.test(process.argv[1] ?? '')) {
  const before = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  const require = createRequire(import.meta.url)
  for (const name of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server']) require(name)
  if (before === undefined) delete process.env.NODE_ENV
  else process.env.NODE_ENV = before
}
