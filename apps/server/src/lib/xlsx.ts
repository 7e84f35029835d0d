import { PassThrough, type Readable } from 'node:stream';
import { isoDateAtUtcMidnight } from '@carreras/domain/dates';
import ExcelJS from 'exceljs';

/**
 * How a column's values are written: `text` keeps digits as text in a Text-formatted column (a DNI must not
 * turn into 3.01E+07, a phone must not lose its leading + or 0 when a cell is edited), `date` turns yyyy-mm-dd
 * into a real date cell, `duration` turns milliseconds into a time cell, `percent` is a number with two
 * decimals; anything else is written as it comes (numbers stay numbers, text stays a string cell).
 * No cell is ever a formula: a text starting with `=` is a string cell, shown as typed and never run.
 */
export type ColumnType = 'text' | 'number' | 'date' | 'duration' | 'percent';

export interface SheetSpec<Row> {
  name: string;
  columns: readonly { header: string; key: keyof Row & string; width?: number; type?: ColumnType }[];
  rows: Iterable<Row> | AsyncIterable<Row>;
}

const NUMBER_FORMATS: Partial<Record<ColumnType, string>> = {
  // Excel's Text format: what is typed into the cell later stays text too.
  text: '@',
  date: 'dd/mm/yyyy',
  // Hundredths, as the clock and the results screen show a time.
  duration: '[h]:mm:ss.00',
  percent: '0.00',
};

const MS_PER_DAY = 86_400_000;

/** Excel sheet names: at most 31 characters and none of []:*?/\ */
export function validSheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
}

/**
 * Only plain values reach ExcelJS: it writes an object such as `{ formula }`, `{ sharedFormula }` or
 * `{ hyperlink }` as a formula or a link, so anything that is not a number, boolean, date or string becomes
 * its text. Strings are always string cells in ExcelJS (never parsed as formulas).
 */
function plainValue(value: unknown): unknown {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  return String(value);
}

function cellValue(value: unknown, type: ColumnType | undefined): unknown {
  if (value === undefined || value === null || value === '') return null;
  return plainValue(typedValue(value, type));
}

function typedValue(value: unknown, type: ColumnType | undefined): unknown {
  switch (type) {
    case 'text':
      return String(value);
    case 'date': {
      // Midnight UTC is exactly the day's serial number: the date never moves with a time zone.
      const day = typeof value === 'string' ? isoDateAtUtcMidnight(value) : null;
      return day === null ? value : new Date(day);
    }
    case 'duration':
      // Truncated to hundredths like the screen, so Excel's rounding cannot show a different time.
      return typeof value === 'number' ? (Math.floor(value / 10) * 10) / MS_PER_DAY : value;
    case 'number':
    case 'percent':
      return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
    default:
      return value;
  }
}

/**
 * Streams an .xlsx workbook: rows are written and flushed one by one, so a large export never holds
 * the whole sheet in memory. The header row is bold and frozen. The returned stream errors if writing fails.
 */
export function streamXlsx(sheets: SheetSpec<Record<string, unknown>>[]): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  (async () => {
    for (const sheet of sheets) {
      const worksheet = workbook.addWorksheet(validSheetName(sheet.name), {
        views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
      });
      worksheet.columns = sheet.columns.map((c) => {
        const numFmt = c.type ? NUMBER_FORMATS[c.type] : undefined;
        return {
          header: c.header,
          key: c.key,
          width: c.width ?? Math.max(12, c.header.length + 4),
          ...(numFmt ? { style: { numFmt } } : {}),
        };
      });
      const header = worksheet.getRow(1);
      header.eachCell((cell) => {
        cell.style = { font: { bold: true } };
      });
      header.commit();
      for await (const row of sheet.rows) {
        const values: Record<string, unknown> = {};
        for (const column of sheet.columns) values[column.key] = cellValue(row[column.key], column.type);
        worksheet.addRow(values).commit();
      }
      worksheet.commit();
    }
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * `attachment` with the name twice (RFC 6266): `filename*` (RFC 5987, UTF-8) keeps accents, first so
 * that readers taking the first name get it; `filename` is an ASCII fallback with accents dropped.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename*=UTF-8''${encoded}; filename="${ascii}"`;
}
