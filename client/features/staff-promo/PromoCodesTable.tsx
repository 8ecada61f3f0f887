import { formatDate } from '#domain/hours.js'
import { formatPrice } from '#domain/money.js'
import type { PromoCode } from '#schemas/promo-codes.js'
import { useI18n } from '../../i18n/index.js'

/** The promo codes: discount, validity, uses, state, and a button to deactivate or reactivate each. */
export function PromoCodesTable(props: {
  codes: PromoCode[]
  /** The code being switched, whose button waits. */
  toggling: string | null
  onToggle: (code: PromoCode) => void
}) {
  const { t, lang } = useI18n()
  const discountOf = (code: PromoCode) =>
    code.type === 'PERCENTAGE'
      ? `${String(code.value).replace('.', lang === 'pl' ? ',' : '.')}%`
      : formatPrice(code.value, lang)
  const validity = (code: PromoCode) => {
    const from = code.validFrom ? formatDate(code.validFrom, lang) : null
    const to = code.validTo ? formatDate(code.validTo, lang) : null
    if (from && to) return t('manage.promo.fromTo', { from, to })
    if (from) return t('manage.promo.from', { from })
    if (to) return t('manage.promo.to', { to })
    return t('manage.promo.always')
  }
  const state = (code: PromoCode) =>
    !code.active
      ? t('manage.promo.inactive')
      : code.usable
        ? t('manage.promo.active')
        : t('manage.promo.notUsable')

  return (
    <table className="manage-table">
      <caption className="visually-hidden">{t('manage.promo.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('manage.promo.code')}</th>
          <th scope="col">{t('manage.promo.discount')}</th>
          <th scope="col">{t('manage.promo.validity')}</th>
          <th scope="col">{t('manage.promo.uses')}</th>
          <th scope="col">{t('manage.promo.state')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('manage.promo.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {props.codes.map((code) => (
          <tr key={code.code} className={code.active ? undefined : 'manage-row-inactive'}>
            <th scope="row" data-label={t('manage.promo.code')}>
              <code>{code.code}</code>
            </th>
            <td data-label={t('manage.promo.discount')}>{discountOf(code)}</td>
            <td data-label={t('manage.promo.validity')}>{validity(code)}</td>
            <td data-label={t('manage.promo.uses')}>
              {code.uses} / {code.maxUses ?? t('manage.promo.unlimited')}
            </td>
            <td data-label={t('manage.promo.state')}>
              <span className={`tag${code.active && code.usable ? ' tag-green' : ''}`}>{state(code)}</span>
            </td>
            <td>
              <button
                type="button"
                className="button button-ghost"
                disabled={props.toggling === code.code}
                onClick={() => props.onToggle(code)}
                aria-label={
                  code.active
                    ? t('manage.promo.deactivateCode', { code: code.code })
                    : t('manage.promo.activateCode', { code: code.code })
                }
              >
                {code.active ? t('manage.promo.deactivate') : t('manage.promo.activate')}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
