// The remaining messages and the per-event email (docs/decisions/017-mail-outbox.md, 'Per event'), against a real
// SMTP server, on SQLite and PostgreSQL: a place from the waiting list, the partner's invitation, results
// published (once per runner and event, through a second sweep and a restart), the switches, the message to all
// inscribed runners, and email off.
import { randomUUID } from 'node:crypto';
import { todayInOrganiserZone } from '@carreras/domain/dates';
import { BROADCAST_BODY_MAX_LENGTH } from '@carreras/domain/mail/event-mails.schemas';
import { formatPesos } from '@carreras/domain/places/fees';
import { NO_PLACES_SETTINGS } from '@carreras/domain/places/places.schemas';
import { formatElapsed } from '@carreras/domain/timing/time-format';
import { describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import { bearer, createTestApp, loginAdmin, nextAddress, registerRunner } from '../../../test/test-app.ts';
import { insertRider } from '../timing/timing-test-helpers.ts';
import { mailEnv, mailSuite } from './mail-test-helpers.ts';
import { readOutbox } from './outbox.service.ts';
import { writePublishedResultsMails } from './results-mails.service.ts';

const PRICE = 30_000;
const eventYear = () => new Date().getFullYear();

function daysFromToday(days: number): string {
  const date = new Date(`${todayInOrganiserZone()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('per-event email, against a real SMTP server', () => {
  const suite = mailSuite();
  const { call, eliteMan, mailsTo } = suite;

  async function settings(eventId: number, body: object) {
    const saved = await call('PUT', `/api/admin/events/${eventId}/registration`, suite.adminToken, {
      ...NO_PLACES_SETTINGS,
      pagoAlias: 'lista.espera',
      distancias: [{ distancia: 66, cupo: null, precio: PRICE, precioAnticipado: null }],
      categorias: [],
      ...body,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  const enrol = (runner: { token: string; user: { id: number } }, eventId: number, extra: object = {}) =>
    call('POST', '/api/inscriptions', runner.token, {
      runnerId: runner.user.id,
      eventId,
      distancia: 66,
      categoria: 'ELITE MASC',
      ...extra,
    });

  it('a place freed goes to the first waiting runner, who is told by email with the amount and how to pay', async () => {
    const eventId = await insertEvent(suite.t.db.db, { nombre: 'Rally de la Espera' });
    await settings(eventId, { cupoTotal: 1 });
    const first = await eliteMan('primero@example.com');
    const waiting = await eliteMan('espera@example.com', 'Sofía');
    const enrolled = await enrol(first, eventId);
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const joined = await call('POST', '/api/waiting-list', waiting.token, {
      runnerId: waiting.user.id,
      eventId,
      distancia: 66,
      categoria: 'ELITE MASC',
    });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().waiting).not.toBeNull();
    expect((await call('DELETE', `/api/inscriptions/${enrolled.json().id}`, suite.adminToken)).statusCode).toBe(204);

    const [mail, ...more] = await mailsTo('espera@example.com', 1);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('¡Tenés lugar en Rally de la Espera!');
    const promoted = (await readOutbox(suite.t.db.db)).find((row) => row.recipient === 'espera@example.com');
    for (const part of [
      'Hola Sofía:',
      'Se liberó un lugar y ya tenés tu inscripción en Rally de la Espera, organizado por Carrera MTB Tucumán',
      'Distancia: 66 km',
      `Monto: ${formatPesos(PRICE)}`,
      'Cómo pagar: alias lista.espera',
      `Cierre de inscripciones: ${daysFromToday(5).split('-').reverse().join('/')}`,
      `https://inscripciones.example.com/races/register?inscriptionId=${promoted?.inscription_id}`,
    ]) {
      expect(mail?.text).toContain(part);
    }
    expect(mail?.html).toContain('<p>Hola Sofía:</p>');
    expect(mail?.html).toContain(`<td>${formatPesos(PRICE)}</td>`);
  });

  it("the partner a runner names is invited by email to accept in Mi Perfil; an admin's pair invites nobody", async () => {
    const eventId = await insertEvent(suite.t.db.db, { permiteParejas: true, nombre: 'Dúo del Cerro' });
    await settings(eventId, {});
    const partner = await eliteMan('invitada@example.com', 'Tomás');
    const holder = await eliteMan('invita@example.com', 'Martín');
    expect((await enrol(holder, eventId, { partnerDni: partner.payload.dni })).statusCode).toBe(201);
    const [invitation, ...more] = await mailsTo('invitada@example.com', 1);
    expect(more).toEqual([]);
    expect(invitation?.subject).toBe('Martín Pérez te invitó a correr en pareja: Dúo del Cerro');
    expect(invitation?.text).toContain('Hola Tomás:');
    expect(invitation?.text).toContain('entrá y aceptá la invitación');
    expect(invitation?.text).toContain('Aceptá o rechazá la invitación: https://inscripciones.example.com/profile');
    expect(invitation?.text).not.toContain('Monto');
    const row = (await readOutbox(suite.t.db.db)).find((r) => r.recipient === 'invitada@example.com');
    expect(row).toMatchObject({ kind: 'pair-invitation', runner_id: partner.user.id });

    const adminPartner = await eliteMan('pareja.directa@example.com');
    const adminHolder = await eliteMan('titular.directo@example.com');
    const direct = await call('POST', '/api/inscriptions', suite.adminToken, {
      runnerId: adminHolder.user.id,
      eventId,
      distancia: 66,
      categoria: 'ELITE MASC',
      partnerDni: adminPartner.payload.dni,
    });
    expect(direct.statusCode, direct.body).toBe(201);
    await mailsTo('titular.directo@example.com', 1);
    expect((await readOutbox(suite.t.db.db)).filter((r) => r.recipient === 'pareja.directa@example.com')).toEqual([]);
  });

  it('switches per event: all on until saved; an off kind is not written, the others are; admins only', async () => {
    const eventId = await insertEvent(suite.t.db.db, { nombre: 'Rally Silencioso' });
    await settings(eventId, {});
    const read = await call('GET', `/api/admin/events/${eventId}/mail-settings`, suite.adminToken);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      email: true,
      settings: {
        inscriptionReceived: true,
        paymentVerified: true,
        waitingPromoted: true,
        bibAssigned: true,
        resultsPublished: true,
      },
    });
    const off = {
      inscriptionReceived: false,
      paymentVerified: true,
      waitingPromoted: true,
      bibAssigned: false,
      resultsPublished: true,
    };
    const saved = await call('PUT', `/api/admin/events/${eventId}/mail-settings`, suite.adminToken, off);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ email: true, settings: off });
    expect((await call('GET', `/api/admin/events/${eventId}/mail-settings`, suite.adminToken)).json().settings).toEqual(
      off,
    );
    const audited = await suite.t.db.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'mail-settings')
      .where('entity_id', '=', eventId)
      .execute();
    expect(audited).toHaveLength(1);

    const runner = await eliteMan('silencio@example.com');
    const enrolled = await enrol(runner, eventId);
    expect(enrolled.statusCode).toBe(201);
    const id = enrolled.json().id as number;
    const paid = await call('POST', `/api/admin/inscriptions/${id}/payments`, suite.adminToken, {
      metodo: 'efectivo',
      monto: PRICE,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await call('PATCH', `/api/inscriptions/${id}/assign-dorsal/77`, suite.adminToken)).statusCode).toBe(200);
    const [only, ...more] = await mailsTo('silencio@example.com', 1);
    expect(more).toEqual([]);
    expect(only?.subject).toBe('Confirmamos tu pago: Rally Silencioso');
    // The password reset is never switched off, and a resend of any kind is the admin's explicit act.
    const reset = await suite.t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { dni: runner.payload.dni },
      remoteAddress: nextAddress(),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await mailsTo('silencio@example.com', 2)).map((m) => m.subject)).toHaveLength(2);

    const runnerCall = await call('PUT', `/api/admin/events/${eventId}/mail-settings`, runner.token, off);
    expect(runnerCall.statusCode).toBe(403);
    expect((await call('GET', '/api/admin/events/999999/mail-settings', suite.adminToken)).statusCode).toBe(404);
    expect(
      (
        await call('PUT', `/api/admin/events/${eventId}/mail-settings`, suite.adminToken, {
          inscriptionReceived: false,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('a message to all inscribed runners: the count first, one row each, with their name; limited and checked', async () => {
    const eventId = await insertEvent(suite.t.db.db, { permiteParejas: true, nombre: 'Rally Avisos' });
    await settings(eventId, {});
    const empty = await call('GET', `/api/admin/events/${eventId}/broadcast`, suite.adminToken);
    expect(empty.json()).toEqual({ email: true, recipients: 0 });
    const nobody = await call('POST', `/api/admin/events/${eventId}/broadcast`, suite.adminToken, {
      subject: 'Aviso',
      body: 'Hola',
    });
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json().message).toContain('no tiene corredores inscriptos');

    const people = [];
    for (const [i, nombre] of ['Ana', 'Bruno', 'Carla'].entries()) {
      people.push(await eliteMan(`aviso${i}@example.com`, nombre));
    }
    for (const person of people.slice(0, 2)) expect((await enrol(person, eventId)).statusCode).toBe(201);
    // An admin's pair: the partner is inscribed too. A runner waiting or with a pending invitation is not.
    const partner = await eliteMan('aviso.pareja@example.com', 'Diego');
    const pair = await call('POST', '/api/inscriptions', suite.adminToken, {
      runnerId: people[2]!.user.id,
      eventId,
      distancia: 66,
      categoria: 'ELITE MASC',
      partnerDni: partner.payload.dni,
    });
    expect(pair.statusCode, pair.body).toBe(201);
    await mailsTo('aviso2@example.com', 1);
    const before = (await readOutbox(suite.t.db.db)).length;

    const audience = await call('GET', `/api/admin/events/${eventId}/broadcast`, suite.adminToken);
    expect(audience.json()).toEqual({ email: true, recipients: 4 });
    const body = 'La largada se adelanta a las 8:30.\n\nTraé tu dorsal & casco <obligatorio>.';
    const sent = await call('POST', `/api/admin/events/${eventId}/broadcast`, suite.adminToken, {
      subject: '  Cambio de horario  ',
      body,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ recipients: 4 });
    const rows = (await readOutbox(suite.t.db.db)).slice(before);
    expect(rows.map((row) => row.kind)).toEqual(['broadcast', 'broadcast', 'broadcast', 'broadcast']);
    expect(rows.map((row) => row.event_id)).toEqual([eventId, eventId, eventId, eventId]);
    const [toCarla] = await mailsTo('aviso2@example.com', 2).then((mails) => mails.slice(1));
    expect(toCarla?.subject).toBe('Cambio de horario');
    expect(toCarla?.text).toContain('Hola Carla:');
    expect(toCarla?.text).toContain('La largada se adelanta a las 8:30.');
    expect(toCarla?.text).toContain('Carrera MTB Tucumán');
    expect(toCarla?.html).toContain('Traé tu dorsal &amp; casco &lt;obligatorio&gt;.');
    const [, toDiego] = await mailsTo('aviso.pareja@example.com', 1).then((mails) => [null, mails.at(-1)]);
    expect(toDiego?.text).toContain('Hola Diego:');
    const audited = await suite.t.db.db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'broadcast-mail')
      .where('entity_id', '=', eventId)
      .execute();
    expect(JSON.parse(audited[0]?.detail ?? '{}')).toMatchObject({ subject: 'Cambio de horario', recipients: 4 });

    const bad = async (payload: object) =>
      (await call('POST', `/api/admin/events/${eventId}/broadcast`, suite.adminToken, payload)).statusCode;
    expect(await bad({ subject: 'Aviso', body: 'x'.repeat(BROADCAST_BODY_MAX_LENGTH + 1) })).toBe(400);
    expect(await bad({ subject: 'Aviso\nBcc: otro@example.com', body: 'Hola' })).toBe(400);
    expect(await bad({ subject: ' ', body: 'Hola' })).toBe(400);
    expect(await bad({ subject: 'Aviso', body: '' })).toBe(400);
    expect(
      (await call('POST', `/api/admin/events/${eventId}/broadcast`, people[0]!.token, { subject: 'a', body: 'b' }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/admin/events/999999/broadcast', suite.adminToken)).statusCode).toBe(404);

    // Three an hour per event; the fourth is refused and writes nothing.
    for (let i = 0; i < 2; i += 1) expect(await bad({ subject: `Aviso ${i}`, body: 'Hola' })).toBe(201);
    const count = (await readOutbox(suite.t.db.db)).length;
    const fourth = await call('POST', `/api/admin/events/${eventId}/broadcast`, suite.adminToken, {
      subject: 'Otro',
      body: 'Hola',
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toContain('hasta 3 mensajes por hora');
    expect((await readOutbox(suite.t.db.db)).length).toBe(count);
  });

  it('results published: once per runner and event, with place, time and links; not twice, not after a restart', async () => {
    const auth = bearer(suite.adminToken);
    const eventId = await insertEvent(suite.t.db.db, { fecha: daysFromToday(-1), nombre: 'Rally de Ayer' });
    const configured = await suite.t.app.inject({
      method: 'POST',
      url: '/api/timing-config',
      headers: auth,
      payload: { eventId, config: { '33': { laps: 1, enabled: true } } },
    });
    expect(configured.statusCode, configured.body).toBe(200);
    const riders = [];
    for (const [bib, apellido] of [
      [41, 'Ganador'],
      [42, 'Segundo'],
      [43, 'Abandono'],
      [44, 'Ausente'],
    ] as const) {
      const rider = await insertRider(suite.t.db.db, eventId, bib, { apellido });
      await suite.t.db.db
        .updateTable('runners')
        .set({ email: `resultado${bib}@example.com`, nombre: `Rider${bib}` })
        .where('id', '=', rider.runnerId)
        .execute();
      riders.push(rider);
    }
    for (const [dorsal, time] of [
      [41, 3_723_450],
      [42, 3_800_000],
    ] as const) {
      const recorded = await suite.t.app.inject({
        method: 'POST',
        url: `/api/timing/${eventId}/record`,
        headers: auth,
        payload: { clientId: randomUUID(), dorsal, time, timestamp: Date.now() },
      });
      expect(recorded.statusCode, recorded.body).toBeLessThan(300);
    }
    const dnf = await suite.t.app.inject({
      method: 'POST',
      url: `/api/timing/${eventId}/update-runner-times`,
      headers: auth,
      payload: { dorsal: 43, status: 'DNF' },
    });
    expect(dnf.statusCode, dnf.body).toBe(200);

    const written = await writePublishedResultsMails(suite.t.db.db, suite.t.app.mailer);
    expect(written).toBe(3);
    const [winner, ...more] = await mailsTo('resultado41@example.com', 1);
    expect(more).toEqual([]);
    expect(winner?.subject).toBe('Resultados de Rally de Ayer');
    for (const part of [
      'Hola Rider41:',
      'Ya están los resultados finales',
      'Distancia: 33 km',
      'Dorsal: 41',
      'Posición en la categoría: 1.º',
      'Posición en la general: 1.º',
      `Tiempo: ${formatElapsed(3_723_450)}`,
      `Mirá tu resultado: https://inscripciones.example.com/resultados/${eventId}/41`,
      `Descargá tu diploma: https://inscripciones.example.com/api/results/${eventId}/riders/41/diploma.pdf`,
      'Carrera MTB Tucumán',
    ]) {
      expect(winner?.text).toContain(part);
    }
    expect(winner?.html).toContain(
      `<a href="https://inscripciones.example.com/resultados/${eventId}/41">Mirá tu resultado</a>`,
    );
    const [quit] = await mailsTo('resultado43@example.com', 1);
    expect(quit?.text).toContain('Resultado: No finalizó (DNF)');
    expect(quit?.text).not.toContain('diploma');
    // Who did not start gets nothing.
    expect((await readOutbox(suite.t.db.db)).filter((row) => row.recipient === 'resultado44@example.com')).toEqual([]);

    // A second sweep, one from another process at once, and a restart write nothing more.
    const again = await Promise.all([
      writePublishedResultsMails(suite.t.db.db, suite.t.app.mailer),
      writePublishedResultsMails(suite.t.db.db, suite.t.app.mailer),
    ]);
    expect(again).toEqual([0, 0]);
    const restarted = await createTestApp({ env: mailEnv(suite.smtp), shareDatabaseOf: suite.t });
    try {
      expect(await writePublishedResultsMails(restarted.db.db, restarted.app.mailer)).toBe(0);
    } finally {
      await restarted.app.close();
    }
    const results = (await readOutbox(suite.t.db.db)).filter((row) => row.kind === 'results-published');
    expect(results).toHaveLength(3);
    expect(new Set(results.map((row) => row.dedupe_key)).size).toBe(3);
    const marks = await suite.t.db.db
      .selectFrom('results_mailings')
      .selectAll()
      .where('event_id', '=', eventId)
      .execute();
    expect(marks.map((m) => [Number(m.distancia), Number(m.messages)])).toEqual([[33, 3]]);
  });

  it('results stay unwritten while the switch is off, an event is still racing, or it is older than the window', async () => {
    const auth = bearer(suite.adminToken);
    const make = async (fecha: string, nombre: string) => {
      const eventId = await insertEvent(suite.t.db.db, { fecha, nombre });
      await suite.t.app.inject({
        method: 'POST',
        url: '/api/timing-config',
        headers: auth,
        payload: { eventId, config: { '33': { laps: 1, enabled: true } } },
      });
      await insertRider(suite.t.db.db, eventId, 51);
      await insertRider(suite.t.db.db, eventId, 52);
      await suite.t.app.inject({
        method: 'POST',
        url: `/api/timing/${eventId}/record`,
        headers: auth,
        payload: { clientId: randomUUID(), dorsal: 51, time: 3_600_000, timestamp: Date.now() },
      });
      return eventId;
    };
    const switchedOff = await make(daysFromToday(-2), 'Rally Callado');
    await call('PUT', `/api/admin/events/${switchedOff}/mail-settings`, suite.adminToken, {
      inscriptionReceived: true,
      paymentVerified: true,
      waitingPromoted: true,
      bibAssigned: true,
      resultsPublished: false,
    });
    const racing = await make(daysFromToday(0), 'Rally de Hoy');
    const old = await make(daysFromToday(-30), 'Rally Viejo');
    expect(await writePublishedResultsMails(suite.t.db.db, suite.t.app.mailer)).toBe(0);
    const rows = await readOutbox(suite.t.db.db);
    expect(rows.filter((row) => [switchedOff, racing, old].includes(row.event_id ?? 0))).toEqual([]);
  });
});

describe('per-event email with email off', () => {
  it('says so, refuses the message to all runners with a Spanish 409, and writes nothing', async () => {
    const t = await createTestApp();
    try {
      const adminToken = await loginAdmin(t.app);
      const eventId = await insertEvent(t.db.db);
      const runner = await registerRunner(t.app, { sexo: 'M', fechaNacimiento: `${eventYear() - 27}-06-15` });
      const enrolled = await t.app.inject({
        method: 'POST',
        url: '/api/inscriptions',
        headers: bearer(runner.token),
        payload: { runnerId: runner.user.id, eventId, distancia: 66, categoria: 'ELITE MASC' },
        remoteAddress: nextAddress(),
      });
      expect(enrolled.statusCode).toBe(201);
      const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
        t.app.inject({ method, url, headers: bearer(adminToken), ...(payload ? { payload } : {}) });
      expect((await admin('GET', `/api/admin/events/${eventId}/mail-settings`)).json().email).toBe(false);
      expect((await admin('GET', `/api/admin/events/${eventId}/broadcast`)).json()).toEqual({
        email: false,
        recipients: 1,
      });
      const refused = await admin('POST', `/api/admin/events/${eventId}/broadcast`, { subject: 'Aviso', body: 'Hola' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: 'CONFLICT',
        message:
          'El envío de correos no está activado en este sitio (SMTP_URL): no se puede enviar el mensaje a los inscriptos.',
      });
      expect(await writePublishedResultsMails(t.db.db, t.app.mailer)).toBe(0);
      expect(await readOutbox(t.db.db)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
