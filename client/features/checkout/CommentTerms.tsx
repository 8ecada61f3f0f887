import { Link } from 'react-router-dom'
import { useI18n } from '../../i18n/index.js'
import { TERMS_PATH } from '../../routes.js'
import { PRIVACY_POLICY_URL } from '../consent/index.js'
import { FieldError, fieldProps } from './fields.js'
import type { Checkout } from './useCheckout.js'

/** A note for the kitchen and the acceptance of the terms and privacy policy. */
export function CommentTerms(props: { checkout: Checkout }) {
  const { t } = useI18n()
  const { checkout } = props
  const { values, set, formId } = checkout
  return (
    <div className="checkout-section">
      <div className="field">
        <label htmlFor={`${formId}-comment`}>{t('checkout.comment')}</label>
        <textarea
          {...fieldProps(checkout, 'comment')}
          rows={3}
          maxLength={500}
          value={values.comment}
          onChange={(e) => set('comment', e.target.value)}
        />
        <p className="muted">{t('checkout.commentHint')}</p>
        <FieldError checkout={checkout} name="comment" />
      </div>
      <div className="field field-check">
        <input
          type="checkbox"
          {...fieldProps(checkout, 'acceptTerms')}
          checked={values.acceptTerms}
          onChange={(e) => set('acceptTerms', e.target.checked)}
        />
        <label htmlFor={`${formId}-acceptTerms`}>
          {t('checkout.termsAccept')}{' '}
          <Link to={TERMS_PATH} target="_blank">
            {t('checkout.termsLink')}
          </Link>{' '}
          {t('checkout.termsAnd')}{' '}
          <a href={PRIVACY_POLICY_URL} target="_blank" rel="noopener">
            {t('checkout.privacyLink')}
          </a>
        </label>
        <FieldError checkout={checkout} name="acceptTerms" />
      </div>
    </div>
  )
}
