/**
 * The fonts embedded in the invoice's PDF. DejaVu Sans has every Polish letter (ą ć ę ł ń ó ś ź ż
 * and their capitals); its licence (Bitstream Vera's, with DejaVu's changes in the public domain)
 * allows embedding and redistribution. The files come with the `dejavu-fonts-ttf` npm package, so
 * nothing is fetched at run time; they are read once per process.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
let fonts: { regular: Buffer; bold: Buffer } | undefined
export function loadFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  }
  return fonts
}
