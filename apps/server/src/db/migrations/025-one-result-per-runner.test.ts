import { describe, expect, it } from 'vitest';
import { oldRows, useDatabaseBefore } from '../../../test/database-before.ts';
import { migrateToLatest } from '../migrate.ts';

/** Migration 025 on a database made before it: a runner linked twice in one edition keeps the first result. */
const oldDatabase = useDatabaseBefore('025-one-result-per-runner');

describe('migration 025-one-result-per-runner', () => {
  it('keeps the first of two results linked to one runner in an edition and unlinks the other', async () => {
    const db = oldDatabase();
    const event = await oldRows.event(db, await oldRows.race(db));
    const ana = await oldRows.runner(db, '30222111');
    const beto = await oldRows.runner(db, '30222333');
    const entry = async (dorsal: number, runnerId: number | null) =>
      (
        await db.db
          .insertInto('result_entries')
          .values({
            event_id: event,
            distancia: 33,
            categoria: 'General',
            dorsal,
            nombre: `Entrada ${dorsal}`,
            name_key: `entrada ${dorsal}`,
            runner_id: runnerId,
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const first = await entry(1, ana);
    const second = await entry(2, ana);
    const betos = await entry(3, beto);
    const nobody = await entry(4, null);

    await migrateToLatest(db);

    const rows = await db.db.selectFrom('result_entries').select(['id', 'runner_id']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: first, runner_id: ana },
      { id: second, runner_id: null },
      { id: betos, runner_id: beto },
      { id: nobody, runner_id: null },
    ]);
  });
});
