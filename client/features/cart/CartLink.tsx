import { Link } from 'react-router-dom'
import { useI18n } from '../../i18n/index.js'
import { CartIcon } from '../../shared/Icons.js'
import { useCartCount } from './cart.js'

/** Cart icon linking to the order page; the badge shows the item count when it is non-zero. */
export function CartLink() {
  const { t, tn } = useI18n()
  const count = useCartCount()
  const label = count > 0 ? `${t('cart.link')}: ${tn('cart.items', count)}` : t('cart.link')
  return (
    <Link to="/zamowienie/" className="cart-link" aria-label={label}>
      <CartIcon size={26} />
      {count > 0 && (
        <span className="cart-badge" data-testid="cart-badge" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  )
}
