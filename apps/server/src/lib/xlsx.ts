import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export interface SheetSpec<Row> {
  name: string;
  columns: { header: string; key: keyof Row & string; width?: number }[];
  rows: Iterable<Row> | AsyncIterable<Row>;
}

/**
 * Streams an .xlsx workbook: rows are written and flushed one by one, so a large export never holds
 * the whole sheet in memory. The returned stream errors if writing fails.
 */
export function streamXlsx(sheets: SheetSpec<Record<string, unknown>>[]): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  (async () => {
    for (const sheet of sheets) {
      // Excel refuses sheet names over 31 characters or with []:*?/\
      const worksheet = workbook.addWorksheet(sheet.name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
      worksheet.columns = sheet.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 16 }));
      worksheet.getRow(1).font = { bold: true };
      worksheet.getRow(1).commit();
      for await (const row of sheet.rows) worksheet.addRow(row).commit();
      worksheet.commit();
    }
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function attachmentHeader(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;
}
