import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Q = Kysely<Database>;

/** A passage as results read it: the bib after corrections, the instant taken and the device's time. */
export interface ResultPassage {
  id: number;
  dorsal: number | null;
  time_ms: number;
  recorded_at: number;
}

export const findResultsEvent = (db: Q, eventId: number) =>
  db.selectFrom('events').select(['id', 'nombre', 'fecha']).where('id', '=', eventId).executeTakeFirst();

export const startGroupsOf = (db: Q, eventId: number) =>
  db.selectFrom('start_groups').select(['id', 'name']).where('event_id', '=', eventId).orderBy('id').execute();

export async function categoriesOfGroup(db: Q, groupId: number): Promise<Set<number | null>> {
  const rows = await db
    .selectFrom('start_group_categories')
    .select('category_id')
    .where('start_group_id', '=', groupId)
    .execute();
  return new Set(rows.map((r) => r.category_id));
}

/**
 * Every passage of the event with its bib after corrections (the latest correction of a record wins),
 * and no more columns than results use: results of 10,000 riders read 30,000 passages, and the client id,
 * lap and group of each would cost more to read than everything else of the computation.
 */
export async function resultPassages(db: Q, eventId: number): Promise<ResultPassage[]> {
  const [passages, corrections] = await Promise.all([
    db
      .selectFrom('time_records')
      .select(['id', 'dorsal', 'time_ms', 'recorded_at'])
      .where('event_id', '=', eventId)
      .execute(),
    db
      .selectFrom('time_record_corrections')
      .select(['time_record_id', 'dorsal'])
      .where('event_id', '=', eventId)
      .orderBy('id')
      .execute(),
  ]);
  if (corrections.length === 0) return passages;
  const latest = new Map(corrections.map((c) => [c.time_record_id, c.dorsal]));
  for (const passage of passages) {
    const corrected = latest.get(passage.id);
    if (corrected !== undefined) passage.dorsal = corrected;
  }
  return passages;
}

/** Lap times an administrator set, by bib and lap. */
export async function lapOverridesOfEvent(db: Q, eventId: number): Promise<Map<number, Map<number, number>>> {
  const rows = await db
    .selectFrom('lap_time_overrides')
    .select(['dorsal', 'lap', 'time_ms'])
    .where('event_id', '=', eventId)
    .execute();
  const byBib = new Map<number, Map<number, number>>();
  for (const o of rows) byBib.set(o.dorsal, (byBib.get(o.dorsal) ?? new Map()).set(o.lap, o.time_ms));
  return byBib;
}

/** Penalties and DNF/DSQ set by an administrator, by bib. */
export async function adjustmentsOfEvent(db: Q, eventId: number) {
  const rows = await db
    .selectFrom('result_adjustments')
    .select(['dorsal', 'penalty_ms', 'status'])
    .where('event_id', '=', eventId)
    .execute();
  return new Map(rows.map((a) => [a.dorsal, a]));
}
