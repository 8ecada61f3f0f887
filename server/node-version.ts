/**
 * The Node.js versions the site runs on, checked first thing at start (docs/operations.md,
 * "Node.js versions"): on Node 24 better-sqlite3 12 aborts the process (an assertion in Node's
 * environment cleanup when a statement is freed), so the start refuses at once with a message
 * instead. package.json `engines` names the same range, so that `npm ci` warns there too.
 * @internal Exported for its tests (they compare it with `engines`); production uses it here.
 */
export const SUPPORTED_NODE = '^20.19.0 || ^22.12.0'

/**
 * Why `version` cannot run the site, or null when it can.
 * @internal Exported for its tests; production uses it within this module.
 */
export function unsupportedNode(version: string): string | null {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number)
  if ((major === 20 && minor >= 19) || (major === 22 && minor >= 12)) return null
  const why =
    major >= 24
      ? ' better-sqlite3 12 aborts the process on Node 24 and later; see docs/operations.md, "Node.js versions".'
      : ''
  return `Node.js ${version} is not supported: run the site on Node.js 22 (22.12 or later), or 20.19 or later in the 20 line (${SUPPORTED_NODE}).${why}`
}

const problem = unsupportedNode(process.versions.node)
if (problem) {
  console.error(problem)
  process.exit(1)
}
