/**
 * The menu editor's rules (docs/menu.md, "The editor"): slugs made from Polish names, prices in PLN
 * with at most two decimals, and the checks of every field, each naming its field. Pure: the
 * browser's form and the server run the same code.
 */

/** Letters a slug cannot hold, written as the nearest ASCII (Polish first, then common Latin ones). */
const TRANSLITERATION: Readonly<Record<string, string>> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ó: 'o',
  ś: 's',
  ź: 'z',
  ż: 'z',
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
}

/** The url segment made from a name: "Łosoś z żółtkiem" → "losos-z-zoltkiem". Empty when nothing is left. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[ąćęłńóśźżßæøœ]/g, (c) => TRANSLITERATION[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
}

/** `base`, or `base-2`, `base-3`, … : the first one not in `taken`. */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base
  for (let n = 2; ; n++) {
    const suffix = `-${n}`
    const candidate = `${base.slice(0, 80 - suffix.length).replace(/-+$/, '')}${suffix}`
    if (!taken(candidate)) return candidate
  }
}

/** The price range the editor accepts, in grosze (0,01 zł to 9999,99 zł). */
const PRICE_MIN_GROSZE = 1
const PRICE_MAX_GROSZE = 999_999

/**
 * A PLN amount → grosze, or null when it has more than two decimals or lies outside
 * 0.01–9999.99 (24.9 → 2490; 24.999 → null; 0 → null).
 * @internal Exported for its tests; production uses it within this module.
 */
export function priceToGrosze(pln: number): number | null {
  if (!Number.isFinite(pln)) return null
  const grosze = Math.round(pln * 100)
  // Two decimals exactly: the float's distance from the whole grosz is binary noise only.
  if (Math.abs(pln * 100 - grosze) > 1e-6 * Math.max(1, Math.abs(pln))) return null
  if (grosze < PRICE_MIN_GROSZE || grosze > PRICE_MAX_GROSZE) return null
  return grosze
}

/**
 * A price as a Polish spreadsheet writes it → grosze, or null: "24,90", "24,9", "24", "1 234,50"
 * (a space, a no-break space or a dot between thousands), "24.90", with or without "zł".
 */
export function parsePlnText(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/\s*(zł|pln)$/i, '')
    .trim()
  const m = /^(\d{1,3}(?:[ \u00a0\u202f.]\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(cleaned)
  const dotted = /^(\d+)\.(\d{1,2})$/.exec(cleaned)
  let whole: string
  let decimals: string
  if (m) {
    whole = m[1]!.replace(/[ \u00a0\u202f.]/g, '')
    decimals = m[2] ?? ''
  } else if (dotted) {
    whole = dotted[1]!
    decimals = dotted[2]!
  } else {
    return null
  }
  const grosze = Number(whole) * 100 + Number(decimals.padEnd(2, '0'))
  return grosze >= PRICE_MIN_GROSZE && grosze <= PRICE_MAX_GROSZE ? grosze : null
}

/** A refused field: its dot path (`names.pl`, `price`, `products.3.slug`) and a Polish sentence. */
export interface FieldProblem {
  field: string
  message: string
  /** 400 for a malformed value, 409 for a clash with another dish or category, 404 for an unknown one. */
  status: 400 | 404 | 409
  code: string
}

/** Characters that never belong in a name: control characters (line breaks included). */
const CONTROL = /\p{Cc}/u

/**
 * A name in one language: not blank, no control characters.
 * @internal Exported for its tests; production uses it within this module.
 */
export function checkName(value: string, field: string): FieldProblem | null {
  if (value.trim() === '') return problem(field, `Pole „${field}” nie może być puste.`)
  if (CONTROL.test(value)) return problem(field, `Pole „${field}” nie może zawierać znaków sterujących.`)
  return null
}

/**
 * A price in PLN: two decimals at most, 0,01 zł to 9999,99 zł.
 * @internal Exported for its tests; production uses it within this module.
 */
export function checkPrice(value: number, field = 'price'): FieldProblem | null {
  return priceToGrosze(value) === null
    ? problem(
        field,
        `Pole „${field}” musi być kwotą od 0,01 do 9999,99 zł z co najwyżej dwoma miejscami po przecinku.`,
      )
    : null
}

export function problem(
  field: string,
  message: string,
  status: FieldProblem['status'] = 400,
  code = status === 409 ? 'DUPLICATE' : status === 404 ? 'NOT_FOUND' : 'VALIDATION',
): FieldProblem {
  return { field, message, status, code }
}

/** Control characters other than line breaks and tabs (allowed in descriptions). */
const CONTROL_IN_TEXT = /[^\P{Cc}\n\r\t]/u

/** Allergens a vegetarian dish cannot declare (fish and seafood). */
const NOT_VEGETARIAN: readonly string[] = ['FISH', 'CRUSTACEANS', 'MOLLUSCS']

/**
 * The first problem of the names and the longer text (a dish's description, a category's
 * introduction) in both languages: a blank name or control characters in either.
 */
function checkTexts(
  names: { pl: string; en: string } | undefined,
  textField: 'descriptions' | 'intros',
  texts: { pl: string; en: string } | undefined,
  prefix: string,
): FieldProblem | null {
  for (const lang of ['pl', 'en'] as const) {
    if (names) {
      const bad = checkName(names[lang], `${prefix}names.${lang}`)
      if (bad) return bad
    }
    if (texts && CONTROL_IN_TEXT.test(texts[lang])) {
      return problem(
        `${prefix}${textField}.${lang}`,
        `Pole „${prefix}${textField}.${lang}” nie może zawierać znaków sterujących.`,
      )
    }
  }
  return null
}

/** What the checks of a dish need to know of the rest of the menu. */
export interface ProductContext {
  /** Is there a category with this key (not deleted)? */
  categoryExists: (key: string) => boolean
  /** Is the slug used by another dish (not deleted)? */
  slugTaken: (slug: string) => boolean
}

/** The fields of a dish the checks read (any subset: a PATCH sends only what changes). */
export interface ProductFields {
  names?: { pl: string; en: string }
  descriptions?: { pl: string; en: string }
  price?: number
  deposit?: number | null
  mainCategory?: string
  categories?: readonly string[]
  allergens?: readonly string[]
  tags?: readonly string[]
  slug?: string
}

/**
 * The first problem of a dish's fields (after the schema's checks of types and lengths), naming its
 * field with `prefix` (`products.3.` in an import): blank names, control characters, a price with
 * more than two decimals, an unknown category, a slug another dish has, a vegetarian dish with fish
 * or seafood among its allergens. `merged` is the dish as it will be (the PATCH over what it was).
 */
export function checkProduct(
  body: ProductFields,
  merged: ProductFields,
  context: ProductContext,
  prefix = '',
): FieldProblem | null {
  const texts = checkTexts(body.names, 'descriptions', body.descriptions, prefix)
  if (texts) return texts
  if (body.price !== undefined) {
    const bad = checkPrice(body.price, `${prefix}price`)
    if (bad) return bad
  }
  if (body.deposit != null && priceToGrosze(body.deposit) === null) {
    return problem(
      `${prefix}deposit`,
      `Pole „${prefix}deposit” musi być kwotą kaucji od 0,01 zł z co najwyżej dwoma miejscami po przecinku (0,50 zł puszka lub butelka plastikowa, 1,00 zł butelka szklana wielorazowa) albo null.`,
    )
  }
  if (body.mainCategory !== undefined && !context.categoryExists(body.mainCategory)) {
    return problem(`${prefix}mainCategory`, `Nie ma kategorii „${body.mainCategory}”.`)
  }
  for (const [i, key] of (body.categories ?? []).entries()) {
    if (!context.categoryExists(key)) return problem(`${prefix}categories.${i}`, `Nie ma kategorii „${key}”.`)
  }
  if (body.slug !== undefined && context.slugTaken(body.slug)) {
    return problem(`${prefix}slug`, `Adres „${body.slug}” ma już inne danie.`, 409)
  }
  if (
    (body.tags !== undefined || body.allergens !== undefined) &&
    merged.tags?.includes('VEGETARIAN') &&
    merged.allergens?.some((a) => NOT_VEGETARIAN.includes(a))
  ) {
    return problem(
      `${prefix}${body.tags !== undefined ? 'tags' : 'allergens'}`,
      'Danie wegetariańskie nie może zawierać ryb, skorupiaków ani mięczaków.',
    )
  }
  return null
}

/** The fields of a category the checks read. */
export interface CategoryFields {
  names?: { pl: string; en: string }
  intros?: { pl: string; en: string }
  slug?: string
  key?: string
}

/** What the checks of a category need to know of the others (not deleted). */
export interface CategoryContext {
  slugTaken: (slug: string) => boolean
  keyTaken: (key: string) => boolean
}

/** The first problem of a category's fields: blank names, control characters, a slug or key in use. */
export function checkCategory(
  body: CategoryFields,
  context: CategoryContext,
  prefix = '',
): FieldProblem | null {
  const texts = checkTexts(body.names, 'intros', body.intros, prefix)
  if (texts) return texts
  if (body.slug !== undefined && context.slugTaken(body.slug)) {
    return problem(`${prefix}slug`, `Adres „${body.slug}” ma już inna kategoria.`, 409)
  }
  if (body.key !== undefined && context.keyTaken(body.key)) {
    return problem(`${prefix}key`, `Klucz „${body.key}” ma już inna kategoria.`, 409)
  }
  return null
}

/** A name as two names are compared: its slug, so case, accents, spaces and punctuation are ignored. */
const sameNameKey = slugify

/**
 * Another dish of the same main category with the Polish or the English name of `dish` (the
 * editor asks before saving it, docs/kitchen.md, "The menu editor"; the server allows it: two sizes may
 * share a name). `dish.id` is null for a new dish.
 */
export function sameNameDish<
  P extends { id: string; mainCategory: string; names: { pl: string; en: string } },
>(
  products: readonly P[],
  dish: { id: string | null; mainCategory: string; names: { pl: string; en: string } },
): P | undefined {
  const pl = sameNameKey(dish.names.pl)
  const en = sameNameKey(dish.names.en)
  return products.find(
    (p) =>
      p.id !== dish.id &&
      p.mainCategory === dish.mainCategory &&
      ((pl !== '' && sameNameKey(p.names.pl) === pl) || (en !== '' && sameNameKey(p.names.en) === en)),
  )
}
