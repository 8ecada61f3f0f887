/**
 * Dish photos' addresses (docs/menu.md, "Pictures"): every uploaded photo is kept in four sizes
 * (4:3) and three formats under a content-hashed URL, `/media/menu/{hash}-{width}.{format}`, which
 * never changes meaning and is cached for a year. Pure: the pages build their `<picture>` from it.
 */
import type { Picture } from '#schemas/menu-editor.js'

/** The widths the pages show: cart line (96 px), cards (≤ 400 px), the product page (≤ 640 px), at 1× to 2.25×. */
export const PICTURE_WIDTHS = [160, 480, 960, 1440] as const
/** Best first, as a `<picture>` lists its sources; JPEG is the fallback `<img>`. */
export const PICTURE_FORMATS = ['avif', 'webp', 'jpg'] as const
export type PictureFormat = (typeof PICTURE_FORMATS)[number]

const CONTENT_TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const

/** A picture's height at a width (4:3). */
export function pictureHeight(width: number): number {
  return Math.round((width * 3) / 4)
}

export function pictureContentType(format: PictureFormat): (typeof CONTENT_TYPES)[PictureFormat] {
  return CONTENT_TYPES[format]
}

function pictureUrl(hash: string, width: number, format: PictureFormat): string {
  return `/media/menu/${hash}-${width}.${format}`
}

/** The JPEG at 160 px: a thumbnail (the Menu tab's change log shows a photo change with it). */
export function pictureThumbnailUrl(hash: string): string {
  return pictureUrl(hash, 160, 'jpg')
}

/** The JPEG at 960 px: what `imagesUrl` carries for a dish with a photo. */
export function pictureMainUrl(hash: string): string {
  return pictureUrl(hash, 960, 'jpg')
}

const FILE = /^([0-9a-f]{16})-(\d+)\.(avif|webp|jpg)$/

/** `{hash}-{width}.{format}` → its parts, or null for a name no picture file has. */
export function parsePictureFile(
  name: string,
): { hash: string; width: number; format: PictureFormat } | null {
  const m = FILE.exec(name)
  if (!m) return null
  const width = Number(m[2])
  if (!(PICTURE_WIDTHS as readonly number[]).includes(width)) return null
  return { hash: m[1]!, width, format: m[3] as PictureFormat }
}

/** The `srcset` of one format: every width. */
function srcset(hash: string, format: PictureFormat): string {
  return PICTURE_WIDTHS.map((w) => `${pictureUrl(hash, w, format)} ${w}w`).join(', ')
}

/** A stored photo, as the editor and the pages use it. */
export function pictureOf(hash: string, placeholder: string): Picture {
  const largest = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]!
  return {
    hash,
    width: largest,
    height: pictureHeight(largest),
    src: pictureMainUrl(hash),
    sources: PICTURE_FORMATS.map((format) => ({ type: CONTENT_TYPES[format], srcset: srcset(hash, format) })),
    placeholder,
  }
}

/**
 * The `<source>` list of a dish's picture URL when it is an uploaded photo's (`imagesUrl[0]`), or
 * null for a drawing: pages offer AVIF and WebP in every size and keep the URL as the `<img>`.
 */
export function pictureSourcesOf(url: string): { type: string; srcset: string }[] | null {
  const m = /^\/media\/menu\/([0-9a-f]{16})-\d+\.(?:avif|webp|jpg)$/.exec(url)
  if (!m) return null
  const hash = m[1]!
  return PICTURE_FORMATS.map((format) => ({ type: CONTENT_TYPES[format], srcset: srcset(hash, format) }))
}
