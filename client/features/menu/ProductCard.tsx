import { useId } from 'react'
import { useI18n } from '../../i18n/index.js'
import type { MenuProduct } from '../../page-data/types.js'
import { ProductCardView } from '../../shared/ProductCardView.js'
import { SoldOutBadge, useIsAvailable } from '../availability/index.js'
import { AddToCartButton } from '../cart/index.js'

/** A product in a category list: picture, name, pieces, price, allergens, add to cart. */
export function ProductCard(props: { product: MenuProduct; eager?: boolean; headingLevel?: 2 | 3 }) {
  const { lang } = useI18n()
  const { product } = props
  const name = product.name[lang]
  const available = useIsAvailable(product)
  const soldOutId = useId()
  return (
    <ProductCardView
      look={{
        name,
        href: product.path,
        imageUrl: product.imagesUrl[0],
        count: product.count,
        isSet: product.isSet === true,
        vegetarian: product.category.includes('WEGE'),
        allergens: product.allergens?.map((a) => a[lang]) ?? [],
        price: product.price,
      }}
      eager={props.eager}
      headingLevel={props.headingLevel}
      unavailable={!available}
      badge={available ? null : <SoldOutBadge id={soldOutId} />}
      action={
        <AddToCartButton
          productId={product.id}
          productName={name}
          price={product.price}
          optionGroups={product.optionGroups}
          className="button button-primary button-small"
          unavailableNoteId={available ? undefined : soldOutId}
        />
      }
    />
  )
}
