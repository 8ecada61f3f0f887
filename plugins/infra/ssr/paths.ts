/** Extensions whose paths never get a trailing slash (docs/product.md, "Pages"). */
const NO_SLASH_EXTENSIONS = ['.html', '.json', '.js', '.map', '.txt', '.xml', '.pdf'] as const

export function hasFileExtension(path: string): boolean {
  return NO_SLASH_EXTENSIONS.some((ext) => path.toLowerCase().endsWith(ext))
}

/** API paths and the static file folders (dish photos too) are never pages: they are not redirected. */
export function isFileArea(path: string): boolean {
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path.startsWith('/assets/') ||
    path.startsWith('/images/') ||
    path.startsWith('/media/')
  )
}

/**
 * A path on this site, safe to put in a `Location` header: encoded slashes and backslashes are
 * decoded, then every run of slashes and backslashes collapses to one `/`, so that nothing a client
 * sends (`//evil.example`, `/\\evil.example`, `/%2F%2Fevil.example`, `///evil.example`) can be read
 * by a browser as another host. Characters outside printable ASCII are percent-encoded. A result
 * that would still resolve to another origin falls back to `/`.
 */
function safeLocalPath(path: string): string {
  const decoded = path.replace(/%(2f|5c)/gi, '/').replace(/[\\/]+/g, '/')
  let local = decoded.startsWith('/') ? decoded : `/${decoded}`
  try {
    local = local.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c))
  } catch {
    return '/'
  }
  const base = 'http://site.invalid'
  return new URL(local, base).origin === base ? local : '/'
}

/**
 * Where a page path without its trailing slash must be redirected, or null when the path is
 * already canonical (or is an API path or a file with one of the exempt extensions). The target is
 * always a path on this site (see safeLocalPath), never a host.
 */
export function trailingSlashRedirect(url: string): string | null {
  const queryStart = url.indexOf('?')
  const path = queryStart === -1 ? url : url.slice(0, queryStart)
  const query = queryStart === -1 ? '' : safeQuery(url.slice(queryStart))
  const local = safeLocalPath(path)
  if (hasFileExtension(local) || isFileArea(local)) return null
  if (local === path && path.endsWith('/')) return null
  return `${local.endsWith('/') ? local : `${local}/`}${query}`
}

/** The query string with anything outside printable ASCII percent-encoded (it goes into a header). */
function safeQuery(query: string): string {
  try {
    return query.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c))
  } catch {
    return ''
  }
}

/**
 * The one address of a page path that has its trailing slash: every segment percent-decoded, lower
 * case, and encoded again the way encodeURIComponent does. `/RESTAURACJA/` and `/menu/%6Eigiri/` are
 * the same page as `/restauracja/` and `/menu/nigiri/`; answering each variant with its own render
 * would let anyone fill the page cache with copies (docs/client.md, "Addresses"). Returns null for a
 * path that does not decode (a stray `%`): no page has such an address.
 */
function canonicalPagePath(path: string): string | null {
  try {
    return path
      .split('/')
      .map((segment) => encodeURIComponent(decodeURIComponent(segment).toLowerCase()))
      .join('/')
  } catch {
    return null
  }
}

/**
 * Where a page url (its path with the trailing slash) must move to reach its canonical address,
 * the query kept: null when it is canonical already, 'none' when no page can have that address.
 */
export function canonicalPageRedirect(url: string): string | 'none' | null {
  const queryStart = url.indexOf('?')
  const path = queryStart === -1 ? url : url.slice(0, queryStart)
  const canonical = canonicalPagePath(path)
  if (canonical === null) return 'none'
  if (canonical === path) return null
  return canonical + (queryStart === -1 ? '' : safeQuery(url.slice(queryStart)))
}

/** Old or alternative addresses that move permanently (the route table's other reading of /o_nas). */
export const PERMANENT_REDIRECTS: Record<string, string> = {
  '/o-nas': '/o_nas/',
  '/o-nas/': '/o_nas/',
}
