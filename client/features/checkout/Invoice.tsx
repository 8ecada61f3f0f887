import { normalizeNip } from '#domain/nip.js'
import { useI18n } from '../../i18n/index.js'
import { FieldError, fieldProps, TextField } from './fields.js'
import { ownInvoiceAddress } from './form.js'
import type { Checkout } from './useCheckout.js'
import { type CompanyLookup, useCompanyLookup } from './useCompanyLookup.js'

/**
 * "Chcę fakturę na firmę": the NIP (checked with the domain rule as it is typed), the company's
 * name and address, which for a delivery is the delivery address unless the guest unticks it.
 */
export function Invoice(props: { checkout: Checkout }) {
  const { t } = useI18n()
  const { checkout } = props
  const { values, set, formId } = checkout
  const courier = values.deliveryType === 'COURIER'
  const nipOk = normalizeNip(values.nip) !== null
  const lookup = useCompanyLookup(checkout)
  return (
    <fieldset className="checkout-section invoice">
      <legend>{t('checkout.invoice')}</legend>
      <div className="field field-check">
        <input
          type="checkbox"
          id={`${formId}-wantInvoice`}
          checked={values.wantInvoice}
          onChange={(e) => set('wantInvoice', e.target.checked)}
        />
        <label htmlFor={`${formId}-wantInvoice`}>{t('checkout.invoiceWanted')}</label>
      </div>
      {values.wantInvoice && (
        <div>
          <div className="field-grid">
            <div className="field">
              <label htmlFor={`${formId}-nip`}>{t('checkout.nip')}</label>
              <input
                {...fieldProps(checkout, 'nip')}
                value={values.nip}
                onChange={(e) => set('nip', e.target.value)}
                inputMode="numeric"
                autoComplete="off"
                maxLength={32}
                required
                placeholder={t('checkout.nipHint')}
              />
              {nipOk ? (
                <p className="field-ok" role="status">
                  {t('checkout.nipValid')}
                </p>
              ) : (
                <FieldError checkout={checkout} name="nip" />
              )}
              <LookupNote lookup={lookup} />
            </div>
            <TextField
              checkout={checkout}
              name="companyName"
              label={t('checkout.companyName')}
              inputProps={{ autoComplete: 'organization', maxLength: 200, required: true }}
            />
          </div>
          {courier && (
            <div className="field field-check">
              <input
                type="checkbox"
                id={`${formId}-invoiceSameAddress`}
                checked={values.invoiceSameAddress}
                onChange={(e) => {
                  set('invoiceSameAddress', e.target.checked)
                  // Its own address starts from the delivery address, to be changed where it differs.
                  if (!e.target.checked && !values.invoiceStreet) {
                    set('invoiceStreet', values.street)
                    set('invoiceBuilding', values.buildingNumber)
                    set('invoicePostalCode', values.postalCode)
                    set('invoiceCity', values.city)
                  }
                }}
              />
              <label htmlFor={`${formId}-invoiceSameAddress`}>{t('checkout.invoiceSameAddress')}</label>
            </div>
          )}
          {ownInvoiceAddress(values) && (
            <fieldset className="invoice-address">
              <legend>{t('checkout.invoiceAddress')}</legend>
              <div className="field-grid">
                <TextField
                  checkout={checkout}
                  name="invoiceStreet"
                  label={t('checkout.street')}
                  inputProps={{ required: true, maxLength: 120 }}
                />
                <TextField
                  checkout={checkout}
                  name="invoiceBuilding"
                  label={t('checkout.building')}
                  inputProps={{ required: true, maxLength: 20 }}
                />
                <TextField
                  checkout={checkout}
                  name="invoicePostalCode"
                  label={t('checkout.postalCode')}
                  inputProps={{ required: true, inputMode: 'numeric', placeholder: '31-000' }}
                />
                <TextField
                  checkout={checkout}
                  name="invoiceCity"
                  label={t('checkout.city')}
                  inputProps={{ required: true, maxLength: 80 }}
                />
              </div>
            </fieldset>
          )}
        </div>
      )}
    </fieldset>
  )
}

/** What the VAT White List said about the NIP, in a live region (the fields stay editable). */
function LookupNote({ lookup }: { lookup: CompanyLookup }) {
  const { t } = useI18n()
  let text: string | null = null
  let warning = false
  switch (lookup.state) {
    case 'loading':
      text = t('checkout.companyLookupLoading')
      break
    case 'found':
      warning = !lookup.company.activeVatPayer
      text = warning
        ? t('checkout.companyNotActive', { status: t(`checkout.vatStatus.${lookup.company.vatStatus}`) })
        : t('checkout.companyFilled')
      break
    case 'notFound':
      warning = true
      text = t('checkout.companyNotFound')
      break
    case 'unavailable':
      text = t('checkout.companyLookupUnavailable')
      break
  }
  return (
    <p className={warning ? 'field-note field-note-warning' : 'field-note'} role="status" aria-live="polite">
      {text}
    </p>
  )
}
