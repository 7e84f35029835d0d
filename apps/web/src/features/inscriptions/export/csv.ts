import type { ExportCell } from './export-rows.ts';

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
/** Phone numbers and the like: no letters, so nothing a spreadsheet could run. */
const HARMLESS = /^[\d+\-\s().]+$/;

function quote(cell: ExportCell): string {
  const text = String(cell);
  // A cell starting like a formula would run in Excel (CSV injection); a leading apostrophe keeps it text.
  const safe = typeof cell === 'string' && FORMULA_START.test(text) && !HARMLESS.test(text) ? `'${text}` : text;
  return /[",;\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV that Excel opens with accents intact: UTF-8 byte-order mark, CRLF lines, RFC 4180 quoting. */
export function buildCsv(header: readonly string[], rows: ExportCell[][]): string {
  return `${BOM}${[header, ...rows].map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;
}
