// Places and the waiting list when importing a sheet (decision 016), on SQLite and PostgreSQL.
import { NO_PLACES_SETTINGS, type PlacesSettingsInput } from '@carreras/domain/places/places.schemas';
import { describe, expect, it } from 'vitest';
import { bearer, uniqueDni } from '../../../test/test-app.ts';
import { sheetFile, useImportTestApp } from './imports-test-helpers.ts';

const ctx = useImportTestApp();
const { call, postSheet } = ctx;

const RACE_DAY = '2027-03-14';

async function saveSettings(eventId: number, settings: Partial<PlacesSettingsInput>) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/events/${eventId}/registration`,
    headers: bearer(ctx.adminToken),
    payload: { ...NO_PLACES_SETTINGS, distancias: [], ...settings },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Runners written straight to the database (no hashing): what is under test is the places. */
async function insertRunners(count: number): Promise<number[]> {
  if (count === 0) return [];
  const now = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, i) => ({
    nombre: `Corredor${i}`,
    apellido: `Prueba${i}`,
    dni: uniqueDni(),
    sexo: 'M' as const,
    fecha_nacimiento: '1995-03-01',
    email: 'c@example.com',
    whatsapp: '5493815550000',
    telefono: '5493815550000',
    pais: 'Argentina',
    provincia: 'Tucumán',
    obra_social: null,
    grupo_sanguineo: 'O+',
    alergia: null,
    password_hash: 'not-a-hash',
    created_at: now,
    updated_at: now,
  }));
  return (await ctx.db.insertInto('runners').values(rows).returning('id').execute()).map((r) => r.id);
}

const enrol = (eventId: number, runnerId: number) =>
  call('POST', '/api/inscriptions', ctx.adminToken, {
    runnerId,
    eventId,
    distancia: 33,
    categoria: 'PROMOCIONALES A MASC',
  });

/** An event whose 33 km has `cupo` places, `taken` of them already taken. */
async function eventWithPlaces(cupo: number, taken: number, categorias: PlacesSettingsInput['categorias'] = []) {
  const eventId = await ctx.insertEvent({ fecha: RACE_DAY });
  await saveSettings(eventId, {
    distancias: [{ distancia: 33, cupo, precio: null, precioAnticipado: null }],
    categorias,
  });
  for (const runnerId of await insertRunners(taken)) expect((await enrol(eventId, runnerId)).statusCode).toBe(201);
  return eventId;
}

const NAMES = ['Sol', 'Luz', 'Mar', 'Flor', 'Paz', 'Eva'];

/** A sheet of new runners, all for PROMOCIONALES A FEM on 33 km unless a row says another category. */
function sheetOf(count: number, categoria = 'PROMOCIONALES A FEM') {
  const dnis = Array.from({ length: count }, () => uniqueDni());
  const lines = [
    'DNI;Apellido;Nombre;Fecha de nacimiento;Sexo;Email;Celular;Provincia;Grupo sanguíneo;Distancia;Categoría',
    ...dnis.map(
      (dni, i) =>
        `${dni};Paz;Ana ${NAMES[i % NAMES.length]};2000-01-01;F;${dni}@example.com;381 555-${1000 + i};Tucumán;O+;33;${categoria}`,
    ),
  ];
  return { dnis, archivo: sheetFile(Buffer.from(`${lines.join('\n')}\n`)) };
}

async function counts(eventId: number) {
  const [inscriptions, waiting] = await Promise.all([
    ctx.db.selectFrom('inscriptions').select('runner_id').where('event_id', '=', eventId).execute(),
    ctx.db.selectFrom('waiting_list').select('runner_id').where('event_id', '=', eventId).orderBy('id').execute(),
  ]);
  return { inscriptions: inscriptions.length, waiting: waiting.map((w) => w.runner_id) };
}

const runnerIds = async (dnis: string[]) =>
  (await ctx.db.selectFrom('runners').select(['id', 'dni']).where('dni', 'in', dnis).execute())
    .sort((a, b) => dnis.indexOf(a.dni) - dnis.indexOf(b.dni))
    .map((r) => r.id);

describe('an import within the places', () => {
  it('with 1 place left on 33 km, a sheet of 3 says which rows exceed it and puts those on the waiting list', async () => {
    const eventId = await eventWithPlaces(103, 102);
    const sheet = sheetOf(3);
    const preview = (await postSheet('import/preview', eventId, { archivo: sheet.archivo })).json();
    const exceeds = 'supera el cupo de 33 km: quedan 1, la planilla trae 3';
    expect(preview.filas.map((r: { destino: string; excede: string | null }) => [r.destino, r.excede])).toEqual([
      ['inscripcion', null],
      ['espera', exceeds],
      ['espera', exceeds],
    ]);
    expect(preview.totales).toMatchObject({ crear: 3, espera: 2, sobrecupo: 0 });
    expect(preview.excesos).toEqual([exceeds]);
    expect(await counts(eventId)).toEqual({ inscriptions: 102, waiting: [] });

    const response = await postSheet('import', eventId, { archivo: sheet.archivo });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      corredoresCreados: 3,
      inscripcionesCreadas: 1,
      listaEspera: 2,
      sobrecupo: 0,
    });
    const ids = await runnerIds(sheet.dnis);
    expect(await counts(eventId)).toEqual({ inscriptions: 103, waiting: ids.slice(1) });
  });

  it('imports over the limit only when the organiser ticks it, and the audit log says who, when and how many', async () => {
    const eventId = await eventWithPlaces(3, 2);
    const sheet = sheetOf(3);
    const preview = (await postSheet('import/preview', eventId, { archivo: sheet.archivo, sobrecupo: true })).json();
    expect(preview.filas.map((r: { destino: string }) => r.destino)).toEqual(['inscripcion', 'sobrecupo', 'sobrecupo']);
    expect(preview.totales).toMatchObject({ espera: 0, sobrecupo: 2 });

    const before = new Date().toISOString();
    const response = await postSheet('import', eventId, { archivo: sheet.archivo, sobrecupo: true });
    expect(response.json()).toMatchObject({ inscripcionesCreadas: 3, listaEspera: 0, sobrecupo: 2 });
    expect(await counts(eventId)).toEqual({ inscriptions: 5, waiting: [] });
    const admin = await ctx.db.selectFrom('admins').select('id').orderBy('id').executeTakeFirstOrThrow();
    const audited = await ctx.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'import-over-limit')
      .where('entity_id', '=', eventId)
      .execute();
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actor_type: 'admin', actor_id: admin.id, entity: 'event' });
    expect(String(audited[0]?.at) >= before).toBe(true);
    expect(JSON.parse(String(audited[0]?.detail))).toMatchObject({
      overLimit: 2,
      limits: ['supera el cupo de 33 km: quedan 1, la planilla trae 3'],
    });
  });

  it("counts a category's own limit, and a sheet that fits goes in whole", async () => {
    const eventId = await eventWithPlaces(50, 0);
    const fem = await ctx.db
      .selectFrom('categories')
      .select('id')
      .where('nombre', '=', 'PROMOCIONALES A FEM')
      .where('distancia', '=', 33)
      .executeTakeFirstOrThrow();
    await saveSettings(eventId, {
      distancias: [{ distancia: 33, cupo: 50, precio: null, precioAnticipado: null }],
      categorias: [{ categoryId: fem.id, cupo: 1 }],
    });
    const sheet = sheetOf(2);
    const preview = (await postSheet('import/preview', eventId, { archivo: sheet.archivo })).json();
    expect(preview.excesos).toEqual([
      'supera el cupo de la categoría PROMOCIONALES A FEM: quedan 1, la planilla trae 2',
    ]);

    const free = await eventWithPlaces(10, 2);
    const fits = (await postSheet('import', free, { archivo: sheetOf(3).archivo })).json();
    expect(fits).toMatchObject({ inscripcionesCreadas: 3, listaEspera: 0, sobrecupo: 0 });
  });
});

describe('imports and inscriptions at once', () => {
  it('never exceed the places: two imports and runners enrolling together fill the last 4 and wait for the rest', async () => {
    const eventId = await eventWithPlaces(10, 6);
    const [first, second] = [sheetOf(3), sheetOf(3)];
    const enrolling = await insertRunners(3);
    const answers = await Promise.all([
      postSheet('import', eventId, { archivo: first.archivo }),
      postSheet('import', eventId, { archivo: second.archivo }),
      ...enrolling.map((runnerId) => enrol(eventId, runnerId)),
    ]);
    const [a, b, ...enrolled] = answers as [(typeof answers)[0], (typeof answers)[0], ...typeof answers];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const imported = a.json().inscripcionesCreadas + b.json().inscripcionesCreadas;
    const waited = a.json().listaEspera + b.json().listaEspera;
    const direct = enrolled.filter((r) => r.statusCode === 201).length;
    // Those who found no place were told so (409 PLACES_FULL), never enrolled.
    expect(enrolled.every((r) => r.statusCode === 201 || r.json().error === 'PLACES_FULL')).toBe(true);
    expect(imported + direct).toBe(4);
    expect(waited).toBe(6 - imported);
    expect(await counts(eventId)).toMatchObject({ inscriptions: 10 });
  });
});
