import { useI18n } from '../../i18n/index.js'
import { FieldError, fieldProps, TextField } from './fields.js'
import type { Checkout } from './useCheckout.js'

/** Name, phone and e-mail; the delivery address for courier orders. */
export function ContactAddress(props: { checkout: Checkout }) {
  const { t } = useI18n()
  const { checkout } = props
  return (
    <>
      <fieldset className="checkout-section">
        <legend>{t('checkout.contact')}</legend>
        <div className="field-grid">
          <TextField
            checkout={checkout}
            name="name"
            label={t('checkout.name')}
            inputProps={{ autoComplete: 'name', maxLength: 80, required: true }}
          />
          <TextField
            checkout={checkout}
            name="phone"
            label={t('checkout.phone')}
            inputProps={{ type: 'tel', autoComplete: 'tel', inputMode: 'tel', required: true }}
          />
          <TextField
            checkout={checkout}
            name="email"
            label={t('checkout.email')}
            inputProps={{ type: 'email', autoComplete: 'email', required: true }}
          />
        </div>
      </fieldset>

      {checkout.values.deliveryType === 'COURIER' && (
        <fieldset className="checkout-section">
          <legend>{t('checkout.address')}</legend>
          <div className="field-grid">
            <TextField
              checkout={checkout}
              name="street"
              label={t('checkout.street')}
              inputProps={{ autoComplete: 'address-line1', required: true }}
            />
            <TextField
              checkout={checkout}
              name="buildingNumber"
              label={t('checkout.building')}
              inputProps={{ autoComplete: 'address-line2', required: true }}
            />
            <TextField
              checkout={checkout}
              name="apartment"
              label={t('checkout.apartment')}
              inputProps={{ autoComplete: 'address-line3' }}
            />
            <TextField checkout={checkout} name="floor" label={t('checkout.floor')} />
            <TextField
              checkout={checkout}
              name="postalCode"
              label={t('checkout.postalCode')}
              inputProps={{
                autoComplete: 'postal-code',
                inputMode: 'numeric',
                required: true,
                placeholder: '31-000',
              }}
            />
            {checkout.outsideCode && (
              <div className="notice notice-alert field-wide" role="alert" id={`${checkout.formId}-outside`}>
                <p>{t('checkout.outsideArea', { code: checkout.outsideCode })}</p>
                <button type="button" className="button" onClick={() => checkout.set('deliveryType', 'SELF')}>
                  {t('checkout.pickUpInstead')}
                </button>
              </div>
            )}
            <TextField
              checkout={checkout}
              name="city"
              label={t('checkout.city')}
              inputProps={{ autoComplete: 'address-level2', required: true }}
            />
          </div>
          <div className="field">
            <label htmlFor={`${checkout.formId}-deliveryNote`}>{t('checkout.deliveryNote')}</label>
            <textarea
              {...fieldProps(checkout, 'deliveryNote')}
              rows={2}
              maxLength={200}
              value={checkout.values.deliveryNote}
              onChange={(e) => checkout.set('deliveryNote', e.target.value)}
            />
            <p className="muted">{t('checkout.deliveryNoteHint')}</p>
            <FieldError checkout={checkout} name="deliveryNote" />
          </div>
        </fieldset>
      )}
    </>
  )
}
