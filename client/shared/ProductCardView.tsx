import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { formatPrice } from '../../domain/money.js'
import { useI18n } from '../i18n/index.js'

/** What a product card shows, in the reader's language. */
export interface ProductCardLook {
  name: string
  /** The product page; without it (the menu editor's preview) nothing is a link. */
  href?: string
  imageUrl: string | undefined
  count: number | null
  isSet: boolean
  vegetarian: boolean
  allergens: readonly string[]
  price: number
}

/**
 * The look of a product in a category list: picture, name, pieces, tags, allergens, price and an
 * action. The guests' card (features/menu/ProductCard.tsx) fills it with the product and the
 * add-to-cart button; the staff's menu editor shows its preview with the same markup.
 */
export function ProductCardView(props: {
  look: ProductCardLook
  eager?: boolean
  headingLevel?: 2 | 3 | 4
  unavailable?: boolean
  badge?: ReactNode
  action?: ReactNode
}) {
  const { lang, t, tn } = useI18n()
  const { look } = props
  // Directly under the page's h1 (a category) the cards are h2; under a section heading, h3.
  const Heading = `h${props.headingLevel ?? 3}` as 'h2' | 'h3' | 'h4'
  const image = look.imageUrl ? (
    <img
      src={look.imageUrl}
      width="480"
      height="360"
      alt=""
      loading={props.eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  ) : (
    <span className="product-card-no-image" />
  )
  return (
    <article className={props.unavailable ? 'product-card product-card-unavailable' : 'product-card'}>
      {props.badge}
      {look.href ? (
        <Link to={look.href} className="product-card-image" tabIndex={-1} aria-hidden="true">
          {image}
        </Link>
      ) : (
        <div className="product-card-image">{image}</div>
      )}
      <div className="product-card-body">
        <Heading className="product-card-title">
          {look.href ? <Link to={look.href}>{look.name}</Link> : look.name}
        </Heading>
        <p className="product-card-meta">
          {look.count !== null && <span>{tn('menu.pieces', look.count)}</span>}
          {look.isSet && <span className="tag">{t('menu.set')}</span>}
          {look.vegetarian && <span className="tag tag-green">{t('menu.vegetarian')}</span>}
        </p>
        {look.allergens.length > 0 && (
          <p className="product-card-allergens">
            <span className="visually-hidden">{t('menu.allergens')}: </span>
            {look.allergens.join(', ')}
          </p>
        )}
        <div className="product-card-footer">
          <p className="price">
            <span className="visually-hidden">{t('menu.price')}: </span>
            {formatPrice(look.price, lang)}
          </p>
          {props.action}
        </div>
      </div>
    </article>
  )
}
