import { Readable } from 'node:stream';
import { errorCodes } from '@carreras/domain/error-codes';
import type { ImportCell } from '@carreras/domain/imports/import-cells';
import { cellText } from '@carreras/domain/imports/import-cells';
import { IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS, importMessages } from '@carreras/domain/imports/import-limits';
import type { ImportSheet } from '@carreras/domain/imports/import-plan';
import ExcelJS from 'exceljs';
import { AppError, badRequest } from '../../lib/app-error.ts';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const UTF8_BOM = [0xef, 0xbb, 0xbf];

const startsWith = (bytes: Buffer, prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);

/**
 * A CSV file's text: UTF-8 (its BOM dropped) when the bytes are valid UTF-8, else Windows-1252, the Latin-1
 * that Excel on Windows saves 'CSV (delimitado por comas)' in ('Tucumán' as one byte 0xE1).
 */
export function decodeCsv(bytes: Buffer): string {
  const body = startsWith(bytes, UTF8_BOM) ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}

/**
 * The separator of a CSV file: the one of ';', ',' and tab found most often in its first line outside quotes.
 * Excel in Spanish saves ';' (the comma is its decimal mark); Google Forms and Sheets save ','.
 */
export function csvSeparator(text: string): string {
  const counts = new Map([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ',';
}

/** A cell as ExcelJS gives it, as a plain value: rich text joined, a formula's result, a link's text. */
function plainCell(value: ExcelJS.CellValue): ImportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value)
    return typeof value.text === 'string' ? value.text : cellText(plainCell(value.text as ExcelJS.CellValue));
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: ExcelJS.CellValue }).result;
    return result === undefined ? null : plainCell(result);
  }
  return null;
}

function toSheet(worksheet: ExcelJS.Worksheet | undefined): ImportSheet {
  if (!worksheet) throw badRequest(importMessages.empty);
  let headers: string[] | null = null;
  const rows: ImportSheet['rows'] = [];
  let tooMany = false;
  worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (tooMany) return;
    const values = (row.values as ExcelJS.CellValue[]).slice(1, IMPORT_MAX_COLUMNS + 1).map(plainCell);
    if (headers === null) {
      if (values.every((value) => cellText(value) === '')) return;
      headers = values.map((value) => cellText(value));
      return;
    }
    if (values.every((value) => cellText(value) === '')) return;
    if (rows.length >= IMPORT_MAX_ROWS) {
      tooMany = true;
      return;
    }
    rows.push({ fila: rowNumber, cells: values });
  });
  if (tooMany) throw new AppError(413, errorCodes.bodyTooLarge, importMessages.tooManyRows(IMPORT_MAX_ROWS));
  if (headers === null || rows.length === 0) throw badRequest(importMessages.empty);
  return { headers, rows };
}

/** The first sheet of an .xlsx file, or a CSV file (UTF-8 or Latin-1, ';' or ','), as headers and rows. */
export async function readSheet(bytes: Buffer): Promise<ImportSheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    if (startsWith(bytes, ZIP_MAGIC)) {
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    } else {
      const text = decodeCsv(bytes);
      await workbook.csv.read(Readable.from([text]), {
        // Every CSV cell stays the text it is: no guessing of numbers or dates ('01.234' is not 1.234).
        map: (value: unknown) => value,
        parserOptions: { delimiter: csvSeparator(text) },
      } as Parameters<typeof workbook.csv.read>[1]);
    }
  } catch {
    throw badRequest(importMessages.unreadable);
  }
  return toSheet(workbook.worksheets[0]);
}
