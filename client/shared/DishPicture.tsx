import { pictureSourcesOf } from '#domain/menu/pictures.js'

interface DishPictureProps {
  src: string
  width: number
  height: number
  alt: string
  /** The width the picture takes on screen (the `sizes` attribute), e.g. '(max-width: 899px) 100vw, 640px'. */
  sizes: string
  loading?: 'eager' | 'lazy'
  decoding?: 'async'
}

/**
 * A dish's picture: an uploaded photo as a `<picture>` offering AVIF and WebP in every size
 * (docs/menu.md, "Pictures"), the browser picking the smallest that fills `sizes`; a drawing as a
 * plain `<img>`.
 */
export function DishPicture(props: DishPictureProps) {
  const { src, sizes, alt, ...img } = props
  const sources = pictureSourcesOf(src)
  if (!sources) return <img src={src} alt={alt} {...img} />
  return (
    <picture className="dish-picture">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img src={src} alt={alt} {...img} />
    </picture>
  )
}
