import { type FormEvent, useId, useState } from 'react'
import { useI18n } from '../../i18n/index.js'
import { errorMessage, HttpStatusError } from '../../shared/api.js'
import { useNotify } from '../notifications/index.js'
import { isSessionExpired, useAuth } from './auth.js'
import { ConfirmDialog } from './ConfirmDialog.js'
import { focusFirstError, TextField, VisibleField } from './MenuFields.js'
import { createCategory, deleteCategory, type EditorCategory, patchCategory } from './menu-editor-api.js'

const FIELDS = ['namePl', 'nameEn', 'introPl', 'introEn', 'slug', 'position', 'visible'] as const
type Field = (typeof FIELDS)[number]
type Draft = Record<Exclude<Field, 'visible'>, string> & { visible: boolean }

const API_FIELDS: Record<string, Field> = {
  'names.pl': 'namePl',
  'names.en': 'nameEn',
  names: 'namePl',
  'intro.pl': 'introPl',
  'intro.en': 'introEn',
  intro: 'introPl',
  slug: 'slug',
  position: 'position',
  visible: 'visible',
}

function categoryDraft(category: EditorCategory | null, nextPosition: number): Draft {
  return {
    namePl: category?.names.pl ?? '',
    nameEn: category?.names.en ?? '',
    introPl: category?.intro.pl ?? '',
    introEn: category?.intro.en ?? '',
    slug: category?.slug ?? '',
    position: String(category?.position ?? nextPosition),
    visible: category?.visible ?? true,
  }
}

/** The body of the category's POST (everything) or PATCH (what changed). */
function categoryBody(draft: Draft, category: EditorCategory | null): Record<string, unknown> {
  const names = { pl: draft.namePl.trim(), en: draft.nameEn.trim() }
  const intro = { pl: draft.introPl.trim(), en: draft.introEn.trim() }
  const slug = draft.slug.trim()
  const position = Number(draft.position.trim())
  if (!category) return { names, intro, position, visible: draft.visible, ...(slug ? { slug } : {}) }
  const body: Record<string, unknown> = {}
  if (names.pl !== category.names.pl || names.en !== category.names.en) body.names = names
  if (intro.pl !== category.intro.pl || intro.en !== category.intro.en) body.intro = intro
  if (slug && slug !== category.slug) body.slug = slug
  if (position !== category.position) body.position = position
  if (draft.visible !== category.visible) body.visible = draft.visible
  return body
}

/** A category's form: names, introductions, address, position and visibility; delete when empty. */
export function CategoryForm(props: {
  category: EditorCategory | null
  nextPosition: number
  onSaved: (id: string) => void
  onDeleted: () => void
  onClose: () => void
}) {
  const { t, lang } = useI18n()
  const notify = useNotify()
  const { staffCall } = useAuth()
  const { category } = props
  const prefix = useId()
  const [draft, setDraft] = useState(() => categoryDraft(category, props.nextPosition))
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [asking, setAsking] = useState(false)
  const set = (name: Exclude<Field, 'visible'>) => (value: string) =>
    setDraft((current) => ({ ...current, [name]: value }))

  const fail = (failure: unknown) => {
    if (isSessionExpired(failure)) return
    const apiField = failure instanceof HttpStatusError ? failure.body?.field : undefined
    const field = apiField ? API_FIELDS[apiField] : undefined
    const message = errorMessage(failure, t('manage.error'))
    if (field) {
      const next = { [field]: message }
      setErrors(next)
      setTimeout(() => focusFirstError(prefix, FIELDS, next))
    } else setFormError(message)
  }

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const found: Partial<Record<Field, string>> = {}
    if (!draft.namePl.trim()) found.namePl = t('manage.editor.needName')
    if (!draft.nameEn.trim()) found.nameEn = t('manage.editor.needName')
    if (!/^\d{1,4}$/.test(draft.position.trim())) found.position = t('manage.editor.positionFormat')
    setErrors(found)
    setFormError(null)
    if (Object.keys(found).length > 0) return focusFirstError(prefix, FIELDS, found)
    const body = categoryBody(draft, category)
    setSaving(true)
    try {
      const saved =
        category === null
          ? await staffCall((token) => createCategory(token, body))
          : Object.keys(body).length > 0
            ? await staffCall((token) => patchCategory(token, category.id, body))
            : category
      notify(t('manage.editor.saved', { name: draft.namePl.trim() }), 'INFO')
      props.onSaved(saved.id)
    } catch (failure) {
      fail(failure)
    } finally {
      setSaving(false)
    }
  }

  const remove = async () => {
    if (!category) return
    setSaving(true)
    try {
      await staffCall((token) => deleteCategory(token, category.id))
      notify(t('manage.editor.deleted', { name: category.names.pl }), 'INFO')
      setAsking(false)
      props.onDeleted()
    } catch (failure) {
      setAsking(false)
      fail(failure)
    } finally {
      setSaving(false)
    }
  }

  const field = { prefix }
  return (
    <section className="manage-editor-form" aria-labelledby={`${prefix}-heading`}>
      <div className="manage-editor-form-head">
        <h3 id={`${prefix}-heading`}>
          {category
            ? t('manage.editor.editCategory', { name: category.names[lang] })
            : t('manage.editor.newCategory')}
        </h3>
        <button type="button" className="button button-ghost" onClick={props.onClose}>
          {t('manage.editor.backToList')}
        </button>
      </div>
      <form noValidate onSubmit={(event) => void save(event)}>
        <div className="manage-editor-columns">
          <TextField
            {...field}
            field="namePl"
            label={t('manage.editor.namePl')}
            lang="pl"
            value={draft.namePl}
            error={errors.namePl}
            onChange={set('namePl')}
            required
          />
          <TextField
            {...field}
            field="nameEn"
            label={t('manage.editor.nameEn')}
            lang="en"
            value={draft.nameEn}
            error={errors.nameEn}
            onChange={set('nameEn')}
            required
          />
          <TextField
            {...field}
            field="introPl"
            label={t('manage.editor.introPl')}
            lang="pl"
            multiline
            value={draft.introPl}
            error={errors.introPl}
            onChange={set('introPl')}
          />
          <TextField
            {...field}
            field="introEn"
            label={t('manage.editor.introEn')}
            lang="en"
            multiline
            value={draft.introEn}
            error={errors.introEn}
            onChange={set('introEn')}
          />
          <TextField
            {...field}
            field="slug"
            label={t('manage.editor.slug')}
            hint={t('manage.editor.slugHint')}
            value={draft.slug}
            error={errors.slug}
            onChange={set('slug')}
          />
          <TextField
            {...field}
            field="position"
            label={t('manage.editor.position')}
            hint={t('manage.editor.positionHint')}
            inputMode="numeric"
            value={draft.position}
            error={errors.position}
            onChange={set('position')}
          />
        </div>
        <VisibleField
          prefix={prefix}
          checked={draft.visible}
          onChange={(visible) => setDraft((current) => ({ ...current, visible }))}
        />
        {formError ? (
          <p className="manage-form-error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="manage-editor-actions">
          <button type="submit" className="button button-primary" disabled={saving}>
            {t('manage.editor.save')}
          </button>
          <button
            type="button"
            className="button button-ghost"
            disabled={saving}
            onClick={() => {
              setDraft(categoryDraft(category, props.nextPosition))
              setErrors({})
              setFormError(null)
            }}
          >
            {t('manage.editor.cancel')}
          </button>
          {category ? (
            <button
              type="button"
              className="button button-ghost manage-button-danger"
              disabled={saving}
              onClick={() => setAsking(true)}
            >
              {t('manage.editor.delete')}
            </button>
          ) : null}
        </div>
      </form>
      {asking && category ? (
        <ConfirmDialog
          title={t('manage.editor.deleteTitle', { name: category.names[lang] })}
          text={t('manage.editor.deleteCategoryText')}
          confirm={t('manage.editor.deleteConfirm')}
          cancel={t('manage.editor.deleteCancel')}
          busy={saving}
          onConfirm={() => void remove()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </section>
  )
}
