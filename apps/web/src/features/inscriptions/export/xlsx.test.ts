import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { anAdminInscription, participantData } from '../../../test/fixtures.ts';
import { EXPORT_COLUMN_TYPES, EXPORT_COLUMNS, exportRows } from './export-rows.ts';
import { buildXlsx } from './xlsx.ts';

async function readBack(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet?.name, rows, boldHeader: sheet?.getRow(1).getCell(1).font?.bold };
}

async function readCells(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  return { sheet, cell: (ref: string) => sheet.getCell(ref) };
}

describe('buildXlsx', () => {
  it('writes the 19 export columns with accents, DNI as text, numbers as numbers and the birth date as a date', async () => {
    const inscription = exportRows([
      anAdminInscription({
        id: 4,
        eventName: 'Desafío Sáenz Peña',
        distancia: 66,
        categoria: 'ELITE FEM',
        pagoConfirmado: true,
        numeroDorsalAsignado: 17,
        runner: { id: 1, nombre: 'María', apellido: 'Pérez Núñez', dni: '30111222', sexo: 'F' },
        runnerData: participantData({ fechaNacimiento: '1992-08-14', email: 'maria@example.com' }),
      }),
    ]);
    const { sheet, cell } = await readCells(
      buildXlsx('Inscripciones', EXPORT_COLUMNS, inscription, EXPORT_COLUMN_TYPES),
    );
    expect(sheet.name).toBe('Inscripciones');
    expect(cell('B2').value).toBe('Desafío Sáenz Peña');
    expect(cell('C2').value).toBe('Pérez Núñez');
    expect(cell('E2').value).toBe('30111222');
    expect(cell('A2').value).toBe(4);
    expect(cell('N2').value).toBe(66);
    expect(cell('O2').value).toBe('ELITE FEM');
    expect(cell('Q2').value).toBe(17);
    expect(cell('R2').value).toBe('Pagado');
    // Sex in words and no allergy as 'Ninguna', as the server's list export writes them; no obra social is empty.
    expect([cell('F2').value, cell('M2').value, cell('K2').value]).toEqual(['Femenino', 'Ninguna', null]);
    // A real date at midnight UTC, whatever the zone of the machine that exported or opened it.
    expect(cell('G2').value).toEqual(new Date(Date.UTC(1992, 7, 14)));
    expect(cell('G2').numFmt).toBe('dd/mm/yyyy');
    expect(cell('P1').value).toBe('Tipo');
    expect(sheet.getRow(1).getCell(19).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    for (let c = 1; c <= 19; c++) expect(sheet.getColumn(c).width).toBeGreaterThanOrEqual(10);
    expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual('Desafío Sáenz Peña'.length);
  });

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

  it('keeps phone numbers as text in Text-formatted cells and never writes a formula', async () => {
    const rows = exportRows([
      anAdminInscription({
        runnerData: participantData({ whatsapp: '+54 381 555-1234', telefono: '03815559876', alergia: '=1+1' }),
        eventName: '=HYPERLINK("http://x","clic")',
      }),
    ]);
    const { cell } = await readCells(buildXlsx('Inscripciones', EXPORT_COLUMNS, rows, EXPORT_COLUMN_TYPES));
    const at = (header: string) => cell(`${String.fromCharCode(65 + EXPORT_COLUMNS.indexOf(header as never))}2`);
    for (const [header, value] of [
      ['WhatsApp', '+54 381 555-1234'],
      ['Teléfono de Emergencia', '03815559876'],
      ['DNI', rows[0]?.[4]],
    ] as const) {
      expect(at(header).value, header).toBe(value);
      expect(at(header).type, header).toBe(ExcelJS.ValueType.String);
      expect(at(header).numFmt, header).toBe('@');
    }
    for (const header of ['Evento', 'Alergias']) {
      expect(at(header).type, header).toBe(ExcelJS.ValueType.String);
      expect(at(header).formula, header).toBeUndefined();
    }
    expect(at('Evento').value).toBe('=HYPERLINK("http://x","clic")');
    expect(at('Alergias').value).toBe('=1+1');
  });

  it('names columns past Z correctly and drops characters XML cannot hold', async () => {
    const header = Array.from({ length: 30 }, (_, i) => `C${i + 1}`);
    const { rows } = await readBack(buildXlsx('a/b', header, [[...header.slice(0, 29), 'x\u0001y']]));
    expect(rows[0]).toHaveLength(30);
    expect(rows[1]?.[29]).toBe('xy');
    expect(rows[1]?.[27]).toBe('C28');
  });
});
