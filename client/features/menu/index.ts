/**
 * What other features use of the menu: the guests' card, which the staff's menu editor shows as
 * its preview. Pages import the menu's files directly.
 */
export { ProductCard } from './ProductCard.js'
