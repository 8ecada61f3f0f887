import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import t from 'tap'

// tap hands every test process the files excluded from coverage, each as an absolute path, in one
// environment variable; Linux refuses to start a process when one variable passes 131,072 bytes
// (`spawn E2BIG`). docs/testing.md, "Coverage from any folder": the build's pages, pictures and page
// data are never listed, only the code a test process can load.
const LIMIT = 131_072
/** A checkout under a long path: ~/projects/…/<40-character commit>/app and then some. */
const DEEP_ROOT_LENGTH = 255

const tapConfig = JSON.parse(readFileSync('package.json', 'utf8')).tap as {
  include: string[]
  'coverage-exclude': string[]
}

/**
 * The files a pattern of the list names, as tap's glob reads it: `**` any folders, `*` within a
 * name, `{a,b}` either, and `!(*.test)` a name that is not a test's.
 */
function matcher(pattern: string): RegExp {
  let source = ''
  for (let i = 0; i < pattern.length; i++) {
    const rest = pattern.slice(i)
    if (rest.startsWith('**/')) {
      source += '(?:[^/]+/)*'
      i += 2
    } else if (rest.startsWith('!(*.test)')) {
      source += '(?![^/]*\\.test\\.)[^/]*'
      i += '!(*.test)'.length - 1
    } else if (rest[0] === '*') source += '[^/]*'
    else if (rest[0] === '{') {
      const close = pattern.indexOf('}', i)
      source += `(?:${pattern
        .slice(i + 1, close)
        .split(',')
        .join('|')})`
      i = close
    } else source += (rest[0] as string).replace(/[.+?^$()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${source}$`)
}

/** The folder a pattern starts in (its part before the first wildcard). */
const folderOf = (pattern: string) => pattern.slice(0, pattern.search(/[*{!]/)).replace(/\/$/, '')

const isTest = (file: string) => /\.test\.tsx?$/.test(file)

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

t.test('the coverage exclusions name code, and none of them the browser build', async (t) => {
  for (const pattern of tapConfig['coverage-exclude']) {
    const folder = folderOf(pattern)
    t.ok(folder.length > 0, `${pattern} starts in a folder`)
    t.notOk(
      'dist/client/'.startsWith(`${folder}/`) || `${folder}/`.startsWith('dist/client/'),
      `${pattern} does not list dist/client (every picture and page data file of the menu)`,
    )
    t.ok(
      /\.(\{[\w,]+\}|[cm]?[jt]sx?)$/.test(pattern),
      `${pattern} names code files only (no maps, no pictures)`,
    )
  }
  t.ok(
    matcher('test/**/!(*.test).{ts,tsx}').test('test/helpers/staff-helper.ts'),
    'a test helper is excluded',
  )
  t.notOk(matcher('test/**/!(*.test).{ts,tsx}').test('test/server/auth/auth.test.ts'), 'a test is not')
  t.ok(matcher('scripts/*/*.ts').test('scripts/lighthouse/report.ts'), 'a script in a folder')
  t.notOk(matcher('dist/server/*.js').test('dist/server/main.js.map'), 'a source map is not code')
})

t.test('the exclusion list tap passes to each test process fits in a deep checkout', async (t) => {
  const excluded = tapConfig['coverage-exclude'].flatMap((pattern) => {
    const match = matcher(pattern)
    return filesUnder(folderOf(pattern)).filter((file) => match.test(file))
  })
  // tap adds every file it runs to the same variable. In `npm test` (scripts/test.mjs) those are the
  // browser and robustness suites as they are, and for the in-process suites one generated file per
  // twenty suites of an area (`.tap/test-batches/<area>--N.test.ts`, `postgres--` before it for the
  // PostgreSQL pass), beside up to 40 long suites started through `.tap/long-first/NN--<path>`.
  // Counted here as one per six suites of each folder: more files than any batching so far makes,
  // so the bound holds whatever the batch size.
  const tests = filesUnder('test').filter(isTest)
  const onPostgres = (file: string) =>
    file.startsWith('test/postgres/') ||
    (file.startsWith('test/server/') &&
      !/^\/\/ Not in the PostgreSQL pass: /.test(readFileSync(file, 'utf8')))
  const asTheyAre = tests.filter((file) => /^test\/(e2e|robustness)\//.test(file))
  const folders = new Map<string, string[]>()
  for (const file of tests.filter((f) => !asTheyAre.includes(f))) {
    const folder = dirname(file)
    folders.set(folder, [...(folders.get(folder) ?? []), file])
  }
  const batches = [...folders].flatMap(([folder, files]) => {
    const name = (prefix: string, count: number) =>
      Array.from(
        { length: Math.ceil(count / 6) },
        (_, i) => `.tap/test-batches/${prefix}${folder.replaceAll('/', '--')}--${i + 1}.test.ts`,
      )
    return [...name('', files.length), ...name('postgres--', files.filter(onPostgres).length)]
  })
  const longFirst = Array.from({ length: 40 }, () => `.tap/long-first/00--${'x'.repeat(60)}.test.ts`)
  const postgresPass = batches.filter((file) => file.includes('/postgres--'))
  const files = [...excluded, ...asTheyAre, ...batches, ...longFirst]
  const bytes = files.reduce((sum, file) => sum + DEEP_ROOT_LENGTH + 1 + file.length + 1, 0)
  t.comment(
    `${excluded.length} excluded files, ${asTheyAre.length} browser and robustness suites, ${batches.length} batches (${postgresPass.length} on PostgreSQL) and 40 long suites: ${bytes} bytes at a ${DEEP_ROOT_LENGTH}-character root`,
  )
  t.ok(tests.length > 100 && postgresPass.length > 10, 'the test files are counted')
  // A tenth of room at a root deeper than any checkout this project has seen (docs/testing.md).
  t.ok(bytes < LIMIT * 0.9, `${bytes} bytes < ${LIMIT * 0.9}`)
})
