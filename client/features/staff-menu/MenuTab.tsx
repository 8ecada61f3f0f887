import { useState } from 'react'
import { useI18n } from '../../i18n/index.js'
import { MenuAvailabilityPanel } from './MenuAvailabilityPanel.js'
import { MenuChangesPanel } from './MenuChangesPanel.js'
import { MenuEditor } from './MenuEditor.js'
import { MenuImportPanel } from './MenuImportPanel.js'
import { OptionGroupsPanel } from './OptionGroupsPanel.js'

type Part = 'availability' | 'editor' | 'options' | 'import' | 'changes'

const PARTS: readonly {
  part: Part
  label:
    | 'manage.menu.partAvailability'
    | 'manage.editor.title'
    | 'manage.options.title'
    | 'manage.import.title'
    | 'manage.changes.title'
}[] = [
  { part: 'availability', label: 'manage.menu.partAvailability' },
  { part: 'editor', label: 'manage.editor.title' },
  { part: 'options', label: 'manage.options.title' },
  { part: 'import', label: 'manage.import.title' },
  { part: 'changes', label: 'manage.changes.title' },
]

/**
 * The "Menu" tab (docs/kitchen.md, "The menu editor"): what is sold out (the kitchen's switches,
 * shown first), the editor of dishes and categories, the dishes' option groups, import and export,
 * and the change log (the kitchen sees only the switches). Each
 * part loads the first time it is opened and keeps its state (an unsaved form) while another is shown;
 * the sold-out list and the option groups' dishes read the menu again each time they are shown.
 * `active`: the Menu tab is the one on screen.
 */
export function MenuTab(props: { availabilityOnly?: boolean; active?: boolean } = {}) {
  const { t } = useI18n()
  const active = props.active ?? true
  const [part, setPart] = useState<Part>('availability')
  const [opened, setOpened] = useState<ReadonlySet<Part>>(() => new Set(['availability']))
  const show = (next: Part) => {
    setPart(next)
    setOpened((current) => (current.has(next) ? current : new Set([...current, next])))
  }
  // The kitchen only switches dishes sold out and back (docs/security.md, "Roles").
  if (props.availabilityOnly) return <MenuAvailabilityPanel shown={active} />
  return (
    <div className="manage-menu-tab">
      <nav className="manage-segmented" aria-label={t('manage.menu.parts')}>
        {PARTS.map((entry) => (
          <button
            key={entry.part}
            type="button"
            className="button button-ghost"
            aria-pressed={part === entry.part}
            onClick={() => show(entry.part)}
          >
            {t(entry.label)}
          </button>
        ))}
      </nav>
      <div hidden={part !== 'availability'}>
        <MenuAvailabilityPanel shown={active && part === 'availability'} />
      </div>
      {opened.has('editor') ? (
        <div hidden={part !== 'editor'}>
          <MenuEditor />
        </div>
      ) : null}
      {opened.has('options') ? (
        <div hidden={part !== 'options'}>
          <OptionGroupsPanel shown={active && part === 'options'} />
        </div>
      ) : null}
      {opened.has('import') ? (
        <div hidden={part !== 'import'}>
          <MenuImportPanel />
        </div>
      ) : null}
      {/* The log is read afresh each time it is opened. */}
      {part === 'changes' ? <MenuChangesPanel /> : null}
    </div>
  )
}
