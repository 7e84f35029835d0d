import type { ExportCell } from './export-rows.ts';

const BOM = '\uFEFF';
/**
 * Excel splits a double-clicked CSV on the list separator of the Windows locale, which in es-AR is ';'
 * (the comma is the decimal mark). A `sep=;` first line would also work, but then Excel ignores the BOM
 * and reads the file as ANSI, losing every accent; so the file is ';'-separated with the BOM.
 */
export const CSV_SEPARATOR = ';';
/** What a spreadsheet reads as the start of a formula (OWASP CSV injection), tab and carriage return included. */
const FORMULA_START = /^[=+\-@\t\r]/;

function quote(cell: ExportCell): string {
  // es-AR writes decimals with a comma ("42,5"), as Excel there reads them; the separator is ';', so no quotes.
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  const text = String(cell);
  // A cell starting like a formula would run in Excel (CSV injection): a leading apostrophe keeps it text. Phone
  // numbers too: '+54 381 555-1234' would otherwise be computed (or refused) as arithmetic and lose its digits.
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",;\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV that Excel in es-AR opens with accents intact: UTF-8 byte-order mark, ';' separator, CRLF lines, RFC 4180 quoting. */
export function buildCsv(header: readonly string[], rows: ExportCell[][]): string {
  return `${BOM}${[header, ...rows].map((row) => row.map(quote).join(CSV_SEPARATOR)).join('\r\n')}\r\n`;
}
