// The back-office home's morning figures, on SQLite and PostgreSQL.
import { todayInOrganiserZone } from '@carreras/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import { bearer, createTestApp, loginAdmin, type TestApp, uniqueDni } from '../../../test/test-app.ts';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 60 * 60 * 1000;

async function insertRunner(apellido: string): Promise<number> {
  const now = new Date().toISOString();
  const row = await t.db.db
    .insertInto('runners')
    .values({
      nombre: 'Ana',
      apellido,
      dni: uniqueDni(),
      sexo: 'F',
      fecha_nacimiento: '1995-03-01',
      email: 'ana@example.com',
      whatsapp: '+54 381 555-0000',
      telefono: '381 555-0000',
      pais: 'Argentina',
      provincia: 'Tucumán',
      obra_social: null,
      grupo_sanguineo: 'O+',
      alergia: null,
      password_hash: 'not-a-hash',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function enrol(
  eventId: number,
  apellido: string,
  options: { distancia: 33 | 66; ago: number; informado?: boolean; pagado?: boolean },
) {
  const runnerId = await insertRunner(apellido);
  const category = await t.db.db
    .selectFrom('categories')
    .select(['id', 'nombre'])
    .where('distancia', '=', options.distancia)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const created = new Date(Date.now() - options.ago * DAY).toISOString();
  await t.db.db
    .insertInto('inscriptions')
    .values({
      runner_id: runnerId,
      event_id: eventId,
      category_id: category.id,
      distancia: options.distancia,
      categoria: category.nombre,
      partner_runner_id: null,
      numero_dorsal_asignado: null,
      pago_confirmado: options.pagado ?? false,
      inscripcion_confirmada: options.pagado ?? false,
      pago_informado_at: options.informado ? created : null,
      pago_referencia: options.informado ? `MP ${apellido}` : null,
      created_at: created,
      updated_at: created,
    })
    .execute();
}

describe('GET /api/admin/dashboard/stats', () => {
  it('gives the payments to verify, the open edition’s inscriptions by day and the places left where limited', async () => {
    const eventId = await insertEvent(t.db.db, { nombre: 'Rally de prueba' });
    await t.db.db
      .insertInto('event_registration')
      .values({
        event_id: eventId,
        cupo_total: null,
        fecha_fin_anticipado: null,
        pago_alias: null,
        pago_cbu: null,
        pago_link: null,
        pago_notas: null,
        whatsapp_organizador: null,
        retiro_kit: null,
        plantilla_recordatorio: null,
      })
      .execute();
    await t.db.db
      .insertInto('event_distance_settings')
      .values([
        { event_id: eventId, distancia: 66, cupo: 3, precio: null, precio_anticipado: null },
        { event_id: eventId, distancia: 33, cupo: null, precio: 10000, precio_anticipado: null },
      ])
      .execute();
    await enrol(eventId, 'Cáceres', { distancia: 66, ago: 0, informado: true });
    await enrol(eventId, 'Paz', { distancia: 66, ago: 2, informado: true, pagado: true });
    await enrol(eventId, 'Luna', { distancia: 33, ago: 10 });
    await t.db.db
      .updateTable('inscriptions')
      .set({ precio_unitario: 10000 })
      .where('event_id', '=', eventId)
      .where('distancia', '=', 33)
      .execute();

    const response = await t.app.inject({ url: '/api/admin/dashboard/stats', headers: bearer(adminToken) });
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json();

    // Paz's payment is confirmed already: only Cáceres's report waits.
    expect(stats.pagosAVerificar).toEqual({
      total: 1,
      items: [
        {
          inscriptionId: expect.any(Number),
          eventName: 'Rally de prueba',
          nombre: 'Ana',
          apellido: 'Cáceres',
          informadoAt: expect.any(String),
          referencia: 'MP Cáceres',
        },
      ],
    });
    const { porDia, ...edicion } = stats.edicion;
    expect(edicion).toMatchObject({
      eventId,
      nombre: 'Rally de prueba',
      inscripcionesAbiertas: true,
      totalInscripciones: 3,
    });
    const today = todayInOrganiserZone();
    const twoDaysAgo = todayInOrganiserZone(new Date(Date.now() - 2 * DAY));
    expect(porDia).toHaveLength(7);
    expect(porDia.at(-1)).toEqual({ fecha: today, inscripciones: 1 });
    expect(porDia.find((d: { fecha: string }) => d.fecha === twoDaysAgo)).toEqual({
      fecha: twoDaysAgo,
      inscripciones: 1,
    });
    // Luna's inscription is ten days old: outside the week.
    expect(porDia.reduce((sum: number, d: { inscripciones: number }) => sum + d.inscripciones, 0)).toBe(2);
    // 33 km has no limit; 66 km has three places, two taken.
    expect(stats.edicion.distancias).toEqual([{ distancia: 66, cupo: 3, ocupados: 2, libres: 1, enEspera: 0 }]);
    expect(stats.edicion.lugares).toBeNull();
    // Luna owes her 33 km fee; nobody has picked up a kit yet (decision 015).
    expect(stats.edicion.dinero).toEqual({ esperado: 10000, pagado: 0, pendiente: 10000 });
    expect(stats.edicion.kits).toEqual({
      retiraron: 0,
      total: 3,
      distancias: [
        { distancia: 33, retiraron: 0, total: 1 },
        { distancia: 66, retiraron: 0, total: 2 },
      ],
    });
  });

  it('is for administrators only', async () => {
    const response = await t.app.inject({ url: '/api/admin/dashboard/stats' });
    expect(response.statusCode).toBe(401);
  });
});
