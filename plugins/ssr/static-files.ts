import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

export const IMMUTABLE = 'public, max-age=31536000, immutable'
const DAY = 'public, max-age=86400'

/** Siblings the build writes (scripts/compress-dist.ts): never requested by their own names. */
const ENCODED_SUFFIX = /\.(?:br|gz)$/

/**
 * Files that are never served: the page template (pages come from the ssr route), source maps
 * (the build moves them out of dist/client; a stray one stays private) and the encoded siblings,
 * which are sent only in place of their original.
 */
export function isServable(path: string): boolean {
  return path !== '/index.html' && !path.endsWith('.map') && !ENCODED_SUFFIX.test(path)
}

/**
 * Cache-Control for a file (its path under the served folder): hashed build output never changes;
 * the service worker is re-checked on every visit, so that a new version is picked up.
 */
export function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return IMMUTABLE
  if (path === '/sw.js') return 'no-cache'
  return DAY
}

/** The original file of every `.br`/`.gz` sibling under a folder. */
function filesWithEncodings(root: string): Set<string> {
  const found = new Set<string>()
  if (!existsSync(root)) return found
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && ENCODED_SUFFIX.test(entry.name)) {
      found.add(join(entry.parentPath, entry.name).replace(ENCODED_SUFFIX, ''))
    }
  }
  return found
}

/**
 * Static files with @fastify/static: the build's `.br`/`.gz` siblings are sent in place of the
 * original when the client accepts them (`preCompressed`), with `Vary: Accept-Encoding` on every
 * representation of such a file; ETag and Last-Modified, 304 on a match.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  root: string,
  options: { precompressed: boolean },
): Promise<void> {
  const encoded = options.precompressed ? filesWithEncodings(root) : new Set<string>()
  await app.register(fastifyStatic, {
    root,
    // Routes for the files present at start: anything else falls through to the page route's 404.
    wildcard: false,
    index: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    preCompressed: options.precompressed,
    allowedPath: (path) => isServable(path),
    setHeaders: (res, path) => {
      // `path` is the file sent: the original or one of its encoded siblings.
      const original = ENCODED_SUFFIX.test(path) && encoded.has(path.slice(0, -3)) ? path.slice(0, -3) : path
      res.setHeader('Cache-Control', cacheControlFor(original.slice(root.length)))
      if (encoded.has(original)) res.setHeader('Vary', 'Accept-Encoding')
    },
  })
}
