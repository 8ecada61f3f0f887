// Not in the PostgreSQL pass: the build's files.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import Fastify from 'fastify'
import t from 'tap'
import { registerBuiltFiles } from '#infra/ssr/static-files.js'
import { compressDirectory } from '../../../scripts/compress-dist.js'
import { build } from '../../helpers/app.js'
import { ensureProductionBuild } from '../../helpers/production-build.js'

// The production build's static files: compressed once at build time, sent precompressed.
// `npm test` builds first when the build is missing or older than the compression step
// (scripts/ensure-build.mjs).
ensureProductionBuild()

const CHROMIUM = 'gzip, deflate, br, zstd'
const client = 'dist/client'
const html = readFileSync(join(client, 'index.html'), 'utf8')
const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)![1]!
const stylesheet = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(html)![1]!

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort()
}

/** A built file's url path: the first one matching (the artwork's names change with the menu). */
function firstFile(pattern: RegExp): string {
  const found = filesUnder(client).find((f) => pattern.test(f))
  if (!found) throw new Error(`no built file matches ${pattern}`)
  return found.slice(client.length)
}
const productPicture = firstFile(/\/images\/products\/[^/]+\.svg$/)
// A picture in a format that is compressed already (JPEG, PNG, WebP).
const photo = firstFile(/\.(?:jpe?g|png|webp)$/)

t.test('the build writes .br and .gz beside every asset where compression helps', async (t) => {
  for (const path of [entry, stylesheet, '/sw.js', '/images/logo.svg', productPicture]) {
    const original = readFileSync(join(client, path))
    const br = readFileSync(join(client, `${path}.br`))
    const gz = readFileSync(join(client, `${path}.gz`))
    t.ok(br.length < original.length && gz.length < original.length, `${path}: smaller encoded`)
    t.same(brotliDecompressSync(br), original, `${path}.br decodes to the file`)
    t.same(gunzipSync(gz), original, `${path}.gz decodes to the file`)
  }
  const files = filesUnder(client)
  const originals = files.filter((f) => !/\.(br|gz)$/.test(f))
  // Text files of a few hundred bytes and up shrink by far more than the build's threshold; the
  // tiniest (a page-data file of 47 bytes, say) are rightly left without a sibling.
  for (const file of originals.filter((f) => /\.(js|css|svg|json|txt|xml|webmanifest)$/.test(f))) {
    if (statSync(file).size < 512) continue
    t.ok(existsSync(`${file}.br`), `${file} has a .br`)
  }
  // Whatever sibling the build wrote decodes to its file (the privacy policy's PDF, whose streams
  // Chromium compresses already, gets a .br but no .gz: gzip saves too little).
  for (const file of originals) {
    if (existsSync(`${file}.br`)) t.same(brotliDecompressSync(readFileSync(`${file}.br`)), readFileSync(file))
    if (existsSync(`${file}.gz`)) t.same(gunzipSync(readFileSync(`${file}.gz`)), readFileSync(file))
  }
  // A photo is compressed already: no useless sibling.
  t.notOk(existsSync(join(client, `${photo}.br`)), `no .br for ${photo}`)
})

t.test('assets are sent precompressed with Content-Encoding, Vary and a year of caching', async (t) => {
  const app = await build(t, { ssrMode: 'build' })
  for (const path of [entry, stylesheet]) {
    const original = readFileSync(join(client, path))
    const br = await app.inject({ url: path, headers: { 'accept-encoding': CHROMIUM } })
    t.equal(br.statusCode, 200)
    t.equal(br.headers['content-encoding'], 'br', `${path} as brotli`)
    t.match(br.headers.vary, /accept-encoding/i)
    t.match(br.headers['content-type'], path.endsWith('.js') ? /javascript/ : /text\/css/)
    t.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable')
    t.same(br.rawPayload, readFileSync(join(client, `${path}.br`)), 'the bytes of the build, as written')
    t.same(brotliDecompressSync(br.rawPayload), original)

    const gz = await app.inject({ url: path, headers: { 'accept-encoding': 'gzip' } })
    t.equal(gz.headers['content-encoding'], 'gzip')
    t.match(gz.headers.vary, /accept-encoding/i)
    t.same(gunzipSync(gz.rawPayload), original)

    const plain = await app.inject({ url: path })
    t.notOk(plain.headers['content-encoding'], 'no encoding when none is accepted')
    t.match(plain.headers.vary, /accept-encoding/i, 'Vary on the plain answer too')
    t.same(plain.rawPayload, original)
  }
})

t.test('the service worker is re-checked on every visit, even when sent compressed', async (t) => {
  const app = await build(t, { ssrMode: 'build' })
  const res = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': CHROMIUM } })
  t.equal(res.headers['content-encoding'], 'br')
  t.equal(res.headers['cache-control'], 'no-cache')
  t.match(res.headers['content-type'], /javascript/)
  const pdf = await app.inject({ url: '/polityka-prywatnosci.pdf', headers: { 'accept-encoding': CHROMIUM } })
  t.equal(pdf.headers['content-type'], 'application/pdf')
  t.equal(pdf.headers['content-encoding'], 'br')
  t.equal(pdf.headers['cache-control'], 'public, max-age=86400')
})

t.test('304 on If-None-Match and If-Modified-Since for static files', async (t) => {
  const app = await build(t, { ssrMode: 'build' })
  for (const path of [entry, '/images/logo.svg', photo]) {
    const first = await app.inject({ url: path, headers: { 'accept-encoding': CHROMIUM } })
    t.equal(first.statusCode, 200)
    const etag = first.headers.etag
    t.ok(etag, `${path} has an ETag`)
    t.ok(first.headers['last-modified'], `${path} has Last-Modified`)
    const again = await app.inject({
      url: path,
      headers: { 'accept-encoding': CHROMIUM, 'if-none-match': String(etag) },
    })
    t.equal(again.statusCode, 304, `${path}: 304 on its ETag`)
    t.equal(again.rawPayload.length, 0)
    const since = await app.inject({
      url: path,
      headers: { 'accept-encoding': CHROMIUM, 'if-modified-since': String(first.headers['last-modified']) },
    })
    t.equal(since.statusCode, 304, `${path}: 304 on If-Modified-Since`)
  }
})

t.test('no source map is public, and the bundle does not point to one', async (t) => {
  t.same(
    filesUnder(client).filter((f) => f.endsWith('.map')),
    [],
    'no .map under dist/client',
  )
  t.ok(
    existsSync(join('dist/sourcemaps', `${entry}.map`)),
    'the hidden map is kept outside the public folder',
  )
  const script = readFileSync(join(client, entry), 'utf8')
  t.notMatch(script, /sourceMappingURL/)
  const app = await build(t, { ssrMode: 'build' })
  const map = await app.inject({ url: `${entry}.map` })
  t.equal(map.statusCode, 404)
  t.notMatch(map.body, /"mappings"/)
})

t.test('encoded siblings and the page template are not addressable by their own names', async (t) => {
  const app = await build(t, { ssrMode: 'build' })
  for (const path of [`${entry}.br`, `${entry}.gz`, '/index.html']) {
    const res = await app.inject({ url: path, headers: { 'accept-encoding': CHROMIUM } })
    t.equal(res.statusCode, 404, path)
  }
  // Outside the file folders an unknown name is a page path: it moves to the slash form, a 404 page.
  const sibling = await app.inject({ url: '/sw.js.br', headers: { 'accept-encoding': CHROMIUM } })
  t.not(sibling.statusCode, 200)
  t.notOk(sibling.headers['content-encoding'])
})

t.test('files beyond the memory budget are read from disk, precompressed all the same', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'sushi-static-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  mkdirSync(join(dir, 'assets'))
  const script = `console.log(${JSON.stringify('Sakana '.repeat(2000))})\n`
  writeFileSync(join(dir, 'assets/big-abc123.js'), script)
  writeFileSync(join(dir, 'sw.js'), script)
  writeFileSync(join(dir, 'tiny.txt'), 'ok')
  await compressDirectory(dir)
  t.notOk(existsSync(join(dir, 'tiny.txt.br')), 'compression that does not help is skipped')

  for (const limits of [
    { file: 0, total: 0 },
    { file: 1 << 20, total: 1 << 20 },
  ]) {
    const app = Fastify()
    await registerBuiltFiles(app, dir, limits)
    t.teardown(() => app.close())
    const where = limits.file === 0 ? 'from disk' : 'from memory'
    const br = await app.inject({ url: '/assets/big-abc123.js', headers: { 'accept-encoding': CHROMIUM } })
    t.equal(br.statusCode, 200, where)
    t.equal(br.headers['content-encoding'], 'br', where)
    t.match(br.headers.vary, /accept-encoding/i)
    t.match(br.headers['content-type'], /javascript/)
    t.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable')
    t.equal(brotliDecompressSync(br.rawPayload).toString(), script)
    const again = await app.inject({
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': CHROMIUM, 'if-none-match': String(br.headers.etag) },
    })
    t.equal(again.statusCode, 304, `${where}: 304`)
    const sw = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'gzip' } })
    t.equal(sw.headers['content-encoding'], 'gzip')
    t.equal(sw.headers['cache-control'], 'no-cache')
    const tiny = await app.inject({ url: '/tiny.txt', headers: { 'accept-encoding': CHROMIUM } })
    t.equal(tiny.body, 'ok')
    t.notOk(tiny.headers['content-encoding'])
    t.notOk(tiny.headers.vary, `${where}: nothing varies for a file without encodings`)
    const since = await app.inject({
      url: '/tiny.txt',
      headers: { 'if-modified-since': String(tiny.headers['last-modified']) },
    })
    t.equal(since.statusCode, 304, `${where}: 304 on If-Modified-Since`)
  }
})
