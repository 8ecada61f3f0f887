import { lazy, Suspense, useRef, useState } from 'react'
import { lineKey } from '#domain/cart.js'
import type { OptionGroupData } from '#domain/options.js'
import { useI18n } from '../../i18n/index.js'
import { useNotify } from '../../shared/toast.js'
import { cart, useCart } from './cart.js'

/** The choices' dialog is its own chunk: most dishes have none, and a first visit never opens it. */
const OptionsDialog = lazy(() => import('./OptionsDialog.js').then((m) => ({ default: m.OptionsDialog })))

/**
 * Adds a product to the cart (one piece, or the chosen quantity) and confirms it with an INFO
 * notification. A dish with option groups opens its choices first (OptionsDialog); one without is
 * added in one click.
 */
export function AddToCartButton(props: {
  productId: string
  productName: string
  quantity?: number
  className?: string
  /** Sold out: "Chwilowo niedostępne" stands in place of the button (the badge has this id). */
  unavailableNoteId?: string
  /** The dish's price (PLN) and option groups: with groups, the button opens the choices. */
  price?: number
  optionGroups?: readonly OptionGroupData[]
}) {
  const { t } = useI18n()
  const notify = useNotify()
  const [choosing, setChoosing] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const close = () => {
    setChoosing(false)
    button.current?.focus()
  }
  const quantity = props.quantity ?? 1
  const groups = props.optionGroups ?? []
  // How many of this dish the cart holds (every choice of options): 0 until the cart is read.
  const inCart = useCart()
    .filter((line) => line.productId === props.productId)
    .reduce((sum, line) => sum + line.count, 0)

  const add = (options: string[]) => {
    // One change (one storage write) whatever the quantity; counts stop at 99.
    const key = lineKey(props.productId, options)
    const countOf = () =>
      cart.lines().find((line) => lineKey(line.productId, line.options) === key)?.count ?? 0
    const before = countOf()
    const ok =
      quantity === 1
        ? cart.add(props.productId, options)
        : cart.set(props.productId, before + quantity, options)
    const added = ok ? countOf() - before : 0
    if (added > 0) notify(t('cart.added', { name: props.productName, count: added }), 'INFO')
    else notify(t('cart.full'), 'ALERT')
  }

  if (props.unavailableNoteId !== undefined) {
    return <p className="sold-out-instead">{t('menu.unavailable')}</p>
  }
  return (
    <>
      {inCart > 0 ? (
        <span className="in-cart" data-testid="in-cart">
          {t('cart.inCart', { count: inCart })}
        </span>
      ) : null}
      <button
        ref={button}
        type="button"
        className={props.className ?? 'button button-primary'}
        onClick={() => (groups.length > 0 ? setChoosing(true) : add([]))}
        aria-haspopup={groups.length > 0 ? 'dialog' : undefined}
      >
        {t('cart.add')}
        <span className="visually-hidden">: {props.productName}</span>
      </button>
      {choosing ? (
        <Suspense fallback={null}>
          <OptionsDialog
            name={props.productName}
            price={props.price ?? 0}
            groups={groups}
            quantity={quantity}
            onClose={close}
            onAdd={(options) => {
              close()
              add(options)
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}
