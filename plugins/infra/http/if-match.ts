/**
 * The version a write was based on, from its If-Match header (`"42"`, `W/"42"` or `42`, as the
 * route's schema lets through): undefined without the header or with `*`, which ask for no check
 * (docs/api.md, "Concurrent edits").
 */
export function ifMatchVersion(header: string | undefined): number | undefined {
  const digits = header?.match(/[0-9]+/)?.[0]
  return digits === undefined ? undefined : Number(digits)
}

/** The ETag of a menu version, as a write's answer carries it and the next write sends back. */
export const versionTag = (version: number | string): string => `"${version}"`
