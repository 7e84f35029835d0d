import { describe, expect, it } from 'vitest';
import { oldRows, useDatabaseBefore } from '../../../test/database-before.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { migrateToLatest } from '../migrate.ts';

/**
 * Migration 008 on a database made before it, with data: existing inscriptions keep no price and no payment
 * report, events have no limits, and the waiting list is one entry per runner and event. SQLite by default,
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
const oldDatabase = useDatabaseBefore('008-places-and-fees');

const { now } = oldRows;

describe('migration 008-places-and-fees', () => {
  it('runs on a database with inscriptions, leaving them unpriced, and refuses a runner waiting twice', async () => {
    const db = oldDatabase();
    const eventId = await oldRows.event(db, await oldRows.race(db));
    const holder = await oldRows.runner(db, '30000011');
    const waiting = await oldRows.runner(db, '30000012');
    await db.db
      .insertInto('inscriptions')
      .values({
        runner_id: holder,
        event_id: eventId,
        distancia: 66,
        categoria: 'E-BIKE',
        pago_confirmado: true,
        created_at: now,
        updated_at: now,
      })
      .execute();

    await migrateToLatest(db);

    const rows = await db.db
      .selectFrom('inscriptions')
      .select(['precio_unitario', 'pago_informado_at', 'pago_referencia', 'promovida_at', 'pago_confirmado'])
      .execute();
    expect(rows).toEqual([
      {
        precio_unitario: null,
        pago_informado_at: null,
        pago_referencia: null,
        promovida_at: null,
        pago_confirmado: true,
      },
    ]);
    expect(await db.db.selectFrom('event_registration').selectAll().execute()).toEqual([]);
    const entry = {
      event_id: eventId,
      runner_id: waiting,
      category_id: null,
      distancia: 66,
      categoria: 'E-BIKE',
      created_at: now,
    };
    await db.db.insertInto('waiting_list').values(entry).execute();
    const twice = await db.db
      .insertInto('waiting_list')
      .values(entry)
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(twice)).toBe(true);
  });
});
