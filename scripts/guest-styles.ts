/**
 * A step of `npm run build`: the guests' stylesheet, which the server inlines in every page but the
 * staff's (docs/client.md, "First paint"). It is the build's stylesheet, in the same order, less
 * the rules that cannot match anything a guest's page renders: those that require a class only
 * the staff's code names. The staff's pages get the whole stylesheet, as before.
 *
 * A class is the staff's when a staff source names it and no other source does: the sources are
 * read as text and every word counts (a class in a string, a comment or a test of the code keeps
 * its rules), and a class starting with a prefix that guest code completes at run time
 * (`` `product-card-${state}` ``) is the guests' too. A class only inside `:not()`, `:is()` or
 * `:has()` does not make a selector the staff's. Written to dist/ssr/guest-styles.json (href → text),
 * beside the server's bundle and never served as a file.
 *
 *   tsx scripts/guest-styles.ts
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import postcss from 'postcss'
import { stylesheetHrefs } from '#infra/ssr/head-assets.js'

/** Source files only the staff's pages load: their features, the staff page and its strings. */
const STAFF_SOURCES = [
  /^client\/features\/staff(?!-session\/)[^/]*\//,
  /^client\/pages\/ManagePage\.tsx$/,
  /^client\/i18n\/(?:staff-|[a-z]{2}-staff)/,
]

/** Whether a source file (path from the project root) is loaded only by the staff's pages. */
export function isStaffSource(path: string): boolean {
  return STAFF_SOURCES.some((pattern) => pattern.test(path))
}

const WORD = /[A-Za-z_][\w-]*/g

/** The classes the staff's code names and no guest code does, from the sources' text. */
export function staffOnlyClasses(sources: { guest: string[]; staff: string[] }): Set<string> {
  const guest = new Set(sources.guest.flatMap((text) => text.match(WORD) ?? []))
  // `product-card-${state}`, 'is-' + name: a class guest code completes at run time.
  const prefixes = sources.guest.flatMap((text) =>
    [...text.matchAll(/([A-Za-z_][\w-]*-)(?:\$\{|['"`]\s*\+)/g)].map((m) => m[1]!),
  )
  const only = new Set<string>()
  for (const text of sources.staff) {
    for (const word of text.match(WORD) ?? []) {
      if (!guest.has(word) && !prefixes.some((prefix) => word.startsWith(prefix))) only.add(word)
    }
  }
  return only
}

/** The classes an element must have for a selector to match: those outside any parentheses. */
function requiredClasses(selector: string): string[] {
  let text = selector
  for (let previous = ''; previous !== text; ) {
    previous = text
    text = text.replace(/\([^()]*\)/g, '')
  }
  return [...text.matchAll(/\.([A-Za-z_][\w-]*)/g)].map((m) => m[1]!)
}

/**
 * The stylesheet less its selectors that require one of `staffOnly`; a rule left with none goes,
 * and so does an at-rule (`@media`) left empty. Everything else keeps its text and its order.
 */
export function guestStylesheet(css: string, staffOnly: ReadonlySet<string>): string {
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    // Keyframe steps (`from`, `50%`) are not selectors.
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return
    // postcss splits the list at its top-level commas (not those inside `:is(…)` or a string).
    const all = rule.selectors
    const kept = all.filter((selector) => !requiredClasses(selector).some((name) => staffOnly.has(name)))
    if (kept.length === 0) rule.remove()
    else if (kept.length < all.length) rule.selector = kept.join(',')
  })
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove()
  })
  return root.toString()
}

async function sourceFiles(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && /\.(?:tsx?|html)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
}

async function main() {
  const root = join(import.meta.dirname, '..')
  const template = await readFile(join(root, 'dist/client/index.html'), 'utf8')
  // Everything that can put a class into a guest's page: the client, the page template and the
  // server's own HTML (the fallback error page).
  const files = [
    ...(await sourceFiles(root, 'client')),
    ...(await sourceFiles(root, 'plugins')),
    'index.html',
  ]
  const sources = { guest: [] as string[], staff: [] as string[] }
  for (const file of files) {
    sources[isStaffSource(file) ? 'staff' : 'guest'].push(await readFile(join(root, file), 'utf8'))
  }
  const staffOnly = staffOnlyClasses(sources)
  const styles: Record<string, string> = {}
  for (const href of stylesheetHrefs(template)) {
    const whole = await readFile(join(root, 'dist/client', href), 'utf8')
    styles[href] = guestStylesheet(whole, staffOnly)
    console.log(
      `guest stylesheet ${href}: ${(styles[href].length / 1000).toFixed(1)} kB of ${(whole.length / 1000).toFixed(1)} kB`,
    )
  }
  await writeFile(join(root, 'dist/ssr/guest-styles.json'), JSON.stringify(styles))
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) await main()
