// Delivery figures (docs/decisions/017-mail-outbox.md): every kind of message written while the SMTP server
// refuses, the server restarted while they wait, then the SMTP server recovering. Every row must reach the SMTP
// server exactly once: the test prints messages, retries and duplicates (0), on SQLite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { todayInOrganiserZone } from '@carreras/domain/dates';
import { MAIL_KINDS } from '@carreras/domain/mail/inscription-mails';
import { NO_PLACES_SETTINGS } from '@carreras/domain/places/places.schemas';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import {
  apiCaller,
  createTestApp,
  loginAdmin,
  nextAddress,
  registerRunner,
  type TestApp,
  testDialect,
} from '../../../test/test-app.ts';
import { insertRider } from '../timing/timing-test-helpers.ts';
import { mailEnv, startTestSmtp, type TestSmtp } from './mail-test-helpers.ts';
import { readOutbox } from './outbox.service.ts';
import { writePublishedResultsMails } from './results-mails.service.ts';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(async () => smtp?.close());

function daysFromToday(days: number): string {
  const date = new Date(`${todayInOrganiserZone()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Writes at least one message of every kind through the API (and the results sweep) of `t`. */
async function writeEveryKind(t: TestApp): Promise<void> {
  const adminToken = await loginAdmin(t.app);
  const call = apiCaller(() => t.app);
  const year = new Date().getFullYear();
  const man = (email: string) =>
    registerRunner(t.app, { sexo: 'M', fechaNacimiento: `${year - 27}-06-15`, email, apellido: 'Pérez' });
  const ok = <R extends { statusCode: number; body: string }>(response: R): R => {
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  };

  const eventId = await insertEvent(t.db.db, { permiteParejas: true, nombre: 'Rally de la Entrega' });
  ok(
    await call('PUT', `/api/admin/events/${eventId}/registration`, adminToken, {
      ...NO_PLACES_SETTINGS,
      cupoTotal: 3,
      pagoAlias: 'rally.entrega',
      distancias: [{ distancia: 66, cupo: null, precio: 20_000, precioAnticipado: null }],
      categorias: [],
    }),
  );
  const body = (runnerId: number, extra: object = {}) => ({
    runnerId,
    eventId,
    distancia: 66,
    categoria: 'ELITE MASC',
    ...extra,
  });
  // inscription-received ×2, pair-invitation: the pair takes two of the three places, a solo runner the third.
  const partner = await man('entrega.pareja@example.com');
  const holder = await man('entrega.titular@example.com');
  ok(await call('POST', '/api/inscriptions', holder.token, body(holder.user.id, { partnerDni: partner.payload.dni })));
  const solo = await man('entrega.solo@example.com');
  const enrolled = ok(await call('POST', '/api/inscriptions', solo.token, body(solo.user.id)));
  const id = enrolled.json().id as number;
  // payment-verified, then bib-assigned (a bib confirms payment, so the payment goes first).
  ok(await call('POST', `/api/admin/inscriptions/${id}/payments`, adminToken, { metodo: 'efectivo', monto: 20_000 }));
  ok(await call('PATCH', `/api/inscriptions/${id}/assign-dorsal/500`, adminToken));
  // waiting-promoted: the full event's waiting runner gets the solo runner's place.
  const waiting = await man('entrega.espera@example.com');
  ok(await call('POST', '/api/waiting-list', waiting.token, body(waiting.user.id)));
  ok(await call('DELETE', `/api/inscriptions/${id}`, adminToken));
  // password-reset, broadcast, and a resend.
  ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      payload: { dni: solo.payload.dni },
      remoteAddress: nextAddress(),
    }),
  );
  ok(
    await call('POST', `/api/admin/events/${eventId}/broadcast`, adminToken, {
      subject: 'Aviso',
      body: 'Hola a todos',
    }),
  );
  const first = (await readOutbox(t.db.db))[0]!;
  ok(await call('POST', `/api/admin/mails/${first.id}/resend`, adminToken));
  // results-published: yesterday's event, final.
  const past = await insertEvent(t.db.db, { fecha: daysFromToday(-1), nombre: 'Rally de Ayer' });
  ok(
    await call('POST', '/api/timing-config', adminToken, {
      eventId: past,
      config: { '33': { laps: 1, enabled: true } },
    }),
  );
  for (const bib of [61, 62]) {
    const rider = await insertRider(t.db.db, past, bib);
    await t.db.db
      .updateTable('runners')
      .set({ email: `entrega.resultado${bib}@example.com` })
      .where('id', '=', rider.runnerId)
      .execute();
    ok(
      await call('POST', `/api/timing/${past}/record`, adminToken, {
        clientId: randomUUID(),
        dorsal: bib,
        time: 3_600_000 + bib,
        timestamp: Date.now(),
      }),
    );
  }
  expect(await writePublishedResultsMails(t.db.db, t.app.mailer)).toBe(2);
}

/**
 * Retries every 50 ms, 100 ms, … as in the other mail tests, but with 12 attempts (3.4 min of back-off) instead of
 * the default 8 (6.4 s): on a busy machine writing every kind takes seconds, and the first rows must still be
 * pending, not failed, when the SMTP server comes back.
 */
const outageEnv = () => ({ ...mailEnv(smtp), MAIL_MAX_ATTEMPTS: '12' });

it('every kind through an SMTP outage and a restart: each message delivered once, none twice', async () => {
  smtp.received.length = 0;
  smtp.refuse(true);
  const first = await createTestApp({ env: outageEnv() });
  let second: TestApp | undefined;
  try {
    await writeEveryKind(first);
    const rows = await readOutbox(first.db.db);
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(MAIL_KINDS));
    // Every row refused at least once before the restart.
    for (;;) {
      const tried = await readOutbox(first.db.db);
      if (tried.every((row) => Number(row.attempts) >= 1 && row.status === 'pending')) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(smtp.received).toHaveLength(0);
    await first.app.close(); // the process stops with every message pending; the database stays

    second = await createTestApp({ env: outageEnv(), shareDatabaseOf: first });
    const refusedBefore = smtp.refusals();
    await smtp.waitForRefusals(refusedBefore + 2); // still down after the restart
    smtp.refuse(false);
    for (;;) {
      const now = await readOutbox(second.db.db);
      if (now.every((row) => row.status === 'sent')) break;
      expect(now.some((row) => row.status === 'failed')).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const settled = await readOutbox(second.db.db);
    await smtp.waitForMessages(settled.length);
    await new Promise((resolve) => setTimeout(resolve, 300)); // a duplicate, if any, would arrive meanwhile
    const ids = smtp.received.map((mail) => mail.messageId);
    const duplicates = ids.length - new Set(ids).size;
    const attempts = settled.reduce((sum, row) => sum + Number(row.attempts), 0);
    const perKind = Object.fromEntries(
      MAIL_KINDS.map((kind) => [kind, settled.filter((row) => row.kind === kind).length]),
    );
    const figures = {
      database: testDialect,
      kinds: MAIL_KINDS.length,
      messages: settled.length,
      received: smtp.received.length,
      refusals: smtp.refusals(),
      attempts,
      retries: attempts - settled.length,
      duplicates,
      lost: settled.length - new Set(ids).size,
    };
    console.log(`mail delivery figures: ${JSON.stringify(figures)}\nper kind: ${JSON.stringify(perKind)}`);
    expect(figures.received).toBe(figures.messages);
    expect(duplicates).toBe(0);
    expect(figures.lost).toBe(0);
    expect(settled.every((row) => Number(row.attempts) >= 2)).toBe(true);
  } finally {
    smtp.refuse(false);
    await second?.close();
    await first.close().catch(() => undefined);
  }
});
