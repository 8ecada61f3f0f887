/** Every single dish (not a set), indexed by id so that sets can be described from their parts. */
import type { ProductData } from '../types.js'
import { chirashi } from './chirashi.js'
import { futomaki } from './futomaki.js'
import { hosomaki } from './hosomaki.js'
import { nigiri } from './nigiri.js'
import { sashimi } from './sashimi.js'
import { uramaki } from './uramaki.js'
import { wege } from './wege.js'

const index = new Map<string, ProductData>()
for (const d of [...sashimi, ...nigiri, ...hosomaki, ...uramaki, ...futomaki, ...chirashi, ...wege]) {
  index.set(d.id, d)
}

export const dishById = (id: string): ProductData | undefined => index.get(id)
