import { todayInOrganiserZone } from '@carreras/domain/dates';
import { errorCodes } from '@carreras/domain/errors';
import { type RiderTimes, rankResults } from '@carreras/domain/results/rank-results';
import type { ResultsResponse } from '@carreras/domain/results/results.schemas';
import { lapTimes } from '@carreras/domain/timing/lap-times';
import { timingMessages as m } from '@carreras/domain/timing/timing.messages';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { lapsConfig, timedRecords } from '../timing/timing.repository.ts';

type Q = Kysely<Database>;

/** Results of one timed distance of an event (optionally one start group), ranked (D12). */
export async function computeResults(
  db: Q,
  eventId: number,
  query: { distance?: number; group?: number },
): Promise<ResultsResponse> {
  const event = await db
    .selectFrom('events')
    .select(['id', 'nombre', 'fecha'])
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!event) throw notFound('Evento no encontrado');
  const laps = await lapsConfig(db, eventId);
  if (laps.size === 0) throw new AppError(404, errorCodes.timingNotConfigured, m.timingNotConfigured);
  const distance = query.distance ?? [...laps.keys()][0]!;
  const totalLaps = laps.get(distance);
  if (totalLaps === undefined) throw badRequest(m.distanceNotTimed);

  const groups = await db
    .selectFrom('start_groups')
    .select(['id', 'name'])
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
  let groupCategories: Set<number | null> | null = null;
  if (query.group !== undefined) {
    if (!groups.some((g) => g.id === query.group)) throw notFound(m.groupNotFound);
    const rows = await db
      .selectFrom('start_group_categories')
      .select('category_id')
      .where('start_group_id', '=', query.group)
      .execute();
    groupCategories = new Set(rows.map((r) => r.category_id));
  }

  const [{ records, bibs }, overrides, adjustments] = await Promise.all([
    timedRecords(db, eventId),
    db.selectFrom('lap_time_overrides').select(['dorsal', 'lap', 'time_ms']).where('event_id', '=', eventId).execute(),
    db
      .selectFrom('result_adjustments')
      .select(['dorsal', 'penalty_ms', 'status'])
      .where('event_id', '=', eventId)
      .execute(),
  ]);
  const passages = new Map<number, number[]>();
  // Times measured from each rider's own start group; flagged records wait for a correction.
  for (const r of records.sort((a, b) => a.recorded_at - b.recorded_at || a.id - b.id)) {
    if (r.dorsal === null || r.review !== null) continue;
    const list = passages.get(r.dorsal) ?? [];
    list.push(r.time_ms);
    passages.set(r.dorsal, list);
  }
  const overridesOf = new Map<number, Map<number, number>>();
  for (const o of overrides) overridesOf.set(o.dorsal, (overridesOf.get(o.dorsal) ?? new Map()).set(o.lap, o.time_ms));
  const adjustmentOf = new Map(adjustments.map((a) => [a.dorsal, a]));

  // The event's bibs (read once with the records) of this distance, and of the group when asked.
  const inscriptions = [...bibs].filter(
    ([, info]) => info.distancia === distance && (groupCategories === null || groupCategories.has(info.categoryId)),
  );
  const riders: RiderTimes[] = inscriptions.map(([bib, info]) => {
    const cumulative = passages.get(bib) ?? [];
    const adjustment = adjustmentOf.get(bib);
    return {
      id: info.inscriptionId,
      dorsal: bib,
      runnerName: info.runnerName,
      categoryName: info.categoria,
      groupName: info.group?.name ?? null,
      lapTimes: lapTimes(cumulative, overridesOf.get(bib)),
      penaltyMs: adjustment?.penalty_ms ?? 0,
      status: adjustment?.status ?? null,
    };
  });
  const ranked = rankResults(riders, totalLaps);
  const final = new Set(['COMPLETED', 'DNF', 'DISQUALIFIED']);
  const everyoneDone = ranked.overall.length > 0 && ranked.overall.every((row) => final.has(row.status));
  return {
    eventId,
    eventName: event.nombre,
    eventDate: event.fecha,
    finished: event.fecha < todayInOrganiserZone() || everyoneDone,
    generatedAt: Date.now(),
    distance,
    laps: totalLaps,
    ...ranked,
    distances: [...laps].map(([d, n]) => ({ distance: d, laps: n })),
    groups,
  };
}
