import { categories, localizeCategory, localizeProduct, products } from '../../domain/menu/catalog.js'
import { LANGUAGES, type Language } from '../../schemas/enums.js'
import { EncodedBody } from '../http/encoded.js'

/** A JSON answer serialized once; its br/gzip encodings are made once, on first request. */
export type CachedAnswer = EncodedBody

function cached(value: unknown): CachedAnswer {
  return new EncodedBody(JSON.stringify(value))
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
