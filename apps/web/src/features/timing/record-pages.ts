import type { RecordRow } from './timing-records.ts';

/** Where an older page starts: after this row (the last one of the page before it). */
export interface PageCursor {
  clientId: string;
  timestamp: number;
}

export interface RecordsPage {
  rows: RecordRow[];
  /** Index of the page's first row among the rows shown (0: the newest). */
  first: number;
  /** Rows matching the filter, over the whole race. */
  total: number;
  hasOlder: boolean;
  hasNewer: boolean;
}

/** A bib typed in the filter: digits only; null when there is none. */
export function bibFilter(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
}

/** A row of the bib: as it stands now, or as it was typed before a correction. */
export function rowOfBib(row: RecordRow, bib: number): boolean {
  return row.dorsal === bib || (row.record?.corrected === true && row.record.originalDorsal === bib);
}

/**
 * One page of the records, newest first. An older page is anchored to the row it follows, not to a count from
 * the top, so passages arriving meanwhile do not shift what the timekeeper is reading; if that row is gone (a
 * bib corrected away from the filter), the page starts at the first row taken before it.
 */
export function recordsPage(
  rows: readonly RecordRow[],
  { bib, after, size }: { bib: number | null; after: PageCursor | null; size: number },
): RecordsPage {
  const shown = bib === null ? rows : rows.filter((row) => rowOfBib(row, bib));
  let first = 0;
  if (after) {
    const index = shown.findIndex((row) => row.clientId === after.clientId);
    const older = shown.findIndex((row) => row.timestamp < after.timestamp);
    first = index >= 0 ? index + 1 : older >= 0 ? older : shown.length;
  }
  return {
    rows: shown.slice(first, first + size),
    first,
    total: shown.length,
    hasOlder: first + size < shown.length,
    hasNewer: first > 0,
  };
}
