import { type Kysely, sql } from 'kysely';

/**
 * One result per runner and edition (docs/decisions/018-results-by-name.md): a result kept by name is linked to a
 * runner at most once per event, by the database itself, so two administrators linking two entries to one runner
 * at the same moment cannot both succeed. A pair linked before this rule keeps its first entry; the other goes
 * back to 'sin cuenta', to be linked again by hand.
 */
export function oneResultPerRunnerMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`
        update result_entries set runner_id = null
        where runner_id is not null and id not in (
          select min(id) from result_entries where runner_id is not null group by event_id, runner_id
        )`.execute(db);
      await db.schema
        .createIndex('result_entries_event_runner')
        .on('result_entries')
        .columns(['event_id', 'runner_id'])
        .unique()
        .where(sql.ref('runner_id'), 'is not', null)
        .execute();
    },
  };
}
