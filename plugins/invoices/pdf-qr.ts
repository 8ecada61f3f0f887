/**
 * KSeF's "KOD I" on the invoice's PDF: the verification link as a QR code (ISO/IEC 18004, the
 * `qrcode` package), with the label KSeF's documentation of the codes (kody-qr.md) puts under it.
 */
import QRCode from 'qrcode'

/** What is printed under the QR code: the KSeF number, or OFFLINE until there is one (kody-qr.md). */
export function qrLabel(ksefNumber: string | null): string {
  return ksefNumber ?? 'OFFLINE'
}

/**
 * The QR code as vector squares (sharp at any print size), with the quiet zone of four modules
 * the standard asks for left white around it. Dark modules of a row are drawn as one rectangle
 * per run, all filled as one path (no seams between them).
 */
export function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const n = qr.modules.size
  const quiet = 4
  const unit = size / (n + 2 * quiet)
  doc.save()
  doc.rect(x, y, size, size).fill('white')
  for (let r = 0; r < n; r++) {
    let c = 0
    while (c < n) {
      if (!qr.modules.get(r, c)) {
        c++
        continue
      }
      const start = c
      while (c < n && qr.modules.get(r, c)) c++
      doc.rect(x + (quiet + start) * unit, y + (quiet + r) * unit, (c - start) * unit, unit)
    }
  }
  doc.fill('black')
  doc.restore()
}
