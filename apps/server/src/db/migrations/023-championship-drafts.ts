import type { Kysely } from 'kysely';

/**
 * A championship is public only once published (docs/decisions/009-championship-standings.md, 'Drafts'): new
 * ones start as drafts; the ones that existed were public and stay so.
 */
export function championshipDraftsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('championships')
        .addColumn('publicado', 'boolean', (c) => c.notNull().defaultTo(true))
        .execute();
    },
  };
}
