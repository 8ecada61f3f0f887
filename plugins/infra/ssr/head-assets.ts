/**
 * The build's asset tags as a page's <head> carries them (docs/client.md, "First paint"). The page
 * the server rendered is the first paint; the scripts only hydrate it. So:
 * - a stylesheet whose text the server holds (the production build) travels in the document as a
 *   `<style>` element: the first paint waits for no second request;
 * - the entry script and every module preload ask for a low fetch priority: the browser gives the
 *   document and the pictures in view the bandwidth first, and the scripts still start downloading
 *   while the HTML is read (a module script runs after parsing anyway).
 */

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/gi
const HREF = /\bhref="([^"]+)"/i

/** The hrefs of the stylesheets a template links, in order. */
export function stylesheetHrefs(template: string): string[] {
  return (template.match(STYLESHEET) ?? []).flatMap((tag) => HREF.exec(tag)?.[1] ?? [])
}

/**
 * Adds fetchpriority="low" to module scripts and module preloads (tags as Vite and preloads.ts write them).
 * @internal Exported for its tests; production uses it within this module.
 */
export function lowPriority(tags: string): string {
  return tags.replace(
    /<(script\b[^>]*\btype="module"|link\b[^>]*\brel="modulepreload")(?![^>]*\bfetchpriority=)/gi,
    '<$1 fetchpriority="low"',
  )
}

/**
 * The head's asset tags from the template's <head> (what Vite wrote into index.html, comments left
 * out): the stylesheets first, inlined when `styles` holds their text (by href), then the scripts
 * and module preloads at low priority, then `preloads` (the page's own chunks).
 */
export function headAssets(template: string, styles: ReadonlyMap<string, string>, preloads = ''): string {
  const assets =
    /<head>([\s\S]*?)<\/head>/i
      .exec(template)?.[1]
      ?.replace(/<!--[\s\S]*?-->/g, '')
      .trim() ?? ''
  const links = assets.match(STYLESHEET) ?? []
  const rest = links.reduce((text, tag) => text.replace(tag, ''), assets).trim()
  const stylesheets = links.map((tag) => {
    const text = styles.get(HREF.exec(tag)?.[1] ?? '')
    return text === undefined ? tag : `<style>${text}</style>`
  })
  return `${stylesheets.join('')}${lowPriority(rest)}${lowPriority(preloads)}`
}

/**
 * The text of a built stylesheet, fit to be inlined: undefined when it could close its own
 * `<style>` element (the link is kept then).
 */
export function inlinableCss(text: string): string | undefined {
  return /<\/style/i.test(text) ? undefined : text.trim()
}
