import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { type AvailabilityUntil, expiryOf } from '#domain/availability.js'
import { toGrosze } from '#domain/money.js'
import type { OptionGroupData } from '#domain/options.js'
import type { Database } from '#infra/db/database.js'
import type { Notifications } from '#infra/db/instance-messages.js'
import type { Writes } from '#infra/db/transactions.js'
import type {
  OptionGroupCreate,
  OptionGroupList,
  OptionGroupPatch,
  StaffOptionGroup,
} from '#schemas/options.js'
import { groupChanges, type LoggedGroup } from './history.js'
import {
  groupAttached,
  groupInvalid,
  groupNotFound,
  optionNotFound,
  productNotFound,
  unknownGroups,
} from './messages.js'
import * as repo from './repository.js'
import { groupsOfProduct, type OptionsSnapshot, snapshotOf, staffGroups } from './views.js'

/** How long an instance may answer from its memory of the options. */
const CACHE_MS = 1_000
const TOPIC = 'menu-options'

/** A group as the staff write it, once merged with what is stored (PATCH). */
type GroupInput = OptionGroupCreate

/** Refuses a group that could never be ordered as written (422 naming the field). */
function checkGroup(group: GroupInput, knownIds: ReadonlySet<string>): void {
  const { min, max, options } = group
  if (min > max) throw groupInvalid(`Minimum (${min}) nie może być większe niż maksimum (${max}).`, 'min')
  if (group.repeatable === true && max < 2)
    throw groupInvalid(`Opcje można powtarzać, gdy maksimum to co najmniej 2 porcje (jest ${max}).`, 'max')
  // In a repeatable group max counts portions: one option may fill it.
  if (group.repeatable !== true && max > options.length)
    throw groupInvalid(
      `Maksimum (${max}) nie może przekraczać liczby opcji (${options.length}); aby opcje można było powtarzać, zaznacz to w grupie.`,
      'max',
    )
  const defaults = options.filter((o) => o.default === true).length
  if (defaults > max)
    throw groupInvalid(`Domyślnie wybranych opcji (${defaults}) nie może być więcej niż ${max}.`, 'options')
  const names = new Set<string>()
  for (const [i, o] of options.entries()) {
    if (o.id !== undefined && !knownIds.has(o.id))
      throw groupInvalid(`Opcja „${o.id}” nie należy do tej grupy.`, `options.${i}.id`)
    const name = o.name.pl.trim().toLocaleLowerCase('pl')
    if (names.has(name))
      throw groupInvalid(`Opcja „${o.name.pl}” jest w grupie dwa razy.`, `options.${i}.name`)
    names.add(name)
  }
}

/** The head of a change-log entry of an option group. */
function logEntry(action: 'CREATE' | 'UPDATE' | 'DELETE', id: string, name: string, by: string, at: Date) {
  return { at, by, source: 'EDITOR' as const, action, entity: 'OPTION_GROUP' as const, entityId: id, name }
}

function optionRows(group: GroupInput): repo.OptionRow[] {
  return group.options.map((o) => ({
    id: o.id ?? randomUUID(),
    namePl: o.name.pl.trim(),
    nameEn: o.name.en.trim(),
    deltaGrosze: toGrosze(o.priceDelta),
    isDefault: o.default === true,
    vatRate: o.vatRate ?? null,
  }))
}

/**
 * Option groups, their options, the dishes they are attached to and today's switch-offs: stored in
 * the database, kept in memory for at most a second; a change on any instance drops every
 * instance's copy at once (a database notification), and `onChange` tells the menu.
 */
export function createOptionsService(options: {
  db: Kysely<Database>
  writes: Writes
  now: () => Date
  notifications: Notifications
  /** Is this a dish of the menu? (404 before attaching groups to it.) */
  productExists: (productId: string) => boolean | Promise<boolean>
  /**
   * Called inside every write's transaction: raises the menu's version with the change (refusing
   * it with 409 when `expected` is given and the menu has moved on from it).
   */
  bumpVersion: (trx: Kysely<Database>, expected?: number) => Promise<number>
  /** Writes an entry of the menu's change log inside the change's transaction. */
  recordChange: (
    trx: Kysely<Database>,
    entry: {
      at: Date
      by: string
      source: 'EDITOR'
      action: 'CREATE' | 'UPDATE' | 'DELETE'
      entity: 'OPTION_GROUP'
      entityId: string
      name: string
      changes: ReturnType<typeof groupChanges>
    },
  ) => Promise<void>
  /** Called after every change committed here (the menu publishes a new version). */
  onChange: () => Promise<unknown>
  onError: (error: unknown) => void
}) {
  const { db, writes, notifications } = options
  let cached: { snapshot: OptionsSnapshot; readAt: number; second: number } | null = null
  const forget = () => {
    cached = null
  }
  const stopListening = notifications.listen(TOPIC, forget, forget)
  let expiryTimer: NodeJS.Timeout | undefined

  /** The options as they stand at `now` (a switch-off that ended at midnight is gone). */
  async function snapshot(now = options.now()): Promise<OptionsSnapshot> {
    const second = Math.floor(now.getTime() / 1000)
    if (!cached || performance.now() - cached.readAt > CACHE_MS || cached.second !== second) {
      const readAt = performance.now()
      cached = { snapshot: snapshotOf(await repo.readAll(db, now)), readAt, second }
    }
    return cached.snapshot
  }

  /**
   * Runs a write with the menu's version raised in the same transaction; answers the new version.
   * `expected`: the version the staff member's change was made on (If-Match).
   */
  function write(work: (trx: Kysely<Database>) => Promise<unknown>, expected?: number): Promise<number> {
    return writes.run(async (trx) => {
      await work(trx)
      return options.bumpVersion(trx, expected)
    })
  }

  /**
   * When the first switch-off still holding ends (END_OF_DAY: Warsaw midnight), the menu gets a new
   * version, so that the dish's option is offered again everywhere the menu is shown.
   */
  function publishAt(rows: repo.OptionRows): void {
    clearTimeout(expiryTimer)
    const ends = rows.switchedOff.flatMap((row) => (row.expiresAt ? [Date.parse(row.expiresAt)] : []))
    if (ends.length === 0) return
    // A little after the end, so that the read at that moment no longer sees the switch-off.
    const wait = Math.min(Math.min(...ends) - options.now().getTime() + 50, 2 ** 31 - 1)
    expiryTimer = setTimeout(
      () => {
        write(async () => undefined)
          .then(changed)
          .catch(options.onError)
      },
      Math.max(wait, 0),
    )
    expiryTimer.unref()
  }

  async function changed(): Promise<void> {
    cached = null
    await notifications.notify(TOPIC, {}).catch(options.onError)
    await options.onChange().catch(options.onError)
  }

  async function groupAnswer(id: string): Promise<StaffOptionGroup> {
    const found = staffGroups(await snapshot()).find((g) => g.id === id)
    if (!found) throw groupNotFound(id)
    return found
  }

  /** `before`: the group as stored (null when creating), for the change log. */
  async function save(
    id: string,
    group: GroupInput,
    by: string,
    before: LoggedGroup | null,
  ): Promise<StaffOptionGroup> {
    await write(async (trx) => {
      if (before && !(await repo.groupExists(trx, id))) throw groupNotFound(id)
      checkGroup(group, new Set(before ? await repo.optionIdsOf(trx, id) : []))
      const now = options.now()
      const at = now.toISOString()
      const name = { namePl: group.name.pl.trim(), nameEn: group.name.en.trim() }
      const repeatable = group.repeatable === true
      await repo.upsertGroup(trx, { id, ...name, min: group.min, max: group.max, repeatable, by, at })
      await repo.replaceOptions(trx, id, optionRows(group))
      const changes = groupChanges(before, group)
      if (changes.length > 0)
        await options.recordChange(trx, {
          ...logEntry(before ? 'UPDATE' : 'CREATE', id, name.namePl, by, now),
          changes,
        })
    })
    await changed()
    return groupAnswer(id)
  }

  return {
    snapshot,
    /** Each dish's groups read afresh from the database (what the menu snapshot carries). */
    async freshGroups(): Promise<(productId: string) => OptionGroupData[]> {
      const rows = await repo.readAll(db, options.now())
      publishAt(rows)
      const current = snapshotOf(rows)
      return (productId) => groupsOfProduct(current, productId)
    },
    /** A look-up of each dish's groups at `now`: what an order's lines are checked and priced with. */
    async groupsAt(now = options.now()): Promise<(productId: string) => OptionGroupData[]> {
      const current = await snapshot(now)
      return (productId) => groupsOfProduct(current, productId)
    },
    /** Every group and each dish's groups, read afresh (what staff edit must not be a second old). */
    async list(): Promise<Omit<OptionGroupList, 'version'>> {
      const current = snapshotOf(await repo.readAll(db, options.now()))
      return { groups: staffGroups(current), dishes: Object.fromEntries(current.byProduct) }
    },
    create(body: OptionGroupCreate, by: string): Promise<StaffOptionGroup> {
      return save(randomUUID(), body, by, null)
    },
    async update(id: string, patch: OptionGroupPatch, by: string): Promise<StaffOptionGroup> {
      const current = (await snapshot()).groups.get(id)
      if (!current) throw groupNotFound(id)
      const merged: GroupInput = {
        name: patch.name ?? current.name,
        min: patch.min ?? current.min,
        max: patch.max ?? current.max,
        repeatable: patch.repeatable ?? current.repeatable === true,
        options: patch.options ?? current.options,
      }
      return save(id, merged, by, current)
    },
    /** Deletes a group that no dish has (409 while attached). */
    async remove(id: string, by: string): Promise<void> {
      const name = (await snapshot()).groups.get(id)?.name.pl ?? id
      await write(async (trx) => {
        if (!(await repo.groupExists(trx, id))) throw groupNotFound(id)
        const products = await repo.productsWith(trx, id)
        if (products.length > 0) throw groupAttached(products)
        await repo.deleteGroup(trx, id)
        await options.recordChange(trx, { ...logEntry('DELETE', id, name, by, options.now()), changes: [] })
      })
      await changed()
    },
    /**
     * Sets a dish's groups in order (404 unknown dish, 422 unknown group, 409 when `expected` is
     * not the menu's version any more); answers them with the menu's new version.
     */
    async setProductGroups(productId: string, groupIds: readonly string[], expected?: number) {
      if (!(await options.productExists(productId))) throw productNotFound(productId)
      const version = await write(async (trx) => {
        const missing = []
        for (const id of groupIds) if (!(await repo.groupExists(trx, id))) missing.push(id)
        if (missing.length > 0) throw unknownGroups(missing)
        await repo.setProductGroups(trx, productId, groupIds)
      }, expected)
      await changed()
      return { answer: { productId, groupIds: [...groupIds] }, version }
    },
    /** Switches one option off (for the rest of today or until switched on) or back on. */
    async setAvailable(optionId: string, available: boolean, until: AvailabilityUntil, by: string) {
      const now = options.now()
      await write(async (trx) => {
        if (!(await repo.optionExists(trx, optionId))) throw optionNotFound(optionId)
        await repo.setOptionOff(
          trx,
          optionId,
          available ? null : { expiresAt: expiryOf(until, now), by, at: now.toISOString() },
        )
      })
      await changed()
      const group = staffGroups(await snapshot()).find((g) => g.options.some((o) => o.id === optionId))
      if (!group) throw optionNotFound(optionId)
      return group
    },
    close() {
      clearTimeout(expiryTimer)
      stopListening()
    },
  }
}

export type OptionsService = ReturnType<typeof createOptionsService>
