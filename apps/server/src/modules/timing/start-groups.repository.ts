import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Q = Kysely<Database>;

export interface StartGroupRow {
  id: number;
  name: string;
  /** Epoch ms; null while not scheduled. */
  startTime: number | null;
  /** Whether some passage was taken with this group selected. */
  hasRecords: boolean;
  categories: { id: number; nombre: string; distancia: number }[];
}

/** The event's start groups in creation order, each with its categories (by distance and name). */
export async function listStartGroupRows(db: Q, eventId: number): Promise<StartGroupRow[]> {
  const [groups, categories, withRecords] = await Promise.all([
    db
      .selectFrom('start_groups')
      .select(['id', 'name', 'start_time'])
      .where('event_id', '=', eventId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('start_group_categories as sgc')
      .innerJoin('categories as c', 'c.id', 'sgc.category_id')
      .select(['sgc.start_group_id', 'c.id', 'c.nombre', 'c.distancia'])
      .where('sgc.event_id', '=', eventId)
      .orderBy('c.distancia')
      .orderBy('c.nombre')
      .execute(),
    db
      .selectFrom('time_records')
      .select('group_id')
      .distinct()
      .where('event_id', '=', eventId)
      .where('group_id', 'is not', null)
      .execute(),
  ]);
  const recorded = new Set(withRecords.map((r) => r.group_id));
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    startTime: g.start_time === null ? null : Number(g.start_time),
    hasRecords: recorded.has(g.id),
    categories: categories
      .filter((c) => c.start_group_id === g.id)
      .map((c) => ({ id: c.id, nombre: c.nombre, distancia: Number(c.distancia) })),
  }));
}

export interface StartGroupValues {
  /** Absent for a new group. */
  id?: number;
  name: string;
  startTime: number | null;
  categoryIds: number[];
}

/**
 * Writes the event's start groups as given: removes the groups listed in `removed`, inserts the new ones,
 * updates the others and links each to its categories. Run inside the caller's transaction.
 */
export async function replaceStartGroups(
  trx: Q,
  eventId: number,
  removed: number[],
  groups: StartGroupValues[],
  now: string,
): Promise<void> {
  await trx.deleteFrom('start_group_categories').where('event_id', '=', eventId).execute();
  if (removed.length > 0) await trx.deleteFrom('start_groups').where('id', 'in', removed).execute();
  for (const group of groups) {
    let id = group.id;
    if (id === undefined) {
      id = (
        await trx
          .insertInto('start_groups')
          .values({
            event_id: eventId,
            name: group.name,
            start_time: group.startTime,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      await trx
        .updateTable('start_groups')
        .set({ name: group.name, start_time: group.startTime, updated_at: now })
        .where('id', '=', id)
        .execute();
    }
    if (group.categoryIds.length > 0) {
      await trx
        .insertInto('start_group_categories')
        .values(group.categoryIds.map((category_id) => ({ start_group_id: id, event_id: eventId, category_id })))
        .execute();
    }
  }
}

export async function setStartGroupStart(db: Q, groupId: number, startTime: number, now: string): Promise<void> {
  await db
    .updateTable('start_groups')
    .set({ start_time: startTime, updated_at: now })
    .where('id', '=', groupId)
    .execute();
}
