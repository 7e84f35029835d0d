import { type Migration, type MigrationProvider, type MigrationResultSet, Migrator, sql } from 'kysely';
import type { Db } from './database.ts';
import { initialMigration } from './migrations/001-initial.ts';
import { timingMigration } from './migrations/003-timing.ts';
import { rateLimitsMigration } from './migrations/004-rate-limits.ts';
import { pairConsentMigration } from './migrations/005-pair-consent.ts';
import { loginFailuresMigration } from './migrations/006-login-failures.ts';
import { timingIndexesMigration } from './migrations/007-timing-indexes.ts';
import { placesAndFeesMigration } from './migrations/008-places-and-fees.ts';
import { categoryPlacesMigration } from './migrations/009-category-places.ts';
import { finishLineMigration } from './migrations/010-finish-line.ts';
import { runnerSearchMigration } from './migrations/011-runner-search.ts';
import { runnerSortNameMigration } from './migrations/012-runner-sort-name.ts';
import { runnerPhonesMigration } from './migrations/013-runner-phones.ts';
import { championshipsMigration } from './migrations/014-championships.ts';
import { deviceRolesMigration } from './migrations/015-device-roles.ts';
import { paymentsMigration } from './migrations/016-payments.ts';
import { temporaryPasswordExpiryMigration } from './migrations/017-temporary-password-expiry.ts';
import { outboxMigration } from './migrations/018-outbox.ts';
import { outboxMailContentMigration } from './migrations/019-outbox-mail-content.ts';
import { resultEntriesMigration } from './migrations/020-result-entries.ts';
import { runnerClubMigration } from './migrations/021-runner-club.ts';
import { eventMailsMigration } from './migrations/022-event-mails.ts';
import { championshipDraftsMigration } from './migrations/023-championship-drafts.ts';
import { courseControlsMigration } from './migrations/024-course-controls.ts';
import { oneResultPerRunnerMigration } from './migrations/025-one-result-per-runner.ts';

/** Migrations are plain modules listed here, so they run the same from source, tests and builds. */
export function migrationsOf(dialect: Db['dialect']): Record<string, Migration> {
  return {
    '001-initial': initialMigration(dialect),
    '003-timing': timingMigration(dialect),
    '004-rate-limits': rateLimitsMigration(),
    '005-pair-consent': pairConsentMigration(),
    '006-login-failures': loginFailuresMigration(),
    '007-timing-indexes': timingIndexesMigration(),
    '008-places-and-fees': placesAndFeesMigration(dialect),
    '009-category-places': categoryPlacesMigration(),
    '010-finish-line': finishLineMigration(dialect),
    '011-runner-search': runnerSearchMigration(),
    '012-runner-sort-name': runnerSortNameMigration(),
    '013-runner-phones': runnerPhonesMigration(),
    '014-championships': championshipsMigration(dialect),
    '015-device-roles': deviceRolesMigration(),
    '016-payments': paymentsMigration(dialect),
    '017-temporary-password-expiry': temporaryPasswordExpiryMigration(),
    '018-outbox': outboxMigration(dialect),
    '019-outbox-mail-content': outboxMailContentMigration(),
    '020-result-entries': resultEntriesMigration(dialect),
    '021-runner-club': runnerClubMigration(),
    '022-event-mails': eventMailsMigration(dialect),
    '023-championship-drafts': championshipDraftsMigration(),
    '024-course-controls': courseControlsMigration(dialect),
    '025-one-result-per-runner': oneResultPerRunnerMigration(),
  };
}

export function migrateToLatest(db: Db): Promise<void> {
  return migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Runs the migrations up to and including `name`: a test of a later one starts from the database as it was. */
export function migrateTo(db: Db, name: string): Promise<void> {
  return migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(db: Db, run: (migrator: Migrator) => Promise<MigrationResultSet>): Promise<void> {
  // Kysely looks for its own tables in every schema unless told which one; with several schemas in one
  // PostgreSQL database (tests, or a shared server) it would find another schema's tables and skip creating its own.
  const migrationTableSchema = db.dialect === 'postgres' ? await currentSchema(db) : undefined;
  const provider: MigrationProvider = { getMigrations: async () => migrationsOf(db.dialect) };
  const migrator = new Migrator({ db: db.db, provider, migrationTableSchema });
  const { error, results } = await run(migrator);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

async function currentSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db.db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema: check search_path');
  return schema;
}
