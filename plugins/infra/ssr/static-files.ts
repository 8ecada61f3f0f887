import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import mime from 'mime'
import { EncodedBody, sendEncoded } from '#infra/http/encoded.js'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const DAY = 'public, max-age=86400'

/** Siblings the build writes (scripts/compress-dist.ts): never requested by their own names. */
const ENCODED_SUFFIX = /\.(?:br|gz)$/

/** Files up to this size are kept in memory, up to this total; larger ones are read per request. */
const MEMORY_FILE_LIMIT = 2 * 1024 * 1024
const MEMORY_TOTAL_LIMIT = 64 * 1024 * 1024

/**
 * Files that are never served: the page template (pages come from the ssr route), source maps
 * (the build moves them out of dist/client; a stray one stays private) and the encoded siblings,
 * which are sent only in place of their original.
 */
function isServable(path: string): boolean {
  return path !== '/index.html' && !path.endsWith('.map') && !ENCODED_SUFFIX.test(path)
}

/**
 * Cache-Control for a file (its path under the served folder): hashed build output never changes;
 * the service worker is re-checked on every visit, so that a new version is picked up.
 */
function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return IMMUTABLE
  if (path === '/sw.js') return 'no-cache'
  return DAY
}

function contentType(path: string): string {
  const type = mime.getType(path) ?? 'application/octet-stream'
  return /^text\/|javascript|json|svg|xml/.test(type) ? `${type}; charset=utf-8` : type
}

/** Every file under a folder, as url paths (`/assets/x.js`). */
function urlPaths(root: string): string[] {
  return readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .sort()
}

function readIfPresent(path: string): Buffer | null {
  return existsSync(path) ? readFileSync(path) : null
}

/**
 * The build's files (dist/client). Each is kept in memory with the `.br` and `.gz` the build wrote
 * beside it (scripts/compress-dist.ts): an answer is a lookup and one write, with an ETag per
 * representation, Last-Modified, 304 and `Vary: Accept-Encoding`, and nothing is compressed at
 * run time. A profile showed why memory: read per request, a 6 kB stylesheet cost about 150 µs of
 * server CPU (stat, open, read, close, a stream) against about 50 µs for the same bytes from memory.
 * Files too large for the memory budget are sent by @fastify/static with `preCompressed`, which
 * picks the same `.br`/`.gz` files from disk.
 */
export async function registerBuiltFiles(
  app: FastifyInstance,
  root: string,
  limits: { file: number; total: number } = { file: MEMORY_FILE_LIMIT, total: MEMORY_TOTAL_LIMIT },
): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    // Only reply.sendFile, for the large files below: every route is declared here.
    serve: false,
    index: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    preCompressed: true,
    setHeaders: (res, path) => {
      // `path` is the file sent: the original or one of its encoded siblings.
      const original = ENCODED_SUFFIX.test(path) ? path.slice(0, -3) : path
      res.setHeader('Cache-Control', cacheControlFor(`/${relative(root, original).split(sep).join('/')}`))
      if (existsSync(`${original}.br`) || existsSync(`${original}.gz`))
        res.setHeader('Vary', 'Accept-Encoding')
    },
  })

  let budget = limits.total
  for (const url of urlPaths(root).filter(isServable)) {
    const file = join(root, url)
    const info = statSync(file)
    const headers = { 'Cache-Control': cacheControlFor(url), 'Content-Type': contentType(url) }
    if (info.size > limits.file || info.size > budget) {
      app.get(url, (_request, reply) => reply.sendFile(url.slice(1)))
      continue
    }
    const body = EncodedBody.withEncodings(readFileSync(file), {
      br: readIfPresent(`${file}.br`),
      gzip: readIfPresent(`${file}.gz`),
    })
    budget -= body.identity.length + body.encodedSize
    const lastModified = { date: info.mtime, header: info.mtime.toUTCString() }
    app.get(url, (request, reply) => sendEncoded(request, reply.headers(headers), body, { lastModified }))
  }
}

/** Running from the sources (tests, `source` mode): the artwork straight from client/public. */
export async function registerSourceFiles(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    cacheControl: false,
    allowedPath: (path) => isServable(path),
    setHeaders: (res, path) =>
      res.setHeader('Cache-Control', cacheControlFor(`/${relative(root, path).split(sep).join('/')}`)),
  })
}
