import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Mail (docs/decisions/017-mail-outbox.md): the outbox, written in the transaction that causes a message and
 * sent by a worker that claims each row with a lease; and password-reset links, stored by their token's hash.
 */
export function outboxMigration(dialect: Dialect) {
  const withId = (db: Kysely<unknown>, table: string) =>
    dialect === 'postgres'
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withId(db, 'outbox')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c.notNull().defaultTo('pending').check(sql`status in ('pending', 'sending', 'sent', 'failed')`),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
        .addColumn('lease_owner', 'text')
        .addColumn('lease_until', 'bigint')
        .addColumn('last_response', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();

      await withId(db, 'password_reset_tokens')
        .addColumn('runner_id', 'integer', (c) => c.notNull().references('runners.id').onDelete('cascade'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('password_fingerprint', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('password_reset_tokens_runner')
        .on('password_reset_tokens')
        .column('runner_id')
        .execute();
    },
  };
}
