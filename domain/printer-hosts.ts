/**
 * Which printer addresses the server may connect to (docs/printing.md, "Direct"): never this
 * machine (loopback) nor a link-local address (169.254.0.0/16, fe80::/10, where cloud metadata
 * services answer) unless the setting PRINTER_HOSTS names it; private networks are the kitchen's
 * own and are accepted.
 *
 * An address is judged in its one canonical spelling, as the WHATWG URL parser (the same in Node
 * and the browser) writes it: `0:0:0:0:0:0:0:1` and `0::1` are `::1`, `127.1` and `2130706433` are
 * `127.0.0.1`, and an IPv6 address that carries an IPv4 one (`::ffff:127.0.0.1` = `::ffff:7f00:1`,
 * the IPv4-compatible `::a.b.c.d`, NAT64's `64:ff9b::/96`) is judged as that IPv4 address.
 */

/** The IPv6 prefixes (96 bits, as 6 groups) whose last 32 bits are an IPv4 address that is reached. */
const EMBEDS_IPV4 = [
  '0:0:0:0:0:0', // IPv4-compatible (deprecated)
  '0:0:0:0:0:ffff', // IPv4-mapped
  '0:0:0:0:ffff:0', // IPv4-translated (SIIT)
  '64:ff9b:0:0:0:0', // NAT64
]

/** '::ffff:7f00:1' → ['0', '0', '0', '0', '0', 'ffff', '7f00', '1'] (a canonical, compressed address). */
function groups(ipv6: string): string[] {
  const [head = '', tail] = ipv6.split('::')
  const split = (part: string) => (part === '' ? [] : part.split(':'))
  if (tail === undefined) return split(head)
  const [left, right] = [split(head), split(tail)]
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
}

/**
 * The one spelling a host is judged in: lower case, without brackets or a final dot; an IP
 * address in its canonical form, an IPv4 address carried in IPv6 as that IPv4 address.
 * '[0::FFFF:127.0.0.1]' → '127.0.0.1', 'Drukarka.Local.' → 'drukarka.local'.
 * @internal Exported for its tests; production uses it within this module.
 */
export function canonicalPrinterHost(host: string): string {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
  if (name.includes(':')) {
    let canonical: string
    try {
      canonical = new URL(`http://[${name}]/`).hostname.slice(1, -1)
    } catch {
      return name // not an address: judged (and refused at connect time) as typed
    }
    const g = groups(canonical)
    if (EMBEDS_IPV4.includes(g.slice(0, 6).join(':')) && !['::', '::1'].includes(canonical)) {
      const [high, low] = [Number.parseInt(g[6]!, 16), Number.parseInt(g[7]!, 16)]
      return [high >> 8, high & 255, low >> 8, low & 255].join('.')
    }
    return canonical
  }
  try {
    const parsed = new URL(`http://${name}/`).hostname
    // Only an IPv4 address in another spelling (127.1, 0x7f.1, 2130706433) is rewritten.
    if (/^\d+\.\d+\.\d+\.\d+$/.test(parsed)) return parsed
  } catch {
    // Not a host a URL could hold (1.2.3.4.5): as typed; connecting to it fails.
  }
  return name
}

function refusedIpv4(host: string): boolean {
  const match = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host)
  if (!match) return false
  const [a, b] = [Number(match[1]), Number(match[2])]
  return a === 127 || a === 0 || (a === 169 && b === 254)
}

function refusedIpv6(host: string): boolean {
  if (!host.includes(':')) return false
  const first = Number.parseInt(groups(host)[0] ?? '', 16)
  return host === '::1' || host === '::' || (first & 0xffc0) === 0xfe80
}

/**
 * True when `host` (a name or an address as typed or as resolved) is loopback or link-local in
 * any spelling and not one of `allowed` (PRINTER_HOSTS, compared in the same canonical spelling).
 * A name that resolves to such an address is caught when the printer is connected to, with the
 * resolved address.
 */
export function refusedPrinterHost(host: string, allowed: readonly string[]): boolean {
  const name = canonicalPrinterHost(host)
  if (namedIn(allowed, name)) return false
  if (name === 'localhost' || name.endsWith('.localhost')) return true
  return refusedIpv4(name) || refusedIpv6(name)
}

/** True when PRINTER_HOSTS names `host` (in any spelling of either). */
export function allowedPrinterHost(host: string, allowed: readonly string[]): boolean {
  return namedIn(allowed, canonicalPrinterHost(host))
}

/** Whether `allowed` names a host already in its canonical spelling. */
const namedIn = (allowed: readonly string[], name: string): boolean =>
  allowed.some((a) => a.trim() !== '' && canonicalPrinterHost(a) === name)
