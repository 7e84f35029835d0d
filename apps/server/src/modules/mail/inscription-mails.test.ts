// The messages that matter (docs/decisions/017-mail-outbox.md), against a real SMTP server, on SQLite and PostgreSQL.
import { formatPesos } from '@carreras/domain/places/fees';
import { NO_PLACES_SETTINGS } from '@carreras/domain/places/places.schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import { bearer, createTestApp, loginAdmin, nextAddress, registerRunner } from '../../../test/test-app.ts';
import { mailSuite } from './mail-test-helpers.ts';
import { readOutbox } from './outbox.service.ts';

const PRICE = 25_000;
const eventYear = () => new Date().getFullYear();

/** The lines of an iCalendar text, unfolded (RFC 5545 3.1), as name (with parameters) → value. */
function parseIcs(text: string): Map<string, string> {
  const lines = text.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  const fields = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1));
  }
  return fields;
}

describe('inscription emails, against a real SMTP server', () => {
  const suite = mailSuite();
  const { call, eliteMan, mailsTo } = suite;
  let eventId: number;
  let eventDate: string;

  beforeAll(async () => {
    eventId = await insertEvent(suite.t.db.db, { permiteParejas: true, nombre: 'Desafío del Cerro' });
    eventDate = (
      await suite.t.db.db.selectFrom('events').select('fecha').where('id', '=', eventId).executeTakeFirstOrThrow()
    ).fecha;
    const saved = await call('PUT', `/api/admin/events/${eventId}/registration`, suite.adminToken, {
      ...NO_PLACES_SETTINGS,
      pagoAlias: 'desafio.cerro',
      pagoCbu: '0110599520000001234567',
      pagoEfectivo: true,
      retiroKit: 'Sábado de 10 a 18 en la plaza',
      distancias: [{ distancia: 66, cupo: null, precio: PRICE, precioAnticipado: null }],
      categorias: [],
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it("a runner's own inscription: the event, the amount, how to pay and the event for the calendar", async () => {
    const runner = await eliteMan('solo@example.com');
    const enrolled = await call('POST', '/api/inscriptions', runner.token, {
      runnerId: runner.user.id,
      eventId,
      distancia: 66,
      categoria: 'ELITE MASC',
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const [mail, ...more] = await mailsTo('solo@example.com', 1);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Recibimos tu inscripción a Desafío del Cerro');
    const [y, m, d] = eventDate.split('-');
    for (const part of [
      'Hola Juan Pablo:',
      'organizado por Carrera MTB Tucumán',
      `Fecha: ${d}/${m}/${y}`,
      'Lugar: Tafí del Valle, Tucumán',
      'Distancia: 66 km',
      'Categoría: ELITE MASC',
      `Monto: ${formatPesos(PRICE)}`,
      'Cómo pagar: alias desafio.cerro · CBU 0110599520000001234567 · efectivo al retirar el kit',
      'Retiro del kit: Sábado de 10 a 18 en la plaza',
      `https://inscripciones.example.com/races/register?inscriptionId=${enrolled.json().id}`,
    ]) {
      expect(mail?.text).toContain(part);
    }
    expect(mail?.text).not.toContain('Pareja');
    expect(mail?.html).toContain(`<td>${formatPesos(PRICE)}</td>`);
    expect(mail?.html).toContain(
      `<a href="https://inscripciones.example.com/races/register?inscriptionId=${enrolled.json().id}">`,
    );

    const ics = mail?.attachments.find((a) => a.filename === 'evento.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const fields = parseIcs(ics?.content.toString('utf8') ?? '');
    expect(fields.get('DTSTART;VALUE=DATE')).toBe(eventDate.replaceAll('-', ''));
    expect(fields.get('SUMMARY')).toBe('Desafío del Cerro');
    expect(fields.get('LOCATION')).toBe('Tafí del Valle\\, Tucumán');
  });

  it('a pair asked by a runner names the partner waiting to accept, and the amount of two', async () => {
    const partner = await eliteMan('companero@example.com', 'Tomás');
    const holder = await eliteMan('titular@example.com');
    const enrolled = await call('POST', '/api/inscriptions', holder.token, {
      runnerId: holder.user.id,
      eventId,
      distancia: 66,
      categoria: 'ELITE MASC',
      partnerDni: partner.payload.dni,
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const [mail, ...more] = await mailsTo('titular@example.com', 1);
    expect(more).toEqual([]);
    expect(mail?.text).toContain('Pareja: Tomás P. (falta que acepte la invitación)');
    expect(mail?.text).toContain(`Monto: ${formatPesos(2 * PRICE)}`);
  });

  it("an admin's pair names the partner, and a paid one says so instead of how to pay", async () => {
    const partner = await eliteMan('pareja.admin@example.com', 'Lucas');
    const holder = await eliteMan('titular.admin@example.com');
    const enrolled = await call('POST', '/api/inscriptions', suite.adminToken, {
      runnerId: holder.user.id,
      eventId,
      distancia: 66,
      categoria: 'ELITE MASC',
      partnerDni: partner.payload.dni,
      pagoConfirmado: true,
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const [mail, ...more] = await mailsTo('titular.admin@example.com', 1);
    expect(more).toEqual([]);
    expect(mail?.text).toContain('Pareja: Lucas Pérez');
    expect(mail?.text).toContain('Pago: confirmado');
    expect(mail?.text).not.toContain('Cómo pagar');
  });

  it('a payment that settles the inscription: one short message, none for a part of it', async () => {
    const runner = await eliteMan('paga@example.com');
    const enrolled = await call('POST', '/api/inscriptions', runner.token, {
      runnerId: runner.user.id,
      eventId,
      distancia: 66,
      categoria: 'ELITE MASC',
    });
    const id = enrolled.json().id as number;
    await mailsTo('paga@example.com', 1);
    const pay = (monto: number) =>
      call('POST', `/api/admin/inscriptions/${id}/payments`, suite.adminToken, { metodo: 'efectivo', monto });
    expect((await pay(10_000)).statusCode).toBe(201);
    expect((await pay(PRICE - 10_000)).statusCode).toBe(201);
    const mails = await mailsTo('paga@example.com', 2);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Recibimos tu inscripción a Desafío del Cerro',
      'Confirmamos tu pago: Desafío del Cerro',
    ]);
    expect(mails[1]?.text).toContain(`Monto: ${formatPesos(PRICE)}`);
    expect(mails[1]?.attachments).toEqual([]);
  });

  it('a bib, from the inscriptions list or the desk: one short message each, none when it is the same bib', async () => {
    const first = await eliteMan('dorsal1@example.com');
    const second = await eliteMan('dorsal2@example.com');
    const ids: number[] = [];
    for (const runner of [first, second]) {
      const enrolled = await call('POST', '/api/inscriptions', runner.token, {
        runnerId: runner.user.id,
        eventId,
        distancia: 66,
        categoria: 'ELITE MASC',
      });
      ids.push(enrolled.json().id as number);
    }
    expect((await call('PATCH', `/api/inscriptions/${ids[0]}/assign-dorsal/321`, suite.adminToken)).statusCode).toBe(
      200,
    );
    expect((await call('PATCH', `/api/inscriptions/${ids[0]}/assign-dorsal/321`, suite.adminToken)).statusCode).toBe(
      200,
    );
    const desk = await call('POST', `/api/admin/inscriptions/${ids[1]}/next-bib`, suite.adminToken);
    expect(desk.statusCode, desk.body).toBe(200);
    const deskBib = desk.json().numeroDorsalAsignado as number;

    const [received, bib, ...more] = await mailsTo('dorsal1@example.com', 2);
    expect(received?.subject).toContain('Recibimos');
    expect(more).toEqual([]);
    expect(bib?.subject).toBe('Tu dorsal para Desafío del Cerro: 321');
    expect(bib?.text).toContain('Dorsal: 321');
    expect(bib?.text).toContain('Retiro del kit: Sábado de 10 a 18 en la plaza');
    const deskMails = await mailsTo('dorsal2@example.com', 2);
    expect(deskMails.map((mail) => mail.subject)).toEqual([
      'Recibimos tu inscripción a Desafío del Cerro',
      `Tu dorsal para Desafío del Cerro: ${deskBib}`,
    ]);
  });

  it("the back-office lists a runner's messages and sends one again, audited", async () => {
    const runner = await eliteMan('reenvio@example.com');
    await call('POST', '/api/inscriptions', runner.token, {
      runnerId: runner.user.id,
      eventId,
      distancia: 66,
      categoria: 'ELITE MASC',
    });
    const [original] = await mailsTo('reenvio@example.com', 1);
    const listed = await call('GET', `/api/admin/runners/${runner.user.id}/mails`, suite.adminToken);
    expect(listed.statusCode).toBe(200);
    const [item, ...others] = listed.json().items;
    expect(others).toEqual([]);
    expect(listed.json().email).toBe(true);
    expect(item).toMatchObject({
      kind: 'inscription-received',
      recipient: 'reenvio@example.com',
      subject: 'Recibimos tu inscripción a Desafío del Cerro',
      status: 'sent',
      attempts: 1,
      resentFrom: null,
    });
    expect(item.lastResponse).toMatch(/^250/);

    const resent = await call('POST', `/api/admin/mails/${item.id}/resend`, suite.adminToken);
    expect(resent.statusCode, resent.body).toBe(201);
    expect(resent.json()).toMatchObject({ status: 'pending', resentFrom: item.id, kind: 'inscription-received' });
    const [, copy] = await mailsTo('reenvio@example.com', 2);
    expect(copy?.subject).toBe(original?.subject);
    expect(copy?.text).toBe(original?.text);
    expect(copy?.attachments.map((a) => a.filename)).toEqual(['evento.ics']);
    expect(copy?.messageId).not.toBe(original?.messageId);
    const audited = await suite.t.db.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'resend-mail')
      .where('entity_id', '=', runner.user.id)
      .execute();
    expect(audited).toHaveLength(1);
    const after = await call('GET', `/api/admin/runners/${runner.user.id}/mails`, suite.adminToken);
    expect(after.json().items.map((i: { resentFrom: number | null }) => i.resentFrom)).toEqual([item.id, null]);

    expect((await call('GET', `/api/admin/runners/${runner.user.id}/mails`, runner.token)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/mails/${item.id}/resend`, runner.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/runners/999999/mails', suite.adminToken)).json()).toMatchObject({
      error: 'NOT_FOUND',
      message: 'Corredor no encontrado',
    });
    expect((await call('POST', '/api/admin/mails/999999/resend', suite.adminToken)).json()).toMatchObject({
      error: 'NOT_FOUND',
      message: 'Mensaje no encontrado',
    });
    expect((await call('POST', '/api/admin/mails/abc/resend', suite.adminToken)).statusCode).toBe(400);
  });
});

describe('inscription emails with email off', () => {
  it('writes nothing to the outbox for an inscription, a payment or a bib', async () => {
    const t = await createTestApp();
    try {
      const eventId = await insertEvent(t.db.db);
      const runner = await registerRunner(t.app, { sexo: 'M', fechaNacimiento: `${eventYear() - 27}-06-15` });
      const enrolled = await t.app.inject({
        method: 'POST',
        url: '/api/inscriptions',
        headers: bearer(runner.token),
        payload: { runnerId: runner.user.id, eventId, distancia: 66, categoria: 'ELITE MASC' },
        remoteAddress: nextAddress(),
      });
      expect(enrolled.statusCode, enrolled.body).toBe(201);
      const adminToken = await loginAdmin(t.app);
      const id = enrolled.json().id as number;
      const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
        t.app.inject({ method, url, headers: bearer(adminToken), ...(payload ? { payload } : {}) });
      expect(
        (await admin('POST', `/api/admin/inscriptions/${id}/payments`, { metodo: 'exento', motivo: 'Sponsor' }))
          .statusCode,
      ).toBe(201);
      expect((await admin('PATCH', `/api/inscriptions/${id}/assign-dorsal/7`)).statusCode).toBe(200);
      expect(await readOutbox(t.db.db)).toEqual([]);
      const listed = await admin('GET', `/api/admin/runners/${runner.user.id}/mails`);
      expect(listed.json()).toEqual({ email: false, items: [] });
      const resend = await admin('POST', '/api/admin/mails/1/resend');
      expect(resend.statusCode).toBe(409);
      expect(resend.json()).toMatchObject({ error: 'CONFLICT', message: expect.stringContaining('SMTP_URL') });
    } finally {
      await t.close();
    }
  });
});
