import type { Kysely } from 'kysely';

/**
 * Failed logins counted per account kind, DNI and address, with the moment the next attempt from that
 * address is allowed (progressive delay, auth/login-throttle.service.ts), and the tokens ended by a sign-out.
 * The old per-DNI table locked the owner out too; what it held is only minutes of counts, so it is replaced.
 */
export function loginFailuresMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('login_failures').ifExists().execute();
      await db.schema
        .createTable('login_failures')
        .addColumn('user_type', 'text', (c) => c.notNull())
        .addColumn('dni', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('last_attempt_at', 'bigint', (c) => c.notNull())
        .addColumn('blocked_until', 'bigint', (c) => c.notNull())
        .addColumn('attempt_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('login_failures_pk', ['user_type', 'dni', 'address'])
        .execute();
      await db.schema.createIndex('login_failures_dni').on('login_failures').column('dni').execute();
      await db.schema
        .createIndex('login_failures_last_attempt')
        .on('login_failures')
        .column('last_attempt_at')
        .execute();

      await db.schema
        .createTable('revoked_tokens')
        .addColumn('signature', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('revoked_tokens_expiry').on('revoked_tokens').column('expires_at').execute();
    },
  };
}
