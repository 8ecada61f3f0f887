import { Link } from 'react-router-dom'
import { useI18n } from '../../i18n/index.js'
import { CartLines } from './CartLines.js'
import { CommentTerms } from './CommentTerms.js'
import { ContactAddress } from './ContactAddress.js'
import { DeliveryChoice } from './DeliveryChoice.js'
import { Extras } from './Extras.js'
import { Invoice } from './Invoice.js'
import { Payment } from './Payment.js'
import { Summary } from './Summary.js'
import { TimeSlots } from './TimeSlots.js'
import { useCheckout } from './useCheckout.js'

/** The checkout: cart, delivery, time, contact and address, payment, note and terms, summary. */
export function Checkout() {
  const { t } = useI18n()
  const checkout = useCheckout()
  const { formId } = checkout
  if (checkout.lines.length === 0 && checkout.redirecting) {
    // The order is placed and the cart emptied; the browser is on its way to PayU.
    return (
      <p className="lead" role="status">
        {t('checkout.redirecting')}
      </p>
    )
  }
  if (checkout.lines.length === 0) {
    return (
      <div className="empty-state">
        <p className="lead">{t('checkout.empty')}</p>
        <p>{t('checkout.emptyHint')}</p>
        <Link className="button button-primary" to="/">
          {t('page.notFound.back')}
        </Link>
      </div>
    )
  }
  return (
    <form
      className="checkout"
      onSubmit={checkout.onSubmit}
      noValidate
      aria-describedby={checkout.closedNow ? `${formId}-closed` : undefined}
    >
      <div className="checkout-main">
        <section className="checkout-section" aria-labelledby={`${formId}-cart`}>
          <h2 id={`${formId}-cart`}>{t('checkout.cart')}</h2>
          <CartLines lines={checkout.lines} unavailable={checkout.unavailable} />
        </section>
        <DeliveryChoice checkout={checkout} />
        <TimeSlots checkout={checkout} />
        <ContactAddress checkout={checkout} />
        <Extras checkout={checkout} />
        <Invoice checkout={checkout} />
        <Payment checkout={checkout} />
        <CommentTerms checkout={checkout} />
      </div>
      <Summary checkout={checkout} />
    </form>
  )
}
