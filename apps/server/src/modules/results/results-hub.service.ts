import { placesInOrder, rankKeyOfRow } from '@carreras/domain/results/rank-results';
import type { ResultRow, ResultsResponse } from '@carreras/domain/results/results.schemas';
import { FINISH_LINE_ARRIVALS } from '@carreras/domain/results/results-hub.limits';
import { resultsHubMessages as m } from '@carreras/domain/results/results-hub.messages';
import type {
  EditionsResponse,
  FinishLineResponse,
  PodiumResponse,
  RiderResult,
  RidersResponse,
} from '@carreras/domain/results/results-hub.schemas';
import { gapsIn, lapStandings } from '@carreras/domain/results/rider-standing';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { timedRecords } from '../timing/timed-records.service.ts';
import { lapsConfig } from '../timing/timing-config.service.ts';
import { computeResults } from './results.service.ts';
import type { ResultsCache } from './results-cache.ts';
import { bibRiders, editionsWithResults, eventHeading } from './results-hub.repository.ts';

type Q = Kysely<Database>;

/** One crossing of the line that counts, with its lap among the rider's counting passages. */
interface Crossing {
  id: number;
  dorsal: number;
  lap: number;
  at: number;
  time: number;
}

/** Everything the hub's pages read about one event, computed once and shared until the event changes. */
export interface EventSnapshot {
  event: { id: number; nombre: string; fecha: string; lugar: string; organizer: string };
  /** One ranked result per timed distance (computeResults), in distance order. */
  distances: ResultsResponse[];
  /** Sex of each bib's rider; null for a pair (they have no ranking by sex). */
  sexOf: Map<number, 'M' | 'F' | null>;
  /** The runner holding each bib's inscription (a pair's first rider). */
  runnerOf: Map<number, number>;
  /** Counting crossings, oldest first. */
  crossings: Crossing[];
  generatedAt: number;
  /** About what it weighs in the results cache: its results as objects weigh more than as text. */
  bytes: number;
}

/**
 * An event's snapshot. Its results are the live results' own (read through the results cache, so the
 * public results page and the hub compute them once); the rest is read here.
 */
async function eventSnapshot(db: Q, cache: ResultsCache, eventId: number): Promise<EventSnapshot> {
  const event = await eventHeading(db, eventId);
  if (!event) throw notFound(m.eventNotFound);
  const laps = await lapsConfig(db, eventId);
  const results = (query: { distance?: number }) => cache.get(eventId, query, () => computeResults(db, eventId, query));
  // computeResults answers the contract's 404 when the event has no timing.
  const texts =
    laps.size === 0
      ? [await results({})]
      : await Promise.all([...laps.keys()].map((distance) => results({ distance })));
  const [{ sexOf, runnerOf }, { records }] = await Promise.all([bibRiders(db, eventId), timedRecords(db, eventId)]);
  // Laps are counted in passage order, as computeResults counts them.
  const lapOf = new Map<number, number>();
  const crossings: Crossing[] = [];
  for (const r of records.sort((a, b) => a.recordedAt - b.recordedAt || a.id - b.id)) {
    if (r.dorsal === null || r.review !== null) continue;
    const lap = (lapOf.get(r.dorsal) ?? 0) + 1;
    lapOf.set(r.dorsal, lap);
    crossings.push({ id: r.id, dorsal: r.dorsal, lap, at: r.recordedAt, time: r.timeMs });
  }
  const distances = texts.map((json) => JSON.parse(json) as ResultsResponse);
  const bytes = 3 * texts.reduce((total, json) => total + json.length, 0) + 80 * crossings.length;
  return { event, distances, sexOf, runnerOf, crossings, generatedAt: Date.now(), bytes };
}

const finishersOf = (results: ResultsResponse) => results.overall.filter((r) => r.status === 'COMPLETED').length;

export interface ResultsHub {
  snapshot(eventId: number): Promise<EventSnapshot>;
  editions(): Promise<EditionsResponse>;
}

/**
 * The hub's reads, kept in the app's results cache with the live results (results-cache.ts): one snapshot
 * per event shared by every visitor, dropped by a stored passage or correction of the event, a short TTL
 * for the rest, and the cache's room in bytes; the editions list goes with a change of any event.
 */
export function createResultsHub(db: Q, cache: ResultsCache): ResultsHub {
  const snapshot = (eventId: number) =>
    cache.derived(
      'hub',
      eventId,
      () => eventSnapshot(db, cache, eventId),
      (s) => s.bytes,
    );

  async function computeEditions(): Promise<EditionsResponse> {
    const list: EditionsResponse['editions'] = [];
    for (const eventId of await editionsWithResults(db)) {
      const s = await snapshot(eventId);
      list.push({
        eventId,
        nombre: s.event.nombre,
        fecha: s.event.fecha,
        lugar: s.event.lugar,
        finishers: s.distances.reduce((total, d) => total + finishersOf(d), 0),
        finished: s.distances.every((d) => d.finished),
      });
    }
    return { editions: list };
  }

  return {
    snapshot,
    editions: () => cache.derived('hub-editions', null, computeEditions, (e) => JSON.stringify(e).length),
  };
}

export function ridersOf(s: EventSnapshot): RidersResponse {
  return {
    eventId: s.event.id,
    eventName: s.event.nombre,
    riders: s.distances.flatMap((d) =>
      d.overall.map((row) => ({
        dorsal: row.dorsal,
        runnerName: row.runnerName,
        categoryName: row.categoryName,
        distance: d.distance,
        status: row.status,
        position: row.position,
        overallPosition: row.overallPosition,
        finalTime: row.finalTime,
      })),
    ),
  };
}

/**
 * What a rider's diploma and share card draw (diploma.ts DrawnResult) and what decides whether they have one:
 * the result's heading, status and places, without the gaps and lap standings of the rider's page, which cost
 * several times more on a large event (a flood of file requests would pay them for nothing).
 */
export type RiderPlaces = Pick<
  RiderResult,
  | 'eventId'
  | 'eventName'
  | 'eventDate'
  | 'eventPlace'
  | 'organizer'
  | 'dorsal'
  | 'runnerName'
  | 'categoryName'
  | 'distance'
  | 'status'
  | 'finalTime'
  | 'sex'
> & {
  overall: Omit<RiderResult['overall'], 'gaps'>;
  category: Omit<RiderResult['category'], 'gaps'>;
};

type Sex = 'M' | 'F';

/** A distance's finishers, whole and by category and sex: what every rider's places are counted against. */
interface DistancePlaces {
  finishers: number;
  categoryFinishers: Map<string, number>;
  sexFinishers: Map<Sex, number>;
  /** Each row's place among the distance's riders of its sex, by the results' own ranking (decision 012). */
  sexPlaces: Map<ResultRow, number | null>;
}

interface SnapshotPlaces {
  /** Each bib's row, in the first distance that has it. */
  rows: Map<number, { results: ResultsResponse; row: ResultRow; distance: DistancePlaces }>;
}

const placesIndexes = new WeakMap<EventSnapshot, SnapshotPlaces>();

/**
 * The snapshot's places, counted once per snapshot: a crowd asking for different riders' diplomas at once
 * (all waiting for the same snapshot, then answered in one go) costs a lookup each instead of passes over
 * the distance's riders, which kept the event loop busy some 200 ms for 200 requests on 2,000 riders.
 */
function placesIndex(s: EventSnapshot): SnapshotPlaces {
  let index = placesIndexes.get(s);
  if (index) return index;
  index = { rows: new Map() };
  for (const results of s.distances) {
    const completed = (r: ResultRow) => r.status === 'COMPLETED';
    const distance: DistancePlaces = {
      finishers: results.overall.filter(completed).length,
      categoryFinishers: new Map(results.categories.map((c) => [c.name, c.runners.filter(completed).length])),
      sexFinishers: new Map(),
      sexPlaces: new Map(),
    };
    // The overall rows are in ranking order: each sex's rows, in that order, are that sex's ranking.
    const bySex = new Map<Sex, ResultRow[]>();
    for (const row of results.overall) {
      const sex = s.sexOf.get(row.dorsal) ?? null;
      if (sex !== null) {
        if (completed(row)) distance.sexFinishers.set(sex, (distance.sexFinishers.get(sex) ?? 0) + 1);
        const rows = bySex.get(sex);
        if (rows) rows.push(row);
        else bySex.set(sex, [row]);
      }
      if (!index.rows.has(row.dorsal)) index.rows.set(row.dorsal, { results, row, distance });
    }
    for (const rows of bySex.values()) {
      const places = placesInOrder(rows.map(rankKeyOfRow));
      for (let i = 0; i < rows.length; i++) distance.sexPlaces.set(rows[i]!, places[i]!);
    }
  }
  placesIndexes.set(s, index);
  return index;
}

function placesOf(s: EventSnapshot, dorsal: number) {
  const found = placesIndex(s).rows.get(dorsal);
  if (!found) throw notFound(m.riderNotFound);
  const { results, row, distance } = found;
  const sex = s.sexOf.get(dorsal) ?? null;
  const inCategory = distance.categoryFinishers.get(row.categoryName);
  const places: RiderPlaces = {
    eventId: s.event.id,
    eventName: s.event.nombre,
    eventDate: s.event.fecha,
    eventPlace: s.event.lugar,
    organizer: s.event.organizer,
    dorsal: row.dorsal,
    runnerName: row.runnerName,
    categoryName: row.categoryName,
    distance: results.distance,
    status: row.status,
    finalTime: row.finalTime,
    overall: { position: row.overallPosition, of: distance.finishers },
    // A rider of no listed category is the only one of theirs.
    category: { position: row.position, of: inCategory ?? (row.status === 'COMPLETED' ? 1 : 0) },
    sex:
      sex === null
        ? null
        : {
            position: distance.sexPlaces.get(row) ?? null,
            of: distance.sexFinishers.get(sex) ?? 0,
            label: sex === 'F' ? 'General femenina' : 'General masculina',
          },
  };
  return { results, row, places };
}

export const riderPlaces = (s: EventSnapshot, dorsal: number): RiderPlaces => placesOf(s, dorsal).places;

export function riderResult(s: EventSnapshot, dorsal: number): RiderResult {
  const { results, row, places } = placesOf(s, dorsal);
  const category = results.categories.find((c) => c.name === row.categoryName)?.runners ?? [row];
  return {
    eventId: places.eventId,
    eventName: places.eventName,
    eventDate: places.eventDate,
    eventPlace: places.eventPlace,
    organizer: places.organizer,
    finished: results.finished,
    generatedAt: results.generatedAt,
    dorsal: places.dorsal,
    inscriptionId: row.id,
    runnerId: s.runnerOf.get(dorsal) ?? null,
    runnerName: places.runnerName,
    club: row.club ?? null,
    categoryName: places.categoryName,
    groupName: row.groupName ?? null,
    distance: places.distance,
    laps: results.laps,
    status: places.status,
    finalTime: places.finalTime,
    penaltyTime: row.penaltyTime,
    completedLaps: row.completedLaps,
    overall: { ...places.overall, gaps: gapsIn(results.overall, row) },
    category: { ...places.category, gaps: gapsIn(category, row) },
    sex: places.sex,
    lapDetails: lapStandings(results.overall, row),
  };
}

export function podiumOf(s: EventSnapshot, size: number): PodiumResponse {
  return {
    eventId: s.event.id,
    eventName: s.event.nombre,
    eventDate: s.event.fecha,
    eventPlace: s.event.lugar,
    size,
    finished: s.distances.every((d) => d.finished),
    generatedAt: s.generatedAt,
    distances: s.distances.map((d) => ({
      distance: d.distance,
      // Categories already come in the default-by-age order (rankResults → compareCategoryNames).
      categories: d.categories.map((c) => ({
        name: c.name,
        // Finishers only: riders on course have live places (decision 012), always behind the category's finishers.
        podium: c.runners
          .filter((r) => r.position !== null && r.position <= size && r.finalTime !== null)
          .map((r) => ({
            position: r.position as number,
            dorsal: r.dorsal,
            runnerName: r.runnerName,
            finalTime: r.finalTime as number,
          })),
      })),
    })),
  };
}

export function finishLineOf(s: EventSnapshot): FinishLineResponse {
  const rowOf = new Map<number, { row: ResultRow; results: ResultsResponse }>();
  for (const results of s.distances) for (const row of results.overall) rowOf.set(row.dorsal, { row, results });
  const arrivals: FinishLineResponse['arrivals'] = [];
  for (let i = s.crossings.length - 1; i >= 0 && arrivals.length < FINISH_LINE_ARRIVALS; i--) {
    const crossing = s.crossings[i]!;
    const found = rowOf.get(crossing.dorsal);
    // Passages beyond the distance's laps (a rider going round again) are not arrivals.
    if (!found || crossing.lap > found.results.laps) continue;
    const { row, results } = found;
    const laps = row.lapTimes.slice(0, crossing.lap);
    arrivals.push({
      id: crossing.id,
      dorsal: row.dorsal,
      runnerName: row.runnerName,
      categoryName: row.categoryName,
      distance: results.distance,
      lap: crossing.lap,
      laps: results.laps,
      at: crossing.at,
      elapsed: laps.length === crossing.lap ? laps.reduce((total, l) => total + l.time, 0) : crossing.time,
      // A finisher's place on their finish; a rider on course's place now, beside their latest crossing (decision 012).
      categoryPosition: crossing.lap === row.completedLaps ? row.position : null,
      status: row.status,
    });
  }
  return {
    eventId: s.event.id,
    eventName: s.event.nombre,
    finished: s.distances.every((d) => d.finished),
    generatedAt: s.generatedAt,
    arrivals,
    distances: s.distances.map((d) => ({
      distance: d.distance,
      laps: d.laps,
      finishers: finishersOf(d),
      riders: d.overall.filter((r) => r.status !== 'DNS').length,
      leaders: d.categories.flatMap((c) => {
        const first = c.runners.find((r) => r.position === 1 && r.finalTime !== null);
        return first
          ? [{ categoryName: c.name, dorsal: first.dorsal, runnerName: first.runnerName, finalTime: first.finalTime! }]
          : [];
      }),
    })),
  };
}
