import { compareCategoryNames } from './category-order.ts';
import type { RiderStatus } from './result-status.ts';
import type { ResultRow, ResultStatus } from './results.schemas.ts';

export interface RiderTimes {
  id: number;
  dorsal: number;
  runnerName: string;
  categoryName: string;
  /** The rider's start group, when their category has one. */
  groupName?: string | null;
  /** Per-lap times in ms, lap 1 first (already corrected). Laps beyond the distance's are ignored. */
  lapTimes: readonly number[];
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
  const count = Math.min(rider.lapTimes.length, totalLaps);
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
 * Finishers by total; riders still racing by more laps first, then the shorter elapsed time so far. (A finisher's
 * total is its elapsed time, and finishers all have every lap: one rule orders both.) The id last makes the order
 * total, so a client sorting rows it received in another order (applyResultsDelta) gets the server's.
 */
export function compareRankKeys(a: RankKey, b: RankKey): number {
  return a.order - b.order || b.laps - a.laps || a.elapsed - b.elapsed || a.dorsal - b.dorsal || a.id - b.id;
}

/** Positions 1, 2, 2, 4 … for the COMPLETED rows (already sorted), written into `key`; ties share a position. */
function assignPositions(rows: readonly ResultRow[], key: 'position' | 'overallPosition'): void {
  let previous: number | null = null;
  let position = 0;
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index]!;
    if (row.status !== 'COMPLETED' || row.finalTime === null) continue;
    if (row.finalTime !== previous) position = index + 1;
    previous = row.finalTime;
    row[key] = position;
  }
}

/**
 * Results of one distance (D12): COMPLETED riders by total (laps + penalty), then riders still
 * racing by laps done, then those with no passage, then DNF, DNS and DSQ. Once the event is `over`, a rider with
 * no passage and no status reads DNS (decision 007). Only COMPLETED riders get
 * positions, in their category and overall; equal totals share a position. Categories come in the
 * order of the default-by-age table (compareCategoryNames), not alphabetically.
 */
export function rankResults(
  riders: readonly RiderTimes[],
  totalLaps: number,
  over = false,
): { overall: ResultRow[]; categories: { name: string; runners: ResultRow[] }[] } {
  const overall = riders
    .map((rider) => toRanked(rider, totalLaps, over))
    .sort(compareRankKeys)
    .map((ranked) => ranked.row);
  assignPositions(overall, 'overallPosition');
  const categories = groupByCategory(overall);
  for (const category of categories) assignPositions(category.runners, 'position');
  return { overall, categories };
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
