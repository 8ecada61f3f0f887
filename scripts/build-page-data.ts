/**
 * Writes the page data (docs/product.md, "Page loading"): dist/client/page-data/<path>/page-data.json for every
 * known page (both languages in one file), served as static files; client-side navigation and
 * preloading fetch them. Then prints the size of each JavaScript chunk and what a first visit to
 * `/` downloads (the budget test checks the same figure). Lists the build's assets in sw.js.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { knownPagePaths, pageDataFor } from '../client/page-data/build.js'
import { pageDataUrl } from '../client/page-data/paths.js'
import { chunkSizes, FIRST_VISIT_HARD_LIMIT, FIRST_VISIT_TARGET, firstVisitBytes } from './js-budget.js'
import { writeServiceWorker } from './service-worker.js'

const root = join(import.meta.dirname, '..', 'dist', 'client')
const paths = knownPagePaths()
for (const path of paths) {
  const data = pageDataFor(path)
  if (!data) throw new Error(`no page data for the known page ${path}`)
  const file = join(root, pageDataUrl(path))
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, JSON.stringify(data))
}
console.log(`page data: ${paths.length} pages written to dist/client/page-data/`)
console.log(`service worker: ${await writeServiceWorker(root)} assets of this build listed in sw.js`)

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
for (const chunk of await chunkSizes(root)) {
  console.log(`  ${chunk.file.padEnd(44)} ${kB(chunk.bytes).padStart(9)}  gzip ${kB(chunk.gzip).padStart(8)}`)
}
const first = await firstVisitBytes(root, '/', 'pl')
console.log(
  `first visit to / (pl): ${kB(first.gzip)} gzip of JavaScript in ${first.files.length} files (target ${kB(FIRST_VISIT_TARGET)}, limit ${kB(FIRST_VISIT_HARD_LIMIT)})`,
)
