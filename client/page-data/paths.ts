/**
 * Where a page's data lives: `/page-data/<path>/page-data.json`, the path without its slashes and
 * `index` for `/` (the layout the previous site's generator wrote, docs/product.md, "Page loading"). One file
 * serves both languages: it holds the texts of both, as the catalog does.
 */
export function pageDataUrl(pathname: string): string {
  const inner = pathname.replace(/^\/+|\/+$/g, '')
  return `/page-data/${inner || 'index'}/page-data.json`
}
