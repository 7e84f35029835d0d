import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerRunner, type TestApp } from '../../test/test-app.ts';
import { isUniqueViolation } from '../lib/db-errors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const now = new Date().toISOString();

async function inscription(runnerId: number, eventId: number, bib: number | null) {
  return t.db.db
    .insertInto('inscriptions')
    .values({
      runner_id: runnerId,
      event_id: eventId,
      distancia: 66,
      categoria: 'ELITE MASC',
      numero_dorsal_asignado: bib,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

async function expectUniqueViolation(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isUniqueViolation(error)).toBe(true);
}

describe('uniqueness lives in the schema', () => {
  it('holds one inscription per runner and event, one bib per event, one record per client id', async () => {
    const event = await t.db.db.selectFrom('events').select('id').executeTakeFirstOrThrow();
    const a = await registerRunner(t.app);
    const b = await registerRunner(t.app);
    const c = await registerRunner(t.app);
    await inscription(a.user.id, event.id, 10);
    await expectUniqueViolation(inscription(a.user.id, event.id, 11));
    await expectUniqueViolation(inscription(b.user.id, event.id, 10));
    // Several inscriptions without a bib are fine.
    await inscription(b.user.id, event.id, null);
    await inscription(c.user.id, event.id, null);

    const record = {
      event_id: event.id,
      client_id: 'device-1:0001',
      dorsal: 10,
      lap: 1,
      time_ms: 1000,
      recorded_at: Date.now(),
      created_at: now,
      updated_at: now,
    };
    await t.db.db.insertInto('time_records').values(record).execute();
    await expectUniqueViolation(
      t.db.db
        .insertInto('time_records')
        .values({ ...record, lap: 2 })
        .execute(),
    );
    await expectUniqueViolation(
      t.db.db
        .insertInto('time_records')
        .values({ ...record, client_id: 'device-2:0001' })
        .execute(),
    );
  });

  it('holds one DNI per runner', async () => {
    const a = await registerRunner(t.app);
    const row = await t.db.db.selectFrom('runners').selectAll().where('id', '=', a.user.id).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = row;
    await expectUniqueViolation(t.db.db.insertInto('runners').values(copy).execute());
  });

  it('holds one linked result kept by name per runner and edition, and any number not linked', async () => {
    const event = await t.db.db.selectFrom('events').select('id').executeTakeFirstOrThrow();
    const a = await registerRunner(t.app);
    const entry = (dorsal: number, runnerId: number | null) =>
      t.db.db
        .insertInto('result_entries')
        .values({
          event_id: event.id,
          distancia: 33,
          categoria: 'General',
          dorsal: 900 + dorsal,
          nombre: `Sin Cuenta ${dorsal}`,
          name_key: `sin cuenta ${dorsal}`,
          runner_id: runnerId,
          created_at: now,
        })
        .execute();
    await entry(1, a.user.id);
    await expectUniqueViolation(entry(2, a.user.id));
    await entry(3, null);
    await entry(4, null);
  });
});
