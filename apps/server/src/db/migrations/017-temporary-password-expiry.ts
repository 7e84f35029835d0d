import type { Kysely } from 'kysely';

/**
 * The last day of each temporary password an import gave (docs/decisions/016-imports-that-protect.md). The row
 * names the password by its hash: once the runner changes it, or an admin resets it, the hash differs and
 * the row no longer applies.
 */
export function temporaryPasswordExpiryMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('temporary_passwords')
        .addColumn('runner_id', 'integer', (c) => c.primaryKey().references('runners.id').onDelete('cascade'))
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('last_day', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
