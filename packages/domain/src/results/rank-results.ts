import { compareCategoryNames } from './category-order.ts';
import type { RiderStatus } from './result-status.ts';
import type { ResultRow, ResultStatus } from './results.schemas.ts';

export interface RiderTimes {
  id: number;
  dorsal: number;
  runnerName: string;
  /** The runner's club (free text they gave), shown small beside the name; null or absent when none. */
  club?: string | null;
  categoryName: string;
  /** The rider's start group, when their category has one. */
  groupName?: string | null;
  /** Per-lap times in ms, lap 1 first (already corrected). Laps beyond the distance's are ignored. */
  lapTimes: readonly number[];
  /** The instant (epoch ms) of the passage that closed each lap, beside `lapTimes`; shown, never ranked by. */
  passedAt?: readonly number[];
  penaltyMs: number;
  /** Set by an administrator (D12); null otherwise. */
  status: RiderStatus | null;
}

const STATUS_ORDER: Record<ResultStatus, number> = {
  COMPLETED: 0,
  IN_PROGRESS: 1,
  PENDING: 2,
  DNF: 3,
  DNS: 4,
  DISQUALIFIED: 5,
};

/** What ordering reads of a row, as numbers, so a comparison adds up no laps and looks up nothing. */
export interface RankKey {
  /** STATUS_ORDER of the row's status. */
  order: number;
  laps: number;
  /** Laps so far plus penalty: a finisher's final time, and what orders riders still racing. */
  elapsed: number;
  dorsal: number;
  id: number;
}

interface Ranked extends RankKey {
  row: ResultRow;
}

/**
 * The key of a row already computed (a client rebuilding results from a delta): the same numbers toRanked
 * takes from the rider, as the row's laps are the rider's counted laps, summed in the same order.
 */
export function rankKeyOfRow(row: ResultRow): RankKey {
  let sum = 0;
  for (const lap of row.lapTimes) sum += lap.time;
  return {
    order: STATUS_ORDER[row.status],
    laps: row.lapTimes.length,
    elapsed: sum + row.penaltyTime,
    dorsal: row.dorsal,
    id: row.id,
  };
}

function toRanked(rider: RiderTimes, totalLaps: number, over: boolean): Ranked {
  // A DNS rider's passages wait until the DNS is cleared: no list shows a DNS with laps (decision 014).
  const count = rider.status === 'DNS' ? 0 : Math.min(rider.lapTimes.length, totalLaps);
  const lapTimes = new Array<{ lap: number; time: number }>(count);
  let sum = 0;
  for (let index = 0; index < count; index++) {
    const time = rider.lapTimes[index]!;
    sum += time;
    lapTimes[index] = { lap: index + 1, time };
  }
  const status: ResultStatus =
    rider.status ?? (count === totalLaps ? 'COMPLETED' : count > 0 ? 'IN_PROGRESS' : over ? 'DNS' : 'PENDING');
  const row: ResultRow = {
    id: rider.id,
    dorsal: rider.dorsal,
    runnerName: rider.runnerName,
    club: rider.club ?? null,
    categoryName: rider.categoryName,
    groupName: rider.groupName ?? null,
    finalTime: status === 'COMPLETED' ? sum + rider.penaltyMs : null,
    penaltyTime: rider.penaltyMs,
    completedLaps: count,
    totalLaps,
    position: null,
    overallPosition: null,
    status,
    lapTimes,
    lastPassageAt: count > 0 ? (rider.passedAt?.[count - 1] ?? null) : null,
  };
  return {
    row,
    order: STATUS_ORDER[status],
    laps: count,
    elapsed: sum + rider.penaltyMs,
    dorsal: rider.dorsal,
    id: rider.id,
  };
}

/**
 * The one ranking of a distance, during the race and after it (decision 012): more laps first, then the shorter
 * elapsed time from the rider's own wave at their last counted passage, penalty included (a finisher's total is
 * exactly that, and finishers all have every lap: one rule orders both, and nobody jumps as they finish). Riders
 * with no passage, DNF, DNS and DSQ come after, in that order. The id last makes the order total, so a client
 * sorting rows it received in another order (applyResultsDelta) gets the server's.
 */
export function compareRankKeys(a: RankKey, b: RankKey): number {
  return a.order - b.order || b.laps - a.laps || a.elapsed - b.elapsed || a.dorsal - b.dorsal || a.id - b.id;
}

/** Statuses that hold a place: finishers and riders on course with a lap done (decision 012). */
const PLACED_ORDERS: ReadonlySet<number> = new Set([STATUS_ORDER.COMPLETED, STATUS_ORDER.IN_PROGRESS]);

/** Whether two keys stand level: the same laps in the same time (compareRankKeys' tie before the bib). */
const level = (a: RankKey, b: RankKey) => a.order === b.order && a.laps === b.laps && a.elapsed === b.elapsed;

/**
 * Places 1, 2, 2, 4 … of keys already in compareRankKeys order (any subset of one ranking: a category, one sex):
 * finishers and riders on course are placed, level keys share a place; the others get null.
 */
export function placesInOrder(keys: readonly RankKey[]): (number | null)[] {
  const places = new Array<number | null>(keys.length);
  let previous: RankKey | null = null;
  let place = 0;
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index]!;
    if (!PLACED_ORDERS.has(key.order)) {
      places[index] = null;
      continue;
    }
    if (previous === null || !level(previous, key)) place = index + 1;
    previous = key;
    places[index] = place;
  }
  return places;
}

/** What a placed row is behind the first of its ranking: whole laps, or on the same lap, time (ms). */
export type LiveGap = { laps: number; time: null } | { laps: 0; time: number };

/**
 * The gap of `row` to `leader`, the first of the ranking it is shown in (decision 012): the laps it is down, or
 * on the leader's lap, the difference of their elapsed times (penalties included). Null when either has no place.
 */
export function liveGap(leader: ResultRow, row: ResultRow): LiveGap | null {
  const first = rankKeyOfRow(leader);
  const mine = rankKeyOfRow(row);
  if (!PLACED_ORDERS.has(first.order) || !PLACED_ORDERS.has(mine.order)) return null;
  if (first.laps > mine.laps) return { laps: first.laps - mine.laps, time: null };
  return { laps: 0, time: Math.max(0, mine.elapsed - first.elapsed) };
}

/**
 * Results of one distance (D12), ranked by compareRankKeys: COMPLETED riders by total (laps + penalty), then riders
 * still racing by laps done and elapsed time, then those with no passage, then DNF, DNS and DSQ. Once the event is
 * `over`, a rider with no passage and no status reads DNS (decision 007). Finishers and riders on course get
 * positions, in their category and overall, the latter live (decision 012); level riders share a position.
 * Categories come in the order of the default-by-age table (compareCategoryNames), not alphabetically.
 */
export function rankResults(
  riders: readonly RiderTimes[],
  totalLaps: number,
  over = false,
): { overall: ResultRow[]; categories: { name: string; runners: ResultRow[] }[] } {
  const ranked = riders.map((rider) => toRanked(rider, totalLaps, over)).sort(compareRankKeys);
  const overallPlaces = placesInOrder(ranked);
  const byCategory = new Map<string, Ranked[]>();
  for (let index = 0; index < ranked.length; index++) {
    const item = ranked[index]!;
    item.row.overallPosition = overallPlaces[index]!;
    const list = byCategory.get(item.row.categoryName);
    if (list) list.push(item);
    else byCategory.set(item.row.categoryName, [item]);
  }
  for (const list of byCategory.values()) {
    const places = placesInOrder(list);
    for (let index = 0; index < list.length; index++) list[index]!.row.position = places[index]!;
  }
  const overall = ranked.map((item) => item.row);
  return { overall, categories: groupByCategory(overall) };
}

/**
 * The categories of ranked rows: each with its rows in the overall order, the categories in the order of the
 * default-by-age table (compareCategoryNames; names it sees as equal keep the order they first appear in).
 */
export function groupByCategory(overall: readonly ResultRow[]): { name: string; runners: ResultRow[] }[] {
  const byCategory = new Map<string, ResultRow[]>();
  for (const row of overall) {
    const list = byCategory.get(row.categoryName);
    if (list) list.push(row);
    else byCategory.set(row.categoryName, [row]);
  }
  return [...byCategory.entries()]
    .sort(([a], [b]) => compareCategoryNames(a, b))
    .map(([name, runners]) => ({ name, runners }));
}
