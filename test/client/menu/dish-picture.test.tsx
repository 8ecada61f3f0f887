/** A dish's picture (docs/menu.md, "Pictures"): a photo offers AVIF and WebP in every size, a drawing stays an <img>. */
import '../helpers/setup.js'
import { cleanup, render } from '@testing-library/react'
import t from 'tap'
import { DishPicture } from '#client/shared/DishPicture.js'

t.afterEach(() => cleanup())

t.test('an uploaded photo is a <picture> with AVIF and WebP sources and the JPEG as its <img>', async (t) => {
  const { container } = render(
    <DishPicture
      src="/media/menu/0123456789abcdef-960.jpg"
      width={480}
      height={360}
      alt="Nigiri"
      sizes="400px"
    />,
  )
  const sources = [...container.querySelectorAll('picture > source')]
  t.same(
    sources.map((s) => s.getAttribute('type')),
    ['image/avif', 'image/webp', 'image/jpeg'],
  )
  t.equal(
    sources[0]!.getAttribute('srcset'),
    '/media/menu/0123456789abcdef-160.avif 160w, /media/menu/0123456789abcdef-480.avif 480w, /media/menu/0123456789abcdef-960.avif 960w, /media/menu/0123456789abcdef-1440.avif 1440w',
  )
  t.equal(sources[0]!.getAttribute('sizes'), '400px')
  const img = container.querySelector('picture > img')!
  t.equal(img.getAttribute('src'), '/media/menu/0123456789abcdef-960.jpg')
  t.equal(img.getAttribute('alt'), 'Nigiri')
  t.equal(img.getAttribute('width'), '480')
})

t.test('a drawing is a plain <img>', async (t) => {
  const { container } = render(
    <DishPicture
      src="/images/products/nigiri-losos.svg"
      width={96}
      height={72}
      alt=""
      sizes="96px"
      loading="lazy"
    />,
  )
  t.equal(container.querySelector('picture'), null)
  const img = container.querySelector('img')!
  t.equal(img.getAttribute('src'), '/images/products/nigiri-losos.svg')
  t.equal(img.getAttribute('loading'), 'lazy')
  t.equal(img.getAttribute('sizes'), null)
})
