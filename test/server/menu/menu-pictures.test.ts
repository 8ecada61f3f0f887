/** Dish photos (docs/menu.md, "Pictures"): uploads, refusals, the files served. */
import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import t from 'tap'
import { editorApp } from '../../helpers/menu-editor-setup.js'

/** A photo-like JPEG: one of the site's drawings rendered at 1600 × 1200. */
async function photo(): Promise<Buffer> {
  const svg = readFileSync(
    new URL('../../../client/public/images/products/nigiri-losos.svg', import.meta.url),
  )
  return sharp(svg, { density: 200 }).resize(1600, 1200).jpeg({ quality: 90 }).toBuffer()
}

async function upload(
  app: Awaited<ReturnType<typeof editorApp>>,
  body: Buffer,
  type = 'image/jpeg',
  id = 'nigiri-losos',
) {
  return app.inject({
    method: 'PUT',
    url: `/api/menu/products/${id}/image`,
    headers: { authorization: app.authorization, 'content-type': type },
    payload: body,
  })
}

t.test('an uploaded photo: every size and format, served immutable, shown on the menu', async (t) => {
  const app = await editorApp(t)
  const res = await upload(app, await photo())
  t.equal(res.statusCode, 200, res.body)
  const { picture, imagesUrl } = res.json()
  t.match(picture.hash, /^[0-9a-f]{16}$/)
  t.equal(picture.width, 1440)
  t.equal(picture.height, 1080)
  t.match(picture.placeholder, /^data:image\/webp;base64,/)
  t.same(imagesUrl, [`/media/menu/${picture.hash}-960.jpg`])
  t.same(
    picture.sources.map((s: { type: string }) => s.type),
    ['image/avif', 'image/webp', 'image/jpeg'],
  )
  t.same((await app.publicProduct('nigiri-losos')).json().imagesUrl, imagesUrl, 'the public menu shows it')

  const formats: [string, string, 'avif' | 'heif' | 'webp' | 'jpeg'][] = [
    ['avif', 'image/avif', 'heif'],
    ['webp', 'image/webp', 'webp'],
    ['jpg', 'image/jpeg', 'jpeg'],
  ]
  for (const width of [160, 480, 960, 1440]) {
    for (const [ext, type, format] of formats) {
      const file = await app.inject({ url: `/media/menu/${picture.hash}-${width}.${ext}` })
      t.equal(file.statusCode, 200, `${width}.${ext}`)
      t.equal(file.headers['content-type'], type)
      t.equal(file.headers['cache-control'], 'public, max-age=31536000, immutable')
      const meta = await sharp(file.rawPayload).metadata()
      t.equal(meta.format, format, `${width}.${ext} decodes as ${format}`)
      t.equal(meta.width, width)
      t.equal(meta.height, (width * 3) / 4)
    }
  }
  t.equal((await app.inject({ url: `/media/menu/${picture.hash}-500.jpg` })).statusCode, 404)
  t.equal((await app.inject({ url: '/media/menu/0000000000000000-960.jpg' })).statusCode, 404)

  const png = await sharp(await photo())
    .png()
    .toBuffer()
  const again = await upload(app, png, 'image/png', 'nigiri-tunczyk')
  t.equal(again.statusCode, 200)
  t.not(again.json().picture.hash, picture.hash)
  const log = (await app.call('GET', '/api/menu/changes')).json().changes
  t.match(log[1], { entityId: 'nigiri-losos', changes: [{ field: 'picture', from: null, to: picture.hash }] })
})

t.test('what is not a usable picture is refused with 413, 415 or 422, and nothing changes', async (t) => {
  const app = await editorApp(t)
  const good = await photo()
  const huge = await sharp({ create: { width: 8000, height: 5125, channels: 3, background: '#c05030' } })
    .png({ compressionLevel: 9 })
    .toBuffer()
  const cases: [string, Buffer, string, number, string][] = [
    ['text', Buffer.from('to nie jest zdjęcie'), 'image/jpeg', 422, 'NOT_A_PICTURE'],
    ['a truncated JPEG', good.subarray(0, Math.floor(good.length / 2)), 'image/jpeg', 422, 'NOT_A_PICTURE'],
    [
      'an SVG sent as PNG',
      readFileSync(new URL('../../../client/public/images/logo.svg', import.meta.url)),
      'image/png',
      422,
      'NOT_A_PICTURE',
    ],
    ['41 megapixels', huge, 'image/png', 422, 'PICTURE_TOO_LARGE'],
    ['a GIF type', good, 'image/gif', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['JSON', Buffer.from('{"a":1}'), 'application/json', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['10 MB + 1', Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'image/jpeg', 413, 'BODY_TOO_LARGE'],
  ]
  for (const [what, body, type, status, code] of cases) {
    const res = await upload(app, body, type)
    t.equal(res.statusCode, status, `${what}: ${res.body}`)
    t.equal(res.json().code, code, what)
  }
  t.equal((await app.editorProduct('nigiri-losos')).picture, null)
  t.same((await app.publicProduct('nigiri-losos')).json().imagesUrl, ['/images/products/nigiri-losos.svg'])
  const stored = await app.db.selectFrom('menu_pictures').select('hash').execute()
  t.same(stored, [], 'no picture stored')
  t.same((await app.call('GET', '/api/menu/changes')).json().changes, [])
  t.equal((await upload(app, good, 'image/jpeg', 'nie-ma')).statusCode, 404)
  const guest = await app.inject({
    method: 'PUT',
    url: '/api/menu/products/nigiri-losos/image',
    headers: { 'content-type': 'image/jpeg' },
    payload: good,
  })
  t.equal(guest.statusCode, 401)
})
