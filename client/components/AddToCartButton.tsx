import { useI18n } from '../i18n/index.js'
import { cart } from '../state/cart.js'
import { useNotify } from '../state/notifications.js'

/** Adds one piece of a product to the cart and confirms it with an INFO notification. */
export function AddToCartButton(props: {
  productId: string
  productName: string
  quantity?: number
  className?: string
}) {
  const { t } = useI18n()
  const notify = useNotify()
  const quantity = props.quantity ?? 1
  const onClick = () => {
    let added = 0
    for (let i = 0; i < quantity; i++) if (cart.add(props.productId)) added++
    if (added > 0) notify(t('cart.added', { name: props.productName, count: added }), 'INFO')
    else notify(t('cart.full'), 'ALERT')
  }
  return (
    <button type="button" className={props.className ?? 'button button-primary'} onClick={onClick}>
      {t('cart.add')}
      <span className="visually-hidden">: {props.productName}</span>
    </button>
  )
}
