import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { COURIER_FEE, formatPrice, MIN_COURIER_ORDER } from '#domain/money.js'
import { isOneOf, LANGUAGE_COOKIE, LANGUAGES, type Language } from '#schemas/enums.js'
import type { Dictionary, MessageKey } from './pl.js'

export type { Dictionary, Language, MessageKey }

/**
 * A dictionary is in three chunks per language: what every page needs, the checkout's and thank-you
 * page's strings, and the staff area's strings.
 */
type Part = 'base' | 'checkout' | 'staff'

const IMPORTS: Record<Language, Record<Part, () => Promise<Partial<Dictionary>>>> = {
  pl: {
    base: () => import('./pl.js').then((m) => m.pl),
    checkout: () => import('./pl-checkout.js').then((m) => m.plCheckout),
    staff: () => import('./staff-pl.js').then((m) => m.staffPl),
  },
  en: {
    base: () => import('./en.js').then((m) => m.en),
    checkout: () => import('./en-checkout.js').then((m) => m.enCheckout),
    staff: () => import('./staff-en.js').then((m) => m.staffEn),
  },
}

/**
 * The dictionaries loaded so far. Each language's strings are their own chunks, loaded only when
 * that language is used (the browser loads them before hydrating and before switching language;
 * the staff strings with the staff page); the server registers everything.
 */
const dictionaries: Partial<Record<Language, Partial<Dictionary>>> = {}
const loaded: Record<Language, Set<Part>> = { pl: new Set(), en: new Set() }
const pending = new Map<string, Promise<void>>()
const wanted = new Set<Part>(['base'])

export function registerDictionary(lang: Language, strings: Partial<Dictionary>, part: Part = 'base'): void {
  // Added to the same object: a translator made before the checkout's or staff's strings arrived
  // (client-side navigation to those pages) reads them too.
  dictionaries[lang] = Object.assign(dictionaries[lang] ?? {}, strings)
  loaded[lang].add(part)
}

function loadPart(lang: Language, part: Part): Promise<void> {
  if (loaded[lang].has(part)) return Promise.resolve()
  const key = `${lang}:${part}`
  let promise = pending.get(key)
  if (!promise) {
    promise = IMPORTS[lang][part]().then(
      (strings) => {
        pending.delete(key)
        registerDictionary(lang, strings, part)
      },
      (error: unknown) => {
        pending.delete(key)
        throw error
      },
    )
    pending.set(key, promise)
  }
  return promise
}

/** Whether switching to `lang` can happen at once (its strings in use are loaded). */
export function hasDictionary(lang: Language): boolean {
  return [...wanted].every((part) => loaded[lang].has(part))
}

/** Loads a language's strings (once); resolves when createTranslator can use them. */
export async function loadDictionary(lang: Language): Promise<void> {
  // The staff strings may become wanted while the base chunk is on its way: load until complete.
  while (!hasDictionary(lang)) await Promise.all([...wanted].map((part) => loadPart(lang, part)))
}

/** The staff area's strings, in every language in use (the staff page loads them with its chunk). */
export function loadStaffStrings(): Promise<void> {
  return loadStrings('staff')
}

/** The checkout's and thank-you page's strings (those pages and the staff page load them with their chunks). */
export function loadCheckoutStrings(): Promise<void> {
  return loadStrings('checkout')
}

async function loadStrings(part: Exclude<Part, 'base'>): Promise<void> {
  wanted.add(part)
  // A language whose base strings are still loading counts as in use: on a first visit to /manage/
  // the page's chunk and the dictionary load side by side, and the page must not render before its
  // strings are here.
  const inUse = LANGUAGES.filter((lang) => loaded[lang].has('base') || pending.has(`${lang}:base`))
  await Promise.all(inUse.map((lang) => loadDictionary(lang)))
}

export { LANGUAGE_COOKIE }

export function isLanguage(value: unknown): value is Language {
  return isOneOf(LANGUAGES, value)
}

type PluralForms = { one: string; few: string; many: string; other: string }
type Vars = Record<string, string | number>
type StringKey = { [K in MessageKey]: Dictionary[K] extends string ? K : never }[MessageKey]
type PluralKey = { [K in MessageKey]: Dictionary[K] extends PluralForms ? K : never }[MessageKey]

function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole))
}

export interface Translator {
  lang: Language
  /** A UI string, with {name} placeholders filled in. */
  t: (key: StringKey, vars?: Vars) => string
  /** A counted UI string with the language's plural form (Polish: 1 produkt, 2 produkty, 5 produktów). */
  tn: (key: PluralKey, count: number, vars?: Vars) => string
}

/**
 * The strings of a language, outside React.
 * @internal Exported for its tests; production uses it within this module (I18nProvider).
 */
export function createTranslator(lang: Language): Translator {
  const dictionary = dictionaries[lang] as Dictionary | undefined
  if (!dictionary) throw new Error(`the ${lang} dictionary is not loaded`)
  const rules = new Intl.PluralRules(lang === 'pl' ? 'pl-PL' : 'en-GB')
  // The amounts the texts mention come from the one price formatter, never typed into a sentence.
  const money: Vars = {
    fee: formatPrice(COURIER_FEE, lang),
    minimum: formatPrice(MIN_COURIER_ORDER, lang),
  }
  return {
    lang,
    t: (key, vars) => interpolate(dictionary[key] as string, { ...money, ...vars }),
    tn: (key, count, vars) => {
      const forms = dictionary[key] as PluralForms
      const category = rules.select(count) as keyof PluralForms
      return interpolate(forms[category] ?? forms.other, { ...money, count, ...vars })
    },
  }
}

const I18nContext = createContext<(Translator & { setLang: (lang: Language) => void }) | null>(null)

export function I18nProvider(props: {
  lang: Language
  setLang: (lang: Language) => void
  children: ReactNode
}) {
  const { lang, setLang } = props
  const value = useMemo(() => ({ ...createTranslator(lang), setLang }), [lang, setLang])
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>
}

export function useI18n() {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useI18n must be used inside I18nProvider')
  return value
}
