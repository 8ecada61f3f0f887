import { useI18n } from '../../i18n/index.js'
import { cart } from '../cart/index.js'

/**
 * At checkout: the cart's products that are sold out now, each named with a one-click removal.
 * The order button stays disabled (and points here) until none is left.
 */
export function UnavailableNotice(props: { id: string; products: { id: string; name: string }[] }) {
  const { t } = useI18n()
  if (props.products.length === 0) return null
  return (
    <div id={props.id} className="notice notice-alert checkout-unavailable" role="status">
      <p>
        <strong>{t('checkout.unavailableTitle')}</strong>
      </p>
      <p>{t('checkout.unavailableHint')}</p>
      <ul>
        {props.products.map((product) => (
          <li key={product.id}>
            <span>{product.name}</span>
            <button
              type="button"
              className="button button-small button-ghost"
              onClick={() => cart.remove(product.id)}
            >
              {t('checkout.removeUnavailable')}
              <span className="visually-hidden">: {product.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
