/**
 * KSeF's "KOD I" verification link, printed as a QR code on the invoice's visualisation:
 * `{qrBase}/invoice/{seller NIP}/{issue date DD-MM-YYYY}/{SHA-256 of the XML, Base64URL}`.
 * The caller computes the hash (the domain has no crypto); docs/invoices.md, "The verification link".
 */

/** Standard Base64 (as KSeF's API returns hashes) → Base64URL without padding. */
export function base64ToBase64Url(base64: string): string {
  return base64.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

export function verificationLink(
  qrBase: string,
  sellerNip: string,
  issueDate: string,
  xmlSha256Base64Url: string,
): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(issueDate)
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: ${issueDate}`)
  if (!/^\d{10}$/.test(sellerNip)) throw new RangeError('The seller NIP must be 10 digits')
  if (!/^[A-Za-z0-9_-]{43}$/.test(xmlSha256Base64Url))
    throw new RangeError('The hash must be SHA-256 in Base64URL (43 characters)')
  return `${qrBase.replace(/\/+$/, '')}/invoice/${sellerNip}/${m[3]}-${m[2]}-${m[1]}/${xmlSha256Base64Url}`
}
