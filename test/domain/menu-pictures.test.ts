/** Dish photos' addresses (docs/menu.md, "Pictures"). */
import t from 'tap'
import { parsePictureFile, pictureOf, pictureSourcesOf } from '#domain/menu/pictures.js'

const hash = '0123456789abcdef'

t.test('every size and format of a photo under its content hash', async (t) => {
  const picture = pictureOf(hash, 'data:image/webp;base64,AAAA')
  t.same(picture, {
    hash,
    width: 1440,
    height: 1080,
    src: '/media/menu/0123456789abcdef-960.jpg',
    sources: [
      {
        type: 'image/avif',
        srcset:
          '/media/menu/0123456789abcdef-160.avif 160w, /media/menu/0123456789abcdef-480.avif 480w, /media/menu/0123456789abcdef-960.avif 960w, /media/menu/0123456789abcdef-1440.avif 1440w',
      },
      {
        type: 'image/webp',
        srcset:
          '/media/menu/0123456789abcdef-160.webp 160w, /media/menu/0123456789abcdef-480.webp 480w, /media/menu/0123456789abcdef-960.webp 960w, /media/menu/0123456789abcdef-1440.webp 1440w',
      },
      {
        type: 'image/jpeg',
        srcset:
          '/media/menu/0123456789abcdef-160.jpg 160w, /media/menu/0123456789abcdef-480.jpg 480w, /media/menu/0123456789abcdef-960.jpg 960w, /media/menu/0123456789abcdef-1440.jpg 1440w',
      },
    ],
    placeholder: 'data:image/webp;base64,AAAA',
  })
  t.same(pictureSourcesOf(picture.src), picture.sources)
  t.equal(pictureSourcesOf('/images/products/nigiri-losos.svg'), null, 'a drawing has no sizes')
})

t.test('only the names of real files are read', async (t) => {
  t.same(parsePictureFile(`${hash}-480.webp`), { hash, width: 480, format: 'webp' })
  t.equal(parsePictureFile(`${hash}-500.webp`), null)
  t.equal(parsePictureFile(`${hash}-480.png`), null)
  t.equal(parsePictureFile(`${hash.toUpperCase()}-480.jpg`), null)
  t.equal(parsePictureFile(`../${hash}-480.jpg`), null)
})
