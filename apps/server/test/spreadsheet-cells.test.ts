import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SheetSpec, streamXlsx } from '../src/lib/xlsx.ts';
import { insertEvent } from './fixtures.ts';
import { bearer, createTestApp, enrolThroughApi, loginAdmin, registerRunner, type TestApp } from './test-app.ts';

/** Server spreadsheets opened back: typed cells, phones as text in Text-formatted cells, never a formula. */
async function openWorkbook(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  return { sheet, at: (row: number, header: string) => sheet.getRow(row).getCell(headers.indexOf(header) + 1) };
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('streamXlsx cells', () => {
  it('writes texts that look like formulas, and objects ExcelJS would take for formulas or links, as strings', async () => {
    const spec: SheetSpec<Record<string, unknown>> = {
      name: 'Celdas',
      columns: [
        { header: 'Texto', key: 'texto' },
        { header: 'Teléfono', key: 'telefono', type: 'text' },
        { header: 'Número', key: 'numero', type: 'number' },
      ],
      rows: [
        { texto: '=HYPERLINK("http://x","clic")', telefono: '+54 381 555-1234', numero: 42 },
        { texto: { formula: '1+1', result: 2 }, telefono: 3815551234, numero: '7' },
        { texto: { text: 'clic', hyperlink: 'http://x' }, telefono: '0381-555', numero: -3 },
      ],
    };
    const { sheet, at } = await openWorkbook(await bytesOf(streamXlsx([spec])));
    expect(sheet.rowCount).toBe(4);
    for (let row = 2; row <= 4; row++) {
      for (const header of ['Texto', 'Teléfono']) {
        expect(at(row, header).type, `${header} ${row}`).toBe(ExcelJS.ValueType.String);
        expect(at(row, header).formula, `${header} ${row}`).toBeUndefined();
      }
      expect(at(row, 'Teléfono').numFmt).toBe('@');
      expect(at(row, 'Número').type).toBe(ExcelJS.ValueType.Number);
    }
    expect(at(2, 'Texto').value).toBe('=HYPERLINK("http://x","clic")');
    expect(at(2, 'Teléfono').value).toBe('+54 381 555-1234');
    expect(at(3, 'Teléfono').value).toBe('3815551234');
    expect(at(3, 'Número').value).toBe(7);
    expect(at(4, 'Número').value).toBe(-3);
  });
});

describe('the runners export', () => {
  let t: TestApp;
  let adminToken: string;
  let eventId: number;
  let dni: string;

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = await loginAdmin(t.app);
    eventId = await insertEvent(t.db.db);
    const runner = await registerRunner(t.app, {
      sexo: 'M',
      fechaNacimiento: '1995-05-05',
      whatsapp: '+54 381 555-1234',
      telefono: '0381 555-9876',
      obraSocial: '@SUM(1+1)',
      alergia: '=HYPERLINK("http://x","clic")',
    });
    dni = runner.payload.dni;
    await enrolThroughApi(t.app, runner.token, {
      runnerId: runner.user.id,
      eventId,
      distancia: 66,
      categoria: 'E-BIKE',
    });
  });
  afterAll(() => t.close());

  it('keeps phones as text and what a runner typed as strings, never formulas', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/export/corredores?eventId=${eventId}`,
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    const { at } = await openWorkbook(response.rawPayload);
    expect(at(2, 'DNI').value).toBe(dni);
    for (const [header, value] of [
      // Typed as '+54 381 555-1234' and '0381 555-9876': the WhatsApp a mobile, the emergency landline kept one.
      ['WhatsApp', '+54 9 381 555-1234'],
      ['Teléfono de Emergencia', '(0381) 555-9876'],
      ['DNI', dni],
    ]) {
      expect(at(2, header as string).value, header).toBe(value);
      expect(at(2, header as string).type, header).toBe(ExcelJS.ValueType.String);
      expect(at(2, header as string).numFmt, header).toBe('@');
    }
    for (const [header, value] of [
      ['Obra Social', '@SUM(1+1)'],
      ['Alergias', '=HYPERLINK("http://x","clic")'],
    ]) {
      expect(at(2, header as string).value, header).toBe(value);
      expect(at(2, header as string).type, header).toBe(ExcelJS.ValueType.String);
      expect(at(2, header as string).formula, header).toBeUndefined();
    }
  });
});
