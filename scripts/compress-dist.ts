/**
 * The last step of `npm run build`: every file under dist/client gets a `.br` (brotli quality 11)
 * and a `.gz` (gzip level 9) beside it, whatever step of the build wrote it, so that the server
 * sends precompressed bytes and never compresses a static file per request. An encoding that does
 * not make the file clearly smaller is not written (pictures already compressed, tiny files).
 * Source maps are moved out of the public folder first (dist/sourcemaps keeps them for error
 * reports; the built files do not point to them).
 *
 *   tsx scripts/compress-dist.ts [clientDir] [mapsDir]
 */
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

export const ENCODINGS = { br: '.br', gzip: '.gz' } as const

/** Formats that are compressed already: compressing them again only costs build time. */
const ALREADY_COMPRESSED = /\.(?:png|jpe?g|gif|webp|avif|woff2?|zip|br|gz|zst|mp4|webm|mp3|ogg)$/i

/** An encoding is kept only when it saves at least this share of the file and a few bytes. */
export const MIN_SAVING = 0.05
const MIN_SAVED_BYTES = 64

export interface CompressedFile {
  path: string
  size: number
  br: number | null
  gzip: number | null
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}

function worthKeeping(original: number, compressed: number): boolean {
  return compressed <= original * (1 - MIN_SAVING) && original - compressed >= MIN_SAVED_BYTES
}

async function writeOrRemove(path: string, bytes: Buffer | null, mtime: Date): Promise<void> {
  if (bytes === null) {
    await rm(path, { force: true })
    return
  }
  await writeFile(path, bytes)
  // The same modification time as the original: Last-Modified does not depend on the encoding.
  await utimes(path, mtime, mtime)
}

export async function compressFile(path: string): Promise<CompressedFile> {
  const [source, info] = await Promise.all([readFile(path), stat(path)])
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ])
  const keepBr = worthKeeping(source.length, br.length) ? br : null
  const keepGz = worthKeeping(source.length, gz.length) ? gz : null
  await writeOrRemove(path + ENCODINGS.br, keepBr, info.mtime)
  await writeOrRemove(path + ENCODINGS.gzip, keepGz, info.mtime)
  return { path, size: source.length, br: keepBr?.length ?? null, gzip: keepGz?.length ?? null }
}

/** Compresses every file of a folder (recursively) and returns what was written. */
export async function compressDirectory(dir: string): Promise<CompressedFile[]> {
  const files = (await filesUnder(dir)).filter((path) => !ALREADY_COMPRESSED.test(path))
  const results: CompressedFile[] = []
  let next = 0
  // zlib's asynchronous calls run on libuv's thread pool: a few at a time keep every core busy.
  const workers = Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
    while (next < files.length) {
      const path = files[next++]!
      results.push(await compressFile(path))
    }
  })
  await Promise.all(workers)
  return results.sort((a, b) => a.path.localeCompare(b.path))
}

/** Moves every source map out of the public folder, keeping its relative path. */
export async function moveSourceMaps(publicDir: string, mapsDir: string): Promise<string[]> {
  const maps = (await filesUnder(publicDir)).filter((path) => path.endsWith('.map'))
  await rm(mapsDir, { recursive: true, force: true })
  for (const path of maps) {
    const target = join(mapsDir, relative(publicDir, path))
    await mkdir(dirname(target), { recursive: true })
    await rename(path, target)
  }
  return maps
}

function kB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const clientDir = resolve(process.argv[2] ?? 'dist/client')
  const mapsDir = resolve(process.argv[3] ?? 'dist/sourcemaps')
  const started = Date.now()
  const maps = await moveSourceMaps(clientDir, mapsDir)
  const files = await compressDirectory(clientDir)
  const compressed = files.filter((f) => f.br !== null || f.gzip !== null)
  for (const file of compressed.filter((f) => f.size >= 10 * 1024)) {
    console.log(
      `${relative(clientDir, file.path).padEnd(48)} ${kB(file.size).padStart(10)}  br ${kB(file.br ?? file.size).padStart(9)}  gz ${kB(file.gzip ?? file.size).padStart(9)}`,
    )
  }
  const total = (pick: (f: CompressedFile) => number) => files.reduce((sum, f) => sum + pick(f), 0)
  console.log(
    `compressed ${compressed.length} of ${files.length} files in ${((Date.now() - started) / 1000).toFixed(1)} s: ${kB(total((f) => f.size))} → br ${kB(total((f) => f.br ?? f.size))}, gz ${kB(total((f) => f.gzip ?? f.size))}; ${maps.length} source map(s) moved to ${relative(process.cwd(), mapsDir)}`,
  )
}
