import type { Kysely } from 'kysely';

/** Request-limit counters in the database, so several server processes count one client together. */
export function rateLimitsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('rate_limits')
        .addColumn('bucket', 'text', (c) => c.notNull())
        .addColumn('client_key', 'text', (c) => c.notNull())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_limits_pk', ['bucket', 'client_key'])
        .execute();
      await db.schema.createIndex('rate_limits_expiry').on('rate_limits').column('expires_at').execute();
    },
  };
}
