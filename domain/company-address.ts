/**
 * A company's address as the VAT White List (wykaz podatników VAT) writes it, one line such as
 * `ŻURAWIA 6/12/766, 00-503 WARSZAWA` or `ul. Prosta 49 00-838 Warszawa`, split into the checkout's
 * invoice fields (docs/checkout.md, "The company from the VAT White List"). The register's spelling
 * (often capitals) is kept: it is the company's official address, and the guest may edit it.
 */

export interface CompanyAddress {
  street: string
  buildingNumber: string
  postalCode: string
  city: string
}

/**
 * Street and number, then the postcode `NN-NNN` and the town. A place without streets
 * (`KRZESZOWICE 12, 32-065 KRZESZOWICE`) has the town as its street, as the register writes it.
 * Null when the line does not end in a postcode and a town, or has no number before them: the
 * caller then leaves the fields to the guest.
 */
export function parseRegisterAddress(line: string | null | undefined): CompanyAddress | null {
  if (!line) return null
  const text = line.replace(/\s+/g, ' ').trim()
  const m = /^(.*?)[ ,]*\b(\d{2}-\d{3}) +(\S.*)$/.exec(text)
  if (!m) return null
  const [, before = '', postalCode = '', city = ''] = m
  // The number is the last word that starts with a digit: `6/12/766`, `85/87`, `12A`, `4 lok. 2`.
  const n = /^(.*?\S) +(\d[\dA-Za-z/-]*(?: *(?:lok\.?|m\.?|\/) *[\dA-Za-z]+)?)$/i.exec(before.trim())
  if (!n) return null
  const [, street = '', buildingNumber = ''] = n
  if (street.length < 2 || buildingNumber.length > 20) return null
  return { street, buildingNumber, postalCode, city: city.trim() }
}
