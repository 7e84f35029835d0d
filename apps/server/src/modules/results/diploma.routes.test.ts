import { randomUUID } from 'node:crypto';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp } from '../../../test/test-app.ts';
import { insertRider } from '../timing/timing-test-helpers.ts';

let t: TestApp;
let eventId: number;

/** Every text of the PDF's pages, in drawing order, one string per page. */
async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string[]; width: number; height: number }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const text: string[] = [];
  let size = { width: 0, height: 0 };
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [, , width = 0, height = 0] = page.view;
    size = { width, height };
    const content = await page.getTextContent();
    text.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  return { pages: pdf.numPages, text, ...size };
}

beforeAll(async () => {
  t = await createTestApp();
  const auth = bearer(await loginAdmin(t.app));
  eventId = await insertEvent(t.db.db, { fecha: '2025-04-06', nombre: 'Desafío Ñandú del Cerro' });
  await t.app.inject({
    method: 'POST',
    url: '/api/timing-config',
    headers: auth,
    payload: { eventId, config: { '33': { laps: 1, enabled: true } } },
  });
  const { runnerId } = await insertRider(t.db.db, eventId, 31, { apellido: 'Fernández' });
  await t.db.db.updateTable('runners').set({ nombre: 'Lucía', sexo: 'F' }).where('id', '=', runnerId).execute();
  await insertRider(t.db.db, eventId, 32);
  await insertRider(t.db.db, eventId, 33);
  await insertRider(t.db.db, eventId, 34);
  for (const [dorsal, time] of [
    [31, 3_723_450],
    [32, 3_800_000],
    [34, 3_500_000],
  ] as const) {
    await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/record`,
      headers: auth,
      payload: { clientId: randomUUID(), dorsal, time, timestamp: Date.now() },
    });
  }
  const disqualified = await t.app.inject({
    method: 'POST',
    url: `/api/timing/${eventId}/update-runner-times`,
    headers: auth,
    payload: { dorsal: 34, status: 'DSQ' },
  });
  expect(disqualified.statusCode).toBe(200);
});
afterAll(async () => t?.close());

describe('GET /api/results/:eventId/riders/:dorsal/diploma.pdf', () => {
  it('is a one-page A4 landscape PDF with the event, rider, category, positions, time and organiser', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}/riders/31/diploma.pdf` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('diploma_Luc%C3%ADa%20Fern%C3%A1ndez_2025-04-06.pdf');
    const pdf = await pdfText(response.rawPayload);
    expect(pdf.pages).toBe(1);
    // A4 landscape in points.
    expect([Math.round(pdf.width), Math.round(pdf.height)]).toEqual([842, 595]);
    const lines = pdf.text[0]!.split('\n').filter((line) => line.trim() !== '');
    for (const expected of [
      'Diploma de finalización',
      'Lucía Fernández',
      'completó Desafío Ñandú del Cerro',
      '33 km · 06/04/2025 · Tafí del Valle, Tucumán',
      expect.stringMatching(/^Categoría .+ · Dorsal 31$/),
      '1:02:03.45',
      '1º de 2',
      'General femenina',
      '1º de 1',
      'Carrera MTB Tucumán',
    ]) {
      expect(lines).toContainEqual(expected);
    }
  });

  it('is not there for a rider out of the race, saying their status, nor for a bib nobody holds', async () => {
    // The event is over: 33, with no passage, never started.
    const absent = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}/riders/33/diploma.pdf` });
    expect(absent.statusCode).toBe(404);
    expect(absent.json().message).toBe('No hay diploma para este resultado: No largó (DNS)');
    const disqualified = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}/riders/34/diploma.pdf` });
    expect(disqualified.statusCode).toBe(404);
    expect(disqualified.json().message).toBe('No hay diploma para este resultado: Descalificado (DSQ)');
    const unknown = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}/riders/99/diploma.pdf` });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/results/:eventId/riders/:dorsal/card.png', () => {
  it('is a 1080×1080 PNG', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}/riders/31/card.png` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const png = response.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // IHDR: width and height, big-endian, right after the chunk's length and type.
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1080]);
  });

  it('is not there for a rider out of the race', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}/riders/34/card.png` });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No hay imagen para compartir para este resultado: Descalificado (DSQ)');
  });
});
