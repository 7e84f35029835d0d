import { randomUUID } from 'node:crypto';
import { errorCodes } from '@carreras/domain/error-codes';
import { messages } from '@carreras/domain/messages';
import { resultsHubMessages } from '@carreras/domain/results/results-hub.messages';
import { formatElapsed } from '@carreras/domain/timing/time-format';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import { bearer, createTestApp, loginAdmin, nextAddress, type TestApp } from '../../../test/test-app.ts';
import { insertRider } from '../timing/timing-test-helpers.ts';
import type { DrawnResult } from './diploma.ts';
import { RENDERS_AT_ONCE, RENDERS_WAITING } from './render-queue.ts';
import { RENDER_RETRY_AFTER_SECONDS, riderFiles } from './rider-files.ts';
import { shareCardSvg } from './share-card.ts';

let t: TestApp;
let auth: { authorization: string };
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
  auth = bearer(await loginAdmin(t.app));
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

/** A file as a visitor asks for it, from an address of its own (the files' budget is per address). */
const ask = (path: string) =>
  t.app.inject({ method: 'GET', url: `/api/results/${eventId}/riders/${path}`, remoteAddress: nextAddress() });

describe('diplomas and share cards under load', () => {
  it('renders a diploma once for every visitor asking for it at the same time', async () => {
    const before = riderFiles(t.app).stats().renders.diploma;
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask('32/diploma.pdf')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
    expect(riderFiles(t.app).stats().renders.diploma).toBe(before + 1);
    // Kept: asked again later, no render.
    expect((await ask('32/diploma.pdf')).statusCode).toBe(200);
    expect(riderFiles(t.app).stats().renders.diploma).toBe(before + 1);
  });

  it('renders it again once that rider’s result changes, with the new time', async () => {
    expect((await ask('32/diploma.pdf')).statusCode).toBe(200);
    const before = riderFiles(t.app).stats().renders.diploma;
    const corrected = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/update-runner-times`,
      headers: auth,
      payload: { dorsal: 32, lapTimes: [{ lap: 1, time: 3_800_000 }], penaltyTime: 60_000 },
    });
    expect(corrected.statusCode).toBe(200);
    const rider = await t.app.inject({ method: 'GET', url: `/api/results/${eventId}/riders/32` });
    const finalTime = rider.json().finalTime as number;
    expect(finalTime).toBe(3_860_000);

    const answers = await Promise.all([ask('32/diploma.pdf'), ask('32/diploma.pdf')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(riderFiles(t.app).stats().renders.diploma).toBe(before + 1);
    const lines = (await pdfText(answers[0]!.rawPayload)).text[0]!.split('\n');
    expect(lines).toContainEqual(formatElapsed(finalTime));
  });

  it('answers 503 with Retry-After while too many renders wait, still serves kept files, then renders again', async () => {
    expect((await ask('31/diploma.pdf')).statusCode).toBe(200);
    const files = riderFiles(t.app);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const blockers = Array.from({ length: RENDERS_AT_ONCE + RENDERS_WAITING }, () => files.queue.run(() => gate));
    expect(files.stats().queue).toEqual({ running: RENDERS_AT_ONCE, waiting: RENDERS_WAITING });

    const busy = await ask('32/card.png');
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe(String(RENDER_RETRY_AFTER_SECONDS));
    expect(busy.headers['cache-control']).toBe('no-store');
    expect(busy.json()).toEqual({ error: errorCodes.unavailable, message: resultsHubMessages.filesBusy });
    // A kept file needs no render.
    expect((await ask('31/diploma.pdf')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    release();
    await Promise.all(blockers);
    const card = await ask('32/card.png');
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
  });
});

describe('names with control characters', () => {
  let oldEventId: number;

  beforeAll(async () => {
    // As an old row would hold it, written before names refused them.
    oldEventId = await insertEvent(t.db.db, {
      fecha: '2025-04-06',
      nombre: 'Gran\u0001Fondo\u000B del\uFFFE Cerro\uD800',
    });
    await t.db.db.updateTable('events').set({ lugar: 'Tafí\u0002 del Valle' }).where('id', '=', oldEventId).execute();
    const timing = await t.app.inject({
      method: 'POST',
      url: '/api/timing-config',
      headers: auth,
      payload: { eventId: oldEventId, config: { '33': { laps: 1, enabled: true } } },
    });
    expect(timing.statusCode).toBe(200);
    await insertRider(t.db.db, oldEventId, 41);
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${oldEventId}/record`,
      headers: auth,
      payload: { clientId: randomUUID(), dorsal: 41, time: 3_600_000, timestamp: Date.now() },
    });
    expect(recorded.statusCode).toBeLessThan(300);
  });

  it('still gives the share card and the diploma of an event whose stored name carries one', async () => {
    const card = await t.app.inject({
      method: 'GET',
      url: `/api/results/${oldEventId}/riders/41/card.png`,
      remoteAddress: nextAddress(),
    });
    expect(card.statusCode).toBe(200);
    expect(card.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
    const diploma = await t.app.inject({
      method: 'GET',
      url: `/api/results/${oldEventId}/riders/41/diploma.pdf`,
      remoteAddress: nextAddress(),
    });
    expect(diploma.statusCode).toBe(200);
  });

  it('refuses one in a new event’s name or place, and in a race’s name', async () => {
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: auth,
      payload: {
        nombre: 'Gran\u0001Fondo',
        race_id: 1,
        fecha: '2026-04-12',
        lugar: 'Tafí\u000Bdel Valle',
        fechaAperturaInscripciones: '2026-04-01',
        fechaCierreInscripciones: '2026-04-10',
        categorias: [1],
      },
    });
    expect(event.statusCode).toBe(400);
    expect(event.json().fields).toEqual({ nombre: messages.controlCharacter, lugar: messages.controlCharacter });
    const race = await t.app.inject({
      method: 'POST',
      url: '/api/races',
      headers: auth,
      payload: { nombre: 'Rally\u0085Norte' },
    });
    expect(race.statusCode).toBe(400);
    expect(race.json().fields).toEqual({ nombre: messages.controlCharacter });
  });
});

describe('while the race is on', () => {
  it('a finisher gets provisional files, drawn again as official once the results are final', async () => {
    const live = await insertEvent(t.db.db, { nombre: 'Rally en curso' });
    await t.app.inject({
      method: 'POST',
      url: '/api/timing-config',
      headers: auth,
      payload: { eventId: live, config: { '33': { laps: 1, enabled: true } } },
    });
    await insertRider(t.db.db, live, 41);
    await insertRider(t.db.db, live, 42);
    await t.app.inject({
      method: 'POST',
      url: `/api/timing/${live}/record`,
      headers: auth,
      payload: { clientId: randomUUID(), dorsal: 41, time: 3_600_000, timestamp: Date.now() },
    });
    const file = (name: string) =>
      t.app.inject({ method: 'GET', url: `/api/results/${live}/riders/41/${name}`, remoteAddress: nextAddress() });
    const diplomaLines = async () => {
      const response = await file('diploma.pdf');
      expect(response.statusCode).toBe(200);
      return (await pdfText(response.rawPayload)).text[0]!.split('\n').filter((line) => line.trim() !== '');
    };

    // Rider 42 is still out there: 41's places may change.
    const provisional = await diplomaLines();
    expect(provisional).toContainEqual('Diploma de finalización provisorio');
    expect(provisional).toContainEqual(
      'Resultados provisorios: las posiciones pueden cambiar hasta que termine la carrera.',
    );
    const cards = riderFiles(t.app).stats().renders.card;
    expect((await file('card.png')).statusCode).toBe(200);
    expect(riderFiles(t.app).stats().renders.card).toBe(cards + 1);

    const abandoned = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${live}/update-runner-times`,
      headers: auth,
      payload: { dorsal: 42, status: 'DNF' },
    });
    expect(abandoned.statusCode).toBe(200);

    // Everyone has a final status: the same rider's kept files are drawn again, now official.
    const official = await diplomaLines();
    expect(official).toContainEqual('Diploma de finalización');
    expect(official.join('\n')).not.toContain('provisori');
    expect((await file('card.png')).statusCode).toBe(200);
    expect(riderFiles(t.app).stats().renders.card).toBe(cards + 2);
  });
});

describe('the share card', () => {
  const drawn: DrawnResult = {
    eventName: 'Rally en curso',
    eventDate: '2026-11-27',
    eventPlace: 'Tafí del Valle',
    organizer: 'Carrera MTB Tucumán',
    dorsal: 41,
    runnerName: 'Lucía Fernández',
    categoryName: 'ELITE DAMAS',
    distance: 33,
    finalTime: 3_600_000,
    overall: { position: 1, of: 1 },
    category: { position: 1, of: 1 },
    sex: null,
    provisional: true,
  };

  it('says the results are provisional until they are final, then official', () => {
    expect(shareCardSvg(drawn)).toContain('Resultados provisorios');
    expect(shareCardSvg(drawn)).not.toContain('Resultados oficiales');
    expect(shareCardSvg({ ...drawn, provisional: false })).toContain('Resultados oficiales');
  });
});
