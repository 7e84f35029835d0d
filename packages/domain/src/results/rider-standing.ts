import { placesInOrder, rankKeyOfRow } from './rank-results.ts';
import type { ResultRow, ResultStatus } from './results.schemas.ts';

export interface Gaps {
  /** Behind the first of the ranking, in ms (0 for the winner and whoever ties them). */
  toFirst: number | null;
  /** Behind the nearest rider with a strictly better time, in ms; null for the first (ties included). */
  toAhead: number | null;
}

export interface LapStanding {
  lap: number;
  /** The lap's own time (partial), in ms. */
  time: number;
  /** Time since the start at the end of this lap (no penalty), in ms. */
  cumulative: number;
  /** Place at the end of this lap among the distance's riders who completed it (ties share); null for a DSQ. */
  position: number | null;
  /** The same among the rider's category. */
  categoryPosition: number | null;
  /** How many riders of the distance completed this lap. */
  riders: number;
  /** Mean time of this lap among the category's riders who completed it, in ms. */
  categoryAverage: number;
}

/**
 * Gaps of a finisher within one ranking (D12): to the best final time and to the nearest strictly
 * better one, so two riders on the same time are at 0 from each other and share their gap to those ahead.
 */
export function gapsIn(rows: readonly ResultRow[], row: ResultRow): Gaps {
  if (row.status !== 'COMPLETED' || row.finalTime === null) return { toFirst: null, toAhead: null };
  const mine = row.finalTime;
  const times = rows.filter((r) => r.status === 'COMPLETED' && r.finalTime !== null).map((r) => r.finalTime as number);
  const best = Math.min(...times);
  const ahead = times.filter((t) => t < mine);
  return { toFirst: mine - best, toAhead: ahead.length === 0 ? null : mine - Math.max(...ahead) };
}

/** 1-based places of `value` among `values` (smaller is better), ties sharing: 1, 2, 2, 4. */
function shareRank(values: readonly number[], value: number): number {
  return values.filter((v) => v < value).length + 1;
}

const cumulativeAt = (row: ResultRow, lap: number) =>
  row.lapTimes.slice(0, lap).reduce((total, current) => total + current.time, 0);

/** Out of every lap ranking: a disqualified rider, and one who never started (any passage of theirs is a mistake). */
const UNRANKED: ReadonlySet<ResultStatus> = new Set(['DISQUALIFIED', 'DNS']);

/**
 * The rider's standing lap by lap: each lap's time, the time since the start at its end and the place
 * then, overall (among `distanceRows`, the distance's riders) and in the category. Disqualified riders
 * are out of every ranking, so their own laps have times and no place; riders who stopped (DNF) count on
 * the laps they completed; a rider who never started (DNS) has no laps.
 */
export function lapStandings(distanceRows: readonly ResultRow[], row: ResultRow): LapStanding[] {
  if (row.status === 'DNS') return [];
  const ranked = distanceRows.filter((r) => !UNRANKED.has(r.status));
  const placed = !UNRANKED.has(row.status);
  return row.lapTimes.map(({ lap, time }) => {
    const onLap = ranked.filter((r) => r.lapTimes.length >= lap);
    const sameCategory = onLap.filter((r) => r.categoryName === row.categoryName);
    const cumulative = cumulativeAt(row, lap);
    const categoryTimes = sameCategory.map((r) => r.lapTimes[lap - 1]?.time ?? 0);
    return {
      lap,
      time,
      cumulative,
      position: placed
        ? shareRank(
            onLap.map((r) => cumulativeAt(r, lap)),
            cumulative,
          )
        : null,
      categoryPosition: placed
        ? shareRank(
            sameCategory.map((r) => cumulativeAt(r, lap)),
            cumulative,
          )
        : null,
      riders: onLap.length,
      categoryAverage:
        categoryTimes.length === 0
          ? time
          : Math.round(categoryTimes.reduce((total, t) => total + t, 0) / categoryTimes.length),
    };
  });
}

/**
 * Places among riders of one sex (their own ranking of the distance), by the results' one ranking: finishers,
 * then riders on course live (decision 012), level riders sharing a place; null for the unranked.
 * `sameSex` holds the distance's rows of that sex in the order of rankResults.
 */
export function positionAmong(sameSex: readonly ResultRow[], row: ResultRow): number | null {
  const index = sameSex.indexOf(row);
  if (index === -1) return null;
  return placesInOrder(sameSex.map(rankKeyOfRow))[index] ?? null;
}
