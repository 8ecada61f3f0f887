/** The staff-promo feature as other features use it (docs/client.md, "Boundaries"). */
export { PromoCodesPanel } from './PromoCodesPanel.js'
