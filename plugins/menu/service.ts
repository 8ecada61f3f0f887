import { createHash } from 'node:crypto'
import { categories, localizeCategory, localizeProduct, products } from '../../domain/menu/catalog.js'
import { LANGUAGES, type Language } from '../../schemas/enums.js'

/** A JSON answer serialized once, with its ETag. */
export interface CachedAnswer {
  body: string
  etag: string
}

function cached(value: unknown): CachedAnswer {
  const body = JSON.stringify(value)
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` }
}

/** The static catalog's answers, serialized once per language when the app starts. */
export function createMenuAnswers() {
  const menus = new Map<Language, CachedAnswer>()
  const productAnswers = new Map<string, CachedAnswer>()
  for (const lang of LANGUAGES) {
    menus.set(
      lang,
      cached({
        categories: categories.map((c) => localizeCategory(c, lang)),
        products: products.map((p) => localizeProduct(p, lang)),
      }),
    )
    for (const product of products)
      productAnswers.set(`${lang}:${product.id}`, cached(localizeProduct(product, lang)))
  }
  return {
    menu: (lang: Language) => menus.get(lang)!,
    /** undefined for an unknown id. */
    product: (lang: Language, id: string) => productAnswers.get(`${lang}:${id}`),
  }
}

export type MenuAnswers = ReturnType<typeof createMenuAnswers>
