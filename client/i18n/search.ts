import type { Language } from '#schemas/enums.js'

/**
 * The menu search's words in both languages. Not in the dictionaries, which every first visit
 * downloads: only the chunks of the pages that show the search (a category, the search page) carry
 * them, both languages together, a few hundred bytes (docs/client.md, "JavaScript budget").
 */
const WORDS = {
  pl: {
    label: 'Szukaj w menu',
    submit: 'Szukaj',
    title: 'Szukaj w menu',
    description: 'Znajdź danie Sakana Sushi po nazwie albo składniku.',
    prompt: 'Wpisz nazwę dania albo składnik, np. łosoś, tempura, awokado.',
    none: 'Nic nie znaleziono',
    noneHint: 'Sprawdź pisownię albo wpisz mniej słów.',
    wholeMenu: 'Zobacz całe menu',
    resultsFor: '„{query}” — szukaj w menu',
  },
  en: {
    label: 'Search the menu',
    submit: 'Search',
    title: 'Search the menu',
    description: 'Find a Sakana Sushi dish by its name or an ingredient.',
    prompt: 'Type a dish’s name or an ingredient, e.g. salmon, tempura, avocado.',
    none: 'Nothing found',
    noneHint: 'Check the spelling or type fewer words.',
    wholeMenu: 'See the whole menu',
    resultsFor: '“{query}” — search the menu',
  },
} as const

/** "Znaleziono 1 danie / 2 dania / 5 dań", "1 dish found / 2 dishes found". */
const FOUND: Record<Language, Record<'one' | 'few' | 'many' | 'other', string>> = {
  pl: {
    one: 'Znaleziono 1 danie',
    few: 'Znaleziono {count} dania',
    many: 'Znaleziono {count} dań',
    other: 'Znaleziono {count} dania',
  },
  en: {
    one: '1 dish found',
    few: '{count} dishes found',
    many: '{count} dishes found',
    other: '{count} dishes found',
  },
}

export type SearchWords = (typeof WORDS)[Language]

export function searchWords(lang: Language): SearchWords {
  return WORDS[lang]
}

/** How many dishes were found, in the language's plural form. */
export function foundText(lang: Language, count: number): string {
  const form = new Intl.PluralRules(lang === 'pl' ? 'pl-PL' : 'en-GB').select(
    count,
  ) as keyof (typeof FOUND)['pl']
  return (FOUND[lang][form] ?? FOUND[lang].other).replace('{count}', String(count))
}
