import { describe, expect, it } from 'vitest';
import { oldRows, useDatabaseBefore } from '../../../test/database-before.ts';
import { migrateToLatest } from '../migrate.ts';

/**
 * Migration 011 on a database made before it: every runner already there gets the folded search text of
 * their name, surname and DNI, so the accent-insensitive searches find them at once. SQLite by default,
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
const oldDatabase = useDatabaseBefore('011-runner-search');

describe('migration 011-runner-search', () => {
  it('fills the search text of existing runners and gives new rows an empty one by default', async () => {
    const db = oldDatabase();
    const ana = await oldRows.runner(db, '30111222');
    const maria = await oldRows.runner(db, '30111333');
    await db.db
      .updateTable('runners')
      .set({ nombre: 'María José', apellido: 'Núñez' })
      .where('id', '=', maria)
      .execute();

    await migrateToLatest(db);

    const rows = await db.db.selectFrom('runners').select(['id', 'dni', 'search_text']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: ana, dni: '30111222', search_text: 'ana paz 30111222' },
      { id: maria, dni: '30111333', search_text: 'maria jose nunez 30111333' },
    ]);
    const later = await oldRows.runner(db, '30111444');
    const row = await db.db.selectFrom('runners').select('search_text').where('id', '=', later).executeTakeFirst();
    expect(row?.search_text).toBe('');
  });
});
