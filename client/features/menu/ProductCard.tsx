import { useId } from 'react'
import { Link } from 'react-router-dom'
import { allergenNames } from '#domain/menu/allergens.js'
import { formatPrice } from '#domain/money.js'
import { useI18n } from '../../i18n/index.js'
import type { MenuProduct } from '../../page-data/types.js'
import { DishPicture } from '../../shared/DishPicture.js'
import { SoldOutBadge, useIsAvailable } from '../availability/index.js'
import { AddToCartButton } from '../cart/index.js'

/**
 * A product in a category list: picture, name, pieces, price, allergens, add to cart. As the menu
 * editor's `preview` it shows the same card without links or the add button, greyed when hidden.
 */
export function ProductCard(props: {
  product: MenuProduct
  eager?: boolean
  headingLevel?: 2 | 3 | 4
  preview?: { hidden: boolean }
}) {
  const { lang, t, tn } = useI18n()
  const { product } = props
  const name = product.name[lang]
  const allergens = allergenNames(product.allergens ?? [], lang)
  const href = product.path
  // Directly under the page's h1 (a category) the cards are h2; under a section heading, h3.
  const Heading = `h${props.headingLevel ?? 3}` as 'h2' | 'h3' | 'h4'
  const { preview } = props
  const sold = useIsAvailable(product)
  const available = preview ? !preview.hidden : sold
  const soldOutId = useId()
  const image = (
    <DishPicture
      src={product.imagesUrl[0] ?? ''}
      width={480}
      height={360}
      alt=""
      sizes="(max-width: 599px) 100vw, 400px"
      loading={props.eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
  return (
    <article className={available ? 'product-card' : 'product-card product-card-unavailable'}>
      {available || preview ? null : <SoldOutBadge id={soldOutId} />}
      {preview ? (
        <div className="product-card-image">{image}</div>
      ) : (
        <Link to={href} className="product-card-image" tabIndex={-1} aria-hidden="true">
          {image}
        </Link>
      )}
      <div className="product-card-body">
        <Heading className="product-card-title">{preview ? name : <Link to={href}>{name}</Link>}</Heading>
        <p className="product-card-meta">
          {product.count !== null && <span>{tn('menu.pieces', product.count)}</span>}
          {product.isNew && <span className="tag tag-new">{t('menu.new')}</span>}
          {product.isSet && <span className="tag">{t('menu.set')}</span>}
          {product.tags.includes('VEGETARIAN') && (
            <span className="tag tag-green">{t('menu.vegetarian')}</span>
          )}
        </p>
        {allergens.length > 0 && (
          <p className="product-card-allergens">
            <span className="visually-hidden">{t('menu.allergens')}: </span>
            {allergens.join(', ')}
          </p>
        )}
        <div className="product-card-footer">
          <p className="price">
            <span className="visually-hidden">{t('menu.price')}: </span>
            {formatPrice(product.price, lang)}
            {product.deposit ? (
              <span className="price-deposit">
                {t('menu.deposit', { amount: formatPrice(product.deposit, lang) })}
              </span>
            ) : null}
          </p>
          {preview ? null : (
            <AddToCartButton
              productId={product.id}
              productName={name}
              price={product.price}
              optionGroups={product.optionGroups}
              className="button button-primary button-small"
              unavailableNoteId={available ? undefined : soldOutId}
            />
          )}
        </div>
      </div>
    </article>
  )
}
