import { formatPrice } from '#domain/money.js'
import { useI18n } from '../i18n/index.js'

/** An order's money, as the server or the shared domain pricing computed it (PLN). */
export interface TotalsValues {
  products: number
  discount: number
  delivery: number
  /** The drinks' deposits (kaucja), outside the discount, in the total; absent = none. */
  deposits?: number
  total: number
  /** The staff's VAT split per rate (docs/product.md, "VAT and deposits"); shown when given. */
  byRate?: readonly { rate: number; gross: number; net: number; vat: number }[]
  /** Products after the discount; the checkout shows it as its own row when a discount applies. */
  discountedProducts?: number
}

const LOOKS = {
  guest: { list: 'totals', total: 'totals-total' },
  staff: { list: 'manage-totals', total: 'manage-total' },
} as const

/**
 * The totals of an order (products, discount, delivery, total), one component for the checkout, the
 * thank-you page and the staff's order cards.
 */
export function Totals(props: {
  totals: TotalsValues
  /** The promo code, shown beside the discount. */
  promoCode?: string | null
  look?: keyof typeof LOOKS
  /** Label of the last row: the guest's "to pay" (default) or the staff's plain "total". */
  totalLabel?: string
  totalTestId?: string
}) {
  const { lang, t } = useI18n()
  const { totals } = props
  const look = LOOKS[props.look ?? 'guest']
  const discounted = totals.discount > 0
  return (
    <dl className={look.list}>
      <div>
        <dt>{t('checkout.products')}</dt>
        <dd>{formatPrice(totals.products, lang)}</dd>
      </div>
      {discounted && (
        <div>
          <dt>
            {t('checkout.discount')}
            {props.promoCode ? ` (${props.promoCode.toUpperCase()})` : ''}
          </dt>
          <dd>−{formatPrice(totals.discount, lang)}</dd>
        </div>
      )}
      {discounted && totals.discountedProducts !== undefined && (
        <div>
          <dt>{t('checkout.afterDiscount')}</dt>
          <dd>{formatPrice(totals.discountedProducts, lang)}</dd>
        </div>
      )}
      <div>
        <dt>{t('checkout.deliveryFee')}</dt>
        <dd>{formatPrice(totals.delivery, lang)}</dd>
      </div>
      {totals.deposits ? (
        <div data-testid="totals-deposits">
          <dt>{t('checkout.deposits')}</dt>
          <dd>{formatPrice(totals.deposits, lang)}</dd>
        </div>
      ) : null}
      <div className={look.total}>
        <dt>{props.totalLabel ?? t('checkout.total')}</dt>
        <dd data-testid={props.totalTestId}>{formatPrice(totals.total, lang)}</dd>
      </div>
      {totals.byRate?.length ? (
        // One line, opened on demand: the VAT in the total, and per rate its net, VAT and gross
        // (the day's report sums them for the accountant).
        <div className="totals-vat" data-testid="totals-vat">
          <dt>{t('checkout.vatIncluded')}</dt>
          <dd>
            <details>
              <summary>
                {formatPrice(totals.byRate.reduce((sum, r) => sum + Math.round(r.vat * 100), 0) / 100, lang)}
              </summary>
              <ul>
                {totals.byRate.map((r) => (
                  <li key={r.rate}>
                    {t('checkout.vatRate', { rate: r.rate })}:{' '}
                    {t('checkout.vatSplit', {
                      net: formatPrice(r.net, lang),
                      vat: formatPrice(r.vat, lang),
                      gross: formatPrice(r.gross, lang),
                    })}
                  </li>
                ))}
              </ul>
            </details>
          </dd>
        </div>
      ) : null}
    </dl>
  )
}
