import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
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

/** A pattern's folder, and whether it takes only the files that are not tests (test helpers). */
function parse(pattern: string): { folder: string; helpersOnly: boolean } | null {
  const match = /^([\w-]+(?:\/[\w-]+)*)\/\*\*(\/!\(\*\.test\)\.\{ts,tsx\})?$/.exec(pattern)
  return match ? { folder: match[1] as string, helpersOnly: Boolean(match[2]) } : null
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file)

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

t.test('the coverage exclusions are folders, and none of them is the browser build', async (t) => {
  for (const pattern of tapConfig['coverage-exclude']) {
    const parsed = parse(pattern)
    t.ok(parsed, `${pattern} is a folder, or the helpers of one`)
    const folder = parsed?.folder ?? pattern
    t.notOk(
      'dist/client/'.startsWith(`${folder}/`),
      `${pattern} does not list dist/client (every picture and page data file of the menu)`,
    )
  }
})

t.test('the exclusion list tap passes to each test process fits in a deep checkout', async (t) => {
  const excluded = tapConfig['coverage-exclude'].flatMap((pattern) => {
    const parsed = parse(pattern)
    if (!parsed) return []
    const files = filesUnder(parsed.folder)
    return parsed.helpersOnly ? files.filter((f) => /\.tsx?$/.test(f) && !isTest(f)) : files
  })
  // tap adds every test file it runs to the same variable.
  const tests = filesUnder('test').filter(isTest)
  const bytes = [...excluded, ...tests].reduce((sum, file) => sum + DEEP_ROOT_LENGTH + 1 + file.length + 1, 0)
  t.comment(
    `${excluded.length} excluded files and ${tests.length} test files: ${bytes} bytes at a ${DEEP_ROOT_LENGTH}-character root`,
  )
  t.ok(tests.length > 100, 'the test files are counted')
  // Room for the suite to grow by half before a deep checkout breaks again.
  t.ok(bytes < (LIMIT * 2) / 3, `${bytes} bytes < ${(LIMIT * 2) / 3}`)
})
