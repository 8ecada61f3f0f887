/** The cart feature as other features use it (docs/client.md, "Boundaries"). */
export { AddToCartButton } from './AddToCartButton.js'
export { cart, useCart } from './cart.js'
