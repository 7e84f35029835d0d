import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import {
  bearer,
  createTestApp,
  loginAdmin,
  nextAddress,
  registerRunner,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
let adminToken: string;
let openEvent: number;
let pairEvent: number;
let closedEvent: number;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAdmin(t.app);
  openEvent = await insertEvent(t.db.db);
  pairEvent = await insertEvent(t.db.db, { permiteParejas: true });
  closedEvent = await insertEvent(t.db.db, { open: false });
});
afterAll(async () => {
  await t.close();
});

const eventYear = () => new Date().getFullYear();

/** A runner's one answer for a partner DNI that cannot be invited, whatever the reason. */
const NOT_INVITABLE =
  'No se puede invitar a ese DNI a esta inscripción. Verificá el DNI con tu compañero/a: tiene que estar registrado/a, sin otra inscripción ni invitación en este evento, y la categoría tiene que corresponder a su sexo y edad.';

/** A man aged 27 in the event's year: ELITE MASC on 66 km, PROMOCIONALES A MASC on 33 km. */
const eliteMan = () => registerRunner(t.app, { sexo: 'M', fechaNacimiento: `${eventYear() - 27}-06-15` });

function enrol(token: string, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/inscriptions',
    payload: body,
    headers: bearer(token),
    remoteAddress: nextAddress(),
  });
}
/** The body of an inscription in ELITE MASC on 66 km (openEvent unless told). */
const eliteBody = (runnerId: number, eventId = openEvent) => ({
  runnerId,
  eventId,
  distancia: 66,
  categoria: 'ELITE MASC',
});
const req = (method: 'GET' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

describe('runner inscription (POST /api/inscriptions)', () => {
  it('enrols the runner in an open event with every flag false', async () => {
    const runner = await eliteMan();
    const response = await enrol(runner.token, {
      ...eliteBody(runner.user.id),
      pagoConfirmado: true,
      inscripcionConfirmada: true,
      asistenciaConfirmada: true,
      numeroDorsalAsignado: 7,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      runnerId: runner.user.id,
      runner_id: runner.user.id,
      eventId: openEvent,
      distancia: 66,
      categoria: 'ELITE MASC',
      esEquipo: false,
      compañero: null,
      pagoConfirmado: false,
      inscripcionConfirmada: false,
      asistenciaConfirmada: false,
      numeroDorsalAsignado: null,
      runner: { dni: runner.payload.dni, sexo: 'M' },
    });
  });

  it('answers 409 "Ya estás inscrito en este evento" the second time', async () => {
    const runner = await eliteMan();
    const body = { runnerId: runner.user.id, eventId: openEvent, distancia: 33, categoria: 'PROMOCIONALES A MASC' };
    expect((await enrol(runner.token, body)).statusCode).toBe(201);
    const again = await enrol(runner.token, { ...body, distancia: 66, categoria: 'ELITE MASC' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'ALREADY_ENROLLED', message: 'Ya estás inscrito en este evento' });
  });

  it('creates exactly one inscription out of 50 simultaneous identical requests', async () => {
    const runner = await eliteMan();
    const body = eliteBody(runner.user.id);
    const responses = await Promise.all(Array.from({ length: 50 }, () => enrol(runner.token, body)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(new Set(responses.filter((r) => r.statusCode === 409).map((r) => r.json().error))).toEqual(
      new Set(['ALREADY_ENROLLED']),
    );
    const rows = await t.db.db
      .selectFrom('inscriptions')
      .select('id')
      .where('runner_id', '=', runner.user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses closed and inactive events, wrong categories and categories that do not fit (D4, D8)', async () => {
    const runner = await eliteMan();
    const inactive = await insertEvent(t.db.db, { activo: false });
    const base = eliteBody(runner.user.id);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ eventId: closedEvent }, 400, 'Las inscripciones para este evento están cerradas'],
      [{ eventId: inactive }, 400, 'Las inscripciones para este evento están cerradas'],
      [{ categoria: 'NO EXISTE' }, 400, 'La categoría no pertenece a este evento'],
      [{ distancia: 33 }, 400, 'La categoría no corresponde a la distancia seleccionada'],
      [{ categoria: 'ELITE FEM' }, 400, 'La categoría no corresponde a tu sexo o edad'],
      [{ categoria: 'MASTER C1 MASC' }, 400, 'La categoría no corresponde a tu sexo o edad'],
      [{ eventId: 999_999 }, 404, 'Evento no encontrado'],
    ];
    for (const [change, status, message] of cases) {
      const response = await enrol(runner.token, { ...base, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    // E-BIKE is mixed and free: anyone of any age.
    expect((await enrol(runner.token, { ...base, categoria: 'E-BIKE' })).statusCode).toBe(201);
  });

  it('lets a runner enrol only themselves (D3)', async () => {
    const a = await eliteMan();
    const b = await eliteMan();
    const response = await enrol(a.token, eliteBody(b.user.id));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Solo podés inscribirte a vos mismo/a');
  });

  it('validates with the spec messages', async () => {
    const runner = await eliteMan();
    const response = await enrol(runner.token, { runnerId: runner.user.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      eventId: 'Debe seleccionar un evento',
      distancia: 'Debe seleccionar una distancia',
      categoria: 'Debe seleccionar una categoría',
    });
    expect((await t.app.inject({ method: 'POST', url: '/api/inscriptions', payload: {} })).statusCode).toBe(401);
  });

  it('enrols a pair by the partner DNI when the event allows it, one inscription for both once accepted (D13)', async () => {
    const holder = await eliteMan();
    const partner = await eliteMan();
    const stranger = await eliteMan();
    const body = {
      ...eliteBody(holder.user.id, pairEvent),
      partnerDni: partner.payload.dni,
    };

    const notAllowed = await enrol(holder.token, { ...body, eventId: openEvent });
    expect(notAllowed.json().message).toBe('Este evento no permite inscripciones en pareja');
    const unknown = await enrol(holder.token, { ...body, partnerDni: '1234567' });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toMatchObject({ error: 'CONFLICT', message: NOT_INVITABLE });
    const self = await enrol(holder.token, { ...body, partnerDni: holder.payload.dni });
    expect(self.json().message).toBe('El DNI del compañero/a no puede ser el del mismo corredor');

    const created = await enrol(holder.token, body);
    expect(created.statusCode).toBe(201);
    // The pair waits for the partner's consent (pair-consent.routes.test.ts), who accepts it.
    expect(created.json()).toMatchObject({ esEquipo: false, compañeroPendiente: { dni: partner.payload.dni } });
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/inscriptions/${created.json().id}/accept-pair`,
      headers: bearer(partner.token),
    });
    expect(accepted.json()).toMatchObject({ esEquipo: true, compañero: { dni: partner.payload.dni } });

    // The partner is enrolled through the pair: they cannot enrol again, nor be someone else's partner.
    const partnerAlone = await enrol(partner.token, { ...body, runnerId: partner.user.id, partnerDni: undefined });
    expect(partnerAlone.statusCode).toBe(409);
    expect(partnerAlone.json()).toMatchObject({
      error: 'ALREADY_ENROLLED',
      message: 'Ya estás inscrito en este evento',
    });
    const taken = await enrol(stranger.token, { ...body, runnerId: stranger.user.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'CONFLICT', message: NOT_INVITABLE });

    // Both see it among their inscriptions and may open it.
    const partnerList = await req('GET', '/api/inscriptions', partner.token);
    expect(partnerList.json().items.map((i: { id: number }) => i.id)).toContain(created.json().id);
    expect((await req('GET', `/api/inscriptions/${created.json().id}`, partner.token)).statusCode).toBe(200);
  });
});

describe('reading inscriptions', () => {
  it("gives a runner only their own, and refuses someone else's with the spec message", async () => {
    const a = await eliteMan();
    const b = await eliteMan();
    const created = await enrol(a.token, eliteBody(a.user.id));
    const id = created.json().id;

    const own = await req('GET', `/api/inscriptions?runnerId=${a.user.id}`, a.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      total: 1,
      items: [{ id, eventName: expect.any(String), eventDate: expect.any(String) }],
    });
    expect((await req('GET', '/api/inscriptions', b.token)).json().total).toBe(0);
    expect((await req('GET', `/api/inscriptions?runnerId=${a.user.id}`, b.token)).statusCode).toBe(403);

    const other = await req('GET', `/api/inscriptions/${id}`, b.token);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('No tenés permiso para ver esta inscripción');
    expect((await req('GET', `/api/inscriptions/${id}`, a.token)).statusCode).toBe(200);
    expect((await req('GET', `/api/inscriptions/${id}`)).statusCode).toBe(401);
    expect((await req('GET', '/api/inscriptions/99999999', a.token)).statusCode).toBe(404);
    expect((await req('GET', '/api/inscriptions/abc', a.token)).statusCode).toBe(400);
  });

  it('gives the categories and distances of an event', async () => {
    const response = await req('GET', `/api/inscriptions/categories-and-distances?eventId=${openEvent}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().distances).toEqual([33, 66]);
    expect(response.json().categories).toHaveLength(33);
    expect((await req('GET', '/api/inscriptions/categories-and-distances?eventId=424242')).statusCode).toBe(404);
  });
});

describe('admin management of inscriptions', () => {
  async function adminEnrol(body: Record<string, unknown>) {
    return enrol(adminToken, body);
  }

  it('lets an admin enrol anyone outside the window, in any category, with flags and a unique bib', async () => {
    const a = await eliteMan();
    const b = await eliteMan();
    const created = await adminEnrol({
      runnerId: a.user.id,
      eventId: closedEvent,
      distancia: 66,
      categoria: 'ELITE FEM',
      pagoConfirmado: true,
      asistenciaConfirmada: true,
      numeroDorsalAsignado: 101,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      pagoConfirmado: true,
      inscripcionConfirmada: true,
      numeroDorsalAsignado: 101,
    });

    const sameBib = await adminEnrol({
      ...eliteBody(b.user.id, closedEvent),
      numeroDorsalAsignado: 101,
    });
    expect(sameBib.statusCode).toBe(409);
    expect(sameBib.json()).toMatchObject({
      error: 'BIB_TAKEN',
      message: 'El dorsal 101 ya está asignado a otro corredor',
      fields: { numeroDorsalAsignado: 'El dorsal 101 ya está asignado a otro corredor' },
    });
    const twice = await adminEnrol(eliteBody(a.user.id, closedEvent));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'ALREADY_ENROLLED', message: 'El corredor ya está inscrito en este evento' });
  });

  it('confirms payment and attendance, assigns, changes and removes bibs, reverts and deletes', async () => {
    const a = await eliteMan();
    const b = await eliteMan();
    const ia = (await adminEnrol(eliteBody(a.user.id))).json().id;
    const ib = (await adminEnrol(eliteBody(b.user.id))).json().id;

    const paid = await req('PATCH', `/api/inscriptions/${ia}/confirm-payment`, adminToken);
    expect(paid.json()).toMatchObject({ pagoConfirmado: true, inscripcionConfirmada: true });
    const unpaid = await req('PATCH', `/api/inscriptions/${ia}/confirm-payment`, adminToken, { pagoConfirmado: false });
    expect(unpaid.json()).toMatchObject({ pagoConfirmado: false, inscripcionConfirmada: false });
    const present = await req('PATCH', `/api/inscriptions/${ia}/confirm-attendance`, adminToken);
    expect(present.json().asistenciaConfirmada).toBe(true);

    const bib = await req('PATCH', `/api/inscriptions/${ia}/assign-dorsal/55`, adminToken);
    expect(bib.json()).toMatchObject({ numeroDorsalAsignado: 55, pagoConfirmado: true, inscripcionConfirmada: true });
    const clash = await req('PATCH', `/api/inscriptions/${ib}/assign-dorsal/55`, adminToken);
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ error: 'BIB_TAKEN', message: 'El dorsal 55 ya está asignado a otro corredor' });
    expect((await req('PATCH', `/api/inscriptions/${ia}/assign-dorsal/55`, adminToken)).statusCode).toBe(200);
    expect((await req('PATCH', `/api/inscriptions/${ia}/assign-dorsal/-3`, adminToken)).statusCode).toBe(400);
    const removed = await req('PATCH', `/api/inscriptions/${ia}/assign-dorsal/0`, adminToken);
    expect(removed.json().numeroDorsalAsignado).toBeNull();

    await req('PATCH', `/api/inscriptions/${ia}/assign-dorsal/56`, adminToken);
    const reverted = await req('PATCH', `/api/inscriptions/${ia}/revert-status`, adminToken);
    expect(reverted.json()).toMatchObject({
      pagoConfirmado: false,
      inscripcionConfirmada: false,
      numeroDorsalAsignado: null,
    });

    const category = await req('PATCH', `/api/inscriptions/${ia}`, adminToken, {
      categoria: 'PROMOCIONALES A MASC',
      distancia: 33,
    });
    expect(category.json()).toMatchObject({ categoria: 'PROMOCIONALES A MASC', distancia: 33 });
    const badCategory = await req('PATCH', `/api/inscriptions/${ia}`, adminToken, { categoria: '' });
    expect(badCategory.json().fields.categoria).toBe('Debes seleccionar una categoría');

    expect((await req('DELETE', `/api/inscriptions/${ia}`, adminToken)).statusCode).toBe(204);
    expect((await req('GET', `/api/inscriptions/${ia}`, adminToken)).statusCode).toBe(404);
    expect((await req('DELETE', `/api/inscriptions/${ia}`, adminToken)).statusCode).toBe(404);
    // The runner may enrol again after the deletion.
    expect((await enrol(a.token, eliteBody(a.user.id))).statusCode).toBe(201);
  });

  it('gives exactly one holder out of 20 simultaneous assignments of the same bib', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const runner = await eliteMan();
      ids.push(
        (await adminEnrol({ runnerId: runner.user.id, eventId: pairEvent, distancia: 66, categoria: 'E-BIKE' })).json()
          .id,
      );
    }
    const responses = await Promise.all(
      ids.map((id) => req('PATCH', `/api/inscriptions/${id}/assign-dorsal/777`, adminToken)),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(new Set(responses.filter((r) => r.statusCode === 409).map((r) => r.json().error))).toEqual(
      new Set(['BIB_TAKEN']),
    );
    const holders = await t.db.db
      .selectFrom('inscriptions')
      .select('id')
      .where('event_id', '=', pairEvent)
      .where('numero_dorsal_asignado', '=', 777)
      .execute();
    expect(holders).toHaveLength(1);
  });

  it('filters the list for admins and keeps state changes away from runners', async () => {
    const runner = await eliteMan();
    const created = await enrol(runner.token, eliteBody(runner.user.id));
    const id = created.json().id;
    for (const url of [
      `/api/inscriptions/${id}/confirm-payment`,
      `/api/inscriptions/${id}/assign-dorsal/9`,
      `/api/inscriptions/${id}/revert-status`,
    ]) {
      expect((await req('PATCH', url, runner.token)).statusCode).toBe(403);
    }
    expect((await req('DELETE', `/api/inscriptions/${id}`, runner.token)).statusCode).toBe(403);

    const byDni = await req('GET', `/api/inscriptions?event=${openEvent}&searchTerm=${runner.payload.dni}`, adminToken);
    expect(byDni.json().items.map((i: { id: number }) => i.id)).toEqual([id]);
    const byName = await req('GET', `/api/inscriptions?searchTerm=${encodeURIComponent('núñez')}&limit=1`, adminToken);
    expect(byName.json().items).toHaveLength(1);
    expect(byName.json().total).toBeGreaterThan(1);
    const unpaidNoBib = await req(
      'GET',
      `/api/inscriptions?event=${openEvent}&pagoConfirmado=false&tieneDorsal=false&esEquipo=false`,
      adminToken,
    );
    expect(unpaidNoBib.json().items.every((i: { pagoConfirmado: boolean }) => !i.pagoConfirmado)).toBe(true);
    const admins = await req('GET', `/api/admin/inscriptions?runnerId=${runner.user.id}`, adminToken);
    expect(admins.json().items).toHaveLength(1);
    expect((await req('GET', `/api/admin/inscriptions?runnerId=${runner.user.id}`, runner.token)).statusCode).toBe(403);
  });

  it('gives admins the personal data of holders and partners for the grid and its exports', async () => {
    const holder = await eliteMan();
    const partner = await eliteMan();
    const created = await enrol(holder.token, {
      ...eliteBody(holder.user.id, pairEvent),
      partnerDni: partner.payload.dni,
    });
    expect(created.statusCode).toBe(201);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/inscriptions/${created.json().id}/accept-pair`,
      headers: bearer(partner.token),
    });
    expect(accepted.statusCode).toBe(200);
    const listed = await req('GET', `/api/admin/inscriptions?runnerId=${holder.user.id}`, adminToken);
    expect(listed.statusCode).toBe(200);
    const [item] = listed.json().items;
    // '(381) 555-9876' as typed, stored as the digits wa.me dials.
    expect(item.runnerData).toMatchObject({ email: holder.payload.email, telefono: '+543815559876' });
    expect(item.partnerData).toMatchObject({
      email: partner.payload.email,
      grupoSanguineo: partner.payload.grupoSanguineo,
    });
    const runnerView = await req('GET', `/api/inscriptions?runnerId=${holder.user.id}`, holder.token);
    expect(runnerView.json().items[0]).not.toHaveProperty('partnerData');
  });

  it('refuses a NUL character in free-text filters with 400 (PostgreSQL cannot hold it)', async () => {
    for (const url of [
      '/api/admin/inscriptions?categoria=%00',
      '/api/inscriptions?searchTerm=a%00b',
      '/api/runners?search=%00%00%00',
    ]) {
      expect((await req('GET', url, adminToken)).statusCode).toBe(400);
    }
  });

  it('offers every category of the distance to admins, marking which fit the runner', async () => {
    const runner = await eliteMan();
    const response = await req(
      'GET',
      `/api/inscriptions/available-categories?runnerId=${runner.user.id}&distance=66&eventId=${openEvent}`,
      adminToken,
    );
    expect(response.statusCode).toBe(200);
    const categories = response.json() as { nombre: string; eligible: boolean }[];
    expect(categories).toHaveLength(25);
    expect(
      categories
        .filter((c) => c.eligible)
        .map((c) => c.nombre)
        .sort(),
    ).toEqual(['E-BIKE', 'ELITE MASC']);
  });

  it('answers with runnerId and distance alone, for the current event (spec call, D17)', async () => {
    const runner = await eliteMan();
    const response = await req(
      'GET',
      `/api/inscriptions/available-categories?runnerId=${runner.user.id}&distance=66`,
      adminToken,
    );
    expect(response.statusCode).toBe(200);
    const categories = response.json() as { nombre: string; distancia: number; eligible: boolean }[];
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.every((c) => c.distancia === 66)).toBe(true);
    expect(categories.some((c) => c.eligible)).toBe(true);
  });
});
