import { localizeCategory, localizeProduct } from '#domain/menu/catalog.js'
import { EncodedBody } from '#infra/http/encoded.js'
import type { Language } from '#schemas/enums.js'
import type { MenuSnapshot } from './snapshot.js'

/** A JSON answer serialized once; its br/gzip encodings are made once, on first request. */
export type CachedAnswer = EncodedBody

function cached(value: unknown): CachedAnswer {
  return new EncodedBody(JSON.stringify(value))
}

/**
 * The menu's answers, serialized once per menu version and language (the whole menu) or product:
 * the first request after a change builds them, the later ones are served from memory.
 */
export function createMenuAnswers(current: () => MenuSnapshot) {
  let version = -1
  const answers = new Map<string, CachedAnswer | null>()
  function fresh(): MenuSnapshot {
    const snapshot = current()
    if (snapshot.version !== version) {
      answers.clear()
      version = snapshot.version
    }
    return snapshot
  }
  function remember(key: string, make: () => CachedAnswer | null): CachedAnswer | null {
    let answer = answers.get(key)
    if (answer === undefined) {
      answer = make()
      answers.set(key, answer)
    }
    return answer
  }
  return {
    menu(lang: Language): CachedAnswer {
      const menu = fresh()
      return remember(lang, () =>
        cached({
          categories: menu.categories.map((c) => localizeCategory(c, lang)),
          products: menu.products.map((p) => localizeProduct(p, lang)),
        }),
      )!
    },
    /** null for an id the menu does not show (unknown, hidden or deleted). */
    product(lang: Language, id: string): CachedAnswer | null {
      const menu = fresh()
      const product = menu.productById(id)
      if (!product) return null
      return remember(`${lang}:${id}`, () => cached(localizeProduct(product, lang)))
    },
  }
}

export type MenuAnswers = ReturnType<typeof createMenuAnswers>
