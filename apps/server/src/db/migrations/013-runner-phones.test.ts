import { describe, expect, it } from 'vitest';
import { oldRows, useDatabaseBefore } from '../../../test/database-before.ts';
import { migrateToLatest } from '../migrate.ts';

/**
 * Migration 013 on a database made before it: phones stored as they were typed become the digits wa.me
 * dials; one that cannot be read as a number stays as it was. SQLite by default, PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
const oldDatabase = useDatabaseBefore('013-runner-phones');

describe('migration 013-runner-phones', () => {
  it("stores existing runners' phones as wa.me digits and leaves unreadable ones alone", async () => {
    const db = oldDatabase();
    const typed = await oldRows.runner(db, '30111222');
    const unreadable = await oldRows.runner(db, '30111333');
    await db.db
      .updateTable('runners')
      .set({ whatsapp: '0381 15-444-5566', telefono: '+54 11 4444-5555' })
      .where('id', '=', typed)
      .execute();
    await db.db
      .updateTable('runners')
      .set({ whatsapp: '444-5566', telefono: '(381) 555-9876' })
      .where('id', '=', unreadable)
      .execute();

    await migrateToLatest(db);

    const rows = await db.db.selectFrom('runners').select(['id', 'whatsapp', 'telefono']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: typed, whatsapp: '5493814445566', telefono: '5491144445555' },
      { id: unreadable, whatsapp: '444-5566', telefono: '5493815559876' },
    ]);
  });
});
