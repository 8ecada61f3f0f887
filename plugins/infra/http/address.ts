import { isIPv4, isIPv6 } from 'node:net'

/** The 16-bit groups of an IPv6 address ('::' expanded, an embedded IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().split('%')[0]!
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number]
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const parse = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : [])
  const first = parse(head)
  const last = tail === undefined ? [] : parse(tail)
  return [...first, ...new Array(8 - first.length - last.length).fill(0), ...last]
}

/**
 * The key an address is counted under: an IPv4 address (also one mapped into IPv6) as itself, an
 * IPv6 address by its network of `ipv6Prefix` bits (one household or one server gets a whole /64 or
 * /56, so counting single addresses would give each of them billions of fresh starts).
 * '2001:db8:1:2:aaaa::1', 64 → '2001:db8:1:2::/64'
 */
export function addressKey(ip: string, ipv6Prefix: number): string {
  if (isIPv4(ip)) return ip
  if (!isIPv6(ip)) return ip.toLowerCase()
  const groups = ipv6Groups(ip)
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff
  if (mapped) return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`
  const kept = groups.map((group, i) => {
    const bits = Math.min(16, Math.max(0, ipv6Prefix - i * 16))
    return bits === 16 ? group : bits === 0 ? 0 : group & ((0xffff << (16 - bits)) & 0xffff)
  })
  const shown = kept.slice(0, Math.ceil(ipv6Prefix / 16)).map((g) => g.toString(16))
  return `${shown.join(':')}${shown.length < 8 ? '::' : ''}/${ipv6Prefix}`
}
