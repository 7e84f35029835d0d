// A result kept by name holds its bib in the edition (docs/decisions/018-results-by-name.md): no inscription is
// given it later, by an administrator, at enrolment or by the desk's next free bib. SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { insertEvent } from '../../../test/fixtures.ts';
import { adminSuite, registerRunner } from '../../../test/test-app.ts';

const suite = adminSuite();
const { call } = suite;

async function entry(eventId: number, dorsal: number) {
  await suite.t.db.db
    .insertInto('result_entries')
    .values({
      event_id: eventId,
      distancia: 66,
      categoria: 'General',
      dorsal,
      nombre: `Sin Cuenta ${dorsal}`,
      name_key: `sin cuenta ${dorsal}`,
      created_at: new Date().toISOString(),
    })
    .execute();
}

const eliteMan = () =>
  registerRunner(suite.t.app, { sexo: 'M', fechaNacimiento: `${new Date().getFullYear() - 27}-06-15` });

describe("result entries' bibs", () => {
  it('are refused to an inscription with BIB_TAKEN and skipped by the next free bib', async () => {
    const eventId = await insertEvent(suite.t.db.db);
    await entry(eventId, 1);
    await entry(eventId, 3);
    const body = (runnerId: number, extra: object = {}) => ({
      runnerId,
      eventId,
      distancia: 66,
      categoria: 'ELITE MASC',
      ...extra,
    });

    const refused = await call('POST', '/api/inscriptions', suite.adminToken, {
      ...body((await eliteMan()).user.id),
      numeroDorsalAsignado: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'BIB_TAKEN' });

    const enrolled = await call('POST', '/api/inscriptions', suite.adminToken, body((await eliteMan()).user.id));
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const id = enrolled.json().id as number;
    const assigned = await call('PATCH', `/api/inscriptions/${id}/assign-dorsal/3`, suite.adminToken);
    expect(assigned.statusCode).toBe(409);
    expect(assigned.json()).toMatchObject({ error: 'BIB_TAKEN' });

    const next = await call('GET', `/api/admin/events/${eventId}/next-bib`, suite.adminToken);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json()).toMatchObject({ dorsal: 2 });
    const desk = await call('POST', `/api/admin/inscriptions/${id}/next-bib`, suite.adminToken);
    expect(desk.statusCode, desk.body).toBe(200);
    expect((await call('GET', `/api/admin/events/${eventId}/next-bib`, suite.adminToken)).json()).toMatchObject({
      dorsal: 4,
    });
  });
});
