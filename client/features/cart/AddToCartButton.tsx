import { useI18n } from '../../i18n/index.js'
import { useNotify } from '../notifications/index.js'
import { cart } from './cart.js'

/** Adds a product to the cart (one piece, or the chosen quantity) and confirms it with an INFO notification. */
export function AddToCartButton(props: {
  productId: string
  productName: string
  quantity?: number
  className?: string
  /** Sold out: the button stays in place, disabled, described by the element with this id. */
  unavailableNoteId?: string
}) {
  const { t } = useI18n()
  const notify = useNotify()
  const quantity = props.quantity ?? 1
  const onClick = () => {
    // One change (one storage write) whatever the quantity; counts stop at 99.
    const countOf = () => cart.lines().find((line) => line.productId === props.productId)?.count ?? 0
    const before = countOf()
    const ok = quantity === 1 ? cart.add(props.productId) : cart.set(props.productId, before + quantity)
    const added = ok ? countOf() - before : 0
    if (added > 0) notify(t('cart.added', { name: props.productName, count: added }), 'INFO')
    else notify(t('cart.full'), 'ALERT')
  }
  return (
    <button
      type="button"
      className={props.className ?? 'button button-primary'}
      onClick={onClick}
      disabled={props.unavailableNoteId !== undefined}
      aria-describedby={props.unavailableNoteId}
    >
      {t('cart.add')}
      <span className="visually-hidden">: {props.productName}</span>
    </button>
  )
}
