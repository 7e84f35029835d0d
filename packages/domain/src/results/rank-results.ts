import { compareCategoryNames } from './category-order.ts';
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
  status: 'DNF' | 'DISQUALIFIED' | null;
}

const STATUS_ORDER: Record<ResultStatus, number> = {
  COMPLETED: 0,
  IN_PROGRESS: 1,
  PENDING: 2,
  DNF: 3,
  DISQUALIFIED: 4,
};

function toRow(rider: RiderTimes, totalLaps: number): ResultRow {
  const laps = rider.lapTimes.slice(0, totalLaps);
  const completed = laps.length === totalLaps;
  const status: ResultStatus = rider.status ?? (completed ? 'COMPLETED' : laps.length > 0 ? 'IN_PROGRESS' : 'PENDING');
  const sum = laps.reduce((total, lap) => total + lap, 0);
  return {
    id: rider.id,
    dorsal: rider.dorsal,
    runnerName: rider.runnerName,
    categoryName: rider.categoryName,
    groupName: rider.groupName ?? null,
    finalTime: status === 'COMPLETED' ? sum + rider.penaltyMs : null,
    penaltyTime: rider.penaltyMs,
    completedLaps: laps.length,
    totalLaps,
    position: null,
    overallPosition: null,
    status,
    lapTimes: laps.map((time, index) => ({ lap: index + 1, time })),
  };
}

/** Riders still racing: more laps first, then the shorter elapsed time so far. */
const elapsed = (row: ResultRow) => row.lapTimes.reduce((total, lap) => total + lap.time, 0) + row.penaltyTime;

function compare(a: ResultRow, b: ResultRow): number {
  return (
    STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
    (a.status === 'COMPLETED' ? (a.finalTime ?? 0) - (b.finalTime ?? 0) : 0) ||
    b.completedLaps - a.completedLaps ||
    elapsed(a) - elapsed(b) ||
    a.dorsal - b.dorsal
  );
}

/** Positions 1, 2, 2, 4 … for COMPLETED rows (already sorted); ties share a position. */
function positions(rows: readonly ResultRow[]): Map<number, number> {
  const result = new Map<number, number>();
  let previous: number | null = null;
  let position = 0;
  rows.forEach((row, index) => {
    if (row.status !== 'COMPLETED' || row.finalTime === null) return;
    if (row.finalTime !== previous) position = index + 1;
    previous = row.finalTime;
    result.set(row.id, position);
  });
  return result;
}

/**
 * Results of one distance (D12): COMPLETED riders by total (laps + penalty), then riders still
 * racing by laps done, then those with no passage, then DNF and DSQ. Only COMPLETED riders get
 * positions, in their category and overall; equal totals share a position. Categories come in the
 * order of the default-by-age table (compareCategoryNames), not alphabetically.
 */
export function rankResults(
  riders: readonly RiderTimes[],
  totalLaps: number,
): { overall: ResultRow[]; categories: { name: string; runners: ResultRow[] }[] } {
  const overall = riders.map((rider) => toRow(rider, totalLaps)).sort(compare);
  const overallPositions = positions(overall);
  const byCategory = new Map<string, ResultRow[]>();
  for (const row of overall) {
    row.overallPosition = overallPositions.get(row.id) ?? null;
    const list = byCategory.get(row.categoryName) ?? [];
    list.push(row);
    byCategory.set(row.categoryName, list);
  }
  const categories = [...byCategory.entries()]
    .sort(([a], [b]) => compareCategoryNames(a, b))
    .map(([name, runners]) => {
      const categoryPositions = positions(runners);
      for (const row of runners) row.position = categoryPositions.get(row.id) ?? null;
      return { name, runners };
    });
  return { overall, categories };
}
