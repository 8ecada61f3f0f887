import { useI18n } from '../../i18n/index.js'

/**
 * "Chwilowo niedostępne" over a product's picture: positioned over it, so nothing on the page
 * moves when the availability arrives after load.
 */
export function SoldOutBadge(props: { id: string }) {
  const { t } = useI18n()
  return (
    <span id={props.id} className="sold-out-badge">
      {t('menu.unavailable')}
    </span>
  )
}
