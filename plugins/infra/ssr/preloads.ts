/** A chunk of the build's manifest (dist/client/.vite/manifest.json), as far as it is read here. */
interface ManifestChunk {
  file: string
  imports?: string[]
  isEntry?: boolean
}
export type Manifest = Record<string, ManifestChunk>

/**
 * `<link rel="modulepreload">` tags for the files of the given source modules and every chunk they
 * import statically, less the entry and what the entry imports (index.html names those already):
 * the page's chunk and its strings start downloading beside the entry instead of after it has run
 * (docs/client.md, "Module preloads"). A module missing from the manifest adds nothing.
 */
export function modulePreloadTags(manifest: Manifest, modules: readonly string[]): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  const skip = new Set<string>()
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return
    into.add(key)
    for (const imported of manifest[key].imports ?? []) walk(imported, into)
  }
  if (entryKey) walk(entryKey, skip)
  const wanted = new Set<string>()
  for (const module of modules) walk(module, wanted)
  return [...wanted]
    .filter((key) => !skip.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`)
    .join('')
}
