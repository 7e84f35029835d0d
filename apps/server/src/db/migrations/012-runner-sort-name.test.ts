import { describe, expect, it } from 'vitest';
import { oldRows, useDatabaseBefore } from '../../../test/database-before.ts';
import { migrateToLatest } from '../migrate.ts';

/** Migration 012 on a database made before it: every runner already there gets the Spanish sort key. */
const oldDatabase = useDatabaseBefore('012-runner-sort-name');

describe('migration 012-runner-sort-name', () => {
  it('fills the sort key of existing runners and gives new rows an empty one by default', async () => {
    const db = oldDatabase();
    const ana = await oldRows.runner(db, '30111222');
    const maria = await oldRows.runner(db, '30111333');
    await db.db
      .updateTable('runners')
      .set({ nombre: 'María José', apellido: 'Núñez' })
      .where('id', '=', maria)
      .execute();

    await migrateToLatest(db);

    const rows = await db.db.selectFrom('runners').select(['id', 'sort_name']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: ana, sort_name: 'paz ana' },
      { id: maria, sort_name: 'nun{ez maria!jose' },
    ]);
    const later = await oldRows.runner(db, '30111444');
    const row = await db.db.selectFrom('runners').select('sort_name').where('id', '=', later).executeTakeFirst();
    expect(row?.sort_name).toBe('');
  });
});
