import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database.ts';

/**
 * Mail per event (docs/decisions/017-mail-outbox.md, 'Per event'): which kinds of message an event sends (a row only
 * once the organiser saved them; no row means every kind on), a key that makes a message written once whatever
 * writes it again (results published: once per runner and event), and the distances whose results messages
 * were written, so the results sweep skips them.
 */
export function eventMailsMigration(dialect: Dialect) {
  const real = dialect === 'postgres' ? sql`double precision` : sql`real`;
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      let table = db.schema
        .createTable('event_mail_settings')
        .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'));
      for (const column of [
        'inscription_received',
        'payment_verified',
        'waiting_promoted',
        'bib_assigned',
        'results_published',
      ]) {
        table = table.addColumn(column, 'boolean', (c) => c.notNull().defaultTo(true));
      }
      await table.addColumn('updated_at', 'text', (c) => c.notNull()).execute();

      await db.schema.alterTable('outbox').addColumn('dedupe_key', 'text').execute();
      // NULLs never collide (both databases): only messages that carry a key are kept to one.
      await db.schema.createIndex('outbox_dedupe_key').unique().on('outbox').column('dedupe_key').execute();

      await db.schema
        .createTable('results_mailings')
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('distancia', real, (c) => c.notNull())
        .addColumn('messages', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('results_mailings_pk', ['event_id', 'distancia'])
        .execute();
    },
  };
}
