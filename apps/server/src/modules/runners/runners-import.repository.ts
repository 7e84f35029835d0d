import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RunnerRow } from './runners.repository.ts';

type Db = Kysely<Database>;

/** Well under SQLite's and PostgreSQL's limits on bound parameters. */
const DNIS_PER_QUERY = 1000;

/** The runners with these DNIs (digits), in chunks so a 5,000-row sheet stays one query per thousand. */
export async function findRunnersByDnis(db: Db, dnis: readonly string[]): Promise<RunnerRow[]> {
  const rows: RunnerRow[] = [];
  for (let start = 0; start < dnis.length; start += DNIS_PER_QUERY) {
    const chunk = dnis.slice(start, start + DNIS_PER_QUERY);
    rows.push(...(await db.selectFrom('runners').selectAll().where('dni', 'in', chunk).execute()));
  }
  return rows;
}
