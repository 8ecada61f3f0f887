import { useCallback, useEffect, useId, useState } from 'react'
import { priceChange } from '#domain/option-words.js'
import { choiceRule } from '#domain/options.js'
import type { OptionGroupCreate, OptionGroupList, StaffOptionGroup } from '#schemas/options.js'
import { useI18n } from '../../i18n/index.js'
import { del, errorMessage, patch, post, put } from '../../shared/api.js'
import { useNotify } from '../../shared/toast.js'
import { isSessionExpired, useAuth } from '../staff-session/index.js'
import { loadEditor, loadOptionGroups } from './menu-editor-api.js'
import { isVersionConflict } from './menu-version.js'
import { OptionGroupForm } from './OptionGroupForm.js'

/** A dish the picker offers: its id and its name in the staff's language ("(ukryte)" when hidden). */
interface Dish {
  id: string
  name: string
}

/**
 * Dish options in the Menu tab (docs/menu.md, "Options"): every option group with its rule and
 * options; create and edit a group (OptionGroupForm), delete one no dish has, attach it to dishes
 * or take it off, and switch one option off for the rest of today or back on. `shown`: the part is
 * on screen (the dishes are read again each time it comes back).
 */
export function OptionGroupsPanel(props: { shown?: boolean } = {}) {
  const shown = props.shown ?? true
  const { t, lang } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const headingId = useId()
  const [list, setList] = useState<OptionGroupList | null>(null)
  const [dishes, setDishes] = useState<Dish[]>([])
  const [editing, setEditing] = useState<StaffOptionGroup | 'new' | null>(null)
  const [busy, setBusy] = useState(false)

  const reload = useCallback(
    () =>
      staffCall((token) => loadOptionGroups(token))
        .then(setList)
        .catch((failure) => {
          if (!isSessionExpired(failure)) notify(t('manage.error'), 'ALERT')
        }),
    [staffCall, notify, t],
  )
  useEffect(() => {
    void reload()
  }, [reload])
  // The dishes from the staff's own catalog (hidden ones too, never kept by the browser), read again
  // each time the part is shown: a dish added a moment ago, in the editor beside it or by a
  // colleague, can be given a group at once. Never the guests' GET /api/menu, which browsers keep
  // for five minutes (docs/kitchen.md, "Staff read the menu fresh").
  useEffect(() => {
    if (!shown) return
    let cancelled = false
    staffCall((token) => loadEditor(token)).then(
      (catalog) => {
        if (cancelled) return
        setDishes(
          catalog.products.map((dish) => ({
            id: dish.id,
            name: dish.visible ? dish.names[lang] : `${dish.names[lang]} (${t('manage.editor.hidden')})`,
          })),
        )
      },
      (failure) => {
        if (!cancelled && !isSessionExpired(failure)) notify(t('manage.error'), 'ALERT')
      },
    )
    return () => {
      cancelled = true
    }
  }, [shown, staffCall, lang, notify, t])

  /** Runs a staff call, says what happened, reads the groups again. */
  async function run(call: (token: string) => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true)
    try {
      await staffCall(call)
      notify(done, 'INFO')
      await reload()
      return true
    } catch (failure) {
      if (isSessionExpired(failure)) return false
      if (isVersionConflict(failure)) {
        // A colleague changed the menu since the list was read: it is read again, nothing was set.
        await reload()
        notify(t('manage.editor.conflict'), 'ALERT')
      } else notify(errorMessage(failure, t('manage.error')), 'ALERT')
      return false
    } finally {
      setBusy(false)
    }
  }

  /**
   * Saves the form's group; answers the failure, which the form shows at the field it names (a
   * refused group is never only a toast), or null once saved.
   */
  const save = async (body: OptionGroupCreate): Promise<unknown> => {
    const group = editing === 'new' || editing === null ? null : editing
    setBusy(true)
    try {
      await staffCall((token) =>
        group
          ? patch(`/api/menu/option-groups/${group.id}`, body, { token })
          : post('/api/menu/option-groups', body, { token }),
      )
    } catch (failure) {
      return isSessionExpired(failure) ? null : failure
    } finally {
      setBusy(false)
    }
    notify(t('manage.options.saved', { name: body.name.pl }), 'INFO')
    setEditing(null)
    await reload()
    return null
  }

  /** A dish's whole list of groups, on the version the list was read at (docs/api.md, "Concurrent edits"). */
  const setDishGroups = (productId: string, groupIds: string[], done: string) =>
    run(
      (token) =>
        put(
          `/api/menu/products/${productId}/option-groups`,
          { groupIds },
          { token, headers: list ? { 'if-match': `"${list.version}"` } : {} },
        ),
      done,
    )

  const dishName = (id: string) => dishes.find((d) => d.id === id)?.name ?? id

  return (
    <section className="manage-panel manage-options" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('manage.options.title')}</h2>
      <p className="manage-hint">{t('manage.options.hint')}</p>
      {editing ? (
        <OptionGroupForm
          group={editing === 'new' ? undefined : editing}
          busy={busy}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
          {t('manage.options.new')}
        </button>
      )}
      {list === null ? <p>{t('manage.options.loading')}</p> : null}
      {list?.groups.length === 0 ? <p>{t('manage.options.none')}</p> : null}
      <ul className="manage-options-list">
        {list?.groups.map((group) => (
          <li key={group.id} className="manage-options-group">
            <h3>
              {group.name[lang]} <span className="manage-hint">({choiceRule(group, lang)})</span>
            </h3>
            <ul className="manage-options-options">
              {group.options.map((option) => {
                const name = option.name[lang]
                return (
                  <li key={option.id}>
                    <span>
                      {name} {priceChange(option.priceDelta, lang)}
                      {option.default ? ` · ${t('manage.options.default')}` : ''}
                      {option.available ? '' : ` · ${t('manage.options.offToday')}`}
                    </span>
                    <button
                      type="button"
                      className="button button-small"
                      disabled={busy}
                      aria-label={`${option.available ? t('manage.options.switchOff') : t('manage.options.switchOn')}: ${name}`}
                      onClick={() =>
                        run(
                          (token) =>
                            put(
                              `/api/menu/availability/options/${option.id}`,
                              option.available
                                ? { available: false, until: 'END_OF_DAY' }
                                : { available: true },
                              { token },
                            ),
                          option.available
                            ? t('manage.menu.turnedOff', { name })
                            : t('manage.menu.turnedOn', { name }),
                        )
                      }
                    >
                      {option.available ? t('manage.options.switchOff') : t('manage.options.switchOn')}
                    </button>
                  </li>
                )
              })}
            </ul>
            <DishAttachments
              group={group}
              dishes={dishes}
              dishGroups={list.dishes}
              busy={busy}
              dishName={dishName}
              onSet={setDishGroups}
            />
            <div className="manage-options-actions">
              <button type="button" className="button" onClick={() => setEditing(group)}>
                {t('manage.options.editName', { name: group.name[lang] })}
              </button>
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() =>
                  run(
                    (token) => del(`/api/menu/option-groups/${group.id}`, { token }),
                    t('manage.options.deleted', { name: group.name[lang] }),
                  )
                }
              >
                {t('manage.options.delete', { name: group.name[lang] })}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The dishes a group is on, each removable, and a dish picker to put it on one more. */
function DishAttachments(props: {
  group: StaffOptionGroup
  dishes: readonly Dish[]
  dishGroups: Record<string, string[]>
  busy: boolean
  dishName: (id: string) => string
  onSet: (productId: string, groupIds: string[], done: string) => Promise<boolean>
}) {
  const { t, lang } = useI18n()
  const pickerId = useId()
  const [pick, setPick] = useState('')
  const { group, dishGroups } = props
  const groupName = group.name[lang]
  const others = props.dishes.filter((d) => !group.productIds.includes(d.id))
  return (
    <div className="manage-options-dishes">
      <p>
        <strong>{t('manage.options.dishes')}:</strong>{' '}
        {group.productIds.length === 0 ? t('manage.options.noDishes') : null}
      </p>
      <ul>
        {group.productIds.map((productId) => (
          <li key={productId}>
            {props.dishName(productId)}{' '}
            <button
              type="button"
              className="button button-small"
              disabled={props.busy}
              aria-label={t('manage.options.detach', { group: groupName, dish: props.dishName(productId) })}
              onClick={() =>
                props.onSet(
                  productId,
                  (dishGroups[productId] ?? []).filter((id) => id !== group.id),
                  t('manage.options.detached', { dish: props.dishName(productId) }),
                )
              }
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <label htmlFor={pickerId}>{t('manage.options.attachTo', { group: groupName })}</label>{' '}
      <select id={pickerId} value={pick} onChange={(e) => setPick(e.target.value)}>
        <option value="">—</option>
        {others.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>{' '}
      <button
        type="button"
        className="button button-small"
        disabled={props.busy || pick === ''}
        onClick={async () => {
          const ok = await props.onSet(
            pick,
            [...(dishGroups[pick] ?? []), group.id],
            t('manage.options.attached', { dish: props.dishName(pick) }),
          )
          if (ok) setPick('')
        }}
      >
        {t('manage.options.attach')}
      </button>
    </div>
  )
}
