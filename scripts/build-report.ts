/**
 * The build's last steps: lists the build's assets in sw.js, then prints the size of each
 * JavaScript chunk and what a first visit to `/` downloads (the budget test checks the same
 * figure). Page data is not written here: the server answers it from the menu (docs/client.md).
 */
import { join } from 'node:path'
import { chunkSizes, FIRST_VISIT_HARD_LIMIT, FIRST_VISIT_TARGET, firstVisitBytes } from './js-budget.js'
import { writeServiceWorker } from './service-worker.js'

const root = join(import.meta.dirname, '..', 'dist', 'client')
console.log(`service worker: ${await writeServiceWorker(root)} assets of this build listed in sw.js`)

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
for (const chunk of await chunkSizes(root)) {
  console.log(`  ${chunk.file.padEnd(44)} ${kB(chunk.bytes).padStart(9)}  gzip ${kB(chunk.gzip).padStart(8)}`)
}
const first = await firstVisitBytes(root, '/', 'pl')
console.log(
  `first visit to / (pl): ${kB(first.gzip)} gzip of JavaScript in ${first.files.length} files (target ${kB(FIRST_VISIT_TARGET)}, limit ${kB(FIRST_VISIT_HARD_LIMIT)})`,
)
