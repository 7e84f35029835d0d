import { todayInOrganiserZone } from '@carreras/domain/dates';
import { errorCodes } from '@carreras/domain/errors';
import { type RiderTimes, rankResults } from '@carreras/domain/results/rank-results';
import type { ResultsResponse } from '@carreras/domain/results/results.schemas';
import { lapTimes } from '@carreras/domain/timing/lap-times';
import { countedTime } from '@carreras/domain/timing/passage-time';
import { timingMessages as m } from '@carreras/domain/timing/timing.messages';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { lapsConfig } from '../timing/timing.repository.ts';
import {
  adjustmentsOfEvent,
  categoriesOfGroup,
  type DistanceRider,
  distanceRiders,
  findResultsEvent,
  lapOverridesOfEvent,
  type ResultPassage,
  resultPassages,
  startGroupsOf,
} from './results.repository.ts';

type Q = Kysely<Database>;

const FINAL_STATUSES: ReadonlySet<string> = new Set(['COMPLETED', 'DNF', 'DISQUALIFIED']);

const inPassageOrder = (a: ResultPassage, b: ResultPassage) => a[3] - b[3] || a[0] - b[0];

/**
 * The passages that count for each rider, by bib, in passage order: each timed from the start of the
 * rider's own start group (passageTime's rule, countedTime), the ones that wait for a correction left out. Only `riders`'
 * bibs are kept, so only their passages are timed and ordered.
 */
function countedTimesByBib(
  passages: ResultPassage[],
  riders: ReadonlyMap<number, DistanceRider>,
): Map<number, number[]> {
  const byBib = new Map<number, ResultPassage[]>();
  for (const passage of passages) {
    const bib = passage[1];
    if (bib === null) continue;
    const info = riders.get(bib);
    if (!info) continue;
    const time = countedTime(passage[3], passage[2], info.group?.startTime ?? null);
    if (time === null) continue;
    // Rows fresh from the database, timed in place.
    passage[2] = time;
    const list = byBib.get(bib);
    if (list) list.push(passage);
    else byBib.set(bib, [passage]);
  }
  // Sorting each rider's few passages costs far less than sorting every passage of the event.
  const times = new Map<number, number[]>();
  for (const [bib, list] of byBib) {
    if (list.length > 1) list.sort(inPassageOrder);
    times.set(
      bib,
      list.map((passage) => passage[2]),
    );
  }
  return times;
}

/** Results of one timed distance of an event (optionally one start group), ranked (D12). */
export async function computeResults(
  db: Q,
  eventId: number,
  query: { distance?: number; group?: number },
): Promise<ResultsResponse> {
  const event = await findResultsEvent(db, eventId);
  if (!event) throw notFound('Evento no encontrado');
  const laps = await lapsConfig(db, eventId);
  if (laps.size === 0) throw new AppError(404, errorCodes.timingNotConfigured, m.timingNotConfigured);
  const distance = query.distance ?? [...laps.keys()][0]!;
  const totalLaps = laps.get(distance);
  if (totalLaps === undefined) throw badRequest(m.distanceNotTimed);

  const groups = await startGroupsOf(db, eventId);
  let groupCategories: Set<number | null> | null = null;
  if (query.group !== undefined) {
    if (!groups.some((g) => g.id === query.group)) throw notFound(m.groupNotFound);
    groupCategories = await categoriesOfGroup(db, query.group);
  }

  const [passages, riders, overridesOf, adjustmentOf] = await Promise.all([
    resultPassages(db, eventId),
    distanceRiders(db, eventId, distance),
    lapOverridesOfEvent(db, eventId),
    adjustmentsOfEvent(db, eventId),
  ]);
  // Of the group, when asked.
  if (groupCategories !== null)
    for (const [bib, info] of riders) if (!groupCategories.has(info.categoryId)) riders.delete(bib);
  const timesOf = countedTimesByBib(passages, riders);
  const riderTimes: RiderTimes[] = [];
  for (const [bib, info] of riders) {
    const adjustment = adjustmentOf.get(bib);
    riderTimes.push({
      id: info.inscriptionId,
      dorsal: bib,
      runnerName: info.runnerName,
      categoryName: info.categoria,
      groupName: info.group?.name ?? null,
      lapTimes: lapTimes(timesOf.get(bib) ?? [], overridesOf.get(bib)),
      penaltyMs: adjustment?.penalty_ms ?? 0,
      status: adjustment?.status ?? null,
    });
  }
  const ranked = rankResults(riderTimes, totalLaps);
  const everyoneDone = ranked.overall.length > 0 && ranked.overall.every((row) => FINAL_STATUSES.has(row.status));
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
