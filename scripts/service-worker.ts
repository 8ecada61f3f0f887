/** Writes the build's own asset list into dist/client/sw.js (see the worker's header comment). */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

const PLACEHOLDER = 'const BUILD_ASSETS = []'

/** The worker's source with `assets` (paths such as /assets/index-abc.js) in place of the empty list. */
export function serviceWorkerFor(source: string, assets: readonly string[]): string {
  if (!source.includes(PLACEHOLDER)) throw new Error(`sw.js has no "${PLACEHOLDER}" line to fill in`)
  return source.replace(PLACEHOLDER, () => `const BUILD_ASSETS = ${JSON.stringify([...assets].sort())}`)
}

/** Fills in dist/client/sw.js with every file of dist/client/assets; returns how many. */
export async function writeServiceWorker(root: string): Promise<number> {
  const assets = (await readdir(join(root, 'assets')))
    .filter((file) => !/\.(br|gz|map)$/.test(file))
    .map((file) => `/assets/${file}`)
  const file = join(root, 'sw.js')
  await writeFile(file, serviceWorkerFor(await readFile(file, 'utf8'), assets))
  return assets.length
}
