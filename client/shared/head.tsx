import { createContext, type ReactNode, useContext, useEffect } from 'react'
import type { Language } from '../i18n/index.js'
import { useI18n } from '../i18n/index.js'
import { useOrigin } from './useOrigin.js'

/** What a page says about itself for the document head. */
export interface HeadData {
  /** Page title without the site name (the home page gives its full title). */
  title: string
  description: string
  /** Canonical path, with its trailing slash. */
  path: string
  /** Which share image (Open Graph) the page shows: one per page type; the home one by default. */
  share?: ShareImage
  type?: 'website' | 'article' | 'product'
  /** Pages that search engines should not index (cart, thank-you, staff). */
  noindex?: boolean
  /** schema.org objects written as JSON-LD. */
  jsonLd?: object[]
  /** True for the home page: the title is used as is. */
  fullTitle?: boolean
}

/** Filled during server rendering: the page's head data and its HTTP status. */
export interface RenderContext {
  head: HeadData | null
  status: number
}

const RenderContextValue = createContext<RenderContext | null>(null)

export function RenderContextProvider(props: { value: RenderContext; children: ReactNode }) {
  return <RenderContextValue.Provider value={props.value}>{props.children}</RenderContextValue.Provider>
}

const SITE_NAME = 'Sakana Sushi'
type ShareImage = 'home' | 'category' | 'product'

/**
 * The share images: 1200×630 JPEG, one per page type (scripts/og-images.ts draws them), each with
 * its description for og:image:alt.
 */
export const SHARE_IMAGES: Record<ShareImage, { path: string; alt: Record<Language, string> }> = {
  home: {
    path: '/images/og/home.jpg',
    alt: {
      pl: 'Sakana Sushi – zestaw nigiri i maki na drewnianej desce; sushi z Kazimierza w Krakowie',
      en: 'Sakana Sushi – a set of nigiri and maki on a wooden board; sushi from Kazimierz, Kraków',
    },
  },
  category: {
    path: '/images/og/category.jpg',
    alt: {
      pl: 'Menu Sakana Sushi: nigiri, uramaki, sashimi i zestawy',
      en: 'The Sakana Sushi menu: nigiri, uramaki, sashimi and sets',
    },
  },
  product: {
    path: '/images/og/product.jpg',
    alt: {
      pl: 'Zestaw sushi Sakana Sushi: uramaki, hosomaki i nigiri na drewnianej desce',
      en: 'A Sakana Sushi set: uramaki, hosomaki and nigiri on a wooden board',
    },
  },
}
const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const

export function documentTitle(head: HeadData): string {
  return head.fullTitle ? head.title : `${head.title} | ${SITE_NAME}`
}

interface TagSpec {
  tag: 'meta' | 'link'
  /** Attribute that identifies the tag, so the browser can update it in place. */
  key: 'name' | 'property' | 'rel'
  attrs: Record<string, string>
}

/** The head tags of a page (besides <title> and JSON-LD), shared by the server and the browser. */
function headTags(head: HeadData, lang: Language, origin: string): TagSpec[] {
  const url = origin + head.path
  const share = SHARE_IMAGES[head.share ?? 'home']
  const title = documentTitle(head)
  return [
    { tag: 'meta', key: 'name', attrs: { name: 'description', content: head.description } },
    {
      tag: 'meta',
      key: 'name',
      attrs: { name: 'robots', content: head.noindex ? 'noindex, nofollow' : 'index, follow' },
    },
    { tag: 'link', key: 'rel', attrs: { rel: 'canonical', href: url } },
    { tag: 'meta', key: 'property', attrs: { property: 'og:title', content: title } },
    { tag: 'meta', key: 'property', attrs: { property: 'og:description', content: head.description } },
    { tag: 'meta', key: 'property', attrs: { property: 'og:url', content: url } },
    { tag: 'meta', key: 'property', attrs: { property: 'og:type', content: head.type ?? 'website' } },
    { tag: 'meta', key: 'property', attrs: { property: 'og:image', content: origin + share.path } },
    { tag: 'meta', key: 'property', attrs: { property: 'og:image:type', content: 'image/jpeg' } },
    {
      tag: 'meta',
      key: 'property',
      attrs: { property: 'og:image:width', content: String(SHARE_IMAGE_SIZE.width) },
    },
    {
      tag: 'meta',
      key: 'property',
      attrs: { property: 'og:image:height', content: String(SHARE_IMAGE_SIZE.height) },
    },
    { tag: 'meta', key: 'property', attrs: { property: 'og:image:alt', content: share.alt[lang] } },
    { tag: 'meta', key: 'property', attrs: { property: 'og:site_name', content: SITE_NAME } },
    {
      tag: 'meta',
      key: 'property',
      attrs: { property: 'og:locale', content: lang === 'pl' ? 'pl_PL' : 'en_GB' },
    },
    { tag: 'meta', key: 'name', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'meta', key: 'name', attrs: { name: 'twitter:image:alt', content: share.alt[lang] } },
  ]
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** JSON safe inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029')
}

/** The head as HTML, for the server. */
export function renderHeadHtml(head: HeadData, lang: Language, origin: string, nonce: string): string {
  const tags = headTags(head, lang, origin).map((spec) => {
    const attrs = Object.entries(spec.attrs)
      .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
      .join(' ')
    return `<${spec.tag} ${attrs}>`
  })
  const jsonLd = (head.jsonLd ?? []).map(
    (data) => `<script type="application/ld+json" nonce="${nonce}">${scriptJson(data)}</script>`,
  )
  return [`<title>${escapeHtml(documentTitle(head))}</title>`, ...tags, ...jsonLd].join('\n    ')
}

/** Updates the document head in the browser after client-side navigation. */
function applyHead(head: HeadData, lang: Language, origin: string): void {
  document.title = documentTitle(head)
  document.documentElement.lang = lang
  for (const spec of headTags(head, lang, origin)) {
    const selector = `${spec.tag}[${spec.key}="${spec.attrs[spec.key]}"]`
    let element = document.head.querySelector(selector)
    if (!element) {
      element = document.createElement(spec.tag)
      document.head.appendChild(element)
    }
    for (const [name, value] of Object.entries(spec.attrs)) element.setAttribute(name, value)
  }
  for (const old of document.head.querySelectorAll('script[type="application/ld+json"]')) old.remove()
  for (const data of head.jsonLd ?? []) {
    const script = document.createElement('script')
    script.type = 'application/ld+json'
    script.textContent = JSON.stringify(data)
    document.head.appendChild(script)
  }
}

/** Declares the page's head. On the server it is collected; in the browser it updates the document. */
export function PageHead(props: HeadData) {
  const context = useContext(RenderContextValue)
  const { lang } = useI18n()
  // Canonical and Open Graph URLs use the configured public origin, as on the server.
  const origin = useOrigin() || (typeof window === 'undefined' ? '' : window.location.origin)
  if (context) context.head = props
  const key = JSON.stringify(props)
  useEffect(() => {
    applyHead(JSON.parse(key) as HeadData, lang, origin)
  }, [key, lang, origin])
  return null
}

/** Sets the HTTP status of a server-rendered page (404 for unknown pages). */
export function HttpStatus(props: { code: number }) {
  const context = useContext(RenderContextValue)
  if (context) context.status = props.code
  return null
}
