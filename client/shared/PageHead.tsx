import type { Language } from '../i18n/index.js'
import { useI18n } from '../i18n/index.js'
import { Helmet } from './helmet.js'
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
  /** True for the home page: the title is used as is. */
  fullTitle?: boolean
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

export function documentTitle(head: HeadData): string {
  return head.fullTitle ? head.title : `${head.title} | ${SITE_NAME}`
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

/**
 * The page's head, declared with react-helmet-async: on React 19 <Helmet> renders real <title>,
 * <meta> and <link> elements and React places them in <head>, in the server's HTML and on every
 * navigation in the browser (the whole document is React's: docs/client.md, "Document and head").
 */
export function PageHead(props: HeadData) {
  const { lang } = useI18n()
  // Canonical and Open Graph URLs use the configured public origin, as on the server.
  const origin = useOrigin() || (typeof window === 'undefined' ? '' : window.location.origin)
  const url = origin + props.path
  const share = SHARE_IMAGES[props.share ?? 'home']
  const title = documentTitle(props)
  return (
    <Helmet>
      <title>{title}</title>
      <meta name="description" content={props.description} />
      <meta name="robots" content={props.noindex ? 'noindex, nofollow' : 'index, follow'} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={props.description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={props.type ?? 'website'} />
      <meta property="og:image" content={origin + share.path} />
      <meta property="og:image:type" content="image/jpeg" />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={share.alt[lang]} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content={lang === 'pl' ? 'pl_PL' : 'en_GB'} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image:alt" content={share.alt[lang]} />
    </Helmet>
  )
}
