import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database.ts';
import { initialMigration } from './migrations/001-initial.ts';
import { timingMigration } from './migrations/003-timing.ts';

/** Migrations are plain modules listed here, so they run the same from source, tests and builds. */
function provider(db: Db): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return { '001-initial': initialMigration(db.dialect), '003-timing': timingMigration(db.dialect) };
    },
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db: db.db, provider: provider(db) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
