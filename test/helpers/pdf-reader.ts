/**
 * Reads a PDF as a reader would, with Mozilla's PDF.js (an independent parser, not the library
 * that wrote it): its pages' text, and a page rendered to pixels (through @napi-rs/canvas, which
 * PDF.js uses on Node) for the QR decoder and for looking at it.
 */
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs'

async function open(bytes: Uint8Array) {
  // PDF.js detaches the buffer it is given: hand it a copy.
  return pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise
}

/** Each page's text, items joined with spaces in reading order as PDF.js gives them. */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const doc = await open(bytes)
  try {
    const pages: string[] = []
    for (let i = 1; i <= doc.numPages; i++) {
      const content = await (await doc.getPage(i)).getTextContent()
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
          .join(' ')
          .replace(/ *\n */g, '\n'),
      )
    }
    return pages
  } finally {
    await doc.destroy()
  }
}

export async function pdfInfo(bytes: Uint8Array) {
  const doc = await open(bytes)
  try {
    const page = await doc.getPage(1)
    const { info } = await doc.getMetadata()
    return { pages: doc.numPages, view: page.view, info: info as Record<string, unknown> }
  } finally {
    await doc.destroy()
  }
}

interface Canvas {
  width: number
  height: number
  toBuffer(mime: 'image/png'): Buffer
  getContext(kind: '2d'): {
    getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray }
  }
}

/** Page `n` rendered at `scale` (1 = 72 dpi): RGBA pixels and a PNG of them. */
export async function renderPdfPage(bytes: Uint8Array, n = 1, scale = 2) {
  const doc = await open(bytes)
  try {
    const page = await doc.getPage(n)
    const viewport = page.getViewport({ scale })
    const factory = doc.canvasFactory as {
      create(w: number, h: number): { canvas: Canvas; context: unknown }
    }
    const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height))
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context as never,
      viewport,
    }).promise
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height)
    return { width: canvas.width, height: canvas.height, rgba: data, png: () => canvas.toBuffer('image/png') }
  } finally {
    await doc.destroy()
  }
}
