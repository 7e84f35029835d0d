import { compareCategoryNames } from '../results/category-order.ts';
import type { ResultStatus } from '../results/result-status.ts';
import type { Scoring, StandingResult, StandingRow } from './championship.schemas.ts';

// Standings across a championship's dates: one line per runner and category, ties walked back date by date
// (docs/decisions/009-championship-standings.md).

/** A rider's result at one event, as the championship reads it: the runner, not the bib, names them. */
export interface EventResult {
  /** Null for a rider a past edition's sheet named without an account (decision 018), until linked. */
  runnerId: number | null;
  /**
   * Who the rider is across dates when there is no runner: the DNI the sheet gave, else the name folded
   * (nameKeyOf). Ignored when runnerId is set.
   */
  personKey?: string;
  runnerName: string;
  club?: string | null;
  categoryName: string;
  /** The distance the category was raced at: a category name used at two distances makes two standings. */
  distance?: number;
  /** Place in the category; a finisher's only. */
  position: number | null;
  status: ResultStatus;
}

/**
 * Points of one result: the table's for a placed finisher (`beyondTable` past its end), the status's for DNF, DNS
 * and DSQ; null for a rider still racing or with no passage yet, who has no points yet.
 */
export function pointsFor(result: Pick<EventResult, 'position' | 'status'>, scoring: Scoring): number | null {
  switch (result.status) {
    case 'COMPLETED':
      return result.position === null
        ? scoring.beyondTable
        : (scoring.table[result.position - 1] ?? scoring.beyondTable);
    case 'DNF':
      return scoring.dnf;
    case 'DNS':
      return scoring.dns;
    case 'DISQUALIFIED':
      return scoring.dsq;
    default:
      return null;
  }
}

/**
 * Which points count when only the best `n` do (null: all): the n highest, an earlier date first among equal
 * points. A date without points (null) never counts.
 */
export function bestN(points: readonly (number | null)[], n: number | null): boolean[] {
  const scored = points
    .map((value, index) => ({ value, index }))
    .filter((p): p is { value: number; index: number } => p.value !== null)
    .sort((a, b) => b.value - a.value || a.index - b.index);
  const kept = new Set(scored.slice(0, n ?? scored.length).map((p) => p.index));
  return points.map((_, index) => kept.has(index));
}

const NOT_PLACED = 1_000_000;
/** How good a result is for the tie-break, lower better: a place, then DNF, DNS, DSQ, then no result. */
function resultRank(result: StandingResult): number {
  if (result.status === 'COMPLETED') return result.position ?? NOT_PLACED;
  if (result.status === 'DNF') return NOT_PLACED + 1;
  if (result.status === 'DNS') return NOT_PLACED + 2;
  if (result.status === 'DISQUALIFIED') return NOT_PLACED + 3;
  return NOT_PLACED + 4;
}

type Line = Omit<StandingRow, 'position'>;

/**
 * The tie-break of two lines of one category (negative: `a` ahead), the organiser's "more wins, then better last
 * result": the higher total; then more first places (at any date, counted or not); then, from the last date of
 * the championship back to the first, the better result at the first date where the two differ (a place beats
 * DNF, which beats DNS, then DSQ, then not having raced that date). 0 when nothing parts them: they share a place.
 */
export function compareStandingLines(a: Line, b: Line): number {
  if (a.total !== b.total) return b.total - a.total;
  if (a.wins !== b.wins) return b.wins - a.wins;
  for (let date = Math.max(a.results.length, b.results.length) - 1; date >= 0; date--) {
    const ra = a.results[date];
    const rb = b.results[date];
    const diff = (ra ? resultRank(ra) : NOT_PLACED + 4) - (rb ? resultRank(rb) : NOT_PLACED + 4);
    if (diff !== 0) return diff;
  }
  return 0;
}

const collator = new Intl.Collator('es', { sensitivity: 'base' });

/** The order of a category's lines: the tie-break, then (for lines sharing a place) name and runner id. */
export function compareStandingRows(a: Line, b: Line): number {
  return (
    compareStandingLines(a, b) || collator.compare(a.runnerName, b.runnerName) || (a.runnerId ?? 0) - (b.runnerId ?? 0)
  );
}

/** A result's rider across dates: the runner, or for a rider without an account the person key. */
const riderKey = (result: EventResult) =>
  result.runnerId === null ? `p:${result.personKey ?? result.runnerName}` : `r:${result.runnerId}`;

/**
 * The standings' categories: by name within a distance. Where one name is raced at two distances, each gets
 * its own standings, named with the distance ('Promocional · 33 km').
 */
function categoriesOf(dates: readonly (readonly EventResult[])[]): (result: EventResult) => string {
  const distances = new Map<string, Set<number | undefined>>();
  for (const results of dates) {
    for (const { categoryName, distance } of results) {
      const seen = distances.get(categoryName) ?? new Set();
      distances.set(categoryName, seen.add(distance));
    }
  }
  return ({ categoryName, distance }) =>
    (distances.get(categoryName)?.size ?? 1) > 1 && distance !== undefined
      ? `${categoryName} · ${distance} km`
      : categoryName;
}

const EMPTY: StandingResult = { position: null, status: null, points: null, counts: false };

/**
 * A championship's standings: one line per runner and category within a distance (a rider who changed category
 * has a line in each; riders known only by name are one rider per DNI or name, decision 018),
 * the points of each date (`dates[i]`, fecha i + 1) by pointsFor, the best `scoring.bestOf` counted (bestN) and
 * summed, the lines ordered by compareStandingRows with places shared where compareStandingLines finds no
 * difference. Categories come in the order of the default-by-age table.
 */
export function buildStandings(
  dates: readonly (readonly EventResult[])[],
  scoring: Scoring,
): { name: string; rows: StandingRow[] }[] {
  const lines = new Map<string, { categoryName: string; line: Line }>();
  const categoryOf = categoriesOf(dates);
  dates.forEach((results, date) => {
    for (const result of results) {
      const categoryName = categoryOf(result);
      const key = `${riderKey(result)}\u0000${categoryName}`;
      let entry = lines.get(key);
      if (!entry) {
        entry = {
          categoryName,
          line: {
            runnerId: result.runnerId,
            runnerName: result.runnerName,
            club: result.club ?? null,
            total: 0,
            wins: 0,
            results: dates.map(() => EMPTY),
          },
        };
        lines.set(key, entry);
      }
      const own: StandingResult = {
        position: result.status === 'COMPLETED' ? result.position : null,
        status: result.status,
        points: pointsFor(result, scoring),
        counts: false,
      };
      const before = entry.line.results[date]!;
      // One result per rider and date; were there two (a data mistake), the better one stands.
      if (before.status === null || resultRank(own) < resultRank(before)) entry.line.results[date] = own;
      // The latest name and club the rider raced under.
      entry.line.runnerName = result.runnerName;
      if (result.club) entry.line.club = result.club;
    }
  });

  const byCategory = new Map<string, Line[]>();
  for (const { categoryName, line } of lines.values()) {
    const counts = bestN(
      line.results.map((r) => r.points),
      scoring.bestOf,
    );
    line.results = line.results.map((r, index) => (counts[index] ? { ...r, counts: true } : r));
    line.total = line.results.reduce((sum, r) => sum + (r.counts ? (r.points ?? 0) : 0), 0);
    line.wins = line.results.filter((r) => r.status === 'COMPLETED' && r.position === 1).length;
    const list = byCategory.get(categoryName);
    if (list) list.push(line);
    else byCategory.set(categoryName, [line]);
  }

  return [...byCategory.entries()]
    .sort(([a], [b]) => compareCategoryNames(a, b) || (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, list]) => {
      list.sort(compareStandingRows);
      const rows: StandingRow[] = [];
      list.forEach((line, index) => {
        const previous = rows[index - 1];
        const shares = previous !== undefined && compareStandingLines(previous, line) === 0;
        rows.push({ position: shares ? previous.position : index + 1, ...line });
      });
      return { name, rows };
    });
}
