import { useEffect, useId, useState } from 'react'
import { useI18n } from '../../i18n/index.js'
import { isSessionExpired, useAuth } from '../staff-session/index.js'
import { loadOptionGroups } from './menu-editor-api.js'

/**
 * The option groups a dish has, in the order guests see them, on its form in the menu editor
 * (read-only: groups are attached in "Opcje dań"). Read fresh each time the form opens.
 */
export function DishOptionGroups(props: { productId: string }) {
  const { t, lang } = useI18n()
  const { staffCall } = useAuth()
  const headingId = useId()
  const [names, setNames] = useState<string[] | null>(null)

  useEffect(() => {
    let cancelled = false
    staffCall((token) => loadOptionGroups(token)).then(
      (list) => {
        if (cancelled) return
        const ids = list.dishes[props.productId] ?? []
        setNames(ids.flatMap((id) => list.groups.find((g) => g.id === id)?.name[lang] ?? []))
      },
      (failure) => {
        if (!cancelled && !isSessionExpired(failure)) setNames(null)
      },
    )
    return () => {
      cancelled = true
    }
  }, [staffCall, props.productId, lang])

  if (names === null) return null
  return (
    <section className="manage-dish-groups" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('manage.editor.dishGroups')}</h3>
      {names.length > 0 ? (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : (
        <p className="manage-hint">
          {t('manage.editor.dishGroupsNone', { part: t('manage.options.title') })}
        </p>
      )}
    </section>
  )
}
