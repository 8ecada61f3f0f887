import { useRef, useState } from 'react'
import { lineKey } from '../../../domain/cart.js'
import type { OptionGroupData } from '../../../domain/options.js'
import { useI18n } from '../../i18n/index.js'
import { useNotify } from '../notifications/index.js'
import { cart } from './cart.js'
import { OptionsDialog } from './OptionsDialog.js'

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
  /** Sold out: the button stays in place, disabled, described by the element with this id. */
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

  return (
    <>
      <button
        ref={button}
        type="button"
        className={props.className ?? 'button button-primary'}
        onClick={() => (groups.length > 0 ? setChoosing(true) : add([]))}
        disabled={props.unavailableNoteId !== undefined}
        aria-describedby={props.unavailableNoteId}
        aria-haspopup={groups.length > 0 ? 'dialog' : undefined}
      >
        {t('cart.add')}
        <span className="visually-hidden">: {props.productName}</span>
      </button>
      {choosing ? (
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
      ) : null}
    </>
  )
}
