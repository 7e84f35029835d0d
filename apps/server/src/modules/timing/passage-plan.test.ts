import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { passageContextQuery } from './passage-context.repository.ts';
import { recordsOfQuery } from './passages.repository.ts';

// On an SQLite file of its own whatever database the suite runs on: the plan is SQLite's to read.
const dir = mkdtempSync(path.join(os.tmpdir(), 'carreras-plan-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('recording a passage', () => {
  it('reads only through indexes, never every record of the event', async () => {
    const database = openDatabase({ kind: 'sqlite', file: path.join(dir, 'plan.db') });
    await migrateToLatest(database);
    const query = passageContextQuery(database.db, 1, { bib: 5, groupId: 1 }).compile();
    const plan = await sql
      // Any value in place of each parameter: the plan depends on the statement's shape.
      .raw<{ detail: string }>(`explain query plan ${query.sql.replaceAll('?', '1')}`)
      .execute(database.db.withoutPlugins());
    const steps = plan.rows.map((row) => row.detail);
    // The one row of the bib's counts (an aggregate over the bib's own records) is the only thing scanned.
    expect(steps.filter((step) => /^SCAN /.test(step) && !/^SCAN bib_records\b/.test(step))).toEqual([]);
    // time_records searched by the event alone would read every passage of the event.
    expect(steps.filter((step) => /time_records.*\(event_id=\?\)$/.test(step))).toEqual([]);
    await database.close();
  });
});

describe('reading the records of some bibs', () => {
  it('reads through indexes only, never every record of the event', async () => {
    const database = openDatabase({ kind: 'sqlite', file: path.join(dir, 'plan-bibs.db') });
    await migrateToLatest(database);
    for (const selection of [
      { bibs: [5], unnumbered: false },
      { bibs: [5, 9, 12], unnumbered: true },
      { bibs: [], unnumbered: true },
    ]) {
      const query = recordsOfQuery(database.db, 1, selection).compile();
      const plan = await sql
        .raw<{ detail: string }>(`explain query plan ${query.sql.replaceAll('?', '1')}`)
        .execute(database.db.withoutPlugins());
      const steps = plan.rows.map((row) => row.detail);
      expect(
        steps.filter((step) => /^SCAN /.test(step)),
        JSON.stringify(selection),
      ).toEqual([]);
      expect(
        steps.filter((step) => /time_records.*\(event_id=\?\)$/.test(step)),
        JSON.stringify(selection),
      ).toEqual([]);
    }
    await database.close();
  });
});
