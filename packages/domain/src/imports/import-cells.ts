import { isIsoDate, parseDateEsAr } from '../dates.ts';
import { BIB_MAX, BIB_MIN, type Sex } from '../limits.ts';
import { searchKey } from '../search-key.ts';

/** A cell as a sheet gives it: CSV cells are text; XLSX cells may be numbers, dates or booleans. */
export type ImportCell = string | number | boolean | Date | null;

const MS_PER_DAY = 86_400_000;
/** Day 0 of Excel's serial dates (1899-12-30, so that 1900-03-01 is 61, past Excel's phantom 1900-02-29). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

function isoOfUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A cell as text: numbers without exponent ('30123456'), a date cell as dd/mm/yyyy, trimmed. */
export function cellText(cell: ImportCell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    const iso = Number.isNaN(cell.getTime()) ? '' : isoOfUtc(cell.getTime());
    return iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '';
  }
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell.toFixed(0) : String(cell);
  return String(cell).trim();
}

const SHORT_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2})$/;

/**
 * A birth date as sheets hold it: dd/mm/yyyy, d/m/yy (a two-digit year is this century's unless that would
 * be after `today`), yyyy-mm-dd (with a time after it, as some exports write), an Excel date cell, or Excel's
 * serial day number. Null when it is none of these or not a real date (31/02/1990).
 */
export function parseImportDate(cell: ImportCell | undefined, today: string): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : isoOfUtc(cell.getTime());
  if (typeof cell === 'number') {
    return Number.isInteger(cell) && cell > 0 && cell < 100_000 ? isoOfUtc(EXCEL_EPOCH + cell * MS_PER_DAY) : null;
  }
  const text = cellText(cell);
  const isoPrefix = /^(\d{4}-\d{2}-\d{2})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(text);
  if (isoPrefix) return isIsoDate(isoPrefix[1] as string) ? (isoPrefix[1] as string) : null;
  const short = SHORT_DATE.exec(text);
  if (short) {
    const [, day, month, yy] = short as unknown as [string, string, string, string];
    const thisCentury = `${today.slice(0, 2)}${yy}`;
    const year =
      `${thisCentury}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` > today
        ? Number(thisCentury) - 100
        : thisCentury;
    return parseDateEsAr(`${day}/${month}/${year}`);
  }
  return parseDateEsAr(text.replace(/\s+\d{1,2}:\d{2}(?::\d{2})?$/, ''));
}

/** A form's timestamp: the wall-clock instant in Argentina, comparable in ms, and as the page shows it. */
export interface ImportTimestamp {
  /** The wall-clock time in Argentina read as if it were UTC: only compared, never shown as an instant. */
  wallMs: number;
  /** dd/mm/yyyy hh:mm, 24-hour. */
  text: string;
}

/** Argentina keeps UTC-3 all year: a timestamp with a zone is brought to the organiser's wall clock. */
const ORGANISER_OFFSET_MS = -3 * 3_600_000;

function wallStamp(wallMs: number): ImportTimestamp | null {
  if (!Number.isFinite(wallMs)) return null;
  const iso = new Date(wallMs).toISOString();
  return { wallMs, text: `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 16)}` };
}

/** A wall-clock date and time, or null when the parts name no real one (31/02, 25:00). */
function wallOf(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number | null {
  if (hour > 23 || minute > 59 || second > 59) return null;
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(ms);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? ms : null;
}

const DAY_FIRST_STAMP = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ ,]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO_STAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A form's 'Marca temporal' as sheets hold it: Google Forms in a Spanish locale writes dd/mm/yyyy hh:mm:ss; an
 * Excel date cell, Excel's serial number with its fraction of a day, or ISO (yyyy-mm-dd hh:mm:ss, with a zone or
 * without). Times without a zone are Argentina's. Null when it is none of these.
 */
export function parseImportTimestamp(cell: ImportCell | undefined): ImportTimestamp | null {
  // Excel cells carry the wall clock as UTC (the reader does not shift them).
  if (cell instanceof Date) return wallStamp(cell.getTime());
  if (typeof cell === 'number') {
    return cell > 0 && cell < 100_000 ? wallStamp(Math.round(EXCEL_EPOCH + cell * MS_PER_DAY)) : null;
  }
  const text = cellText(cell);
  const dayFirst = DAY_FIRST_STAMP.exec(text);
  if (dayFirst) {
    const [, d, mo, y, h, mi, se] = dayFirst.map(Number) as number[];
    const wall = wallOf(y as number, mo as number, d as number, h || 0, mi || 0, se || 0);
    return wall === null ? null : wallStamp(wall);
  }
  const iso = ISO_STAMP.exec(text);
  if (!iso) return null;
  const [, y, mo, d, h, mi, se] = iso.slice(0, 7).map(Number) as number[];
  const wall = wallOf(y as number, mo as number, d as number, h || 0, mi || 0, se || 0);
  if (wall === null) return null;
  const zone = iso[7];
  if (!zone) return wallStamp(wall);
  const instant = Date.parse(text.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(instant) ? null : wallStamp(instant + ORGANISER_OFFSET_MS);
}

const SEX_WORDS: Record<string, Sex> = {
  f: 'F',
  fem: 'F',
  femenino: 'F',
  mujer: 'F',
  dama: 'F',
  damas: 'F',
  female: 'F',
  m: 'M',
  masc: 'M',
  masculino: 'M',
  hombre: 'M',
  varon: 'M',
  caballero: 'M',
  caballeros: 'M',
  male: 'M',
};

/** 'F', 'Femenino', 'Mujer', 'M', 'Masculino', 'Varón'… as the product's M/F; null for anything else. */
export function parseImportSex(text: string): Sex | null {
  return SEX_WORDS[searchKey(text).replace(/[.\s]/g, '')] ?? null;
}

/** 'O+', '0 +', 'A Rh-', 'AB positivo' → 'O+', 'O+', 'A-', 'AB+'; other text is returned as typed, for the schema to refuse. */
export function normaliseBloodGroup(text: string): string {
  const folded = searchKey(text)
    .toUpperCase()
    .replace(/POSITIVO/g, '+')
    .replace(/NEGATIVO/g, '-')
    .replace(/\bRH\b|FACTOR|\s/g, '')
    .replace(/^0/, 'O');
  return /^(A|B|AB|O)[+-]$/.test(folded) ? folded : text;
}

/** The number of km a cell names: '33', '33 km', '33K', 'Larga (66 km)', '21,5'; null without a number. */
export function parseDistance(text: string): number | null {
  const match = /(\d+(?:[.,]\d+)?)/.exec(text);
  return match ? Number((match[1] as string).replace(',', '.')) : null;
}

/** A bib: a positive whole number ('12', '012', 12); null when empty, 'invalid' for anything else. */
export function parseBib(cell: ImportCell | undefined): number | null | 'invalid' {
  const text = cellText(cell);
  if (text === '') return null;
  if (!/^\d{1,6}$/.test(text)) return 'invalid';
  const bib = Number(text);
  return bib >= BIB_MIN && bib <= BIB_MAX ? bib : 'invalid';
}

/**
 * A full name in one cell split into name and surname. 'Pérez, Juan' always has the surname first; otherwise
 * `surnameFirst` says the column's order, and the surname is the one word at that end ('Juan Carlos Pérez').
 */
export function splitFullName(text: string, surnameFirst: boolean): { nombre: string; apellido: string } {
  const comma = text.indexOf(',');
  if (comma >= 0) return { apellido: text.slice(0, comma).trim(), nombre: text.slice(comma + 1).trim() };
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { nombre: words[0] ?? '', apellido: '' };
  return surnameFirst
    ? { apellido: words[0] as string, nombre: words.slice(1).join(' ') }
    : { nombre: words.slice(0, -1).join(' '), apellido: words.at(-1) as string };
}
