/**
 * The product list, in the order a guest browses the menu (the order of `categories`).
 * The data lives in ./products/, one file per kind of dish.
 */
import { chirashi } from './products/chirashi.js'
import { drinks } from './products/drinks.js'
import { futomaki } from './products/futomaki.js'
import { hosomaki } from './products/hosomaki.js'
import { kids } from './products/kids.js'
import { lunch } from './products/lunch.js'
import { nigiri } from './products/nigiri.js'
import { sashimi } from './products/sashimi.js'
import { sets } from './products/sets.js'
import { sylwester } from './products/sylwester.js'
import { uramaki } from './products/uramaki.js'
import { vouchers } from './products/vouchers.js'
import { wege } from './products/wege.js'
import type { ProductData } from './types.js'

export const productList: readonly ProductData[] = [
  ...sets,
  ...sashimi,
  ...nigiri,
  ...hosomaki,
  ...uramaki,
  ...futomaki,
  ...chirashi,
  ...wege,
  ...lunch,
  ...kids,
  ...drinks,
  ...vouchers,
  ...sylwester,
]
