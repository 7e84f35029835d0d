import { formatClockTime } from '@carreras/domain/dates';
import { liveGap } from '@carreras/domain/results/rank-results';
import { resultStatusBadge } from '@carreras/domain/results/result-status';
import type { ResultRow } from '@carreras/domain/results/results.schemas';
import { formatElapsed } from '@carreras/domain/timing/time-format';

/**
 * One precision everywhere on the results screens: h:mm:ss.hh, as the timing clock shows (totals, laps
 * and penalties alike).
 */
export const formatResultTime = formatElapsed;

/** The final time, or null when the rider has none (their status says why). */
export function resultTime(row: ResultRow): string | null {
  return row.finalTime === null ? null : formatResultTime(row.finalTime);
}

/** The status shown beside a rider: none for a finisher, one label otherwise ('Sin pasadas', 'En curso'…). */
export const statusLabel = (row: ResultRow): string | null => resultStatusBadge(row.status);

export const STATUS_COLORS: Record<ResultRow['status'], string> = {
  COMPLETED: 'monte',
  IN_PROGRESS: 'blue.9',
  DNF: 'grape.9',
  // The final form of PENDING (no passage once the event is over): the same grey, darker.
  DNS: 'gray.9',
  DISQUALIFIED: 'red.9',
  PENDING: 'gray.7',
};

/** Bib · category (· start group), the line under a rider's name. */
export function riderDetails(row: ResultRow, { category, group }: { category: boolean; group: boolean }): string {
  return [`#${row.dorsal}`, category ? row.categoryName : null, group ? row.groupName : null]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
}

/**
 * How far a placed rider is behind the first of the list shown (decision 012): 'a 1 vuelta' when laps down,
 * '+0:01:40.00' on the leader's lap; null for the leader and for riders with no place.
 */
export function gapText(leader: ResultRow | undefined, row: ResultRow): string | null {
  if (leader === undefined || leader === row) return null;
  const gap = liveGap(leader, row);
  if (gap === null) return null;
  if (gap.time === null) return `a ${gap.laps} ${gap.laps === 1 ? 'vuelta' : 'vueltas'}`;
  return `+${formatResultTime(gap.time)}`;
}

/** The clock time (organiser's zone) of a rider on course's last counted passage: '14:05:09'; null otherwise. */
export function lastPassageText(row: ResultRow): string | null {
  return row.status === 'IN_PROGRESS' && row.lastPassageAt != null ? formatClockTime(row.lastPassageAt) : null;
}
