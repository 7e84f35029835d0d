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
