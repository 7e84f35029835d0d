// Reads a spreadsheet into headers and rows. It runs inside a sheet worker (sheet-cage.ts), never on the app's
// event loop: what the checks here do not foresee costs that worker alone.
import { Readable } from 'node:stream';
import type { ImportCell } from '@carreras/domain/imports/import-cells';
import { cellText } from '@carreras/domain/imports/import-cells';
import {
  IMPORT_MAX_CELL_LENGTH,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  importMessages,
  SHEET_LIMITS,
} from '@carreras/domain/imports/import-limits';
import type { ImportSheet, SheetFormat } from '@carreras/domain/imports/import-plan';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { csvSeparator, decodeCsv, refuseTooManyCsvRows } from './csv-text.ts';
import { tooManyRows } from './sheet-refused.ts';
import { checkSharedStrings, checkWorksheet, columnLetter, withoutDefinedNames } from './xlsx-declarations.ts';
import { isWorksheet, readXlsxParts } from './xlsx-parts.ts';

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** An .xls of Excel 97-2003 (an OLE2 compound file). */
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0];

const startsWith = (bytes: Buffer, prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);

/**
 * Worksheet parts ExcelJS skips: an import reads values, and some of these it would expand cell by cell
 * (a data validation over whole columns is a million entries).
 */
const IGNORED_NODES = [
  'sheetPr',
  'sheetViews',
  'autoFilter',
  'rowBreaks',
  'hyperlinks',
  'pageMargins',
  'dataValidations',
  'pageSetup',
  'headerFooter',
  'printOptions',
  'picture',
  'drawing',
  'sheetProtection',
  'tableParts',
  'conditionalFormatting',
  'extLst',
];

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

/** A cell longer than the product's longest field is refused where it is, never carried into a preview. */
function refuseLongCells(values: ImportCell[], rowNumber: number): void {
  values.forEach((value, index) => {
    if (typeof value === 'string' && value.length > IMPORT_MAX_CELL_LENGTH) {
      throw badRequest(importMessages.cellTooLong(rowNumber, columnLetter(index + 1), value.length, value));
    }
  });
}

function toSheet(worksheet: ExcelJS.Worksheet | undefined): ImportSheet {
  if (!worksheet) throw badRequest(importMessages.empty);
  let headers: string[] | null = null;
  const rows: ImportSheet['rows'] = [];
  let tooMany = false;
  worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (tooMany) return;
    const values = (row.values as ExcelJS.CellValue[]).slice(1, IMPORT_MAX_COLUMNS + 1).map(plainCell);
    if (values.every((value) => cellText(value) === '')) return;
    if (headers !== null && rows.length >= IMPORT_MAX_ROWS) {
      tooMany = true;
      return;
    }
    refuseLongCells(values, rowNumber);
    if (headers === null) headers = values.map((value) => cellText(value));
    else rows.push({ fila: rowNumber, cells: values });
  });
  if (tooMany) throw tooManyRows();
  if (headers === null || rows.length === 0) throw badRequest(importMessages.empty);
  return { headers, rows };
}

/**
 * The parts ExcelJS needs, checked and zipped again without compression, so that it reads exactly the bytes
 * checked here and nothing else of the file (drawings, comments, media, defined names).
 */
async function checkedWorkbook(bytes: Buffer): Promise<Uint8Array> {
  const parts = await readXlsxParts(bytes);
  const kept: Record<string, Uint8Array> = {};
  for (const [name, part] of parts) {
    if (isWorksheet(name)) checkWorksheet(part.toString('utf8'));
    else if (name === 'xl/sharedStrings.xml') checkSharedStrings(part.toString('utf8'));
    kept[name] = name === 'xl/workbook.xml' ? Buffer.from(withoutDefinedNames(part.toString('utf8'))) : part;
  }
  return zipSync(kept, { level: 0 });
}

async function readCsv(workbook: ExcelJS.Workbook, bytes: Buffer): Promise<string> {
  const text = decodeCsv(bytes);
  const delimiter = csvSeparator(text);
  refuseTooManyCsvRows(text, delimiter);
  await workbook.csv.read(Readable.from([text]), {
    // Every CSV cell stays the text it is: no guessing of numbers or dates ('01.234' is not 1.234).
    map: (value: unknown) => value,
    parserOptions: { delimiter },
  } as Parameters<typeof workbook.csv.read>[1]);
  return delimiter;
}

/**
 * The first sheet of an .xlsx file, or a CSV file (see decodeCsv for its encodings; ';' or ','), as headers and
 * rows. An .xlsx is first held to what it declares (SHEET_LIMITS) and ExcelJS reads only the checked parts.
 */
export async function parseSheet(bytes: Buffer): Promise<ImportSheet> {
  if (startsWith(bytes, OLE2_MAGIC)) throw badRequest(importMessages.oldXls);
  const workbook = new ExcelJS.Workbook();
  const isXlsx = startsWith(bytes, ZIP_MAGIC);
  const checked = isXlsx ? await checkedWorkbook(bytes) : null;
  let source: SheetFormat = { format: 'xlsx' };
  try {
    if (checked) {
      await workbook.xlsx.load(
        checked as unknown as ArrayBuffer,
        {
          ignoreNodes: IGNORED_NODES,
          maxRows: SHEET_LIMITS.rows,
        } as Parameters<typeof workbook.xlsx.load>[1],
      );
    } else {
      source = { format: 'csv', separator: await readCsv(workbook, bytes) };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(importMessages.unreadable);
  }
  return { ...toSheet(workbook.worksheets[0]), source };
}
