import { useState } from 'react'
import type { CreateCategoryBody, PatchCategoryBody } from '#schemas/menu-editor.js'
import { useI18n } from '../../i18n/index.js'
import { useNotify } from '../../shared/toast.js'
import { useAuth } from '../staff-session/index.js'
import { TextField, VisibleField } from './MenuFields.js'
import { EditorFormFrame, useEditorForm } from './MenuFormFrame.js'
import { createCategory, deleteCategory, type EditorCategory, patchCategory } from './menu-editor-api.js'
import { useMenuVersion } from './menu-version.js'

const FIELDS = ['namePl', 'nameEn', 'introPl', 'introEn', 'slug', 'position', 'visible'] as const
type Field = (typeof FIELDS)[number]
type Draft = Record<Exclude<Field, 'visible'>, string> & { visible: boolean }

const API_FIELDS: Record<string, Field> = {
  'names.pl': 'namePl',
  'names.en': 'nameEn',
  names: 'namePl',
  'intros.pl': 'introPl',
  'intros.en': 'introEn',
  intros: 'introPl',
  slug: 'slug',
  position: 'position',
  visible: 'visible',
}
const toField = (apiField?: string) => (apiField ? (API_FIELDS[apiField] ?? null) : null)

function categoryDraft(category: EditorCategory | null, nextPosition: number): Draft {
  return {
    namePl: category?.names.pl ?? '',
    nameEn: category?.names.en ?? '',
    introPl: category?.intros.pl ?? '',
    introEn: category?.intros.en ?? '',
    slug: category?.slug ?? '',
    position: String(category?.position ?? nextPosition),
    visible: category?.visible ?? true,
  }
}

function parts(draft: Draft) {
  return {
    names: { pl: draft.namePl.trim(), en: draft.nameEn.trim() },
    intros: { pl: draft.introPl.trim(), en: draft.introEn.trim() },
    slug: draft.slug.trim(),
    position: Number(draft.position.trim()),
  }
}

/** The body of a new category's POST: everything the form holds. */
function newCategoryBody(draft: Draft): CreateCategoryBody {
  const { slug, ...rest } = parts(draft)
  return { ...rest, visible: draft.visible, ...(slug ? { slug } : {}) }
}

/** The body of the category's PATCH: what the form changed; empty when nothing did. */
function changedCategoryBody(draft: Draft, category: EditorCategory): PatchCategoryBody {
  const { names, intros, slug, position } = parts(draft)
  const body: PatchCategoryBody = {}
  if (names.pl !== category.names.pl || names.en !== category.names.en) body.names = names
  if (intros.pl !== category.intros.pl || intros.en !== category.intros.en) body.intros = intros
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
  const { version } = useMenuVersion()
  const { category } = props
  const form = useEditorForm(FIELDS, toField)
  const { prefix, errors } = form
  const [draft, setDraft] = useState(() => categoryDraft(category, props.nextPosition))
  const set = (name: Exclude<Field, 'visible'>) => (value: string) =>
    setDraft((current) => ({ ...current, [name]: value }))

  const save = () => {
    const found: Partial<Record<Field, string>> = {}
    if (!draft.namePl.trim()) found.namePl = t('manage.editor.needName')
    if (!draft.nameEn.trim()) found.nameEn = t('manage.editor.needName')
    if (!/^\d{1,5}$/.test(draft.position.trim())) found.position = t('manage.editor.positionFormat')
    if (!form.check(found)) return
    void form.run(async () => {
      const changed = category ? changedCategoryBody(draft, category) : {}
      const saved =
        category === null
          ? await staffCall((token) => createCategory(token, version, newCategoryBody(draft)))
          : Object.keys(changed).length > 0
            ? await staffCall((token) => patchCategory(token, version, category.id, changed))
            : category
      notify(t('manage.editor.saved', { name: draft.namePl.trim() }), 'INFO')
      props.onSaved(saved.id)
    })
  }

  const field = { prefix }
  const text = (name: Exclude<Field, 'visible'>, label: string, extra: object = {}) => (
    <TextField
      {...field}
      field={name}
      label={label}
      value={draft[name]}
      error={errors[name]}
      onChange={set(name)}
      {...extra}
    />
  )
  return (
    <EditorFormFrame
      {...form.frame}
      title={
        category
          ? t('manage.editor.editCategory', { name: category.names[lang] })
          : t('manage.editor.newCategory')
      }
      onSubmit={save}
      onCancel={() => {
        setDraft(categoryDraft(category, props.nextPosition))
        form.reset()
      }}
      onClose={props.onClose}
      remove={
        category
          ? form.removal(
              category.names,
              t('manage.editor.deleteCategoryText'),
              (token) => deleteCategory(token, version, category.id),
              props.onDeleted,
            )
          : undefined
      }
    >
      <div className="manage-editor-columns">
        {text('namePl', t('manage.editor.namePl'), { lang: 'pl', required: true })}
        {text('nameEn', t('manage.editor.nameEn'), { lang: 'en', required: true })}
        {text('introPl', t('manage.editor.introPl'), { lang: 'pl', multiline: true })}
        {text('introEn', t('manage.editor.introEn'), { lang: 'en', multiline: true })}
        {text('slug', t('manage.editor.slug'), { hint: t('manage.editor.slugHint') })}
        {text('position', t('manage.editor.position'), {
          hint: t('manage.editor.positionHint'),
          inputMode: 'numeric',
        })}
      </div>
      <VisibleField
        prefix={prefix}
        checked={draft.visible}
        error={errors.visible}
        onChange={(visible) => setDraft((current) => ({ ...current, visible }))}
      />
    </EditorFormFrame>
  )
}
