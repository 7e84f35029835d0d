import { describe, expect, it } from 'vitest';
import { oldRows, useDatabaseBefore } from '../../../test/database-before.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { migrateToLatest } from '../migrate.ts';

/**
 * Migration 005 on a database made before it, with data: existing pairs stay confirmed, and one pair per
 * partner and event is then a constraint. SQLite by default, PostgreSQL when TEST_DATABASE_URL is set.
 */
const oldDatabase = useDatabaseBefore('005-pair-consent');

const { now } = oldRows;

describe('migration 005-pair-consent', () => {
  it('keeps the pairs of an existing database confirmed and makes one pair per partner and event a rule', async () => {
    // Data as the code before pair consent wrote it (no partner_pending column yet).
    const db = oldDatabase();
    const old = db.db;
    const eventId = await oldRows.event(db, await oldRows.race(db), { permiteParejas: true });
    const [holder, partner, solo, other] = [
      await oldRows.runner(db, '30000001'),
      await oldRows.runner(db, '30000002'),
      await oldRows.runner(db, '30000003'),
      await oldRows.runner(db, '30000004'),
    ];
    const inscription = (runnerId: number, partnerId: number | null) =>
      old
        .insertInto('inscriptions')
        .values({
          runner_id: runnerId,
          event_id: eventId,
          distancia: 66,
          categoria: 'E-BIKE',
          es_equipo: partnerId !== null,
          partner_runner_id: partnerId,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const pair = await inscription(holder, partner);
    const alone = await inscription(solo, null);

    await migrateToLatest(db);

    const rows = await db.db
      .selectFrom('inscriptions')
      .select(['id', 'partner_pending', 'es_equipo', 'partner_runner_id'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: pair.id, partner_pending: false, es_equipo: true, partner_runner_id: partner },
      { id: alone.id, partner_pending: false, es_equipo: false, partner_runner_id: null },
    ]);

    // A second inscription naming the same partner in the event is refused by the database.
    const duplicate = await db.db
      .insertInto('inscriptions')
      .values({
        runner_id: other,
        event_id: eventId,
        distancia: 66,
        categoria: 'E-BIKE',
        partner_runner_id: partner,
        partner_pending: true,
        created_at: now,
        updated_at: now,
      })
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(duplicate, 'partner_runner_id')).toBe(true);
    // Solo inscriptions (no partner) are many per event.
    await expect(inscription(other, null)).resolves.toBeDefined();
  });
});
