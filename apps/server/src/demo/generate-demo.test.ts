import { isCategoryEligible } from '@carreras/domain/categories/category-eligibility';
import type { StandingsResponse } from '@carreras/domain/championships/championship.schemas';
import { ageForEvent, todayInOrganiserZone } from '@carreras/domain/dates';
import { isEventOpen } from '@carreras/domain/events/event-openness';
import type { ResultsResponse } from '@carreras/domain/results/results.schemas';
import { whatsappDigits } from '@carreras/domain/runners/phone-number';
import { describe, expect, it } from 'vitest';
import { createTestApp, nextAddress, type TestApp } from '../../test/test-app.ts';
import { timedRecords } from '../modules/timing/timed-records.service.ts';
import { lapsConfig } from '../modules/timing/timing-config.service.ts';
import { DEMO_PEOPLE } from './demo-registration.ts';
import { demoSuite } from './demo-test-helpers.ts';
import { DEMO_ADMIN, DEMO_RUNNER, generateDemo } from './generate-demo.ts';

const now = new Date();
const demo = demoSuite(now);

describe('demo season', () => {
  it('has about 400 runners and three events with inscriptions', () => {
    expect(demo.summary.runners).toBe(400 + Object.keys(DEMO_PEOPLE).length);
    expect(demo.summary.events).toHaveLength(3);
    for (const event of demo.summary.events) expect(event.inscriptions).toBeGreaterThan(80);
  });

  it('keeps the invariants the API enforces', async () => {
    const db = demo.t.db.db;
    const rows = await db
      .selectFrom('inscriptions as i')
      .innerJoin('runners as r', 'r.id', 'i.runner_id')
      .innerJoin('events as e', 'e.id', 'i.event_id')
      .innerJoin('categories as c', 'c.id', 'i.category_id')
      .select([
        'i.event_id',
        'i.runner_id',
        'i.partner_runner_id',
        'i.numero_dorsal_asignado',
        'i.pago_confirmado',
        'i.inscripcion_confirmada',
        'i.distancia',
        'r.sexo',
        'r.fecha_nacimiento',
        'e.fecha',
        'c.nombre',
        'c.distancia as category_distance',
        'c.sexo as category_sex',
        'c.es_libre',
        'c.edad_minima',
        'c.edad_maxima',
      ])
      .execute();
    const bibs = new Set<string>();
    const participants = new Set<string>();
    for (const row of rows) {
      if (row.numero_dorsal_asignado !== null) {
        const key = `${row.event_id}:${row.numero_dorsal_asignado}`;
        expect(bibs.has(key), key).toBe(false);
        bibs.add(key);
        expect(row.pago_confirmado && row.inscripcion_confirmada).toBe(true);
      }
      for (const runner of [row.runner_id, row.partner_runner_id]) {
        if (runner === null) continue;
        const key = `${row.event_id}:${runner}`;
        expect(participants.has(key), key).toBe(false);
        participants.add(key);
      }
      expect(row.distancia).toBe(row.category_distance);
      const fits = isCategoryEligible(
        { sexo: row.category_sex, esLibre: row.es_libre, edadMinima: row.edad_minima, edadMaxima: row.edad_maxima },
        row.sexo,
        ageForEvent(row.fecha_nacimiento, row.fecha),
      );
      expect(fits, `${row.nombre} for ${row.sexo} born ${row.fecha_nacimiento}`).toBe(true);
    }
  });

  it('stores phones as sign-up does, the digits WhatsApp dials', async () => {
    const phones = await demo.t.db.db.selectFrom('runners').select(['whatsapp', 'telefono']).execute();
    expect(phones.length).toBe(demo.summary.runners);
    for (const { whatsapp, telefono } of phones) {
      expect(whatsappDigits(whatsapp)).toBe(whatsapp);
      expect(whatsappDigits(telefono)).toBe(telefono);
    }
  });

  it("has this year's edition open for registration and a race running today", async () => {
    const events = await demo.t.db.db.selectFrom('events').selectAll().orderBy('id').execute();
    const open = events.filter((e) =>
      isEventOpen({
        activo: e.activo,
        fechaAperturaInscripciones: e.fecha_apertura_inscripciones,
        fechaCierreInscripciones: e.fecha_cierre_inscripciones,
      }),
    );
    expect(open.map((e) => e.nombre)).toEqual(['Carrera MTB Tucumán - 7ª Edición']);
    expect(events.some((e) => e.fecha === todayInOrganiserZone())).toBe(true);
    const pairs = await demo.t.db.db.selectFrom('inscriptions').select('id').where('es_equipo', '=', true).execute();
    expect(pairs.length).toBeGreaterThan(0);
  });

  it('has every category entered in both editions of the race', async () => {
    const categories = await demo.t.db.db.selectFrom('categories').select('id').execute();
    for (const event of demo.summary.events.filter((e) => e.stage !== 'live')) {
      const entered = await demo.t.db.db
        .selectFrom('inscriptions')
        .select('category_id')
        .distinct()
        .where('event_id', '=', event.id)
        .execute();
      expect(entered.length, event.nombre).toBe(categories.length);
    }
  });

  it("has this year's inscriptions in every state", async () => {
    const open = demo.summary.events.find((e) => e.stage === 'open')!;
    const rows = await demo.t.db.db.selectFrom('inscriptions').selectAll().where('event_id', '=', open.id).execute();
    expect(rows.some((r) => !r.pago_confirmado)).toBe(true);
    expect(rows.some((r) => r.pago_confirmado && r.numero_dorsal_asignado === null)).toBe(true);
    expect(rows.some((r) => r.numero_dorsal_asignado !== null)).toBe(true);
    expect(rows.some((r) => r.es_equipo && r.partner_runner_id !== null)).toBe(true);
    const live = demo.summary.events.find((e) => e.stage === 'live')!;
    const today = await demo.t.db.db.selectFrom('inscriptions').selectAll().where('event_id', '=', live.id).execute();
    expect(today.some((r) => r.asistencia_confirmada)).toBe(true);
    expect(today.some((r) => r.numero_dorsal_asignado !== null && !r.asistencia_confirmada)).toBe(true);
  });

  it('records time only for bibs of the event and never beyond the configured laps', async () => {
    const db = demo.t.db.db;
    let corrected = 0;
    for (const event of demo.summary.events) {
      const laps = await lapsConfig(db, event.id);
      const bibs = await db
        .selectFrom('inscriptions')
        .select(['numero_dorsal_asignado as dorsal', 'distancia'])
        .where('event_id', '=', event.id)
        .where('numero_dorsal_asignado', 'is not', null)
        .execute();
      const distanceOf = new Map(bibs.map((b) => [b.dorsal, b.distancia]));
      const { records } = await timedRecords(db, event.id);
      corrected += records.filter((r) => r.corrected).length;
      const passages = new Map<number, number>();
      for (const record of records) {
        if (record.dorsal === null) continue;
        const distance = distanceOf.get(record.dorsal);
        expect(distance, `bib ${record.dorsal} of event ${event.id}`).toBeDefined();
        passages.set(record.dorsal, (passages.get(record.dorsal) ?? 0) + 1);
        if (!record.corrected && record.lap !== null) expect(record.lap).toBeLessThanOrEqual(laps.get(distance!)!);
      }
      for (const [bib, count] of passages)
        expect(count, `bib ${bib}`).toBeLessThanOrEqual(laps.get(distanceOf.get(bib)!)!);
      if (event.stage !== 'open') expect(passages.size, event.nombre).toBeGreaterThan(50);
    }
    expect(corrected).toBeGreaterThanOrEqual(2);
  });

  it("ranks riders in every category of last year's results", async () => {
    const finished = demo.summary.events.find((e) => e.stage === 'finished')!;
    const categories = await demo.t.db.db
      .selectFrom('inscriptions')
      .select(['categoria', 'distancia'])
      .distinct()
      .where('event_id', '=', finished.id)
      .execute();
    const statuses = new Set<string>();
    let penalties = 0;
    for (const distance of [33, 66]) {
      const response = await demo.t.app.inject({
        method: 'GET',
        url: `/api/results/${finished.id}?distance=${distance}`,
      });
      expect(response.statusCode).toBe(200);
      const results = response.json<ResultsResponse>();
      for (const { categoria } of categories.filter((c) => c.distancia === distance)) {
        const ranked = results.categories.find((c) => c.name === categoria)?.runners.filter((r) => r.position !== null);
        expect(ranked?.length ?? 0, categoria).toBeGreaterThan(0);
      }
      for (const row of results.overall) statuses.add(row.status);
      penalties += results.overall.filter((r) => r.penaltyTime > 0).length;
    }
    expect([...statuses]).toEqual(expect.arrayContaining(['COMPLETED', 'DNF', 'DISQUALIFIED']));
    expect(penalties).toBeGreaterThan(0);
  });

  it('shows the race in progress in live results', async () => {
    const live = demo.summary.events.find((e) => e.stage === 'live')!;
    const response = await demo.t.app.inject({ method: 'GET', url: `/api/results/${live.id}?distance=66` });
    expect(response.statusCode).toBe(200);
    const results = response.json<ResultsResponse>();
    expect(results.overall.filter((r) => r.completedLaps > 0).length).toBeGreaterThan(10);
    expect(results.overall.some((r) => r.status === 'IN_PROGRESS')).toBe(true);
  });

  it("has a rally championship of two finished dates and today's live rally, standings provisional", async () => {
    const response = await demo.t.app.inject({
      method: 'GET',
      url: `/api/championships/${demo.summary.championship.id}/standings`,
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(200);
    const standings = response.json<StandingsResponse>();
    expect(standings.dates.map((d) => d.eventId)).toEqual(demo.summary.championship.eventIds);
    expect(standings.dates.map((d) => d.final)).toEqual([true, true, false]);
    expect(standings.dates.every((d) => d.hasResults)).toBe(true);
    expect(standings.provisional).toBe(true);
    const rows = standings.categories.flatMap((c) => c.rows);
    expect(standings.categories.length).toBeGreaterThan(5);
    // The season's regulars: riders with points at both finished dates lead their categories.
    expect(rows.filter((r) => r.results[0]?.points && r.results[1]?.points).length).toBeGreaterThan(40);
    for (const category of standings.categories) expect(category.rows[0]?.position).toBe(1);
  });

  it('generates the same season again from the same seed and day', async () => {
    const again = await createTestApp({ seed: false });
    try {
      expect(await generateDemo(again.db.db, { now })).toEqual(demo.summary);
      const snapshot = (db: TestApp['db']['db']) =>
        Promise.all([
          db.selectFrom('runners').select(['dni', 'nombre', 'apellido', 'fecha_nacimiento']).orderBy('id').execute(),
          db
            .selectFrom('time_records')
            .select(['event_id', 'dorsal', 'lap', 'time_ms'])
            .orderBy('id')
            .execute()
            .then((rows) => rows.map((r) => ({ ...r, time_ms: Number(r.time_ms) }))),
        ]);
      expect(await snapshot(again.db.db)).toEqual(await snapshot(demo.t.db.db));
    } finally {
      await again.close();
    }
  }, 120_000);

  it('signs in with the printed demo credentials', async () => {
    for (const [dni, password, type] of [
      [DEMO_ADMIN.dni, DEMO_ADMIN.password, 'admin'],
      [DEMO_RUNNER.dni, DEMO_RUNNER.password, 'runner'],
    ]) {
      const response = await demo.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { dni, password, type },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
