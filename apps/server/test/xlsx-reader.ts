import ExcelJS from 'exceljs';

/** Opens an .xlsx answer back and gives each sheet as rows of cell values (header row first). */
export async function readXlsx(buffer: Buffer): Promise<Record<string, unknown[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheets: Record<string, unknown[][]> = {};
  workbook.eachSheet((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    sheets[sheet.name] = rows;
  });
  return sheets;
}

export interface XlsxSheetDetails {
  name: string;
  /** Cell values by row (header first); dates come back as Date at midnight UTC. */
  rows: unknown[][];
  /** Number format of each body cell, by row (header excluded). */
  numFmts: (string | undefined)[][];
  headerBold: boolean;
  frozenRows: number;
  widths: (number | undefined)[];
}

/** Opens an .xlsx back with what a spreadsheet program shows besides values: formats, bold, frozen panes, widths. */
export async function readXlsxDetails(buffer: Buffer): Promise<XlsxSheetDetails[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    const numFmts: (string | undefined)[][] = [];
    const width = sheet.columnCount;
    sheet.eachRow((row, number) => {
      const values: unknown[] = [];
      const formats: (string | undefined)[] = [];
      for (let c = 1; c <= width; c++) {
        const cell = row.getCell(c);
        values.push(cell.value ?? null);
        formats.push(cell.numFmt || undefined);
      }
      rows.push(values);
      if (number > 1) numFmts.push(formats);
    });
    const header = sheet.getRow(1);
    let headerBold = true;
    header.eachCell((cell) => {
      headerBold &&= cell.font?.bold === true;
    });
    const view = sheet.views[0] as { state?: string; ySplit?: number } | undefined;
    return {
      name: sheet.name,
      rows,
      numFmts,
      headerBold,
      frozenRows: view?.state === 'frozen' ? (view.ySplit ?? 0) : 0,
      widths: Array.from({ length: width }, (_, c) => sheet.getColumn(c + 1).width),
    };
  });
}
