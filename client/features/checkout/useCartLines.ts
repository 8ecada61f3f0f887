import { useEffect, useMemo } from 'react'
import { unitPrice } from '#domain/options.js'
import { usePageData } from '../../page-data/context.js'
import { cart, type useCart } from '../cart/index.js'

/**
 * The cart's lines priced with the order page's data, which follows the menu (the server prices
 * the order again on its own): a changed price shows before the guest orders. Options no longer
 * offered leave their lines; a dish no longer on the menu (hidden or deleted since it was added)
 * stays in the cart and is returned in `withdrawn`, to be named with the sold-out ones until the
 * guest removes it (docs/menu.md, "What follows the snapshot").
 */
export function useCartLines(stored: ReturnType<typeof useCart>) {
  const { products } = usePageData('order')
  const priced = useMemo(() => new Map(products.map((p) => [p.id, p])), [products])
  useEffect(() => {
    cart.retain((id, options) => {
      const product = priced.get(id)
      if (product === undefined) return true
      const known = new Set(product.optionGroups?.flatMap((g) => g.options.map((o) => o.id)))
      return options.every((o) => known.has(o))
    })
  }, [priced])
  // Each line's unit price: the dish's price with its chosen options' changes.
  const lines = stored.flatMap((line) => {
    const product = priced.get(line.productId)
    if (!product) return []
    return [
      { line, product, unitPrice: unitPrice(product.price, product.optionGroups ?? [], line.options ?? []) },
    ]
  })
  const withdrawn = stored.filter((line) => !priced.has(line.productId)).map((line) => line.productId)
  return { lines, withdrawn }
}
