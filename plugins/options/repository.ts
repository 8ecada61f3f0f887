/** Dish options (option_groups, dish_options, product_option_groups, option_availability): queries. */
import type { Kysely } from 'kysely'
import type { Database } from '#infra/db/database.js'

type Db = Kysely<Database>

/** Everything about options, as read at once. */
export interface OptionRows {
  groups: { id: string; namePl: string; nameEn: string; min: number; max: number; repeatable: number }[]
  options: {
    id: string
    groupId: string
    namePl: string
    nameEn: string
    deltaGrosze: number
    isDefault: number
    vatRate: number | null
  }[]
  attachments: { productId: string; groupId: string }[]
  switchedOff: { optionId: string; expiresAt: string | null }[]
}

/** Every group, option, attachment (in order) and switch-off still holding at `now`. */
export async function readAll(db: Db, now: Date): Promise<OptionRows> {
  const [groups, options, attachments, switchedOff] = await Promise.all([
    db
      .selectFrom('option_groups')
      .select([
        'id',
        'name_pl as namePl',
        'name_en as nameEn',
        'min_choices as min',
        'max_choices as max',
        'repeatable',
      ])
      .orderBy('name_pl')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('dish_options')
      .select([
        'id',
        'group_id as groupId',
        'name_pl as namePl',
        'name_en as nameEn',
        'price_delta_grosze as deltaGrosze',
        'is_default as isDefault',
        'vat_rate as vatRate',
      ])
      .orderBy('group_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('product_option_groups')
      .select(['product_id as productId', 'group_id as groupId'])
      .orderBy('product_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('option_availability')
      .select(['option_id as optionId', 'expires_at as expiresAt'])
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now.toISOString())]))
      .execute(),
  ])
  return {
    groups,
    options,
    attachments,
    switchedOff: switchedOff.map((row) => ({
      optionId: row.optionId,
      expiresAt: row.expiresAt === null ? null : new Date(row.expiresAt).toISOString(),
    })),
  }
}

/** A group's fields as stored. */
export interface GroupRow {
  id: string
  namePl: string
  nameEn: string
  min: number
  max: number
  repeatable: boolean
  by: string
  at: string
}

/** An option's fields as stored; its place in the group is its index. */
export interface OptionRow {
  id: string
  namePl: string
  nameEn: string
  deltaGrosze: number
  isDefault: boolean
  vatRate: number | null
}

export async function upsertGroup(db: Db, group: GroupRow): Promise<void> {
  const values = {
    name_pl: group.namePl,
    name_en: group.nameEn,
    min_choices: group.min,
    max_choices: group.max,
    repeatable: group.repeatable ? 1 : 0,
    updated_by: group.by,
    updated_at: group.at,
  }
  await db
    .insertInto('option_groups')
    .values({ id: group.id, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute()
}

/** Replaces a group's options by `options` (kept ids keep their switch-offs; others go). */
export async function replaceOptions(db: Db, groupId: string, options: readonly OptionRow[]): Promise<void> {
  const keep = options.map((o) => o.id)
  let gone = db.deleteFrom('dish_options').where('group_id', '=', groupId)
  if (keep.length > 0) gone = gone.where('id', 'not in', keep)
  await gone.execute()
  for (const [position, o] of options.entries()) {
    const values = {
      position,
      name_pl: o.namePl,
      name_en: o.nameEn,
      price_delta_grosze: o.deltaGrosze,
      is_default: o.isDefault ? 1 : 0,
      vat_rate: o.vatRate,
    }
    await db
      .insertInto('dish_options')
      .values({ id: o.id, group_id: groupId, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute()
  }
}

/** The ids of a group's options. */
export async function optionIdsOf(db: Db, groupId: string): Promise<string[]> {
  const rows = await db.selectFrom('dish_options').select('id').where('group_id', '=', groupId).execute()
  return rows.map((row) => row.id)
}

export async function groupExists(db: Db, id: string): Promise<boolean> {
  return (
    (await db.selectFrom('option_groups').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  )
}

/** The dishes a group is attached to. */
export async function productsWith(db: Db, groupId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('product_option_groups')
    .select('product_id')
    .where('group_id', '=', groupId)
    .orderBy('product_id')
    .execute()
  return rows.map((row) => row.product_id)
}

export async function deleteGroup(db: Db, id: string): Promise<void> {
  await db.deleteFrom('option_groups').where('id', '=', id).execute()
}

/** Sets a dish's groups, in order (an empty list detaches them all). */
export async function setProductGroups(
  db: Db,
  productId: string,
  groupIds: readonly string[],
): Promise<void> {
  await db.deleteFrom('product_option_groups').where('product_id', '=', productId).execute()
  if (groupIds.length === 0) return
  await db
    .insertInto('product_option_groups')
    .values(groupIds.map((groupId, position) => ({ product_id: productId, group_id: groupId, position })))
    .execute()
}

/** Switches an option off (replacing an earlier switch-off) or, with expiresAt undefined, back on. */
export async function setOptionOff(
  db: Db,
  optionId: string,
  off: { expiresAt: string | null; by: string; at: string } | null,
): Promise<void> {
  if (off === null) {
    await db.deleteFrom('option_availability').where('option_id', '=', optionId).execute()
    return
  }
  const values = { expires_at: off.expiresAt, created_by: off.by, created_at: off.at }
  await db
    .insertInto('option_availability')
    .values({ option_id: optionId, ...values })
    .onConflict((oc) => oc.column('option_id').doUpdateSet(values))
    .execute()
}

export async function optionExists(db: Db, id: string): Promise<boolean> {
  return (
    (await db.selectFrom('dish_options').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  )
}
