// Places, waiting list, fees, 'Ya pagué', public list and reminders (docs/product-choices.md, 'Before the race'), on SQLite and PostgreSQL.
import { NO_PLACES_SETTINGS, type PlacesSettingsInput } from '@carreras/domain/places/places.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import {
  bearer,
  createTestApp,
  loginAdmin,
  nextAddress,
  registerRunner,
  type TestApp,
  uniqueDni,
} from '../../../test/test-app.ts';
import { readXlsxDetails } from '../../../test/xlsx-reader.ts';
import { insertInscription } from '../inscriptions/inscription-writes.repository.ts';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

const baseSettings: PlacesSettingsInput = { ...NO_PLACES_SETTINGS, distancias: [] };

async function saveSettings(eventId: number, settings: Partial<PlacesSettingsInput>) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/events/${eventId}/registration`,
    headers: bearer(adminToken),
    payload: { ...baseSettings, ...settings },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Runners inserted directly (no password hashing), enrolled by the admin: what is under test is the places. */
async function insertRunners(count: number): Promise<number[]> {
  const now = new Date().toISOString();
  const rows = Array.from({ length: count }, (_, i) => ({
    nombre: `Corredor${i}`,
    apellido: `Prueba${i}`,
    dni: uniqueDni(),
    sexo: 'M' as const,
    fecha_nacimiento: '1995-03-01',
    email: 'c@example.com',
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
  }));
  const inserted = await t.db.db.insertInto('runners').values(rows).returning('id').execute();
  return inserted.map((r) => r.id);
}

const body = (eventId: number, runnerId: number) => ({ runnerId, eventId, distancia: 66, categoria: 'ELITE MASC' });

const post = (url: string, token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: bearer(token),
    payload: payload as object,
    remoteAddress: nextAddress(),
  });

async function takenIn(eventId: number) {
  const inscriptions = await t.db.db.selectFrom('inscriptions').select('id').where('event_id', '=', eventId).execute();
  const waiting = await t.db.db.selectFrom('waiting_list').select('id').where('event_id', '=', eventId).execute();
  return { inscriptions: inscriptions.length, waiting: waiting.length };
}

describe('places under a rush', () => {
  it('gives exactly 10 inscriptions and 190 waiting out of 200 simultaneous inscriptions for the last 10 places', async () => {
    const eventId = await insertEvent(t.db.db);
    await saveSettings(eventId, { distancias: [{ distancia: 66, cupo: 12, precio: null, precioAnticipado: null }] });
    const [first, second, ...rush] = await insertRunners(202);
    for (const runnerId of [first!, second!]) {
      expect((await post('/api/inscriptions', adminToken, body(eventId, runnerId))).statusCode).toBe(201);
    }
    const responses = await Promise.all(
      rush.map((runnerId) => post('/api/waiting-list', adminToken, body(eventId, runnerId))),
    );
    expect(responses.map((r) => r.statusCode).every((s) => s === 201)).toBe(true);
    const answers = responses.map((r) => r.json() as { inscription: unknown; waiting: { posicion: number } | null });
    expect(answers.filter((a) => a.inscription !== null)).toHaveLength(10);
    const positions = answers.flatMap((a) => (a.waiting ? [a.waiting.posicion] : [])).sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 190 }, (_, i) => i + 1));
    expect(await takenIn(eventId)).toEqual({ inscriptions: 12, waiting: 190 });

    const info = (await t.app.inject({ url: `/api/events/${eventId}/registration` })).json();
    expect(info.distancias.find((d: { distancia: number }) => d.distancia === 66)).toMatchObject({
      cupo: 12,
      ocupados: 12,
      libres: 0,
      enEspera: 190,
    });
  });

  it('refuses with PLACES_FULL beyond the event limit: 30 simultaneous inscriptions for 5 places give 5', async () => {
    const eventId = await insertEvent(t.db.db);
    await saveSettings(eventId, { cupoTotal: 5 });
    const runners = await insertRunners(30);
    const responses = await Promise.all(runners.map((r) => post('/api/inscriptions', adminToken, body(eventId, r))));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(25);
    const refused = responses.find((r) => r.statusCode === 409)!.json();
    expect(refused).toMatchObject({
      error: 'PLACES_FULL',
      message: 'El evento está completo. Podés anotarte en la lista de espera.',
    });
    expect(await takenIn(eventId)).toEqual({ inscriptions: 5, waiting: 0 });
  });
});

describe('waiting list', () => {
  async function fullEvent(promocionAutomatica: boolean) {
    const eventId = await insertEvent(t.db.db);
    await saveSettings(eventId, {
      promocionAutomatica,
      distancias: [{ distancia: 66, cupo: 1, precio: 20000, precioAnticipado: null }],
    });
    const holder = await registerRunner(t.app, { sexo: 'M', fechaNacimiento: '1997-06-15' });
    const waiting = await registerRunner(t.app, { sexo: 'M', fechaNacimiento: '1997-06-15' });
    const held = await post('/api/inscriptions', holder.token, body(eventId, holder.user.id));
    expect(held.statusCode).toBe(201);
    const full = await post('/api/inscriptions', waiting.token, body(eventId, waiting.user.id));
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      error: 'PLACES_FULL',
      message: 'La distancia de 66 km está completa. Podés anotarte en la lista de espera.',
    });
    const joined = await post('/api/waiting-list', waiting.token, body(eventId, waiting.user.id));
    expect(joined.statusCode).toBe(201);
    expect(joined.json().waiting).toMatchObject({ posicion: 1, distancia: 66, categoria: 'ELITE MASC' });
    return { eventId, holder, waiting, inscriptionId: held.json().id as number, waitingId: joined.json().waiting.id };
  }

  it('shows the runner their place, refuses a second entry, and promotes them when an inscription is deleted', async () => {
    const { eventId, waiting, inscriptionId } = await fullEvent(true);
    const mine = await t.app.inject({ url: '/api/waiting-list', headers: bearer(waiting.token) });
    expect(mine.json()).toEqual([expect.objectContaining({ eventId, posicion: 1 })]);
    const again = await post('/api/waiting-list', waiting.token, body(eventId, waiting.user.id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'ALREADY_WAITING',
      message: 'Ya estás en la lista de espera de este evento',
    });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/inscriptions/${inscriptionId}`,
      headers: bearer(adminToken),
    });
    expect(deleted.statusCode).toBe(204);
    const list = await t.app.inject({ url: `/api/inscriptions?eventId=${eventId}`, headers: bearer(waiting.token) });
    expect(list.json().items).toEqual([expect.objectContaining({ runnerId: waiting.user.id, montoAPagar: 20000 })]);
    expect((await t.app.inject({ url: '/api/waiting-list', headers: bearer(waiting.token) })).json()).toEqual([]);
  });

  it('leaves the choice to the admin when the event says so, and the admin promotes into a free place only', async () => {
    const { eventId, waitingId, inscriptionId } = await fullEvent(false);
    const noRoom = await post(`/api/waiting-list/${waitingId}/promote`, adminToken, undefined);
    expect(noRoom.statusCode).toBe(409);
    expect(noRoom.json().message).toBe(
      'No hay cupo libre en esa distancia o categoría. Aumente el cupo para pasar a alguien de la lista.',
    );
    await t.app.inject({ method: 'DELETE', url: `/api/inscriptions/${inscriptionId}`, headers: bearer(adminToken) });
    expect(await takenIn(eventId)).toEqual({ inscriptions: 0, waiting: 1 });
    // A newcomer does not jump the line while someone waits for that distance.
    const [newcomer] = await insertRunners(1);
    const jump = await post('/api/inscriptions', adminToken, body(eventId, newcomer!));
    expect(jump.json().error).toBe('PLACES_FULL');
    const promoted = await post(`/api/waiting-list/${waitingId}/promote`, adminToken, undefined);
    expect(promoted.statusCode).toBe(200);
    expect(await takenIn(eventId)).toEqual({ inscriptions: 1, waiting: 0 });
  });

  it('answers ALREADY_ENROLLED when the admin promotes someone who took part in the event another way', async () => {
    const { eventId, waiting, waitingId, inscriptionId } = await fullEvent(false);
    // Enrolled meanwhile outside the waiting list (as a concurrent inscription would leave it).
    const held = await t.db.db
      .selectFrom('inscriptions')
      .select(['category_id', 'distancia', 'categoria', 'created_at'])
      .where('id', '=', inscriptionId)
      .executeTakeFirstOrThrow();
    const now = held.created_at;
    await insertInscription(
      t.db.db,
      {
        runnerId: waiting.user.id,
        eventId,
        categoryId: held.category_id,
        distancia: Number(held.distancia),
        categoria: held.categoria,
        createdAt: now,
        updatedAt: now,
      },
      [waiting.user.id],
    );
    const refused = await post(`/api/waiting-list/${waitingId}/promote`, adminToken, undefined);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'ALREADY_ENROLLED',
      message: 'El corredor ya está inscrito en este evento',
    });
    // Enrolled, they leave the list for good: the refusal does not put them back in the line.
    expect(await takenIn(eventId)).toEqual({ inscriptions: 2, waiting: 0 });
  });

  it('promotes the first waiting when a pending pair is declined (the partner held a place)', async () => {
    const eventId = await insertEvent(t.db.db, { permiteParejas: true });
    await saveSettings(eventId, { distancias: [{ distancia: 66, cupo: 2, precio: null, precioAnticipado: null }] });
    const holder = await registerRunner(t.app, { sexo: 'M', fechaNacimiento: '1997-06-15' });
    const partner = await registerRunner(t.app, { sexo: 'M', fechaNacimiento: '1997-06-15' });
    const pair = await post('/api/inscriptions', holder.token, {
      ...body(eventId, holder.user.id),
      partnerDni: partner.payload.dni,
    });
    expect(pair.statusCode, pair.body).toBe(201);
    const [waiting] = await insertRunners(1);
    expect((await post('/api/waiting-list', adminToken, body(eventId, waiting!))).json().waiting.posicion).toBe(1);
    const declined = await post(`/api/inscriptions/${pair.json().id}/decline-pair`, partner.token, undefined);
    expect(declined.statusCode).toBe(204);
    expect(await takenIn(eventId)).toEqual({ inscriptions: 2, waiting: 0 });
  });

  it('keeps the waiting list solo', async () => {
    const eventId = await insertEvent(t.db.db, { permiteParejas: true });
    await saveSettings(eventId, { cupoTotal: 1 });
    const [someone] = await insertRunners(1);
    await post('/api/inscriptions', adminToken, body(eventId, someone!));
    const holder = await registerRunner(t.app, { sexo: 'M', fechaNacimiento: '1997-06-15' });
    const partner = await registerRunner(t.app, { sexo: 'M', fechaNacimiento: '1997-06-15' });
    const refused = await post('/api/waiting-list', holder.token, {
      ...body(eventId, holder.user.id),
      partnerDni: partner.payload.dni,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.partnerDni).toBe('La lista de espera es individual: anotate sin compañero/a');
  });
});

describe('places per category', () => {
  it('fills one category while others of the distance stay open, and promotes its own waiting', async () => {
    const eventId = await insertEvent(t.db.db);
    const elite = await t.db.db
      .selectFrom('categories')
      .select('id')
      .where('nombre', '=', 'ELITE MASC')
      .where('distancia', '=', 66)
      .executeTakeFirstOrThrow();
    await saveSettings(eventId, { categorias: [{ categoryId: elite.id, cupo: 1 }] });
    const [a, b, c] = await insertRunners(3);
    const first = await post('/api/inscriptions', adminToken, body(eventId, a!));
    expect(first.statusCode).toBe(201);
    const full = await post('/api/inscriptions', adminToken, body(eventId, b!));
    expect(full.json()).toMatchObject({
      error: 'PLACES_FULL',
      message: 'La categoría ELITE MASC está completa. Podés anotarte en la lista de espera.',
    });
    // Another category of the same distance has no limit.
    const other = await post('/api/inscriptions', adminToken, { ...body(eventId, c!), categoria: 'E-BIKE' });
    expect(other.statusCode, other.body).toBe(201);
    const waiting = await post('/api/waiting-list', adminToken, body(eventId, b!));
    expect(waiting.json().waiting.posicion).toBe(1);
    const info = (await t.app.inject({ url: `/api/events/${eventId}/registration` })).json();
    expect(info.categorias).toEqual([
      { categoryId: elite.id, nombre: 'ELITE MASC', distancia: 66, cupo: 1, ocupados: 1, libres: 0, enEspera: 1 },
    ]);
    await t.app.inject({ method: 'DELETE', url: `/api/inscriptions/${first.json().id}`, headers: bearer(adminToken) });
    expect(await takenIn(eventId)).toEqual({ inscriptions: 2, waiting: 0 });
    // A category of another event is refused.
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${eventId}/registration`,
      headers: bearer(adminToken),
      payload: { ...baseSettings, categorias: [{ categoryId: 999_999, cupo: 3 }] },
    });
    expect(foreign.json()).toMatchObject({ message: 'La categoría no pertenece a este evento' });
  });
});

describe('fees and payment', () => {
  it('locks the early-bird price at inscription, shows it, and takes "Ya pagué" until the admin confirms', async () => {
    const eventId = await insertEvent(t.db.db);
    const today = new Date().toISOString().slice(0, 10);
    await saveSettings(eventId, {
      fechaFinAnticipado: '2999-12-31',
      pagoAlias: 'carrera.tafi.mp',
      pagoEfectivo: true,
      distancias: [{ distancia: 66, cupo: null, precio: 30000, precioAnticipado: 25000 }],
    });
    const info = (await t.app.inject({ url: `/api/events/${eventId}/registration` })).json();
    expect(info.distancias.find((d: { distancia: number }) => d.distancia === 66)).toMatchObject({
      precioActual: 25000,
    });
    expect(info.pago).toMatchObject({ alias: 'carrera.tafi.mp', efectivo: true });
    const runner = await registerRunner(t.app, { sexo: 'M', fechaNacimiento: '1997-06-15' });
    const created = await post('/api/inscriptions', runner.token, body(eventId, runner.user.id));
    expect(created.json()).toMatchObject({ montoAPagar: 25000, pagoInformado: false });
    // The early-bird period ends: the runner keeps the price they enrolled at.
    await saveSettings(eventId, {
      pagoAlias: 'carrera.tafi.mp',
      fechaFinAnticipado: today > '2000-01-01' ? '2000-01-01' : today,
      distancias: [{ distancia: 66, cupo: null, precio: 30000, precioAnticipado: 25000 }],
    });
    const id = created.json().id as number;
    const reported = await post(`/api/inscriptions/${id}/report-payment`, runner.token, { referencia: 'MP 123' });
    expect(reported.statusCode).toBe(200);
    expect(reported.json()).toMatchObject({ montoAPagar: 25000, pagoInformado: true, pagoReferencia: 'MP 123' });
    const other = await registerRunner(t.app);
    expect((await post(`/api/inscriptions/${id}/report-payment`, other.token, {})).statusCode).toBe(403);
    const confirmed = await t.app.inject({
      method: 'PATCH',
      url: `/api/inscriptions/${id}/confirm-payment`,
      headers: bearer(adminToken),
    });
    expect(confirmed.json()).toMatchObject({ pagoConfirmado: true, pagoInformado: false });
    const late = await post(`/api/inscriptions/${id}/report-payment`, runner.token, {});
    expect(late.json().message).toBe('El pago de esta inscripción ya está confirmado');
  });

  it('refuses "Ya pagué" while the event takes payment in person only, and takes it once a way to pay from home is set', async () => {
    const eventId = await insertEvent(t.db.db);
    await saveSettings(eventId, {
      pagoEfectivo: true,
      distancias: [{ distancia: 66, cupo: null, precio: 20000, precioAnticipado: null }],
    });
    const runner = await registerRunner(t.app, { sexo: 'M', fechaNacimiento: '1997-06-15' });
    const created = await post('/api/inscriptions', runner.token, body(eventId, runner.user.id));
    const id = created.json().id as number;
    const refused = await post(`/api/inscriptions/${id}/report-payment`, runner.token, { referencia: 'op 1' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'CONFLICT',
      message: 'Este evento cobra en persona: no hace falta avisar el pago.',
    });
    const other = await registerRunner(t.app);
    expect((await post(`/api/inscriptions/${id}/report-payment`, other.token, {})).statusCode).toBe(403);
    await saveSettings(eventId, {
      pagoEfectivo: true,
      pagoCbu: '0000003100012345678901',
      distancias: [{ distancia: 66, cupo: null, precio: 20000, precioAnticipado: null }],
    });
    const reported = await post(`/api/inscriptions/${id}/report-payment`, runner.token, { referencia: 'op 1' });
    expect(reported.statusCode).toBe(200);
    expect(reported.json()).toMatchObject({ pagoInformado: true, pagoReferencia: 'op 1' });
  });

  it('refuses an early-bird price without its date and a distance of another event, with clear messages', async () => {
    const eventId = await insertEvent(t.db.db);
    const noDate = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${eventId}/registration`,
      headers: bearer(adminToken),
      payload: { ...baseSettings, distancias: [{ distancia: 66, cupo: null, precio: 100, precioAnticipado: 80 }] },
    });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().fields.fechaFinAnticipado).toBe('Indique hasta qué fecha rige el precio anticipado');
    const badDistance = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${eventId}/registration`,
      headers: bearer(adminToken),
      payload: { ...baseSettings, distancias: [{ distancia: 12, cupo: 3, precio: null, precioAnticipado: null }] },
    });
    expect(badDistance.statusCode).toBe(400);
    expect(badDistance.json().message).toBe('La distancia no pertenece a este evento');
  });

  it('refuses a reminder template naming a datum that does not exist, which would drop its sentence', async () => {
    const eventId = await insertEvent(t.db.db);
    const typo = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${eventId}/registration`,
      headers: bearer(adminToken),
      payload: { ...baseSettings, plantillaRecordatorio: 'Hola {nombre}. Largás a las {hora_largada}.' },
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().fields.plantillaRecordatorio).toBe(
      'El mensaje usa un dato entre llaves que no existe. Use solo los datos indicados debajo del campo.',
    );
    await saveSettings(eventId, { plantillaRecordatorio: 'Hola {nombre}. Largás a las {hora}.' });
  });
});

describe('public list of inscriptos', () => {
  it('is off until the organiser opts in, then shows name, category, distance, bib and partner alone', async () => {
    const eventId = await insertEvent(t.db.db);
    const runner = await registerRunner(t.app, {
      sexo: 'M',
      fechaNacimiento: '1997-06-15',
      nombre: 'Tomás',
      apellido: 'Paz',
    });
    const created = await post('/api/inscriptions', runner.token, body(eventId, runner.user.id));
    const off = await t.app.inject({ url: `/api/events/${eventId}/inscriptos` });
    expect(off.statusCode).toBe(404);
    expect(off.json().message).toBe('Este evento no publica su lista de inscriptos');
    await saveSettings(eventId, { listaPublica: true });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/inscriptions/${created.json().id}/assign-dorsal/77`,
      headers: bearer(adminToken),
    });
    const list = await t.app.inject({ url: `/api/events/${eventId}/inscriptos` });
    expect(list.statusCode).toBe(200);
    const { items } = list.json();
    expect(items).toEqual([
      { nombre: 'Tomás', apellido: 'Paz', categoria: 'ELITE MASC', distancia: 66, dorsal: 77, compañero: null },
    ]);
    // No private value anywhere in the answer: DNI, contact, health, birth date.
    const text = list.body;
    for (const secret of [
      runner.payload.dni,
      runner.payload.email,
      runner.payload.whatsapp,
      runner.payload.telefono,
      'OSDE',
      '1997-06-15',
      'O+',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('reminders', () => {
  it('lists inscribed and waiting runners with what a reminder needs', async () => {
    const eventId = await insertEvent(t.db.db);
    await saveSettings(eventId, {
      retiroKit: 'Sábado 10 a 18 h, Club Atlético',
      plantillaRecordatorio: 'Hola {nombre}, debés {monto}',
      distancias: [{ distancia: 66, cupo: 1, precio: 15000, precioAnticipado: null }],
    });
    const [a, b] = await insertRunners(2);
    await post('/api/inscriptions', adminToken, body(eventId, a!));
    await post('/api/waiting-list', adminToken, body(eventId, b!));
    const response = await t.app.inject({ url: `/api/admin/events/${eventId}/reminders`, headers: bearer(adminToken) });
    expect(response.statusCode).toBe(200);
    const reminders = response.json();
    expect(reminders).toMatchObject({
      retiroKit: 'Sábado 10 a 18 h, Club Atlético',
      plantilla: 'Hola {nombre}, debés {monto}',
    });
    expect(reminders.items).toEqual([
      expect.objectContaining({
        waitingId: null,
        montoAPagar: 15000,
        pagoConfirmado: false,
        whatsapp: '+54 381 555-0000',
      }),
      expect.objectContaining({ inscriptionId: null, posicionEspera: 1 }),
    ]);
  });
});

describe('organiser contact', () => {
  it("answers the current event's organiser WhatsApp for the forgotten-password chat", async () => {
    const before = await t.app.inject({ url: '/api/registration/contact' });
    expect(before.statusCode).toBe(200);
    const current = await t.db.db.selectFrom('events').select('id').where('activo', '=', true).execute();
    for (const event of current) await saveSettings(event.id, { whatsappOrganizador: '+54 9 381 555-7777' });
    const after = await t.app.inject({ url: '/api/registration/contact' });
    expect(after.json()).toMatchObject({ whatsappOrganizador: '5493815557777' });
  });
});

describe('the payments to verify filter', () => {
  it('lists with pagoInformado=true the payments runners reported and no admin confirmed, and the rest with false', async () => {
    const eventId = await insertEvent(t.db.db);
    await saveSettings(eventId, { pagoAlias: 'carrera.tafi.mp' });
    const [reported, confirmed, silent] = [
      await registerRunner(t.app, { sexo: 'M', fechaNacimiento: '1997-06-15' }),
      await registerRunner(t.app, { sexo: 'M', fechaNacimiento: '1997-06-15' }),
      await registerRunner(t.app, { sexo: 'M', fechaNacimiento: '1997-06-15' }),
    ];
    const ids: number[] = [];
    for (const runner of [reported!, confirmed!, silent!]) {
      const created = await post('/api/inscriptions', runner.token, body(eventId, runner.user.id));
      expect(created.statusCode, created.body).toBe(201);
      ids.push(created.json().id);
    }
    const [toVerify, paid, unpaid] = ids as [number, number, number];
    for (const [id, runner] of [
      [toVerify, reported!],
      [paid, confirmed!],
    ] as const) {
      expect(
        (await post(`/api/inscriptions/${id}/report-payment`, runner.token, { referencia: 'op' })).statusCode,
      ).toBe(200);
    }
    const confirm = await t.app.inject({
      method: 'PATCH',
      url: `/api/inscriptions/${paid}/confirm-payment`,
      headers: bearer(adminToken),
    });
    expect(confirm.statusCode).toBe(200);

    const listed = async (path: string, query: string) => {
      const response = await t.app.inject({ url: `${path}?eventId=${eventId}&${query}`, headers: bearer(adminToken) });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().items as { id: number }[]).map((i) => i.id).sort((a, b) => a - b);
    };
    for (const path of ['/api/inscriptions', '/api/admin/inscriptions']) {
      expect(await listed(path, 'pagoInformado=true')).toEqual([toVerify]);
      expect(await listed(path, 'pagoInformado=false')).toEqual([paid, unpaid].sort((a, b) => a - b));
    }
    expect(await listed('/api/inscriptions', 'pagoInformado=true&pagoConfirmado=false')).toEqual([toVerify]);
    const refused = await t.app.inject({
      url: `/api/inscriptions?eventId=${eventId}&pagoInformado=si`,
      headers: bearer(adminToken),
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('fees in the exports', () => {
  it('the inscriptions export shows the amount due and a payment to verify', async () => {
    const eventId = await insertEvent(t.db.db);
    await saveSettings(eventId, {
      pagoLink: 'https://mpago.la/carrera',
      distancias: [{ distancia: 66, cupo: null, precio: 18000, precioAnticipado: null }],
    });
    const runner = await registerRunner(t.app, { sexo: 'M', fechaNacimiento: '1997-06-15', apellido: 'Montoya' });
    const created = await post('/api/inscriptions', runner.token, body(eventId, runner.user.id));
    await post(`/api/inscriptions/${created.json().id}/report-payment`, runner.token, { referencia: 'op 77' });
    const response = await t.app.inject({
      url: `/api/admin/reports/export/inscripciones?eventId=${eventId}`,
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    const [sheet] = await readXlsxDetails(response.rawPayload);
    const header = sheet!.rows[0]!;
    const row = sheet!.rows.find((r) => r[header.indexOf('Apellido')] === 'Montoya')!;
    expect(row[header.indexOf('Pago')]).toBe('Pendiente');
    expect(row[header.indexOf('Monto a pagar')]).toBe(18000);
    expect(row[header.indexOf('Pago informado')]).toBe('A verificar (op 77)');
  });
});
