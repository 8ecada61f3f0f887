/** The JavaScript of the client build: each chunk's size, and what a first visit to a page loads. */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

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

/** The page modules the client loads for a first visit to a path (see client/page-data/pages.ts). */
const PAGE_SOURCES: Record<string, string> = {
  '/': 'client/pages/HomePage.tsx',
}

/**
 * The files a first visit to `path` downloads before the page is interactive: the entry with its
 * static imports, the page's chunk with its imports, and the language's dictionary.
 */
export async function firstVisitBytes(
  root: string,
  path: string,
  lang: 'pl' | 'en',
): Promise<{ files: string[]; gzip: number }> {
  const manifest = await readManifest(root)
  const entry = Object.entries(manifest).find(([, e]) => e.isEntry)
  if (!entry) throw new Error('no entry in the manifest')
  const page = PAGE_SOURCES[path]
  if (!page || !manifest[page]) throw new Error(`no chunk for ${path}`)
  const dictionary = `client/i18n/${lang}.ts`
  if (!manifest[dictionary]) throw new Error(`the ${lang} dictionary is not its own chunk`)
  const files = new Set<string>()
  const visit = (key: string) => {
    const item = manifest[key]
    if (!item || files.has(item.file)) return
    files.add(item.file)
    for (const imported of item.imports ?? []) visit(imported)
  }
  for (const key of [entry[0], page, dictionary]) visit(key)
  const sizes = await Promise.all([...files].map((f) => gzipSize(root, f)))
  return { files: [...files], gzip: sizes.reduce((a, b) => a + b, 0) }
}
