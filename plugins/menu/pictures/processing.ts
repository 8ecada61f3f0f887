/**
 * Dish photos (docs/menu.md, "Pictures"): an upload becomes every size the pages use (4:3, 160 to
 * 1440 px wide) in AVIF, WebP and JPEG, plus a tiny blurred placeholder. sharp (libvips) reads the
 * picture once, with its pixel count capped before anything is decoded (a small file can claim to
 * be a huge picture), and writes the files without the upload's metadata (no camera or GPS data).
 */
import { createHash } from 'node:crypto'
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp'
import { PICTURE_FORMATS, PICTURE_WIDTHS, type PictureFormat, pictureHeight } from '#domain/menu/pictures.js'
import { HttpError } from '#infra/http/errors.js'

/** The largest upload: 10 MB. */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024
/** The largest picture: 40 megapixels (a 7,300 × 5,475 photo). */
const MAX_PICTURE_PIXELS = 40_000_000

const LARGEST = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]!

/** One file of a picture: its size and format, and its bytes. */
interface PictureFile {
  width: number
  format: PictureFormat
  bytes: Buffer
}

export interface ProcessedPicture {
  /** The first 16 hex digits of the upload's SHA-256: the same photo is stored once. */
  hash: string
  width: number
  height: number
  /** A 16 × 12 WebP as a data: URL. */
  placeholder: string
  files: PictureFile[]
}

/** The hash a picture is stored under (also its URLs'). */
function pictureHash(upload: Buffer): string {
  return createHash('sha256').update(upload).digest('hex').slice(0, 16)
}

const notAPicture = () =>
  new HttpError(
    422,
    'Plik nie jest zdjęciem w formacie JPEG, PNG ani WebP, albo jest uszkodzony.',
    'NOT_A_PICTURE',
    'image',
  )

function encode(image: Sharp, format: PictureFormat): Sharp {
  if (format === 'avif') return image.avif({ quality: 55, effort: 2 })
  if (format === 'webp') return image.webp({ quality: 78 })
  return image.jpeg({ quality: 82, mozjpeg: true, progressive: true })
}

/**
 * Every file of an uploaded picture, or a 422 naming `image`: not a JPEG, PNG or WebP, damaged or
 * cut short, or more than 40 megapixels. The photo is turned upright (EXIF orientation), laid on
 * white where it is transparent and cut to 4:3 around its most interesting part.
 */
export async function processPicture(upload: Buffer): Promise<ProcessedPicture> {
  let meta: Metadata
  try {
    // The header only: nothing is decoded yet.
    meta = await sharp(upload).metadata()
  } catch {
    throw notAPicture()
  }
  if (meta.format !== 'jpeg' && meta.format !== 'png' && meta.format !== 'webp') throw notAPicture()
  const pixels = (meta.width ?? 0) * (meta.height ?? 0)
  if (pixels > MAX_PICTURE_PIXELS) {
    throw new HttpError(
      422,
      `Zdjęcie ma ${Math.round(pixels / 1e6)} megapikseli; największe przyjmowane ma 40 megapikseli.`,
      'PICTURE_TOO_LARGE',
      'image',
    )
  }

  let base: { data: Buffer; info: OutputInfo }
  try {
    base = await sharp(upload, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'warning' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(LARGEST, pictureHeight(LARGEST), { fit: 'cover', position: sharp.strategy.attention })
      .raw()
      .toBuffer({ resolveWithObject: true })
  } catch {
    // Cut short, damaged inside, or over the pixel limit after all.
    throw notAPicture()
  }
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } }

  const files: PictureFile[] = []
  for (const width of PICTURE_WIDTHS) {
    for (const format of PICTURE_FORMATS) {
      const bytes = await encode(sharp(base.data, raw).resize(width, pictureHeight(width)), format).toBuffer()
      files.push({ width, format, bytes })
    }
  }
  const tiny = await sharp(base.data, raw).resize(16, 12).blur(0.8).webp({ quality: 40 }).toBuffer()
  return {
    hash: pictureHash(upload),
    width: LARGEST,
    height: pictureHeight(LARGEST),
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    files,
  }
}
