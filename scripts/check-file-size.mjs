#!/usr/bin/env node
/**
 * No source file over 300 lines (issue 12): a file that long does several jobs; split it by topic.
 * Run by `npm run lint`. Source: every tracked script, stylesheet and shell file. The exceptions are
 * listed here by path, each with its reason; a listed file that shrinks under the limit must leave
 * the list (so the list stays true).
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const LIMIT = 300
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|css|sh)$/

/**
 * Allowed over the limit, and why. The menu catalog data (domain/menu/products/*) is already under
 * it, one file per kind of dish, so it needs no entry.
 */
const EXCEPTIONS = new Map()

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  encoding: 'utf8',
})
  .split('\0')
  .filter((f) => SOURCE.test(f))

const problems = []
for (const file of files) {
  let text
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    continue // deleted in the work tree
  }
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
  const allowed = EXCEPTIONS.has(file)
  if (lines > LIMIT && !allowed) problems.push(`${file}: ${lines} lines (limit ${LIMIT}); split it by topic`)
  if (lines <= LIMIT && allowed)
    problems.push(`${file}: ${lines} lines, no longer over ${LIMIT}; remove it from EXCEPTIONS`)
}
for (const file of EXCEPTIONS.keys()) {
  if (!files.includes(file)) problems.push(`${file}: listed in EXCEPTIONS but not in the repository`)
}
if (problems.length > 0) {
  console.error(`scripts/check-file-size.mjs:\n${problems.join('\n')}`)
  process.exit(1)
}
console.log(
  `check-file-size: ${files.length} source files, none over ${LIMIT} lines but the ${EXCEPTIONS.size} listed`,
)
