import { Link } from 'react-router-dom'
import type { CartLine } from '#domain/cart.js'
import { lineKey, MAX_LINE_COUNT } from '#domain/cart.js'
import { formatPrice, toGrosze, toPln } from '#domain/money.js'
import { lineOptions, lineOptionText } from '#domain/option-words.js'
import { useI18n } from '../../i18n/index.js'
import type { PricedProduct } from '../../page-data/types.js'
import { DishPicture } from '../../shared/DishPicture.js'
import { cart } from '../cart/index.js'

/**
 * The cart's lines on the order page: picture, name, the chosen options, unit price (with the
 * options), quantity buttons, line total, remove.
 */
export function CartLines(props: {
  lines: { line: CartLine; product: PricedProduct; unitPrice: number }[]
  /** Products sold out now: their lines are marked. */
  unavailable?: readonly { id: string }[]
}) {
  const { lang, t } = useI18n()
  return (
    <ul className="cart-lines">
      {props.lines.map(({ line, product, unitPrice }) => {
        const name = product.name[lang]
        const soldOut = props.unavailable?.some((p) => p.id === line.productId) ?? false
        const options = line.options ?? []
        const chosen = lineOptions(product.optionGroups ?? [], options, lang)
        return (
          <li
            key={lineKey(line.productId, options)}
            className={soldOut ? 'cart-line cart-line-unavailable' : 'cart-line'}
          >
            <DishPicture src={product.imagesUrl[0] ?? ''} width={96} height={72} alt="" sizes="96px" />
            <div className="cart-line-name">
              <Link to={product.path}>
                <strong>{name}</strong>
              </Link>
              {chosen.length > 0 ? (
                <span className="cart-line-options">
                  {chosen.map((o) => lineOptionText(o, { withPrice: true, lang })).join(', ')}
                </span>
              ) : null}
              <span className="muted">{formatPrice(unitPrice, lang)}</span>
              {product.deposit ? (
                <span className="cart-line-deposit">
                  {t('checkout.lineDeposit', {
                    amount: `${line.count} × ${formatPrice(product.deposit, lang)}`,
                  })}
                </span>
              ) : null}
              {soldOut ? <span className="cart-line-note">{t('checkout.unavailableLine')}</span> : null}
            </div>
            {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of quantity controls */}
            <div className="quantity" role="group" aria-label={t('checkout.quantityOf', { name })}>
              <button
                type="button"
                aria-label={t('checkout.decreaseOf', { name })}
                onClick={() =>
                  line.count <= 1
                    ? cart.remove(line.productId, options)
                    : cart.set(line.productId, line.count - 1, options)
                }
              >
                −
              </button>
              <output aria-live="polite">{line.count}</output>
              <button
                type="button"
                aria-label={t('checkout.increaseOf', { name })}
                disabled={line.count >= MAX_LINE_COUNT}
                onClick={() => cart.set(line.productId, line.count + 1, options)}
              >
                +
              </button>
            </div>
            <span className="cart-line-total">
              {formatPrice(toPln(toGrosze(unitPrice) * line.count), lang)}
            </span>
            <button
              type="button"
              className="icon-button remove-button"
              aria-label={t('checkout.remove', { name })}
              onClick={() => cart.remove(line.productId, options)}
            >
              ×
            </button>
          </li>
        )
      })}
    </ul>
  )
}
