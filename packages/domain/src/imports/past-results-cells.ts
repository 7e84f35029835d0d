import type { RiderStatus } from '../results/result-status.ts';
import { searchKey } from '../search-key.ts';
import { cellText, type ImportCell } from './import-cells.ts';

const MS_PER_DAY = 86_400_000;
/** Day 0 of Excel's serial dates: a time-only cell is read by ExcelJS as a Date on that day. */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** A time must be below this to be a race time (a cell holding a calendar date is not one). */
const MAX_RESULT_MS = 7 * MS_PER_DAY;

const fractionMs = (fraction: string | undefined) => (fraction ? Math.round(Number(`0.${fraction}`) * 1000) : 0);

/**
 * A rider's total time as timing exports write it, in ms: '1:23:45', '01:23:45.3' or '01:23:45,3' (hours,
 * minutes, seconds), '83:45' or '83:45.2' (two parts are minutes and seconds, as a timing company writes a
 * time under an hour or past it without hours), '1h23m45s' / '1h 23m' / '45m12s', an Excel time cell (a Date
 * on Excel's day 0, or its fraction of a day). Null when the cell is empty, not a time, or not above zero.
 */
export function parseResultTime(cell: ImportCell | undefined): number | null {
  if (cell === null || cell === undefined || typeof cell === 'boolean') return null;
  let ms: number | null = null;
  if (cell instanceof Date) {
    const time = cell.getTime();
    ms = Number.isNaN(time) ? null : time - EXCEL_EPOCH;
  } else if (typeof cell === 'number') {
    ms = cell > 0 && cell < 7 ? Math.round(cell * MS_PER_DAY) : null;
  } else {
    ms = parseTimeText(cellText(cell));
  }
  return ms !== null && ms > 0 && ms < MAX_RESULT_MS ? Math.round(ms) : null;
}

function parseTimeText(raw: string): number | null {
  const text = raw.trim().toLowerCase().replace(/\s+/g, '');
  const clock = /^(?:(\d{1,3}):)?(\d{1,3}):(\d{1,2})(?:[.,](\d{1,3}))?$/.exec(text);
  if (clock) {
    const [, hours, minutes, seconds, fraction] = clock;
    if (Number(seconds) > 59 || (hours !== undefined && Number(minutes) > 59)) return null;
    return Number(hours ?? 0) * 3_600_000 + Number(minutes) * 60_000 + Number(seconds) * 1000 + fractionMs(fraction);
  }
  const units = /^(?:(\d{1,3})h)?(?:(\d{1,3})(?:m|min|'))?(?:(\d{1,2})(?:[.,](\d{1,3}))?(?:s|seg|"))?$/.exec(text);
  if (units && (units[1] || units[2] || units[3])) {
    const [, hours, minutes, seconds, fraction] = units;
    if (Number(seconds ?? 0) > 59 || (hours !== undefined && Number(minutes ?? 0) > 59)) return null;
    return (
      Number(hours ?? 0) * 3_600_000 +
      Number(minutes ?? 0) * 60_000 +
      Number(seconds ?? 0) * 1000 +
      fractionMs(fraction)
    );
  }
  return null;
}

/** Words of a status column (or a time column holding one), folded by searchKey, and what they mean. */
const STATUS_WORDS: Record<string, RiderStatus> = {
  dnf: 'DNF',
  abandono: 'DNF',
  abandon: 'DNF',
  'no termino': 'DNF',
  'no finalizo': 'DNF',
  'no completo': 'DNF',
  dns: 'DNS',
  'no largo': 'DNS',
  'no se presento': 'DNS',
  ausente: 'DNS',
  dsq: 'DISQUALIFIED',
  dq: 'DISQUALIFIED',
  descalificado: 'DISQUALIFIED',
  descalificada: 'DISQUALIFIED',
};

/** Words that say the rider finished: the time column then gives the result. */
const FINISHED_WORDS = new Set([
  'ok',
  'finalizo',
  'finalizado',
  'completo',
  'completado',
  'llego',
  'terminado',
  'termino',
]);

/**
 * A status cell: 'DNF', 'Abandonó', 'No terminó' → DNF; 'DNS', 'No largó' → DNS; 'DSQ', 'Descalificado' → DSQ;
 * 'Finalizó', 'OK' or an empty cell → 'finished' (the time decides); anything else → 'unknown'.
 */
export function parseResultStatus(cell: ImportCell | undefined): RiderStatus | 'finished' | 'unknown' {
  const key = searchKey(cellText(cell))
    .replace(/[().\-_/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (key === '' || FINISHED_WORDS.has(key)) return 'finished';
  const status = STATUS_WORDS[key];
  if (status) return status;
  // 'No finalizó (DNF)', as this product's own sheets write it: the code in brackets decides.
  const code = Object.keys(STATUS_WORDS).find((word) => word.length <= 3 && key.split(' ').includes(word));
  return code ? (STATUS_WORDS[code] as RiderStatus) : 'unknown';
}

/** A total time as the preview shows it: hh:mm:ss.d (tenths, truncated). */
export function formatResultTime(ms: number): string {
  const safe = Math.max(0, Math.floor(ms));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(safe / 3_600_000);
  const minutes = Math.floor((safe % 3_600_000) / 60_000);
  const seconds = Math.floor((safe % 60_000) / 1000);
  return `${two(hours)}:${two(minutes)}:${two(seconds)}.${Math.floor((safe % 1000) / 100)}`;
}
