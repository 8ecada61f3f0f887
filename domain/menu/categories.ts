/** The thirteen menu categories, in the order a guest browses them. */
import type { CategoryKey, CategoryKind } from '../../schemas/enums.js'
import { formatPrice } from '../money.js'
import type { CategoryData, CategorySlug, Localized } from './types.js'

const KINDS: Partial<Record<CategoryKey, CategoryKind>> = {
  VOUCHER: 'VOUCHER',
  DRINKS: 'DRINKS',
  WEGE: 'VEGETARIAN',
}

function category(
  url: CategorySlug,
  categoryKey: CategoryKey,
  name: Localized,
  intro: Localized,
): CategoryData {
  return {
    id: url,
    url,
    name,
    intro,
    imageUrl: `/images/categories/${url}.svg`,
    backgroundImage: `/images/backgrounds/${url}.svg`,
    categoryKey,
    kind: KINDS[categoryKey] ?? 'STANDARD',
  }
}

export const categoryList: readonly CategoryData[] = [
  category(
    'zestawy',
    'SETS',
    { pl: 'Zestawy', en: 'Sets' },
    {
      pl: 'Gotowe zestawy sushi dla jednej osoby, we dwoje i na imprezę – najlepsze rolki, nigiri i sashimi w jednym pudełku.',
      en: 'Ready-made sushi sets for one, for two or for a party – our best rolls, nigiri and sashimi in one box.',
    },
  ),
  category(
    'sashimi',
    'SASHIMI',
    { pl: 'Sashimi', en: 'Sashimi' },
    {
      pl: 'Grube plastry świeżego łososia, tuńczyka, ryby maślanej i przegrzebków – czysty smak ryby bez ryżu.',
      en: 'Thick slices of fresh salmon, tuna, butterfish and scallops – the pure taste of fish, no rice.',
    },
  ),
  category(
    'nigiri',
    'NIGIRI',
    { pl: 'Nigiri', en: 'Nigiri' },
    {
      pl: 'Ciepły ryż formowany w dłoniach, nakryty łososiem, tuńczykiem, węgorzem lub tamago – podawany w parach.',
      en: 'Warm hand-pressed rice topped with salmon, tuna, eel or tamago – served in pairs.',
    },
  ),
  category(
    'hosomaki',
    'HOSOMAKI',
    { pl: 'Hosomaki', en: 'Hosomaki' },
    {
      pl: 'Cienkie rolki w chrupiącym nori z jednym składnikiem w środku – od łososia po ogórek i oshinko.',
      en: 'Slim rolls in crisp nori with a single filling – from salmon to cucumber and oshinko.',
    },
  ),
  category(
    'uramaki',
    'URAMAKI',
    { pl: 'Uramaki', en: 'Uramaki' },
    {
      pl: 'Rolki z ryżem na zewnątrz, w sezamie lub tobiko – California, Philadelphia, Dragon i nasze autorskie smaki.',
      en: 'Inside-out rolls coated in sesame or tobiko – California, Philadelphia, Dragon and our own creations.',
    },
  ),
  category(
    'futomaki',
    'FUTOMAKI',
    { pl: 'Futomaki', en: 'Futomaki' },
    {
      pl: 'Grube, sycące rolki pełne składników – z rybą, krewetką w tempurze albo w wersji wege.',
      en: 'Thick, hearty rolls packed with fillings – with fish, shrimp tempura or vegetarian.',
    },
  ),
  category(
    'chirashi',
    'CHIRASHI',
    { pl: 'Chirashi', en: 'Chirashi' },
    {
      pl: 'Miska ryżu do sushi obsypana rybą, awokado i dodatkami – sushi w najprostszej, domowej formie.',
      en: 'A bowl of sushi rice scattered with fish, avocado and garnishes – sushi at its most homely.',
    },
  ),
  category(
    'wege',
    'WEGE',
    { pl: 'Wege', en: 'Vegetarian' },
    {
      pl: 'Sushi bez ryb i owoców morza: awokado, tamago, shiitake, tofu, mango i batat w tempurze.',
      en: 'Sushi without fish or seafood: avocado, tamago, shiitake, tofu, mango and sweet potato tempura.',
    },
  ),
  category(
    'lunch',
    'LUNCH',
    { pl: 'Lunch', en: 'Lunch' },
    {
      pl: 'Lunchowe zestawy w przystępnej cenie, od środy do piątku w godzinach 13:00–16:00.',
      en: 'Good-value lunch sets, served Wednesday to Friday from 13:00 to 16:00.',
    },
  ),
  category(
    'dzieci',
    'KIDS',
    { pl: 'Dla dzieci', en: 'For kids' },
    {
      pl: 'Małe zestawy bez wasabi, o łagodnym smaku – sushi, które polubią najmłodsi.',
      en: 'Small sets without wasabi, gentle in flavour – sushi the little ones will love.',
    },
  ),
  category(
    'napoje',
    'DRINKS',
    { pl: 'Napoje', en: 'Drinks' },
    {
      pl: 'Japońska zielona herbata, domowe lemoniady z yuzu i matchą, ramune i piwo bezalkoholowe.',
      en: 'Japanese green tea, house lemonades with yuzu and matcha, ramune and non-alcoholic beer.',
    },
  ),
  category(
    'voucher',
    'VOUCHER',
    { pl: 'Vouchery', en: 'Gift vouchers' },
    {
      pl: `Voucher podarunkowy na sushi od ${formatPrice(150, 'pl')} do ${formatPrice(500, 'pl')} – prezent, który zawsze smakuje.`,
      en: `Sushi gift vouchers from ${formatPrice(150, 'en')} to ${formatPrice(500, 'en')} – a present that always tastes good.`,
    },
  ),
  category(
    'sylwester',
    'SETS_SPECIAL',
    { pl: 'Sylwester', en: 'New Year’s Eve' },
    {
      pl: 'Wielkie zestawy sylwestrowe na zamówienie z wyprzedzeniem – na ostatni wieczór roku, 31 grudnia.',
      en: 'Big New Year’s Eve sets to pre-order – for the last evening of the year, 31 December.',
    },
  ),
]
