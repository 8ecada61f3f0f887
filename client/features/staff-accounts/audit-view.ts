/**
 * The audit log's entries as the owner reads them (docs/security.md, "Audit trail"): what changed,
 * field by field, before → after, with the fields named in words where the log knows them.
 */
import { isOneOf, ORDER_STATUSES, STAFF_ROLES } from '#schemas/enums.js'
import type { Translator } from '../../i18n/index.js'
import { statusLabel } from '../../shared/order-labels.js'

const FIELD_LABELS = {
  role: 'manage.audit.field.role',
  disabled: 'manage.audit.field.disabled',
  passwordReset: 'manage.audit.field.passwordReset',
  status: 'manage.audit.field.status',
  available: 'manage.audit.field.available',
  until: 'manage.audit.field.until',
  minutes: 'manage.audit.field.minutes',
  name: 'manage.audit.field.name',
  groups: 'manage.audit.field.groups',
  options: 'manage.audit.field.options',
  copies: 'manage.audit.field.copies',
  totpRequiredRoles: 'manage.audit.field.totpRequiredRoles',
  secondFactor: 'manage.audit.field.secondFactor',
  jobs: 'manage.audit.field.jobs',
} as const

/** One line of an entry's change: a field, what it was and what it became (undefined: not there). */
export interface ChangeLine {
  field: string | null
  from?: unknown
  to?: unknown
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The lines of one entry: for two objects, each field that differs (in the order they first
 * appear); for a creation or a removal, each field it had; otherwise the two values as a whole.
 */
export function changeLines(before: unknown, after: unknown): ChangeLine[] {
  const empty = (value: unknown) => value === null || value === undefined
  if (empty(before) && empty(after)) return []
  if (empty(before) && isRecord(after)) return Object.entries(after).map(([field, to]) => ({ field, to }))
  if (empty(after) && isRecord(before))
    return Object.entries(before).map(([field, from]) => ({ field, from }))
  if (isRecord(before) && isRecord(after)) {
    const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    return fields
      .filter((field) => !same(before[field], after[field]))
      .map((field) => ({ field, from: before[field], to: after[field] }))
  }
  return [{ field: null, from: empty(before) ? undefined : before, to: empty(after) ? undefined : after }]
}

/** A field's name in words ("role" → "Rola"); a field the log does not name, as recorded. */
export function fieldLabel(field: string, t: Translator['t']): string {
  return field in FIELD_LABELS ? t(FIELD_LABELS[field as keyof typeof FIELD_LABELS]) : field
}

/** A recorded value for people: yes/no, lists joined, names of named things, "—" for nothing. */
export function valueText(value: unknown, t: Translator['t']): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return t(value ? 'manage.accounts.yes' : 'manage.accounts.no')
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((v) => valueText(v, t)).join(', ')
  if (isRecord(value)) {
    if (typeof value.pl === 'string' && typeof value.en === 'string') return `${value.pl} / ${value.en}`
    if (typeof value.name === 'string') return value.name
    return Object.entries(value)
      .map(([field, v]) => `${fieldLabel(field, t)}: ${valueText(v, t)}`)
      .join('; ')
  }
  if (isOneOf(STAFF_ROLES, value)) return t(`manage.role.${value}`)
  if (isOneOf(ORDER_STATUSES, value)) return statusLabel(t, value)
  return String(value)
}
