import { todayInOrganiserZone } from '@carreras/domain/dates';
import { errorCodes } from '@carreras/domain/errors';
import { type RiderTimes, rankResults } from '@carreras/domain/results/rank-results';
import type { ResultsResponse } from '@carreras/domain/results/results.schemas';
import { lapTimes } from '@carreras/domain/timing/lap-times';
import { countedTime } from '@carreras/domain/timing/passage-time';
import { judgePassages } from '@carreras/domain/timing/repeat-passages';
import { timingMessages as m } from '@carreras/domain/timing/timing.messages';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { lapsConfig, minLapOfDistance } from '../timing/timing-config.service.ts';
import {
  adjustmentsOfEvent,
  categoriesOfGroup,
  distanceRiders,
  findResultsEvent,
  lapOverridesOfEvent,
  type ResultPassages,
  resultPassages,
  startGroupsOf,
} from './results.repository.ts';

type Q = Kysely<Database>;

const FINAL_STATUSES: ReadonlySet<string> = new Set(['COMPLETED', 'DNF', 'DNS', 'DISQUALIFIED']);

/**
 * The passages that count for each rider, in passage order (instant, then id): each timed from the start of the
 * rider's own start group (`starts`, by rider; passageTime's rule, countedTime), the ones that wait for a
 * correction left out. Only the passages of `bibs` are kept. The i-th rider (of `bibs` and `starts`) has its
 * times in `times[order[k]]` for k from `from[i]` to `from[i + 1]`: 30,000 passages are grouped by rider with a counting
 * sort over typed arrays, with no object, array or map entry per passage, and a rider's few passages, already
 * in order as they were read almost always, are sorted only when they are not.
 */
function countedTimes(
  passages: ResultPassages,
  bibs: readonly number[],
  starts: readonly (number | null)[],
  minLapMs: number,
) {
  const { id, dorsal, timeMs, recordedAt, marks } = passages;
  const count = id.length;
  const indexOf = new Map<number, number>();
  for (let rider = 0; rider < bibs.length; rider++) indexOf.set(bibs[rider]!, rider);
  const riderOf = new Int32Array(count);
  const times = new Float64Array(count);
  const from = new Int32Array(starts.length + 1);
  for (let p = 0; p < count; p++) {
    const rider = indexOf.get(dorsal[p]!);
    riderOf[p] = -1;
    if (rider === undefined || (marks.size > 0 && marks.get(id[p]!) === 'VOIDED')) continue;
    const time = countedTime(recordedAt[p]!, timeMs[p]!, starts[rider]!);
    if (time === null) continue;
    riderOf[p] = rider;
    times[p] = time;
    from[rider + 1]! += 1;
  }
  for (let r = 0; r < starts.length; r++) from[r + 1]! += from[r]!;
  const order = new Int32Array(from[starts.length]!);
  const next = from.slice(0, starts.length);
  for (let p = 0; p < count; p++) {
    const rider = riderOf[p]!;
    if (rider !== -1) order[next[rider]!++] = p;
  }
  const before = (a: number, b: number) => recordedAt[a]! - recordedAt[b]! || id[a]! - id[b]!;
  for (let r = 0; r < starts.length; r++) {
    for (let k = from[r]! + 1; k < from[r + 1]!; k++) {
      if (before(order[k - 1]!, order[k]!) <= 0) continue;
      order.subarray(from[r]!, from[r + 1]!).sort(before);
      break;
    }
  }
  return withoutRepeats(passages, { times, order, from }, minLapMs);
}

/**
 * The same passages without the repeats (decision 007, judgePassages): only riders with two passages or more
 * are judged, and the order is compacted in place.
 */
function withoutRepeats(
  passages: ResultPassages,
  counted: { times: Float64Array; order: Int32Array; from: Int32Array },
  minLapMs: number,
) {
  const { id, recordedAt, marks } = passages;
  const { order, from } = counted;
  const riders = from.length - 1;
  let write = 0;
  let start = 0;
  for (let r = 0; r < riders; r++) {
    const end = from[r + 1]!;
    const count = end - start;
    from[r] = write;
    if (count < 2 || minLapMs === 0) {
      for (let k = start; k < end; k++) order[write++] = order[k]!;
    } else {
      const own = Array.from(order.subarray(start, end));
      const verdicts = judgePassages(
        own.map((p) => recordedAt[p]!),
        own.map((p) => marks.get(id[p]!) ?? null),
        minLapMs,
      );
      for (let k = 0; k < count; k++) if (verdicts[k] === 'COUNTS') order[write++] = own[k]!;
    }
    start = end;
  }
  from[riders] = write;
  return { times: counted.times, order: order.subarray(0, write), from };
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

  const [passages, riders, overridesOf, adjustmentOf, minLap] = await Promise.all([
    resultPassages(db, eventId),
    distanceRiders(db, eventId, distance),
    lapOverridesOfEvent(db, eventId),
    adjustmentsOfEvent(db, eventId),
    minLapOfDistance(db, eventId, distance),
  ]);
  // Of the group, when asked.
  const kept: number[] = [];
  for (let index = 0; index < riders.dorsal.length; index++)
    if (groupCategories === null || groupCategories.has(riders.categoryId[index] ?? null)) kept.push(index);
  const { times, order, from } = countedTimes(
    passages,
    kept.map((index) => riders.dorsal[index]!),
    kept.map((index) => riders.group[index]?.startTime ?? null),
    minLap,
  );
  const riderTimes = new Array<RiderTimes>(kept.length);
  const cumulative: number[] = [];
  for (let rider = 0; rider < kept.length; rider++) {
    const index = kept[rider]!;
    const bib = riders.dorsal[index]!;
    const adjustment = adjustmentOf.get(bib);
    cumulative.length = 0;
    const passedAt: number[] = [];
    for (let k = from[rider]!; k < from[rider + 1]!; k++) {
      cumulative.push(times[order[k]!]!);
      passedAt.push(passages.recordedAt[order[k]!]!);
    }
    riderTimes[rider] = {
      id: riders.inscriptionId[index]!,
      dorsal: bib,
      runnerName: riders.runnerName[index]!,
      club: riders.club[index] ?? null,
      categoryName: riders.categoria[index]!,
      groupName: riders.group[index]?.name ?? null,
      lapTimes: lapTimes(cumulative, overridesOf.get(bib)),
      passedAt,
      penaltyMs: adjustment?.penaltyMs ?? 0,
      status: adjustment?.status ?? null,
    };
  }
  const over = event.fecha < todayInOrganiserZone();
  const ranked = rankResults(riderTimes, totalLaps, over);
  const everyoneDone = ranked.overall.length > 0 && ranked.overall.every((row) => FINAL_STATUSES.has(row.status));
  return {
    eventId,
    eventName: event.nombre,
    eventDate: event.fecha,
    finished: over || everyoneDone,
    generatedAt: Date.now(),
    distance,
    laps: totalLaps,
    ...ranked,
    distances: [...laps].map(([d, n]) => ({ distance: d, laps: n })),
    groups,
  };
}

/** One rider's outcome at an event, as standings over several events (championships) read it. */
export interface EventOutcome {
  /** The inscription (a pair's one inscription for both partners). */
  inscriptionId: number;
  categoryName: string;
  /** The distance the rider raced. */
  distance: number;
  /** Place in the category; finishers only (riders on course have a live place, which standings do not read). */
  position: number | null;
  status: ResultsResponse['overall'][number]['status'];
}

/**
 * Every timed distance's results of an event, flattened to what standings read. `timed` is false (and there
 * are no outcomes) while the event has no timing configured; `finished` is true when every distance's results
 * are final (computeResults' `finished`).
 */
export async function eventOutcomes(
  db: Q,
  eventId: number,
): Promise<{ timed: boolean; finished: boolean; outcomes: EventOutcome[] }> {
  let first: ResultsResponse;
  try {
    first = await computeResults(db, eventId, {});
  } catch (error) {
    if (error instanceof AppError && error.code === errorCodes.timingNotConfigured) {
      return { timed: false, finished: false, outcomes: [] };
    }
    throw error;
  }
  const others = await Promise.all(
    first.distances
      .filter((d) => d.distance !== first.distance)
      .map((d) => computeResults(db, eventId, { distance: d.distance })),
  );
  const all = [first, ...others];
  return {
    timed: true,
    finished: all.every((results) => results.finished),
    outcomes: all.flatMap((results) =>
      results.overall.map((row) => ({
        inscriptionId: row.id,
        categoryName: row.categoryName,
        distance: results.distance,
        position: row.status === 'COMPLETED' ? row.position : null,
        status: row.status,
      })),
    ),
  };
}
