import type { ReactNode } from 'react'
import { useI18n } from './i18n/index.js'

/** The hydration data block's id: the browser reads the language and origin from it. */
export const APP_DATA_ID = 'app-data'

/**
 * The attribute of the JSON-LD blocks the server writes into the first page's <head>
 * (client/page-data/build.ts, pageJsonLd): they describe that page only.
 */
export const PAGE_JSON_LD_ATTRIBUTE = 'data-page-json-ld'

/** Drops the first page's JSON-LD once another page is shown (it would describe the wrong page). */
export function dropPageJsonLd(doc: Document = document): void {
  for (const block of doc.head.querySelectorAll(`script[${PAGE_JSON_LD_ATTRIBUTE}]`)) block.remove()
}

/**
 * The whole document, rendered by React on the server and hydrated with hydrateRoot(document):
 * the pages' <title>, <meta> and <link> (from <Helmet>) land in its <head>. The build's asset tags
 * (stylesheet, entry script, module preloads) come from Vite's index.html and are added to <head>
 * by the server; React leaves tags it did not render there alone (docs/client.md, "Document and head").
 */
export function Document(props: { appData: string; children: ReactNode }) {
  const { lang } = useI18n()
  return (
    <html lang={lang}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1c1a1f" />
        <link rel="icon" href="/images/logo.svg" type="image/svg+xml" />
      </head>
      <body>
        <div id="root">{props.children}</div>
        {/* A data block (not executed: the CSP's script-src does not apply to it). */}
        <script
          id={APP_DATA_ID}
          type="application/json"
          dangerouslySetInnerHTML={{ __html: props.appData }}
        />
      </body>
    </html>
  )
}
