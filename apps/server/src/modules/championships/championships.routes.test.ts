import { randomUUID } from 'node:crypto';
import type { StandingsResponse } from '@carreras/domain/championships/championship.schemas';
import { DEFAULT_POINTS_TABLE } from '@carreras/domain/championships/championship.schemas';
import { todayInOrganiserZone } from '@carreras/domain/dates';
import { errorCodes } from '@carreras/domain/errors';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import { bearer, createTestApp, loginAdmin, registerRunner, type TestApp, uniqueDni } from '../../../test/test-app.ts';
import { readXlsx } from '../../../test/xlsx-reader.ts';
import { insertInscription } from '../inscriptions/inscription-writes.repository.ts';

/**
 * Championships through the real app: three past events timed on 33 km (one lap), riders enrolled by runner,
 * passages and statuses recorded as the timing screens do, and standings checked against points this test
 * computes from what it recorded.
 */
let t: TestApp;
let auth: { authorization: string };
let runnerAuth: { authorization: string };
let X: string;
let Y: string;
const eventIds: number[] = [];
const runnerIds: Record<string, number> = {};

const RACE_START = Date.now() - 3_600_000;

function shiftDays(days: number): string {
  const date = new Date(`${todayInOrganiserZone()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** What each date's riders did: a finish time (ms), a status set by the organiser, or nothing (DNS once over). */
interface Entry {
  rider: string;
  category: 'X' | 'Y';
  time?: number;
  status?: 'DNF' | 'DNS' | 'DSQ';
  partner?: string;
}
const PLAN: Entry[][] = [
  [
    { rider: 'A', category: 'X', time: 100_000 },
    { rider: 'B', category: 'X', time: 110_000 },
    { rider: 'C', category: 'X', time: 120_000 },
    { rider: 'D', category: 'X', time: 90_000, status: 'DNF' },
    { rider: 'E', category: 'X' },
  ],
  [
    { rider: 'B', category: 'X', time: 100_000 },
    { rider: 'A', category: 'X', time: 105_000 },
    { rider: 'C', category: 'X', time: 80_000, status: 'DSQ' },
    { rider: 'E', category: 'Y', time: 100_000 },
  ],
  [
    { rider: 'C', category: 'X', time: 90_000 },
    { rider: 'A', category: 'X', time: 95_000 },
    { rider: 'B', category: 'X', time: 100_000 },
    { rider: 'D', category: 'X', time: 105_000 },
    { rider: 'E', category: 'Y', status: 'DNS' },
    { rider: 'F', category: 'Y', time: 110_000, partner: 'G' },
  ],
];

/**
 * The standings this test expects, computed from PLAN alone: places by time among the category's finishers, the
 * table's points (the floor beyond it), the statuses' points, no passage after the day reading DNS; the best
 * `bestOf` per line summed. Keyed `runner|category` (a pair's partner shares the holder's result).
 */
function expectedTotals(scoring: { dnf: number; dns: number; dsq: number; bestOf: number | null }) {
  const pointsOf = new Map<string, number[]>();
  for (const date of PLAN) {
    for (const category of ['X', 'Y'] as const) {
      const entries = date.filter((e) => e.category === category);
      const finishers = entries
        .filter((e) => e.time !== undefined && e.status === undefined)
        .sort((a, b) => (a.time ?? 0) - (b.time ?? 0));
      for (const entry of entries) {
        const place = finishers.indexOf(entry);
        const status = entry.status ?? (entry.time === undefined ? 'DNS' : null);
        const points =
          place >= 0
            ? (DEFAULT_POINTS_TABLE[place] ?? 5)
            : status === 'DNF'
              ? scoring.dnf
              : status === 'DNS'
                ? scoring.dns
                : scoring.dsq;
        for (const rider of [entry.rider, entry.partner].filter((r): r is string => r !== undefined)) {
          const key = `${rider}|${category}`;
          pointsOf.set(key, [...(pointsOf.get(key) ?? []), points]);
        }
      }
    }
  }
  return new Map(
    [...pointsOf].map(([key, list]) => [
      key,
      [...list]
        .sort((a, b) => b - a)
        .slice(0, scoring.bestOf ?? list.length)
        .reduce((sum, p) => sum + p, 0),
    ]),
  );
}

/** The standings as `runner|category` → total, with the riders' letters from their surnames. */
function totalsOf(standings: StandingsResponse): Map<string, number> {
  const letterOf = new Map(Object.entries(runnerIds).map(([letter, id]) => [id, letter]));
  const category = (name: string) => (name === X ? 'X' : name === Y ? 'Y' : name);
  return new Map(
    standings.categories.flatMap((c) =>
      c.rows.map((r) => [`${letterOf.get(r.runnerId ?? 0)}|${category(c.name)}`, r.total] as const),
    ),
  );
}

async function insertRunner(letter: string): Promise<number> {
  const now = new Date().toISOString();
  const row = await t.db.db
    .insertInto('runners')
    .values({
      nombre: 'Ciclista',
      apellido: letter,
      dni: uniqueDni(),
      sexo: 'M',
      fecha_nacimiento: '1985-01-01',
      email: 'ciclista@example.com',
      whatsapp: '5493815550000',
      telefono: '5493815550001',
      pais: 'Argentina',
      provincia: 'Tucumán',
      obra_social: null,
      grupo_sanguineo: 'O+',
      alergia: null,
      password_hash: 'x',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A championship published at once, as the public reads it (a draft is tested on its own). */
async function createChampionship(body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/championships',
    headers: auth,
    payload: { publicado: true, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}

async function standingsOf(id: number): Promise<StandingsResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/championships/${id}/standings` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StandingsResponse;
}

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await loginAdmin(t.app));
  runnerAuth = bearer((await registerRunner(t.app)).token);
  const categories = await t.db.db
    .selectFrom('categories')
    .select(['id', 'nombre'])
    .where('distancia', '=', 33)
    .orderBy('id')
    .execute();
  const categoryOf = { X: categories[0]!, Y: categories[1]! };
  X = categoryOf.X.nombre;
  Y = categoryOf.Y.nombre;
  for (const letter of ['A', 'B', 'C', 'D', 'E', 'F', 'G']) runnerIds[letter] = await insertRunner(letter);

  for (const [index, date] of PLAN.entries()) {
    const eventId = await insertEvent(t.db.db, { fecha: shiftDays(-30 + index * 7), nombre: `Fecha ${index + 1}` });
    eventIds.push(eventId);
    const config = await t.app.inject({
      method: 'POST',
      url: '/api/timing-config',
      headers: auth,
      payload: { eventId, config: { '33': { laps: 1, enabled: true } } },
    });
    expect(config.statusCode, config.body).toBeLessThan(300);
    for (const [position, entry] of date.entries()) {
      const bib = position + 1;
      const now = new Date().toISOString();
      const holder = runnerIds[entry.rider]!;
      const partner = entry.partner ? runnerIds[entry.partner]! : null;
      await insertInscription(
        t.db.db,
        {
          runnerId: holder,
          eventId: eventId,
          categoryId: categoryOf[entry.category].id,
          distancia: 33,
          categoria: categoryOf[entry.category].nombre,
          esEquipo: partner !== null,
          partnerRunnerId: partner,
          numeroDorsalAsignado: bib,
          pagoConfirmado: true,
          inscripcionConfirmada: true,
          createdAt: now,
          updatedAt: now,
        },
        partner === null ? [holder] : [holder, partner],
      );
      if (entry.time !== undefined) {
        const stored = await t.app.inject({
          method: 'POST',
          url: `/api/timing/${eventId}/record`,
          headers: auth,
          payload: { clientId: randomUUID(), dorsal: bib, time: entry.time, timestamp: RACE_START + entry.time },
        });
        expect(stored.statusCode, stored.body).toBe(201);
      }
      if (entry.status) {
        const marked = await t.app.inject({
          method: 'POST',
          url: `/api/timing/${eventId}/update-runner-times`,
          headers: auth,
          payload: { dorsal: bib, status: entry.status },
        });
        expect(marked.statusCode, marked.body).toBe(200);
      }
    }
  }
});
afterAll(async () => t?.close());

describe('championship standings', () => {
  it('sum each runner’s points per category over three dates, as computed from the results', async () => {
    const { id } = await createChampionship({ nombre: 'Copa Tucumán MTB', anio: 2026, eventIds });
    const standings = await standingsOf(id);

    expect(totalsOf(standings)).toEqual(expectedTotals({ dnf: 0, dns: 0, dsq: 0, bestOf: null }));
    expect(standings.provisional).toBe(false);
    expect(standings.dates.map((d) => [d.number, d.eventId, d.eventName, d.final, d.hasResults])).toEqual([
      [1, eventIds[0], 'Fecha 1', true, true],
      [2, eventIds[1], 'Fecha 2', true, true],
      [3, eventIds[2], 'Fecha 3', true, true],
    ]);
    const x = standings.categories.find((c) => c.name === X)!;
    // A 100 + 80 + 80 = 260, B 80 + 100 + 65 = 245, C 65 + 0 + 100 = 165, D 0 + 55, E 0 (DNS, not there on the day).
    expect(x.rows.map((r) => [r.position, r.runnerId, r.total, r.wins])).toEqual([
      [1, runnerIds.A, 260, 1],
      [2, runnerIds.B, 245, 1],
      [3, runnerIds.C, 165, 1],
      [4, runnerIds.D, 55, 0],
      [5, runnerIds.E, 0, 0],
    ]);
    expect(x.rows[2]?.results).toEqual([
      { position: 3, status: 'COMPLETED', points: 65, counts: true },
      { position: null, status: 'DISQUALIFIED', points: 0, counts: true },
      { position: 1, status: 'COMPLETED', points: 100, counts: true },
    ]);
    expect(x.rows[0]).toMatchObject({ runnerName: 'Ciclista A', club: null });
  });

  it('gives a rider who changed category a line in each, and both partners of a pair the pair’s points', async () => {
    const { id } = await createChampionship({ nombre: 'Copa con parejas', anio: 2026, eventIds });
    const standings = await standingsOf(id);
    const y = standings.categories.find((c) => c.name === Y)!;
    // F and G raced the third date as a pair and won it; E won the second, then did not start the third.
    expect(y.rows.map((r) => [r.position, r.runnerId, r.total])).toEqual([
      [1, runnerIds.F, 100],
      [1, runnerIds.G, 100],
      [3, runnerIds.E, 100],
    ]);
    const x = standings.categories.find((c) => c.name === X)!;
    expect(x.rows.filter((r) => r.runnerId === runnerIds.E)).toHaveLength(1);
  });

  it('leaves out a partner who has not accepted the pair yet', async () => {
    const eventId = await insertEvent(t.db.db, { fecha: shiftDays(-3), nombre: 'Fecha pareja pendiente' });
    await t.app.inject({
      method: 'POST',
      url: '/api/timing-config',
      headers: auth,
      payload: { eventId, config: { '33': { laps: 1, enabled: true } } },
    });
    const category = await t.db.db
      .selectFrom('categories')
      .select(['id', 'nombre'])
      .where('nombre', '=', Y)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await insertInscription(
      t.db.db,
      {
        runnerId: runnerIds.A!,
        eventId: eventId,
        categoryId: category.id,
        distancia: 33,
        categoria: category.nombre,
        esEquipo: true,
        partnerRunnerId: runnerIds.B!,
        partnerPending: true,
        numeroDorsalAsignado: 1,
        pagoConfirmado: true,
        inscripcionConfirmada: true,
        createdAt: now,
        updatedAt: now,
      },
      [runnerIds.A!],
    );
    const stored = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/record`,
      headers: auth,
      payload: { clientId: randomUUID(), dorsal: 1, time: 100_000, timestamp: RACE_START + 100_000 },
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const { id } = await createChampionship({ nombre: 'Copa pareja pendiente', anio: 2026, eventIds: [eventId] });
    const standings = await standingsOf(id);
    expect(standings.categories.map((c) => [c.name, c.rows.map((r) => [r.runnerId, r.total])])).toEqual([
      [Y, [[runnerIds.A, 100]]],
    ]);
  });

  it('counts the best N, gives the statuses their points and parts equal totals by wins then the latest result', async () => {
    const { id } = await createChampionship({
      nombre: 'Copa mejores dos',
      anio: 2026,
      eventIds,
      scoring: { bestOf: 2, dnf: 5, dns: 2, dsq: 1 },
    });
    const standings = await standingsOf(id);
    expect(totalsOf(standings)).toEqual(expectedTotals({ dnf: 5, dns: 2, dsq: 1, bestOf: 2 }));
    const x = standings.categories.find((c) => c.name === X)!;
    // A and B: 180 each with one win each; on the last date A was 2nd and B 3rd.
    expect(x.rows.map((r) => [r.position, r.runnerId, r.total])).toEqual([
      [1, runnerIds.A, 180],
      [2, runnerIds.B, 180],
      [3, runnerIds.C, 165],
      [4, runnerIds.D, 60],
      [5, runnerIds.E, 2],
    ]);
    // A scored 100, 80, 80: of the two equal ones the earlier date counts.
    expect(x.rows[0]?.results.map((r) => r.counts)).toEqual([true, true, false]);
    expect(x.rows[3]?.results[0]).toEqual({ position: null, status: 'DNF', points: 5, counts: true });
  });

  it('is provisional while a date is still to be raced, and the rider lookup says where a runner stands', async () => {
    const future = await insertEvent(t.db.db, { fecha: shiftDays(10), nombre: 'Fecha 4' });
    const { id } = await createChampionship({ nombre: 'Copa en curso', anio: 2026, eventIds: [...eventIds, future] });
    const standings = await standingsOf(id);
    expect(standings.provisional).toBe(true);
    expect(standings.dates[3]).toMatchObject({ number: 4, final: false, hasResults: false });

    const lookup = await t.app.inject({ method: 'GET', url: `/api/championships/standing-of-runner/${runnerIds.B}` });
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json().standings).toContainEqual({
      championshipId: id,
      nombre: 'Copa en curso',
      anio: 2026,
      categoryName: X,
      position: 2,
      total: 245,
      riders: 5,
      provisional: true,
    });
  });

  it('leave out an inactive date, its name and its riders, until it is active again', async () => {
    const hidden = await insertEvent(t.db.db, { fecha: shiftDays(-2), nombre: 'Fecha despublicada', activo: false });
    await t.app.inject({
      method: 'POST',
      url: '/api/timing-config',
      headers: auth,
      payload: { eventId: hidden, config: { '33': { laps: 1, enabled: true } } },
    });
    const category = await t.db.db
      .selectFrom('categories')
      .select(['id', 'nombre'])
      .where('nombre', '=', X)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await insertInscription(
      t.db.db,
      {
        runnerId: runnerIds.G!,
        eventId: hidden,
        categoryId: category.id,
        distancia: 33,
        categoria: category.nombre,
        numeroDorsalAsignado: 1,
        pagoConfirmado: true,
        inscripcionConfirmada: true,
        createdAt: now,
        updatedAt: now,
      },
      [runnerIds.G!],
    );
    const stored = await t.app.inject({
      method: 'POST',
      url: `/api/timing/${hidden}/record`,
      headers: auth,
      payload: { clientId: randomUUID(), dorsal: 1, time: 100_000, timestamp: RACE_START + 100_000 },
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const season = [eventIds[0]!, hidden];
    const xRiders = (standings: StandingsResponse) =>
      standings.categories.find((c) => c.name === X)?.rows.map((r) => r.runnerId) ?? [];

    const { id } = await createChampionship({ nombre: 'Copa con fecha oculta', anio: 2026, eventIds: season });
    const response = await t.app.inject({ method: 'GET', url: `/api/championships/${id}/standings` });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Fecha despublicada');
    const standings = response.json() as StandingsResponse;
    expect(standings.dates.map((d) => [d.number, d.eventId])).toEqual([[1, eventIds[0]]]);
    expect(xRiders(standings)).not.toContain(runnerIds.G);
    const lookup = await t.app.inject({ method: 'GET', url: `/api/championships/standing-of-runner/${runnerIds.G}` });
    expect(lookup.json().standings.map((s: { championshipId: number }) => s.championshipId)).not.toContain(id);

    await t.db.db.updateTable('events').set({ activo: true }).where('id', '=', hidden).execute();
    const published = await createChampionship({ nombre: 'Copa con fecha publicada', anio: 2026, eventIds: season });
    const again = await standingsOf(published.id);
    expect(again.dates.map((d) => [d.number, d.eventId, d.eventName])).toEqual([
      [1, eventIds[0], 'Fecha 1'],
      [2, hidden, 'Fecha despublicada'],
    ]);
    expect(xRiders(again)).toContain(runnerIds.G);
  });
  it('exports the standings as a spreadsheet, a sheet per category', async () => {
    const { id } = await createChampionship({ nombre: 'Copa planilla', anio: 2026, eventIds });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/championships/${id}/standings/export`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('campeonato_Copa');
    const sheets = await readXlsx(response.rawPayload);
    const x = sheets[X.slice(0, 31)]!;
    expect(x[0]).toEqual([
      'Posición',
      'Corredor',
      'Club',
      'Total',
      'Victorias',
      'Fecha 1: Fecha 1',
      'Fecha 2: Fecha 2',
      'Fecha 3: Fecha 3',
    ]);
    expect(x[1]).toEqual([1, 'Ciclista A', undefined, 260, 1, '100 (1º)', '80 (2º)', '80 (2º)']);
    expect(x[3]).toEqual([3, 'Ciclista C', undefined, 165, 1, '65 (3º)', '0 (DSQ)', '100 (1º)']);
  });
});

/** Every text of the PDF's pages, in drawing order. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const text: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  return text.join('\n');
}

describe('championship awards sheet', () => {
  it('is a PDF with each category’s first five and their points', async () => {
    const { id } = await createChampionship({ nombre: 'Copa premiación', anio: 2026, eventIds });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/championships/${id}/standings/awards.pdf`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(response.rawPayload)).split('\n').filter((line) => line.trim() !== '');
    expect(text.slice(0, 2)).toEqual(['Copa premiación 2026', 'Premiación · Clasificación final']);
    const x = text.indexOf(X);
    expect(text.slice(x, x + 1 + 3 * 5)).toEqual([
      X,
      ...['1º', 'Ciclista A', '260 pts', '2º', 'Ciclista B', '245 pts', '3º', 'Ciclista C', '165 pts'],
      ...['4º', 'Ciclista D', '55 pts', '5º', 'Ciclista E', '0 pts'],
    ]);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/championships/${id}/standings/awards.pdf` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('championship administration', () => {
  it('creates, reads, renames, sets events and scoring, lists and deletes', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/championships',
      headers: auth,
      payload: { nombre: '  Copa Norte  ', anio: 2027 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, ...body } = created.json();
    expect(body).toEqual({
      nombre: 'Copa Norte',
      anio: 2027,
      events: [],
      scoring: {
        table: [100, 80, 65, 55, 50, 45, 40, 36, 32, 29, 26, 24, 22, 20, 18, 16, 14, 12, 10, 8],
        beyondTable: 5,
        dnf: 0,
        dns: 0,
        dsq: 0,
        bestOf: null,
      },
      publicado: false,
    });
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/championships/${id}`,
      headers: auth,
      payload: { nombre: 'Copa Norte 2027', anio: 2027 },
    });
    expect(renamed.json().nombre).toBe('Copa Norte 2027');
    const events = await t.app.inject({
      method: 'PUT',
      url: `/api/championships/${id}/events`,
      headers: auth,
      payload: { eventIds: [eventIds[2], eventIds[0]] },
    });
    expect(events.json().events.map((e: { number: number; eventId: number }) => [e.number, e.eventId])).toEqual([
      [1, eventIds[2]],
      [2, eventIds[0]],
    ]);
    // A draft: the administrators' alone until published.
    const draftRead = await t.app.inject({ method: 'GET', url: `/api/championships/${id}/standings` });
    expect(draftRead.statusCode).toBe(404);
    expect(draftRead.json()).toMatchObject({ message: 'Campeonato no encontrado' });
    expect((await t.app.inject({ method: 'GET', url: '/api/championships' })).json()).not.toContainEqual(
      expect.objectContaining({ id }),
    );
    const lookupDraft = await t.app.inject({
      method: 'GET',
      url: `/api/championships/standing-of-runner/${runnerIds.A}`,
    });
    expect(lookupDraft.json().standings).not.toContainEqual(expect.objectContaining({ championshipId: id }));
    const adminList = await t.app.inject({ method: 'GET', url: '/api/admin/championships', headers: auth });
    expect(adminList.json()).toContainEqual({ id, nombre: 'Copa Norte 2027', anio: 2027, dates: 2, publicado: false });
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/admin/championships/${id}/standings`,
      headers: auth,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().categories.find((c: { name: string }) => c.name === X)?.rows[0]?.total).toBe(180);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/championships/${id}/standings` })).statusCode).toBe(
      401,
    );
    const published = await t.app.inject({
      method: 'PUT',
      url: `/api/championships/${id}/published`,
      headers: auth,
      payload: { publicado: true },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().publicado).toBe(true);
    // The public read takes 'published' from the cached standings: publishing and taking down show at once.
    const publicRead = () => t.app.inject({ method: 'GET', url: `/api/championships/${id}/standings` });
    expect((await publicRead()).statusCode).toBe(200);
    const setPublished = (publicado: boolean) =>
      t.app.inject({ method: 'PUT', url: `/api/championships/${id}/published`, headers: auth, payload: { publicado } });
    expect((await setPublished(false)).statusCode).toBe(200);
    expect((await publicRead()).statusCode).toBe(404);
    expect((await setPublished(true)).statusCode).toBe(200);
    expect((await publicRead()).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/championships/99999999/published',
          headers: auth,
          payload: { publicado: true },
        })
      ).statusCode,
    ).toBe(404);

    // Read once with the default table: the change of scoring below must not be served from before.
    const before = await standingsOf(id);
    expect(before.categories.find((c) => c.name === X)?.rows[0]?.total).toBe(180);
    const scoring = await t.app.inject({
      method: 'PUT',
      url: `/api/championships/${id}/scoring`,
      headers: auth,
      payload: { table: [30, 20, 10], beyondTable: 1, dnf: 1, dns: 0, dsq: 0, bestOf: 1 },
    });
    expect(scoring.statusCode, scoring.body).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: `/api/championships/${id}`, headers: auth });
    expect(read.json().scoring).toEqual({ table: [30, 20, 10], beyondTable: 1, dnf: 1, dns: 0, dsq: 0, bestOf: 1 });
    const standings = await standingsOf(id);
    // Fecha 1 is the third event (C won it, 30), fecha 2 the first (A won it); only the best one counts.
    const x = standings.categories.find((c) => c.name === X)!;
    expect(x.rows.slice(0, 2).map((r) => [r.runnerId, r.total])).toEqual([
      [runnerIds.A, 30],
      [runnerIds.C, 30],
    ]);

    const list = await t.app.inject({ method: 'GET', url: '/api/championships' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({ id, nombre: 'Copa Norte 2027', anio: 2027, dates: 2, publicado: true });

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/championships/${id}`, headers: auth });
    expect(removed.statusCode).toBe(204);
    const gone = await t.app.inject({ method: 'GET', url: `/api/championships/${id}/standings` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: errorCodes.notFound, message: 'Campeonato no encontrado' });
  });

  it('lets anyone read and only administrators write', async () => {
    const { id } = await createChampionship({ nombre: 'Copa acceso', anio: 2026 });
    const payload = { nombre: 'Otra', anio: 2026 };
    expect((await t.app.inject({ method: 'GET', url: '/api/championships' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/championships/${id}/standings` })).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', `/api/championships/${id}`],
      ['POST', '/api/championships'],
      ['PUT', `/api/championships/${id}`],
      ['DELETE', `/api/championships/${id}`],
      ['GET', `/api/championships/${id}/standings/export`],
    ] as const) {
      const anonymous = await t.app.inject({
        method,
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : payload,
      });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const runner = await t.app.inject({
        method,
        url,
        headers: runnerAuth,
        payload: method === 'GET' || method === 'DELETE' ? undefined : payload,
      });
      expect(runner.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/championships/${id}`, headers: auth })).statusCode).toBe(
      200,
    );
  });

  it('refuses bad input with 400 and a Spanish message', async () => {
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/championships', headers: auth, payload });
    const cases: [Record<string, unknown>, string][] = [
      [{ anio: 2026 }, 'El nombre del campeonato es requerido'],
      [{ nombre: 'Copa', anio: 1999 }, 'Ingrese un año entre 2000 y 2100'],
      [
        { nombre: 'Copa', anio: 2026, eventIds: [eventIds[0], eventIds[0]] },
        'Un evento no puede figurar dos veces en el campeonato',
      ],
      [
        { nombre: 'Copa', anio: 2026, scoring: { table: [10, 20] } },
        'Un puesto no puede dar más puntos que el puesto anterior',
      ],
      [
        { nombre: 'Copa', anio: 2026, scoring: { bestOf: 0 } },
        'La cantidad de resultados que cuentan debe ser un número entero mayor que cero',
      ],
      [{ nombre: 'Copa', anio: 2026, scoring: { dnf: -1 } }, 'Los puntos deben ser números enteros entre 0 y 10000'],
    ];
    for (const [payload, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toBe(errorCodes.validation);
      expect(JSON.stringify(response.json()), JSON.stringify(payload)).toContain(message);
    }
    const missing = await post({ nombre: 'Copa', anio: 2026, eventIds: [999_999] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Uno de los eventos seleccionados no existe');
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/championships/999999/scoring',
      headers: auth,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('championship public reads', () => {
  it('count in the one budget per address of the public results reads', async () => {
    const strict = await createTestApp({ env: { RESULTS_LIMIT_PER_MINUTE: '3' } });
    try {
      const read = (url: string, remoteAddress = '10.77.0.1') =>
        strict.app.inject({ method: 'GET', url, remoteAddress });
      expect((await read('/api/championships')).statusCode).toBe(200);
      expect((await read('/api/results')).statusCode).toBe(200);
      expect((await read('/api/championships/999/standings')).statusCode).toBe(404);
      const refused = await read('/api/championships/standing-of-runner/1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe('TOO_MANY_REQUESTS');
      expect((await read('/api/results')).statusCode).toBe(429);
      expect((await read('/api/championships', '10.77.0.2')).statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
