import { isCategoryEligible } from '@carreras/domain/categories/category-eligibility';
import { ageForEvent, todayInOrganiserZone } from '@carreras/domain/dates';
import { isEventOpen } from '@carreras/domain/events/event-openness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextAddress, type TestApp } from '../../test/test-app.ts';
import { DEMO_ADMIN, DEMO_RUNNER, type DemoSummary, generateDemo } from './generate-demo.ts';

let t: TestApp;
let summary: DemoSummary;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  summary = await generateDemo(t.db.db);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('demo season', () => {
  it('has about 400 runners and three events with inscriptions', () => {
    expect(summary.runners).toBe(400);
    expect(summary.events).toHaveLength(3);
    for (const event of summary.events) expect(event.inscriptions).toBeGreaterThan(80);
  });

  it('keeps the invariants the API enforces', async () => {
    const db = t.db.db;
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

  it("has this year's edition open for registration and a race running today", async () => {
    const events = await t.db.db.selectFrom('events').selectAll().orderBy('id').execute();
    const open = events.filter((e) =>
      isEventOpen({
        activo: e.activo,
        fechaAperturaInscripciones: e.fecha_apertura_inscripciones,
        fechaCierreInscripciones: e.fecha_cierre_inscripciones,
      }),
    );
    expect(open.map((e) => e.nombre)).toEqual(['Carrera MTB Tucumán - 7ª Edición']);
    expect(events.some((e) => e.fecha === todayInOrganiserZone())).toBe(true);
    const pairs = await t.db.db.selectFrom('inscriptions').select('id').where('es_equipo', '=', true).execute();
    expect(pairs.length).toBeGreaterThan(0);
  });

  it('signs in with the printed demo credentials', async () => {
    for (const [dni, password, type] of [
      [DEMO_ADMIN.dni, DEMO_ADMIN.password, 'admin'],
      [DEMO_RUNNER.dni, DEMO_RUNNER.password, 'runner'],
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { dni, password, type },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
