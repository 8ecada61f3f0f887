import { createElement, type ReactNode } from 'react'
import type * as HelmetPackage from 'react-helmet-async'

type HelmetModule = Pick<typeof HelmetPackage, 'Helmet' | 'HelmetProvider'>

let helmet: HelmetModule | null = null

/**
 * Hands react-helmet-async to the app, once per entry. The browser entry imports the package's ES
 * module; the server entry (and the component tests) require its CommonJS build: the ES file,
 * lib/index.esm.js, has no `"type": "module"` beside it, and a loader that decides formats by file
 * name alone (tap's TypeScript loader) cannot load it (docs/client.md, "Document and head").
 */
export function provideHelmet(module: HelmetModule): void {
  helmet = module
}

function helmetModule(): HelmetModule {
  if (!helmet) throw new Error('react-helmet-async was not provided (provideHelmet in the entry)')
  return helmet
}

/** react-helmet-async's <Helmet>. */
export function Helmet(props: { children: ReactNode }) {
  return createElement(helmetModule().Helmet, null, props.children)
}

/** react-helmet-async's <HelmetProvider>. */
export function HelmetProvider(props: { children: ReactNode }) {
  return createElement(helmetModule().HelmetProvider, null, props.children)
}
