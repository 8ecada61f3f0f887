import { type Kysely, sql } from 'kysely'

// The seeded catalog's VAT rates and deposits (docs/product.md, "VAT and deposits"), by the rule:
// a dish whose allergens name crustaceans or molluscs, or whose description names roe (tobiko,
// masago, ikura), 23 %; drinks 23 %; the rest stay at 8 %. No seeded drink gets a deposit: the
// teas and lemonades are poured here, Ramune's glass bottle is single-use (outside the deposit
// system), and the Asahi's description says nothing of its packaging. Frozen in time: the ids are
// spelled out; staff change rates in the editor afterwards. The restaurant's accountant confirms each.

/** The seeded dishes and drinks at 23 % (also what test/helpers/menu-seed.ts applies). */
export const SEEDED_AT_23 = [
  'zestaw-klasyczny',
  'zestaw-tempura',
  'zestaw-nigiri-sashimi',
  'zestaw-dla-dwojga',
  'zestaw-mistrza',
  'sashimi-przegrzebki',
  'nigiri-krewetka',
  'nigiri-krewetka-tempura',
  'nigiri-przegrzebek',
  'hosomaki-krewetka-tempura',
  'hosomaki-przegrzebek',
  'uramaki-california',
  'uramaki-ebi-tempura',
  'uramaki-dragon',
  'uramaki-hotate',
  'futomaki-krewetka-tempura',
  'chirashi-losos',
  'chirashi-mix',
  'dzieci-mala-krewetka',
  'napoj-sencha',
  'napoj-genmaicha',
  'napoj-lemoniada-matcha',
  'napoj-lemoniada-yuzu',
  'napoj-lemoniada-imbir',
  'napoj-ramune',
  'napoj-asahi-00',
  'sylwester-zloty',
  'sylwester-srebrny',
] as const

async function setRate(db: Kysely<unknown>, rate: number): Promise<void> {
  await sql`update menu_products set vat_rate = ${rate} where id in (${sql.join([...SEEDED_AT_23])})`.execute(
    db,
  )
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await setRate(db, 23)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await setRate(db, 8)
}
