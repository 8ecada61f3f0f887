/**
 * Which printer addresses the server may connect to (docs/printing.md, "Direct"): never this
 * machine (loopback) nor a link-local address (169.254.0.0/16, fe80::/10, where cloud metadata
 * services answer) unless the setting PRINTER_HOSTS names it; private networks are the kitchen's
 * own and are accepted.
 */

/** '[FE80::1]' → 'fe80::1', 'Drukarka.Local.' → 'drukarka.local' */
function normalizePrinterHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
}

function refusedIpv4(host: string): boolean {
  const match = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host)
  if (!match) return false
  const [a, b] = [Number(match[1]), Number(match[2])]
  return a === 127 || a === 0 || (a === 169 && b === 254)
}

function refusedIpv6(host: string): boolean {
  if (!host.includes(':')) return false
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(host)
  if (mapped) return refusedIpv4(mapped[1]!)
  return host === '::1' || host === '::' || /^fe[89ab][0-9a-f]?:/.test(host)
}

/**
 * True when `host` (a name or an address as typed or as resolved) is loopback or link-local and
 * not one of `allowed` (PRINTER_HOSTS). A name that resolves to such an address is caught when the
 * printer is connected to, with the resolved address.
 */
export function refusedPrinterHost(host: string, allowed: readonly string[]): boolean {
  const name = normalizePrinterHost(host)
  if (allowed.some((a) => normalizePrinterHost(a) === name)) return false
  if (name === 'localhost' || name.endsWith('.localhost')) return true
  return refusedIpv4(name) || refusedIpv6(name)
}
