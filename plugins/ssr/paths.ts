/** Extensions whose paths never get a trailing slash (specification §2). */
const NO_SLASH_EXTENSIONS = ['.html', '.json', '.js', '.map', '.txt', '.xml', '.pdf'] as const

export function hasFileExtension(path: string): boolean {
  return NO_SLASH_EXTENSIONS.some((ext) => path.toLowerCase().endsWith(ext))
}

/** API paths and the static file folders are never pages: they are not redirected. */
export function isFileArea(path: string): boolean {
  return (
    path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/') || path.startsWith('/images/')
  )
}

/**
 * Where a page path without its trailing slash must be redirected, or null when the path is
 * already canonical (or is an API path or a file with one of the exempt extensions).
 */
export function trailingSlashRedirect(url: string): string | null {
  const queryStart = url.indexOf('?')
  const path = queryStart === -1 ? url : url.slice(0, queryStart)
  const query = queryStart === -1 ? '' : url.slice(queryStart)
  if (path.endsWith('/') || hasFileExtension(path) || isFileArea(path)) return null
  return `${path}/${query}`
}

/** Old or alternative addresses that move permanently (the route table's other reading of /o_nas). */
export const PERMANENT_REDIRECTS: Record<string, string> = {
  '/o-nas': '/o_nas/',
  '/o-nas/': '/o_nas/',
}
