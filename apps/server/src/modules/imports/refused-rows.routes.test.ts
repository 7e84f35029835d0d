import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { uniqueDni } from '../../../test/test-app.ts';
import { readXlsx } from '../../../test/xlsx-reader.ts';
import { sheetFile, useImportTestApp } from './imports-test-helpers.ts';

const ctx = useImportTestApp();
const { postSheet } = ctx;

const RACE_DAY = '2027-03-14';
const HEADERS = [
  'Marca temporal',
  'DNI',
  'Apellido',
  'Nombre',
  'Fecha de nacimiento',
  'Sexo',
  'Email',
  'Celular',
  'Provincia',
  'Grupo sanguíneo',
  'Alergias',
  'Distancia',
  'Categoría',
  'Talle de remera',
];

function person(dni: string, nombre: string, changes: { sexo?: string; categoria?: string; alergia?: string } = {}) {
  return [
    '10/11/2026 12:00:00',
    dni,
    'Paz',
    nombre,
    '01/01/2000',
    changes.sexo ?? 'F',
    `${dni}@example.com`,
    '381 555-4001',
    'Tucumán',
    'O+',
    changes.alergia ?? '',
    '33',
    changes.categoria ?? 'PROMOCIONALES A FEM',
    'M',
  ];
}

const SEX_REASON = 'Sexo: no se reconoce «X»; use F o M (Femenino, Masculino)';
const CATEGORY_REASON = 'Categoría: «Master Z» no es una categoría de 33 km en este evento';

describe('refused rows come back as a sheet to fix and import again', () => {
  it('gives an .xlsx the refused rows with every original column and cell plus Motivo, after the preview and the import; fixed, it imports', async () => {
    const eventId = await ctx.insertEvent({ fecha: RACE_DAY });
    const [ok, wrongSex, wrongCategory] = [uniqueDni(), uniqueDni(), uniqueDni()];
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Respuestas');
    sheet.addRow(HEADERS);
    sheet.addRow(person(ok, 'Ana'));
    // A DNI typed as a number and a birth date as a date cell: they come back as the file had them.
    sheet.addRow([...person(wrongSex, 'Berta', { sexo: 'X' })].map((v, i) => (i === 1 ? Number(wrongSex) : v)));
    sheet.getCell('E3').value = new Date(Date.UTC(1999, 4, 20));
    sheet.addRow(person(wrongCategory, 'Carla', { categoria: 'Master Z' }));
    const archivo = sheetFile(Buffer.from(await workbook.xlsx.writeBuffer()), 'inscriptos.xlsx');

    const preview = await postSheet('import/preview', eventId, { archivo });
    expect(preview.statusCode, preview.body).toBe(200);
    const refused = preview.json().rechazadas;
    expect(refused.nombre).toBe('inscriptos_rechazadas.xlsx');
    const rows = (await readXlsx(Buffer.from(refused.contenido, 'base64')))['Filas rechazadas'] ?? [];
    expect(rows[0]).toEqual([...HEADERS, 'Motivo']);
    expect(rows).toHaveLength(3);
    expect(rows[1]?.slice(0, 4)).toEqual(['10/11/2026 12:00:00', Number(wrongSex), 'Paz', 'Berta']);
    expect(rows[1]?.[4]).toEqual(new Date(Date.UTC(1999, 4, 20)));
    expect(rows[1]?.slice(5, 14)).toEqual(person(wrongSex, 'Berta', { sexo: 'X' }).slice(5).map(blankAsUndefined));
    expect(rows[1]?.[14]).toBe(SEX_REASON);
    expect(rows[2]?.slice(0, 14)).toEqual(
      person(wrongCategory, 'Carla', { categoria: 'Master Z' }).map(blankAsUndefined),
    );
    expect(rows[2]?.[14]).toBe(CATEGORY_REASON);

    const imported = await postSheet('import', eventId, { archivo });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ corredoresCreados: 1, filasRechazadas: 2 });
    const afterImport = imported.json().rechazadas;
    expect(afterImport.nombre).toBe(refused.nombre);
    expect((await readXlsx(Buffer.from(afterImport.contenido, 'base64')))['Filas rechazadas']).toEqual(rows);

    // The organiser fixes Berta's sex in the file given back and imports it again, Motivo column and all.
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(Buffer.from(refused.contenido, 'base64') as unknown as ArrayBuffer);
    const fixedSheet = back.worksheets[0] as ExcelJS.Worksheet;
    fixedSheet.getCell('F2').value = 'F';
    const fixed = sheetFile(Buffer.from(await back.xlsx.writeBuffer()), refused.nombre);
    const again = await postSheet('import', eventId, { archivo: fixed });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ corredoresCreados: 1, inscripcionesCreadas: 1, filasRechazadas: 1 });
    expect(again.json().rechazadas.nombre).toBe('inscriptos_rechazadas.xlsx');
    const still = (await readXlsx(Buffer.from(again.json().rechazadas.contenido, 'base64')))['Filas rechazadas'] ?? [];
    // One Motivo column, the new one.
    expect(still[0]).toEqual([...HEADERS, 'Motivo']);
    expect(still).toHaveLength(2);
    expect(still[1]?.[3]).toBe('Carla');
    const berta = await ctx.db.selectFrom('runners').select('sexo').where('dni', '=', wrongSex).executeTakeFirst();
    expect(berta?.sexo).toBe('F');
  }, 60_000);

  it('gives a CSV back as CSV with its own separator, quoting what needs it; and nothing when no row is refused', async () => {
    const eventId = await ctx.insertEvent({ fecha: RACE_DAY });
    const [ok, wrongSex] = [uniqueDni(), uniqueDni()];
    const line = (cells: string[]) => cells.map((c) => (c.includes(';') ? `"${c}"` : c)).join(';');
    const text = [
      line(HEADERS),
      line(person(ok, 'Dora')),
      line(person(wrongSex, 'Eva', { sexo: 'X', alergia: 'Polen; gatos' })),
    ].join('\n');
    const archivo = sheetFile(Buffer.from(`${text}\n`, 'latin1'), 'respuestas.csv');

    const preview = await postSheet('import/preview', eventId, { archivo });
    expect(preview.statusCode, preview.body).toBe(200);
    const refused = preview.json().rechazadas;
    expect(refused.nombre).toBe('respuestas_rechazadas.csv');
    const bytes = Buffer.from(refused.contenido, 'base64');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = await parseCsv(bytes.subarray(3).toString('utf8'), ';');
    expect(parsed).toEqual([
      [...HEADERS, 'Motivo'],
      [...person(wrongSex, 'Eva', { sexo: 'X', alergia: 'Polen; gatos' }), SEX_REASON],
    ]);

    // Fixed, the CSV given back imports the row (its Motivo column is left out by the detection).
    const fixedText = bytes.toString('utf8').replace(';X;', ';F;');
    const again = await postSheet('import', eventId, { archivo: sheetFile(Buffer.from(fixedText), refused.nombre) });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ corredoresCreados: 1, filasRechazadas: 0, rechazadas: null });
  }, 60_000);
});

const blankAsUndefined = (value: string) => (value === '' ? undefined : value);

async function parseCsv(text: string, delimiter: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.csv.read(Readable.from([text]), {
    map: (value: unknown) => value,
    parserOptions: { delimiter },
  } as Parameters<typeof workbook.csv.read>[1]);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((v) => (v === undefined || v === null ? '' : String(v))));
  });
  return rows;
}
