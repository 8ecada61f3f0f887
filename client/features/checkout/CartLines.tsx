import { Link } from 'react-router-dom'
import type { CartLine } from '../../../domain/cart.js'
import { MAX_LINE_COUNT } from '../../../domain/cart.js'
import { formatPrice } from '../../../domain/money.js'
import { useI18n } from '../../i18n/index.js'
import type { PricedProduct } from '../../page-data/types.js'
import { DishPicture } from '../../shared/DishPicture.js'
import { cart } from '../cart/index.js'

/** The cart's lines on the order page: picture, name, price, quantity buttons, line total, remove. */
export function CartLines(props: {
  lines: { line: CartLine; product: PricedProduct }[]
  /** Products sold out now: their lines are marked. */
  unavailable?: readonly { id: string }[]
}) {
  const { lang, t } = useI18n()
  return (
    <ul className="cart-lines">
      {props.lines.map(({ line, product }) => {
        const name = product.name[lang]
        const soldOut = props.unavailable?.some((p) => p.id === line.productId) ?? false
        return (
          <li key={line.productId} className={soldOut ? 'cart-line cart-line-unavailable' : 'cart-line'}>
            <DishPicture src={product.imagesUrl[0] ?? ''} width={96} height={72} alt="" sizes="96px" />
            <div className="cart-line-name">
              <Link to={product.path}>
                <strong>{name}</strong>
              </Link>
              <span className="muted">{formatPrice(product.price, lang)}</span>
              {soldOut ? <span className="cart-line-note">{t('checkout.unavailableLine')}</span> : null}
            </div>
            {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of quantity controls */}
            <div className="quantity" role="group" aria-label={t('checkout.quantityOf', { name })}>
              <button
                type="button"
                aria-label={t('menu.decrease')}
                onClick={() =>
                  line.count <= 1 ? cart.remove(line.productId) : cart.set(line.productId, line.count - 1)
                }
              >
                −
              </button>
              <output aria-live="polite">{line.count}</output>
              <button
                type="button"
                aria-label={t('menu.increase')}
                disabled={line.count >= MAX_LINE_COUNT}
                onClick={() => cart.set(line.productId, line.count + 1)}
              >
                +
              </button>
            </div>
            <span className="cart-line-total">{formatPrice(product.price * line.count, lang)}</span>
            <button
              type="button"
              className="icon-button remove-button"
              aria-label={t('checkout.remove', { name })}
              onClick={() => cart.remove(line.productId)}
            >
              ×
            </button>
          </li>
        )
      })}
    </ul>
  )
}
