import { NavLink } from 'react-router-dom'
import { useI18n } from '../i18n/index.js'
import { NAV_ITEMS } from './navigation.js'

export function MainNav(props: { className: string; onNavigate?: () => void }) {
  const { t } = useI18n()
  return (
    <ul className={props.className}>
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end} onClick={props.onNavigate}>
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}
