import type { Runner } from '@carreras/domain/runners/runner.schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { claimResultEntries, type NewRunner, newRunnerColumns, runnerFromRow } from './runners.repository.ts';

type Db = Kysely<Database>;

/** Well under SQLite's and PostgreSQL's limits on bound parameters (a runner row binds about 20). */
const ROWS_PER_QUERY = 500;

/** The runners with these DNIs (digits), a query per few hundred. */
export async function findRunnersByDnis(db: Db, dnis: readonly string[]): Promise<Runner[]> {
  const runners: Runner[] = [];
  for (let start = 0; start < dnis.length; start += ROWS_PER_QUERY) {
    const chunk = dnis.slice(start, start + ROWS_PER_QUERY);
    const rows = await db.selectFrom('runners').selectAll().where('dni', 'in', chunk).execute();
    runners.push(...rows.map(runnerFromRow));
  }
  return runners;
}

/**
 * Inserts many runners, each with the search text and sort key insertRunner gives one, a statement per few
 * hundred; answers each new id by DNI.
 */
export async function insertRunners(db: Db, runners: readonly NewRunner[], now: string): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let start = 0; start < runners.length; start += ROWS_PER_QUERY) {
    const rows = await db
      .insertInto('runners')
      .values(runners.slice(start, start + ROWS_PER_QUERY).map((runner) => newRunnerColumns(runner, now)))
      .returning(['id', 'dni'])
      .execute();
    for (const row of rows) ids.set(row.dni, row.id);
    await claimResultEntries(db, rows);
  }
  return ids;
}
