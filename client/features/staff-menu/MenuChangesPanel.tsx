import { useEffect, useId, useState } from 'react'
import { formatDate, formatTime } from '#domain/hours/format.js'
import { pictureHeight, pictureThumbnailUrl } from '#domain/menu/pictures.js'
import { formatPrice } from '#domain/money.js'
import type { Language } from '#schemas/enums.js'
import { type Translator, useI18n } from '../../i18n/index.js'
import { errorMessage } from '../../shared/api.js'
import { useNotify } from '../../shared/toast.js'
import { isSessionExpired, useAuth } from '../staff-session/index.js'
import { type FieldChange, loadChanges, type MenuChange } from './menu-editor-api.js'

const FIELD_LABELS = {
  names: 'manage.editor.namePl',
  'names.pl': 'manage.editor.namePl',
  'names.en': 'manage.editor.nameEn',
  descriptions: 'manage.editor.descriptionPl',
  'descriptions.pl': 'manage.editor.descriptionPl',
  'descriptions.en': 'manage.editor.descriptionEn',
  intros: 'manage.editor.introPl',
  'intros.pl': 'manage.editor.introPl',
  'intros.en': 'manage.editor.introEn',
  tags: 'manage.editor.tags',
  categories: 'manage.editor.category',
  picture: 'manage.editor.image',
  price: 'manage.editor.price',
  count: 'manage.editor.count',
  mainCategory: 'manage.editor.category',
  allergens: 'manage.editor.allergens',
  image: 'manage.editor.image',
  slug: 'manage.editor.slug',
  position: 'manage.editor.position',
  visible: 'manage.editor.visible',
  isNew: 'manage.editor.isNew',
  min: 'manage.options.min',
  max: 'manage.options.max',
  repeatable: 'manage.changes.repeatable',
  options: 'manage.changes.options',
} as const

const ENTITY_LABELS = {
  PRODUCT: 'manage.changes.dish',
  CATEGORY: 'manage.changes.category',
  OPTION_GROUP: 'manage.changes.optionGroup',
} as const

/** A changed field's name as the form labels it ("price" → "Cena"); unknown ones as they came. */
function fieldLabel(field: string, t: Translator['t']): string {
  return field in FIELD_LABELS ? t(FIELD_LABELS[field as keyof typeof FIELD_LABELS]) : field
}

/** A changed value as staff read it: prices in złoty, visibility in words, both languages' texts. */
function changeValue(field: string, value: unknown, lang: Language, t: Translator['t']): string {
  if (value === null || value === undefined || value === '') return '—'
  if (field === 'price' && typeof value === 'number') return formatPrice(value, lang)
  if (typeof value === 'boolean') {
    if (field === 'visible') return t(value ? 'manage.changes.shown' : 'manage.changes.hidden')
    if (field === 'isNew') return t(value ? 'manage.changes.marked' : 'manage.changes.unmarked')
    return t(value ? 'manage.changes.yes' : 'manage.changes.no')
  }
  if (typeof value === 'object' && value !== null && 'pl' in value && 'en' in value) {
    const both = value as { pl: unknown; en: unknown }
    return `${String(both.pl)} / ${String(both.en)}`
  }
  if (Array.isArray(value)) return value.join(', ')
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** A photo in the change log: its thumbnail, or in words when the dish had none (its drawing). */
function PictureValue(props: { hash: unknown; label: string }) {
  const { t } = useI18n()
  if (typeof props.hash !== 'string' || props.hash === '') return <>{t('manage.changes.noPicture')}</>
  return (
    <img
      src={pictureThumbnailUrl(props.hash)}
      alt={props.label}
      width={80}
      height={Math.round(pictureHeight(160) / 2)}
      loading="lazy"
    />
  )
}

/** What a change did: for a change, each field from → to; a creation or deletion in a word. */
export function ChangeSummary(props: { action: string; changes: readonly FieldChange[] }) {
  const { t, lang } = useI18n()
  if (props.action === 'CREATE') return <>{t('manage.changes.created')}</>
  if (props.action === 'DELETE') return <>{t('manage.changes.deleted')}</>
  return (
    <ul className="manage-change-lines">
      {props.changes.map((change) =>
        change.field === 'picture' ? (
          <li key={change.field} className="manage-change-picture">
            {fieldLabel(change.field, t)}:{' '}
            <PictureValue hash={change.from} label={t('manage.changes.pictureBefore')} /> →{' '}
            <PictureValue hash={change.to} label={t('manage.changes.pictureAfter')} />
          </li>
        ) : (
          <li key={change.field}>
            {fieldLabel(change.field, t)}: {changeValue(change.field, change.from, lang, t)} →{' '}
            {changeValue(change.field, change.to, lang, t)}
          </li>
        ),
      )}
    </ul>
  )
}

/**
 * The change log ("Historia zmian"): who changed what and when, old → new, newest first: dishes,
 * categories and option groups (their names, min, max, whether options repeat, their options).
 */
export function MenuChangesPanel() {
  const { t, lang } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const headingId = useId()
  const [changes, setChanges] = useState<MenuChange[] | null>(null)

  useEffect(() => {
    let cancelled = false
    staffCall((token) => loadChanges(token)).then(
      (answer) => {
        if (!cancelled) setChanges(answer.changes)
      },
      (failure) => {
        if (!cancelled && !isSessionExpired(failure))
          notify(errorMessage(failure, t('manage.error')), 'ALERT')
      },
    )
    return () => {
      cancelled = true
    }
  }, [staffCall, notify, t])

  return (
    <section className="manage-panel manage-changes" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('manage.changes.title')}</h2>
      {changes === null ? (
        <p role="status">{t('manage.loading')}</p>
      ) : changes.length === 0 ? (
        <p>{t('manage.changes.empty')}</p>
      ) : (
        <table className="manage-table">
          <thead>
            <tr>
              <th scope="col">{t('manage.changes.when')}</th>
              <th scope="col">{t('manage.changes.who')}</th>
              <th scope="col">{t('manage.changes.what')}</th>
              <th scope="col">{t('manage.changes.change')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((entry) => (
              <tr key={entry.id}>
                <td data-label={t('manage.changes.when')}>
                  {formatDate(new Date(entry.at), lang)}, {formatTime(new Date(entry.at), lang)}
                </td>
                <td data-label={t('manage.changes.who')}>
                  {entry.by}
                  {entry.source === 'EDITOR' ? null : (
                    <span className="muted">
                      {' '}
                      (
                      {t(
                        entry.source === 'IMPORT' ? 'manage.changes.byImport' : 'manage.changes.byPriceList',
                      )}
                      )
                    </span>
                  )}
                </td>
                <td data-label={t('manage.changes.what')}>
                  {entry.name}{' '}
                  <span className="muted">
                    ({t(ENTITY_LABELS[entry.entity as keyof typeof ENTITY_LABELS] ?? 'manage.changes.dish')})
                  </span>
                </td>
                <td data-label={t('manage.changes.change')}>
                  <ChangeSummary action={entry.action} changes={entry.changes} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
