import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildXlsx } from './xlsx.ts';

async function readBack(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet?.name, rows, boldHeader: sheet?.getRow(1).getCell(1).font?.bold };
}

describe('buildXlsx', () => {
  it('writes a workbook a spreadsheet library reads back cell for cell, empty cells left blank', async () => {
    const header = ['ID', 'Nombre', 'Alergias', 'Dorsal'];
    const rows = [
      [1, 'Joaquín Núñez', 'Polen & <gramíneas> "fuerte"', 101],
      [2, 'Ana', '', ''],
    ];
    const { name, rows: read, boldHeader } = await readBack(buildXlsx('Inscripciones', header, rows));
    expect(name).toBe('Inscripciones');
    expect(read).toEqual([header, [1, 'Joaquín Núñez', 'Polen & <gramíneas> "fuerte"', 101], [2, 'Ana']]);
    expect(boldHeader).toBe(true);
  });

  it('names columns past Z correctly and drops characters XML cannot hold', async () => {
    const header = Array.from({ length: 30 }, (_, i) => `C${i + 1}`);
    const { rows } = await readBack(buildXlsx('a/b', header, [[...header.slice(0, 29), 'x\u0001y']]));
    expect(rows[0]).toHaveLength(30);
    expect(rows[1]?.[29]).toBe('xy');
    expect(rows[1]?.[27]).toBe('C28');
  });
});
