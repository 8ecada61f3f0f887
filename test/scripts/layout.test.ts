import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import t from 'tap'

/**
 * docs/architecture.md, "Layout", is the one list of the house's folders: every folder it names
 * exists, and every folder in git at the depths it covers is named there.
 */
const doc = readFileSync('docs/architecture.md', 'utf8')
const block = /## Layout[\s\S]*?```\n([\s\S]*?)```/.exec(doc)?.[1] ?? ''
const listed = new Set(
  block
    .split('\n')
    .map((line) => /^([a-z0-9-]+(?:\/[a-z0-9-]+)*)\/\s/.exec(line)?.[1])
    .filter((dir): dir is string => Boolean(dir)),
)

/** The folders of the files in git, with every parent folder. */
const inGit = new Set<string>()
for (const file of execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n')) {
  const parts = file.split('/').slice(0, -1)
  for (let i = 1; i <= parts.length; i++) inGit.add(parts.slice(0, i).join('/'))
}

/** The depths the list covers: the top, and one or two levels below these folders. */
function covered(dir: string): boolean {
  const parts = dir.split('/')
  if (dir.startsWith('.')) return false
  if (parts[0] === 'docs' || parts[0] === 'bench' || parts[0] === 'scripts') return parts.length === 1
  if (parts.length === 1) return true
  if (parts[0] === 'plugins') return parts.length <= 3
  if (parts[0] === 'client') return parts.length === 2 || (parts[1] === 'features' && parts.length === 3)
  if (parts[0] === 'domain' || parts[0] === 'test') return parts.length === 2
  return false
}

t.test('the layout list names every folder, and only folders that exist', async (t) => {
  t.ok(listed.size > 50, `the list was read (${listed.size} folders)`)
  const missing = [...inGit].filter((dir) => covered(dir) && !listed.has(dir)).sort()
  const gone = [...listed].filter((dir) => !inGit.has(dir)).sort()
  t.same(missing, [], 'every folder in git at the listed depths is in docs/architecture.md')
  t.same(gone, [], 'every folder the list names exists')
})
