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
import { readXlsx } from '../../../test/xlsx-reader.ts';

/** Pair consent: a pair made by a runner waits for the partner, who accepts or declines it. */
let t: TestApp;
let adminToken: string;
let pairEvent: number;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAdmin(t.app);
  pairEvent = await insertEvent(t.db.db, { permiteParejas: true });
});
afterAll(async () => {
  await t.close();
});

const eventYear = () => new Date().getFullYear();

/** A runner's one answer for a partner DNI that cannot be invited, whatever the reason. */
const NOT_INVITABLE =
  'No se puede invitar a ese DNI a esta inscripción. Verificá el DNI con tu compañero/a: tiene que estar registrado/a, sin otra inscripción ni invitación en este evento, y la categoría tiene que corresponder a su sexo y edad.';
/** ELITE MASC on 66 km (27 in the event's year). */
const eliteMan = (overrides: Record<string, unknown> = {}) =>
  registerRunner(t.app, { sexo: 'M', fechaNacimiento: `${eventYear() - 27}-06-15`, ...overrides });
type Runner = Awaited<ReturnType<typeof eliteMan>>;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), remoteAddress: nextAddress(), ...(payload ? { payload } : {}) });

const enrolBody = (runner: Runner, overrides: Record<string, unknown> = {}) => ({
  runnerId: runner.user.id,
  eventId: pairEvent,
  distancia: 66,
  categoria: 'ELITE MASC',
  ...overrides,
});
const invite = (holder: Runner, partner: Runner, overrides: Record<string, unknown> = {}) =>
  call('POST', '/api/inscriptions', holder.token, enrolBody(holder, { partnerDni: partner.payload.dni, ...overrides }));
const enrolAlone = (runner: Runner, overrides: Record<string, unknown> = {}) =>
  call('POST', '/api/inscriptions', runner.token, enrolBody(runner, overrides));
const accept = (id: number, runner: Runner) => call('POST', `/api/inscriptions/${id}/accept-pair`, runner.token);
const decline = (id: number, runner: Runner) => call('POST', `/api/inscriptions/${id}/decline-pair`, runner.token);
const myInscriptions = async (runner: Runner) =>
  (await call('GET', '/api/inscriptions', runner.token)).json().items as {
    id: number;
    esEquipo: boolean;
    compañero: unknown;
    compañeroPendiente: unknown;
  }[];

async function participants(id: number) {
  const rows = await t.db.db
    .selectFrom('event_participants')
    .select('runner_id')
    .where('inscription_id', '=', id)
    .orderBy('runner_id')
    .execute();
  return rows.map((r) => r.runner_id);
}

describe('a pair cannot be forced on anyone', () => {
  it('answers 201 with nothing of the partner but the DNI typed and its short name, and leaves the partner free', async () => {
    const holder = await eliteMan();
    const partner = await eliteMan({ nombre: 'Secreto', apellido: 'Oculto' });
    const created = await invite(holder, partner);
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      esEquipo: false,
      compañero: null,
      compañeroPendiente: { dni: partner.payload.dni, nombre: 'Secreto O.' },
    });
    expect(created.body).not.toContain('Oculto');
    expect(created.body).not.toContain(partner.payload.fechaNacimiento);
    expect(created.body).not.toContain(`"id":${partner.user.id},`);
    expect(await participants(body.id)).toEqual([holder.user.id]);

    // The holder's later reads show no more than the 201 did.
    const holderView = await call('GET', `/api/inscriptions/${body.id}`, holder.token);
    expect(holderView.json()).toMatchObject({ compañero: null, compañeroPendiente: { dni: partner.payload.dni } });
    expect(holderView.body).not.toContain('Oculto');

    // The partner is not locked out: they may enrol on their own.
    const alone = await enrolAlone(partner);
    expect(alone.statusCode).toBe(201);
    // And then accepting is refused with a clear message, the pair staying pending.
    const refused = await accept(body.id, partner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'ALREADY_ENROLLED',
      message: 'Ya estás inscrito en este evento, así que no podés aceptar esta pareja. Podés rechazar la invitación.',
    });
    expect((await call('GET', `/api/inscriptions/${body.id}`, holder.token)).json().compañeroPendiente).toEqual({
      dni: partner.payload.dni,
      nombre: 'Secreto O.',
    });
    // Declining still frees the holder's inscription from the pair.
    expect((await decline(body.id, partner)).statusCode).toBe(204);
    expect((await call('GET', `/api/inscriptions/${body.id}`, holder.token)).json()).toMatchObject({
      esEquipo: false,
      compañero: null,
      compañeroPendiente: null,
    });
  });

  it('lets only the invited partner accept, and shows the invitation to them', async () => {
    const holder = await eliteMan();
    const partner = await eliteMan();
    const stranger = await eliteMan();
    const { id } = (await invite(holder, partner)).json();

    expect((await accept(id, holder)).json()).toMatchObject({
      message: 'Solo el compañero/a invitado/a puede aceptar la pareja',
    });
    expect((await accept(id, holder)).statusCode).toBe(403);
    expect((await accept(id, stranger)).statusCode).toBe(403);
    expect((await decline(id, stranger)).statusCode).toBe(403);
    expect((await call('POST', `/api/inscriptions/${id}/accept-pair`, adminToken)).statusCode).toBe(403);
    expect((await accept(999_999, partner)).statusCode).toBe(404);

    // The partner finds the invitation among their inscriptions and may open it, with the holder's name.
    const listed = (await myInscriptions(partner)).find((i) => i.id === id);
    expect(listed).toMatchObject({ compañeroPendiente: { dni: partner.payload.dni }, compañero: null });
    const opened = await call('GET', `/api/inscriptions/${id}`, partner.token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().runner).toMatchObject({ dni: holder.payload.dni, nombre: holder.payload.nombre });
    expect((await call('GET', `/api/inscriptions/${id}`, stranger.token)).statusCode).toBe(403);
  });

  it('refuses a second invitation to a partner who already has one in the event', async () => {
    const [first, second, partner] = [await eliteMan(), await eliteMan(), await eliteMan()];
    expect((await invite(first, partner)).statusCode).toBe(201);
    const again = await invite(second, partner);
    expect(again.statusCode).toBe(409);
    expect(again.json().fields.partnerDni).toBe(NOT_INVITABLE);
  });
});

describe("a runner learns nothing of another runner's DNI", () => {
  it('answers every partner who cannot be invited the same, whatever the reason', async () => {
    const holder = await eliteMan();
    const enrolled = await eliteMan();
    expect((await enrolAlone(enrolled)).statusCode).toBe(201);
    const invited = await eliteMan();
    expect((await invite(await eliteMan(), invited)).statusCode).toBe(201);
    const woman = await registerRunner(t.app, { sexo: 'F', fechaNacimiento: `${eventYear() - 27}-01-01` });
    const teen = await eliteMan({ fechaNacimiento: `${eventYear() - 15}-01-01` });
    const veteran = await eliteMan({ fechaNacimiento: `${eventYear() - 60}-01-01` });
    const reasons: [string, string][] = [
      ['not registered', '1234567'],
      ['enrolled in the event', enrolled.payload.dni],
      ['invited by someone else', invited.payload.dni],
      ['of the other sex', woman.payload.dni],
      ['too young', teen.payload.dni],
      ['too old', veteran.payload.dni],
    ];
    const answers = [];
    for (const [reason, partnerDni] of reasons) {
      const refused = await call('POST', '/api/inscriptions', holder.token, enrolBody(holder, { partnerDni }));
      expect(refused.statusCode, reason).toBe(409);
      expect(refused.json(), reason).toEqual({
        error: 'CONFLICT',
        message: NOT_INVITABLE,
        fields: { partnerDni: NOT_INVITABLE },
      });
      answers.push(refused.body);
    }
    expect(new Set(answers).size).toBe(1);
    // Nothing was written: the holder may still enrol, and invite someone who can be invited.
    expect((await myInscriptions(holder)).length).toBe(0);
    expect((await invite(holder, await eliteMan())).statusCode).toBe(201);
  });

  it('answers a full event the same whether the DNI could be invited or not', async () => {
    const event = await insertEvent(t.db.db, { permiteParejas: true });
    // One place: room for the holder alone, never for a pair.
    await t.db.db.insertInto('event_registration').values({ event_id: event, cupo_total: 1 }).execute();
    const holder = await eliteMan();
    const answers = [];
    for (const partnerDni of [(await eliteMan()).payload.dni, '1234567']) {
      const full = await call(
        'POST',
        '/api/inscriptions',
        holder.token,
        enrolBody(holder, { eventId: event, partnerDni }),
      );
      expect(full.statusCode).toBe(409);
      expect(full.json().error).toBe('PLACES_FULL');
      const waiting = await call(
        'POST',
        '/api/waiting-list',
        holder.token,
        enrolBody(holder, { eventId: event, partnerDni }),
      );
      expect(waiting.statusCode).toBe(400);
      answers.push([full.body, waiting.body]);
    }
    expect(answers[0]).toEqual(answers[1]);
  });

  it('still tells an admin why a partner cannot be named', async () => {
    const holder = await eliteMan();
    const enrolled = await eliteMan();
    expect((await enrolAlone(enrolled)).statusCode).toBe(201);
    const invited = await eliteMan();
    expect((await invite(await eliteMan(), invited)).statusCode).toBe(201);
    const asAdmin = (partnerDni: string) =>
      call('POST', '/api/inscriptions', adminToken, { ...enrolBody(holder), partnerDni });
    expect((await asAdmin('1234567')).json().message).toBe(
      'No existe un corredor registrado con el DNI del compañero/a',
    );
    const partnerEnrolled = 'Tu compañero ya está inscrito en este evento';
    expect((await asAdmin(enrolled.payload.dni)).json()).toEqual({
      error: 'ALREADY_ENROLLED',
      message: partnerEnrolled,
      fields: { partnerDni: partnerEnrolled },
    });
    const partnerPending = 'Tu compañero/a ya tiene una invitación de pareja pendiente en este evento';
    expect((await asAdmin(invited.payload.dni)).json()).toEqual({
      error: 'PAIR_PENDING',
      message: partnerPending,
      fields: { partnerDni: partnerPending },
    });
  });
});

describe('accepting and declining', () => {
  it('accepting makes both participants, shows each other, and locks the partner into the pair', async () => {
    const holder = await eliteMan();
    const partner = await eliteMan();
    const { id } = (await invite(holder, partner)).json();

    const accepted = await accept(id, partner);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      esEquipo: true,
      compañero: { id: partner.user.id, dni: partner.payload.dni, nombre: partner.payload.nombre },
      compañeroPendiente: null,
    });
    expect(await participants(id)).toEqual([holder.user.id, partner.user.id].sort((a, b) => a - b));
    expect((await myInscriptions(holder)).find((i) => i.id === id)?.compañero).toMatchObject({
      dni: partner.payload.dni,
    });

    const twice = await accept(id, partner);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Esta invitación de pareja ya no está pendiente');
    // A confirmed pair is not undone by declining.
    expect((await decline(id, partner)).statusCode).toBe(409);
    expect((await decline(id, holder)).statusCode).toBe(409);
    const alone = await enrolAlone(partner);
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toBe('Ya estás inscrito en este evento');
  });

  it('declining removes the pair: the holder stays enrolled alone and both are free', async () => {
    const holder = await eliteMan();
    const partner = await eliteMan();
    const other = await eliteMan();
    const { id } = (await invite(holder, partner)).json();

    expect((await decline(id, partner)).statusCode).toBe(204);
    const after = await call('GET', `/api/inscriptions/${id}`, holder.token);
    expect(after.json()).toMatchObject({ esEquipo: false, compañero: null, compañeroPendiente: null });
    expect(await participants(id)).toEqual([holder.user.id]);
    // The partner no longer sees it and may not open it.
    expect((await myInscriptions(partner)).map((i) => i.id)).not.toContain(id);
    expect((await call('GET', `/api/inscriptions/${id}`, partner.token)).statusCode).toBe(403);
    expect((await accept(id, partner)).statusCode).toBe(403);
    // The partner may be invited by someone else now.
    expect((await invite(other, partner)).statusCode).toBe(201);
  });

  it('lets the holder withdraw a pending invitation, keeping the inscription alone', async () => {
    const holder = await eliteMan();
    const partner = await eliteMan();
    const { id } = (await invite(holder, partner)).json();
    expect((await decline(id, holder)).statusCode).toBe(204);
    expect((await call('GET', `/api/inscriptions/${id}`, holder.token)).json()).toMatchObject({
      compañeroPendiente: null,
    });
    expect((await accept(id, partner)).statusCode).toBe(403);
    expect((await decline(id, holder)).statusCode).toBe(409);
  });

  it('refuses acceptance once the registration window has closed', async () => {
    const holder = await eliteMan();
    const partner = await eliteMan();
    const event = await insertEvent(t.db.db, { permiteParejas: true });
    const { id } = (await invite(holder, partner, { eventId: event })).json();
    await t.db.db
      .updateTable('events')
      .set({ fecha_cierre_inscripciones: '2000-01-01' })
      .where('id', '=', event)
      .execute();
    const late = await accept(id, partner);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Las inscripciones para este evento están cerradas');
    expect((await decline(id, partner)).statusCode).toBe(204);
  });
});

describe("the partner's sex and age against the category (D8)", () => {
  it('is checked when the pair is made', async () => {
    const holder = await eliteMan();
    const woman = await registerRunner(t.app, { sexo: 'F', fechaNacimiento: `${eventYear() - 27}-01-01` });
    const teen = await eliteMan({ fechaNacimiento: `${eventYear() - 15}-01-01` });
    for (const partner of [woman, teen]) {
      const refused = await invite(holder, partner);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().fields.partnerDni).toBe(NOT_INVITABLE);
    }
    // E-BIKE is MIXTO and free: a mixed pair fits it.
    expect((await invite(holder, woman, { categoria: 'E-BIKE' })).statusCode).toBe(201);
  });

  it('is checked again when the partner accepts', async () => {
    const holder = await eliteMan();
    const partner = await eliteMan();
    const { id } = (await invite(holder, partner)).json();
    // The partner's birth date was corrected after the invitation: too old for ELITE now.
    await t.db.db
      .updateTable('runners')
      .set({ fecha_nacimiento: `${eventYear() - 45}-01-01` })
      .where('id', '=', partner.user.id)
      .execute();
    const refused = await accept(id, partner);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('La categoría de esta pareja no corresponde a tu sexo o edad');
    expect(await participants(id)).toEqual([holder.user.id]);
  });
});

describe('admin inscription', () => {
  it('creates a confirmed pair directly, with the partner as a participant', async () => {
    const holder = await eliteMan();
    const partner = await eliteMan();
    const created = await call('POST', '/api/inscriptions', adminToken, {
      ...enrolBody(holder),
      partnerDni: partner.payload.dni,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      esEquipo: true,
      compañero: { dni: partner.payload.dni },
      compañeroPendiente: null,
    });
    expect(await participants(created.json().id)).toHaveLength(2);
  });

  it('does not count a pending partner in the admin list, its participant data or the filters', async () => {
    const holder = await eliteMan();
    const partner = await eliteMan();
    const { id } = (await invite(holder, partner)).json();
    const listed = await call('GET', `/api/admin/inscriptions?runnerId=${holder.user.id}`, adminToken);
    expect(listed.json().items[0]).toMatchObject({
      id,
      esEquipo: false,
      compañero: null,
      compañeroPendiente: { dni: partner.payload.dni },
      partnerData: null,
    });
    const pairs = await call('GET', `/api/inscriptions?event=${pairEvent}&esEquipo=true&limit=1000`, adminToken);
    expect(pairs.json().items.map((i: { id: number }) => i.id)).not.toContain(id);
  });

  it('names a pending partner by their short name in the holder’s list and the admin list, the screens’ source', async () => {
    const holder = await eliteMan();
    const partner = await eliteMan({ nombre: 'Martina', apellido: 'González' });
    const { id } = (await invite(holder, partner)).json();
    const pending = { dni: partner.payload.dni, nombre: 'Martina G.' };
    expect((await myInscriptions(holder)).find((i) => i.id === id)?.compañeroPendiente).toEqual(pending);
    const listed = await call('GET', `/api/admin/inscriptions?runnerId=${holder.user.id}`, adminToken);
    expect(listed.json().items[0].compañeroPendiente).toEqual(pending);
  });
});

describe('reports leave a pending partner out', () => {
  it('exports a pending pair as the holder alone, and the partner once they accept', async () => {
    const event = await insertEvent(t.db.db, { permiteParejas: true });
    const holder = await eliteMan();
    const partner = await eliteMan();
    const { id } = (await invite(holder, partner, { eventId: event })).json();
    const exported = async (kind: string) => {
      const response = await call('GET', `/api/admin/reports/export/${kind}?eventId=${event}`, adminToken);
      expect(response.statusCode).toBe(200);
      return JSON.stringify(await readXlsx(response.rawPayload));
    };
    for (const kind of ['inscripciones', 'corredores']) {
      const sheet = await exported(kind);
      expect(sheet).toContain(holder.payload.dni);
      expect(sheet).not.toContain(partner.payload.dni);
    }
    expect((await accept(id, partner)).statusCode).toBe(200);
    for (const kind of ['inscripciones', 'corredores']) {
      expect(await exported(kind)).toContain(partner.payload.dni);
    }
  });
});

describe('concurrency, settled by the database', () => {
  it('two holders inviting the same partner at once: one pair, one 409', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b, partner] = [await eliteMan(), await eliteMan(), await eliteMan()];
      const answers = await Promise.all([invite(a, partner), invite(b, partner)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((r) => r.statusCode === 409)?.json().message).toBe(NOT_INVITABLE);
      const naming = await t.db.db
        .selectFrom('inscriptions')
        .select('id')
        .where('event_id', '=', pairEvent)
        .where('partner_runner_id', '=', partner.user.id)
        .execute();
      expect(naming).toHaveLength(1);
    }
  });

  it('accepting while enrolling alone at once: the partner ends in exactly one inscription', async () => {
    for (let round = 0; round < 5; round++) {
      const holder = await eliteMan();
      const partner = await eliteMan();
      const { id } = (await invite(holder, partner)).json();
      const [accepted, alone] = await Promise.all([accept(id, partner), enrolAlone(partner)]);
      // Exactly one succeeds: the acceptance (200) or the solo inscription (201); the other is a 409.
      expect([accepted.statusCode, alone.statusCode].join()).toMatch(/^(200,409|409,201)$/);
      expect([accepted, alone].find((r) => r.statusCode === 409)?.json().error).toBe('ALREADY_ENROLLED');
      const rows = await t.db.db
        .selectFrom('event_participants')
        .select('inscription_id')
        .where('event_id', '=', pairEvent)
        .where('runner_id', '=', partner.user.id)
        .execute();
      expect(rows).toHaveLength(1);
      const pair = await call('GET', `/api/inscriptions/${id}`, holder.token);
      // Either the pair is confirmed with the partner in it, or it still waits and the partner races alone.
      if (accepted.statusCode === 200) {
        expect(rows[0]?.inscription_id).toBe(id);
        expect(pair.json().esEquipo).toBe(true);
      } else {
        expect(rows[0]?.inscription_id).not.toBe(id);
        expect(pair.json().compañeroPendiente).toMatchObject({ dni: partner.payload.dni });
      }
    }
  });

  it('accepting and declining at once: exactly one wins', async () => {
    for (let round = 0; round < 5; round++) {
      const holder = await eliteMan();
      const partner = await eliteMan();
      const { id } = (await invite(holder, partner)).json();
      const [accepted, declined] = await Promise.all([accept(id, partner), decline(id, partner)]);
      const codes = [accepted.statusCode, declined.statusCode];
      expect(codes.filter((c) => c === 200 || c === 204)).toHaveLength(1);
      const pair = (await call('GET', `/api/inscriptions/${id}`, holder.token)).json();
      expect(pair.esEquipo).toBe(accepted.statusCode === 200);
      expect(await participants(id)).toHaveLength(accepted.statusCode === 200 ? 2 : 1);
    }
  });
});
