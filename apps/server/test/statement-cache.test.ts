import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, STATEMENT_CACHE_SIZE } from '../src/db/database.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'carreras-statements-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SQLite statement cache', () => {
  it('reuses statements, stays bounded, and streams with statements of their own', async () => {
    const { db, close } = openDatabase({ kind: 'sqlite', file: path.join(dir, 'cache.db') });
    await sql`create table t (n integer)`.execute(db);
    await sql`insert into t (n) values (1), (2), (3)`.execute(db);
    for (let i = 0; i < STATEMENT_CACHE_SIZE + 50; i++) {
      const rows = await sql<{ n: number }>`select ${sql.lit(i)} + n as n from t where n = ${2}`.execute(db);
      expect(rows.rows).toEqual([{ n: i + 2 }]);
    }
    const query = db.selectFrom('t' as never).select('n' as never);
    expect(await query.execute()).toHaveLength(3);
    const seen: unknown[] = [];
    for await (const row of query.stream()) seen.push(row);
    expect(seen).toHaveLength(3);
    // A stream left early (an export whose client went away) does not leave the cached statement busy.
    for await (const _ of query.stream()) break;
    expect(await query.execute()).toHaveLength(3);
    await close();
  });
});
