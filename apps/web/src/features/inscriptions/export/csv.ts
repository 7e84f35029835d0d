import {
  type ExportCell,
  type ExportColumnType,
  exportCellText,
} from '@carreras/domain/inscriptions/inscription-export';

const BOM = '\uFEFF';
/**
 * Excel splits a double-clicked CSV on the list separator of the Windows locale, which in es-AR is ';'
 * (the comma is the decimal mark). A `sep=;` first line would also work, but then Excel ignores the BOM
 * and reads the file as ANSI, losing every accent; so the file is ';'-separated with the BOM.
 */
export const CSV_SEPARATOR = ';';
/** What a spreadsheet reads as the start of a formula (OWASP CSV injection), tab and carriage return included. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Digits a spreadsheet would turn into a number and lose: a leading 0 ('0381…') or more than 15 digits. */
const LOSSY_NUMBER = /^(0\d+|\d{16,})$/;

function quote(cell: ExportCell, type: ExportColumnType | undefined): string {
  // Numbers come out with the es-AR decimal comma ("42,5"), as Excel there reads them; ';' separates, so no quotes.
  if (typeof cell === 'number') return exportCellText(cell, type);
  const text = exportCellText(cell, type);
  // A cell starting like a formula would run in Excel (CSV injection): a leading apostrophe keeps it text. Phone
  // numbers too: '+54 381 555-1234' would otherwise be computed (or refused) as arithmetic and lose its digits, and
  // a text column's '0381…' would become a number without its 0.
  const keepText = FORMULA_START.test(text) || (type === 'text' && LOSSY_NUMBER.test(text));
  const safe = keepText ? `'${text}` : text;
  return /[",;\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * CSV that Excel in es-AR opens with accents intact: UTF-8 byte-order mark, ';' separator, CRLF lines, RFC 4180
 * quoting. `types` are the columns' types: a date column's yyyy-mm-dd is written dd/mm/yyyy.
 */
export function buildCsv(
  header: readonly string[],
  rows: readonly ExportCell[][],
  types: readonly (ExportColumnType | undefined)[] = [],
): string {
  const lines = [
    header.map((cell) => quote(cell, undefined)),
    ...rows.map((row) => row.map((c, i) => quote(c, types[i]))),
  ];
  return `${BOM}${lines.map((line) => line.join(CSV_SEPARATOR)).join('\r\n')}\r\n`;
}
