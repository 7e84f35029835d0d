import type { Kysely } from 'kysely';

/**
 * The runner's club, optional free text (docs/product-choices.md, 'Clubs'): what results, standings and exports
 * show beside the name. Runners registered before it have none.
 */
export function runnerClubMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('runners').addColumn('club', 'text').execute();
    },
  };
}
