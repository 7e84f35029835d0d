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
