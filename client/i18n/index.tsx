import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { COURIER_FEE, formatPrice, MIN_COURIER_ORDER } from '../../domain/money.js'
import { isOneOf, LANGUAGES, type Language } from '../../schemas/enums.js'
import type { Dictionary, MessageKey } from './pl.js'

export type { Dictionary, Language, MessageKey }

/**
 * The dictionaries loaded so far. Each language's dictionary is its own chunk, loaded only when
 * that language is used (the browser loads it before hydrating and before switching language);
 * the server registers both.
 */
const dictionaries: Partial<Record<Language, Dictionary>> = {}
const loading: Partial<Record<Language, Promise<void>>> = {}

export function registerDictionary(lang: Language, dictionary: Dictionary): void {
  dictionaries[lang] = dictionary
}

export function hasDictionary(lang: Language): boolean {
  return dictionaries[lang] !== undefined
}

/** Loads a language's dictionary (once); resolves when createTranslator can use it. */
export function loadDictionary(lang: Language): Promise<void> {
  if (dictionaries[lang]) return Promise.resolve()
  loading[lang] ??= (
    lang === 'pl' ? import('./pl.js').then((m) => m.pl) : import('./en.js').then((m) => m.en)
  ).then(
    (dictionary) => registerDictionary(lang, dictionary),
    (error: unknown) => {
      delete loading[lang]
      throw error
    },
  )
  return loading[lang]
}

export const LANGUAGE_COOKIE = 'lang'

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

export function createTranslator(lang: Language): Translator {
  const dictionary = dictionaries[lang]
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
