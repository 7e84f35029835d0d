import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

/**
 * A database of its own for one test file: a new SQLite file in `dir`, or a new PostgreSQL schema when
 * TEST_DATABASE_URL is set (so test files stay isolated and may run in parallel on one database).
 * `drop` removes the schema; the caller removes `dir`.
 */
export async function freshDatabase(dir: string, file = 'test.db'): Promise<{ url: string; drop(): Promise<void> }> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) return { url: `file:${path.join(dir, file)}`, drop: async () => {} };
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await query(`create schema ${schema}`);
  const url = new URL(pgUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => query(`drop schema ${schema} cascade`) };
}
